import type { StoreRecord } from '../../../repositories/store/stores';

/**
 * Catalogue settings Magento keeps in core_config_data that the embedded store does not vary per
 * store view; one place, read by the resolvers and reported in StoreConfig.
 */
export const catalogConfig = {
  /** cataloginventory/options/stock_threshold_qty */
  onlyXLeftThreshold: 5,
  /** sendfriend/email/enabled, allow_guest (max_recipients and max_per_hour: security/limits.ts) */
  sendFriend: { enabled: true, allowGuests: true },
} as const;

export const mediaUrl = (origin: string, path: string): string => `${origin}/media/${path.replace(/^\/+/, '')}`;

export const productMediaUrl = (origin: string, file: string): string => mediaUrl(origin, `catalog/product${file}`);

export const productUrlSuffix = (store: StoreRecord): string => store.settings.product_url_suffix;

export const categoryUrlSuffix = (store: StoreRecord): string => store.settings.category_url_suffix;

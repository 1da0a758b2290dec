import { encodeUid } from '../../../lib/uid';
import { storeRootCategoryId } from '../../../repositories/catalog/categories';
import { DEFAULT_HOME_FEATURED_CATEGORY_ID } from '../../../repositories/store/settings';
import { listStores, type StoreRecord } from '../../../repositories/store/stores';
import { catalogConfig } from '../catalog/catalogConfig';
import { articleUrlSegment } from '../content/segments';
import type { Resolver } from '../types';

/** The featured category's uid: the store's setting (0 = none), else the default for databases seeded before it. */
const featuredCategoryUid = (id: number | undefined): string | null => {
  const chosen = id ?? DEFAULT_HOME_FEATURED_CATEGORY_ID;
  return chosen > 0 ? encodeUid(chosen) : null;
};

/**
 * StoreConfig of one store view: the stored settings (already named as Magento names them), the
 * store's identity, and URLs made absolute for the requesting host as Magento returns them.
 */
export const storeConfigOf = (store: StoreRecord, origin: string, cardGatewayUrl: string | null = null): Record<string, unknown> => {
  const settings = store.settings;
  const baseUrl = `${origin}/`;
  const linkUrl = `${origin}${store.prefix}/`;
  const mediaUrl = `${origin}/media/`;
  return {
    ...settings,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    store_group_code: store.groupCode,
    store_group_name: store.groupName,
    store_sort_order: store.sortOrder,
    website_code: store.websiteCode,
    website_name: store.websiteName,
    is_default_store: store.isDefaultStore,
    // One store group per website here, so every group is its website's default.
    is_default_store_group: true,
    base_url: baseUrl,
    base_link_url: linkUrl,
    base_media_url: mediaUrl,
    secure_base_url: baseUrl,
    secure_base_link_url: linkUrl,
    secure_base_media_url: mediaUrl,
    default_base_url: baseUrl,
    shortcut_icon: settings.head_shortcut_icon ? `${mediaUrl}favicon/${settings.head_shortcut_icon}` : `${origin}/favicon.svg`,
    country_info: { default_country: settings.default_country, zip_code_patterns: settings.zip_code_patterns },
    store_path_prefix: store.prefix,
    root_category_uid: encodeUid(storeRootCategoryId),
    send_friend: { enabled_for_customers: catalogConfig.sendFriend.enabled, enabled_for_guests: catalogConfig.sendFriend.allowGuests },
    article_url_segment: articleUrlSegment(store),
    only_x_left_threshold: catalogConfig.onlyXLeftThreshold,
    home_featured_category_uid: featuredCategoryUid(settings.home_featured_category_id),
    // The store's own gateway page if it has one configured, else this server's (its embedded test gateway's).
    card_payment: { ...settings.card_payment, hosted_fields_url: settings.card_payment.hosted_fields_url ?? cardGatewayUrl },
  };
};

const storeConfig: Resolver = (_parent, _args, { store, origin, cardGatewayUrl }) => storeConfigOf(store, origin, cardGatewayUrl ?? null);

const availableStores: Resolver<{ useCurrentGroup?: boolean | null }> = (_parent, { useCurrentGroup }, context) =>
  listStores(context.db, context.store.websiteCode, useCurrentGroup ? context.store.groupCode : undefined)
    .map((store) => storeConfigOf(store, context.origin, context.cardGatewayUrl ?? null));

export const storeConfigResolvers = {
  Query: { storeConfig, availableStores },
};

import type { CatalogStoreConfig } from './catalogConfig.gql';

// The store's catalogue settings read from its config (no React, no Apollo: the early script uses it too).

export type ListMode = 'grid' | 'list';

/** The catalogue settings of the store, with Magento's defaults where the store says nothing. */
export interface CatalogConfig {
  /** The modes the store offers, the default first (spec §9: default mode grid). */
  modes: ListMode[];
  perPage: Record<ListMode, number>;
  perPageValues: Record<ListMode, number[]>;
  defaultSort: string;
  productUrlSuffix: string;
  categoryUrlSuffix: string;
  /** Products' weight unit (general/locale/weight_unit: lbs or kgs), as an Intl unit. */
  weightUnit: 'pound' | 'kilogram';
  onlyXLeftThreshold: number;
  reviewsEnabled: boolean;
  guestReviews: boolean;
  sendFriend: { customers: boolean; guests: boolean };
}

function numbers(list: string | null | undefined, fallback: number[]): number[] {
  const values = (list ?? '').split(',').map((v) => Number(v.trim())).filter((v) => Number.isInteger(v) && v > 0);
  return values.length > 0 ? values : fallback;
}

/** Magento's list_mode values: grid-list, list-grid, grid, list. */
function modesOf(listMode: string | null | undefined): ListMode[] {
  switch (listMode) {
    case 'grid':
      return ['grid'];
    case 'list':
      return ['list'];
    case 'list-grid':
      return ['list', 'grid'];
    default:
      return ['grid', 'list'];
  }
}

export function catalogConfigFrom(config: CatalogStoreConfig | null | undefined): CatalogConfig {
  const gridValues = numbers(config?.grid_per_page_values, [12, 24, 36]);
  const listValues = numbers(config?.list_per_page_values, [5, 10, 15, 20, 25]);
  return {
    modes: modesOf(config?.list_mode),
    // Magento's defaults: 12 per page in a grid, 10 in a list.
    perPage: { grid: config?.grid_per_page || 12, list: config?.list_per_page || 10 },
    perPageValues: { grid: gridValues, list: listValues },
    defaultSort: config?.catalog_default_sort_by || 'position',
    productUrlSuffix: config?.product_url_suffix ?? '.html',
    categoryUrlSuffix: config?.category_url_suffix ?? '.html',
    weightUnit: config?.weight_unit === 'kgs' ? 'kilogram' : 'pound',
    onlyXLeftThreshold: config?.only_x_left_threshold ?? 0,
    reviewsEnabled: config?.product_reviews_enabled !== '0',
    guestReviews: config?.allow_guests_to_write_product_reviews === '1',
    sendFriend: {
      customers: config?.send_friend?.enabled_for_customers ?? false,
      guests: config?.send_friend?.enabled_for_guests ?? false,
    },
  };
}

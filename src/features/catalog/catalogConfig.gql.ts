import { gql, type TypedDocumentNode } from '@apollo/client';
import { CATALOG_CURRENCY_FIELDS, CATALOG_STORE_CONFIG_FIELDS } from './catalogConfigFields';
import type { RawPriceFormat } from '../../lib/format/money';

/** Magento StoreConfig fields the catalogue needs (listing sizes and modes, URL suffixes, reviews, send-to-friend). */
export interface CatalogStoreConfig {
  store_code: string | null;
  grid_per_page: number | null;
  grid_per_page_values: string | null;
  list_mode: string | null;
  list_per_page: number | null;
  list_per_page_values: string | null;
  catalog_default_sort_by: string | null;
  product_url_suffix: string | null;
  category_url_suffix: string | null;
  only_x_left_threshold: number | null;
  allow_guests_to_write_product_reviews: string | null;
  product_reviews_enabled: string | null;
  send_friend: { enabled_for_customers: boolean; enabled_for_guests: boolean } | null;
}

export interface CatalogCurrency {
  base_currency_code: string | null;
  default_display_currency_code: string | null;
  default_display_currency_symbol: string | null;
  available_currency_codes: Array<string | null> | null;
  /** Brand extension: how amounts are written in this store (Magento's priceFormat keys). */
  price_format: RawPriceFormat | null;
}

export interface GetCatalogConfigQuery {
  storeConfig: CatalogStoreConfig | null;
  currency: CatalogCurrency | null;
}

// The fields are fragments GetStoreConfig spreads as well (catalogConfigFields.ts): once the store
// config is in, this query is answered from the cache.
export const GET_CATALOG_CONFIG: TypedDocumentNode<GetCatalogConfigQuery, Record<string, never>> = gql`
  query GetCatalogConfig {
    storeConfig {
      ...CatalogStoreConfigFields
    }
    currency {
      ...CatalogCurrencyFields
    }
  }
  ${CATALOG_STORE_CONFIG_FIELDS}
  ${CATALOG_CURRENCY_FIELDS}
`;

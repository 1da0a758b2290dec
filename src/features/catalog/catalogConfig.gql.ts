import { gql, type TypedDocumentNode } from '@apollo/client';
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

// The currency selection repeats the store-config query's fields: Currency has no id, so this
// result replaces the cached object, and a subset would drop what the shell reads.
export const GET_CATALOG_CONFIG: TypedDocumentNode<GetCatalogConfigQuery, Record<string, never>> = gql`
  query GetCatalogConfig {
    storeConfig {
      store_code
      grid_per_page
      grid_per_page_values
      list_mode
      list_per_page
      list_per_page_values
      catalog_default_sort_by
      product_url_suffix
      category_url_suffix
      only_x_left_threshold
      allow_guests_to_write_product_reviews
      product_reviews_enabled
      send_friend {
        enabled_for_customers
        enabled_for_guests
      }
    }
    currency {
      base_currency_code
      default_display_currency_code
      default_display_currency_symbol
      available_currency_codes
      price_format {
        pattern
        precision
        decimalSymbol
        groupSymbol
        groupLength
      }
    }
  }
`;

import { gql } from '@apollo/client';

// The store-config fields the catalogue needs, as fragments. Not a *.gql.ts module (a lone fragment
// is "never used" to the schema test). GetStoreConfig, which every visit sends at start-up, spreads
// them too: GetCatalogConfig (its own document, so the catalogue does not depend on the shell's) then
// finds all its fields in the cache and never leaves, one request fewer before the first page.

export const CATALOG_STORE_CONFIG_FIELDS = gql`
  fragment CatalogStoreConfigFields on StoreConfig {
    store_code
    grid_per_page
    grid_per_page_values
    list_mode
    list_per_page
    list_per_page_values
    catalog_default_sort_by
    product_url_suffix
    category_url_suffix
    weight_unit
    only_x_left_threshold @brand
    allow_guests_to_write_product_reviews
    product_reviews_enabled
    send_friend {
      enabled_for_customers
      enabled_for_guests
    }
  }
`;

// Every field of the currency, with the price format: Currency has no id, and the cache merges the
// answers' fields (src/lib/graphql/cache.ts).
export const CATALOG_CURRENCY_FIELDS = gql`
  fragment CatalogCurrencyFields on Currency {
    base_currency_code
    default_display_currency_code
    default_display_currency_symbol
    available_currency_codes
    price_format @brand {
      pattern
      precision
      decimalSymbol
      groupSymbol
      groupLength
    }
  }
`;

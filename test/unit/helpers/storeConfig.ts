import type { GetStoreConfigQuery } from '../../../src/lib/graphql/generated';
import type { StoreConfig } from '../../../src/shared/store/storeConfig.gql';

export function storeConfigFixture(overrides: Partial<StoreConfig> = {}): StoreConfig {
  return {
    store_code: 'de_de',
    store_name: 'Spectrane Deutschland',
    locale: 'de_DE',
    base_currency_code: 'EUR',
    default_display_currency_code: 'EUR',
    copyright: '© Spectrane',
    title_prefix: null,
    title_suffix: null,
    default_title: 'Spectrane',
    default_description: null,
    default_keywords: null,
    header_logo_src: 'stores/2/logo.svg',
    logo_alt: 'Spectrane',
    logo_width: 160,
    logo_height: 40,
    secure_base_media_url: 'https://shop.example/media/',
    cms_home_page: 'home',
    product_url_suffix: '.html',
    category_url_suffix: '.html',
    weight_unit: 'lbs',
    show_cms_breadcrumbs: 1,
    head_includes: null,
    head_shortcut_icon: null,
    shortcut_icon: null,
    head_custom_js: null,
    default_country: 'DE',
    minimum_password_length: '8',
    required_character_classes_number: '3',
    home_featured_category_uid: 'Mw==',
    magento_wishlist_general_is_enabled: '1',
    validate_vat: true,
    register_url: 'https://connect.example/register?store=de_de',
    // None: canonical links then start with the page's own origin (storeRules.ts).
    default_base_url: null,
    // The catalogue's settings (Magento's defaults), asked in the same request.
    grid_per_page: 12,
    grid_per_page_values: '12,24,36',
    list_mode: 'grid-list',
    list_per_page: 10,
    list_per_page_values: '5,10,15,20,25',
    catalog_default_sort_by: 'position',
    only_x_left_threshold: 0,
    allow_guests_to_write_product_reviews: '0',
    product_reviews_enabled: '1',
    send_friend: { enabled_for_customers: false, enabled_for_guests: false },
    ...overrides,
  };
}

export function storeConfigResponse(overrides: Partial<StoreConfig> = {}): { data: GetStoreConfigQuery } {
  return {
    data: {
      storeConfig: { __typename: 'StoreConfig', ...storeConfigFixture(overrides) } as StoreConfig,
      currency: {
        __typename: 'Currency',
        base_currency_code: 'EUR',
        default_display_currency_code: 'EUR',
        default_display_currency_symbol: '€',
        available_currency_codes: ['EUR'],
        price_format: { __typename: 'CurrencyPriceFormat', pattern: '%s €', precision: 2, decimalSymbol: ',', groupSymbol: '.', groupLength: 3 },
      } as GetStoreConfigQuery['currency'],
      storeMessage: { __typename: 'StoreMessage', country: 'DE', target_url: '/eu/de', html: '<p>Hallo</p>' } as GetStoreConfigQuery['storeMessage'],
    },
  };
}

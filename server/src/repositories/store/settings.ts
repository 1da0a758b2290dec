/**
 * The per-store configuration kept as JSON in stores.settings: Magento's core_config_data for one
 * store view, with Magento's field names where Magento has the setting and brand names otherwise.
 * URLs are kept relative; the resolver makes them absolute for the requesting host.
 */
/** The category the home page features when a store's settings do not name one (the colour guides). */
export const DEFAULT_HOME_FEATURED_CATEGORY_ID = 3;

/**
 * Magento's reCAPTCHA v3 ("invisible") for the store's forms, as its security package keeps it per store view:
 * recaptcha_frontend/type_recaptcha_v3/* (keys, score threshold, badge position, theme, language),
 * recaptcha_frontend/failure_messages/validation_failure_message, and recaptcha_frontend/type_for/<form> set to
 * recaptcha_v3 for each protected form (server/src/recaptcha reads it).
 */
export interface RecaptchaV3Settings {
  public_key?: string;
  private_key?: string;
  score_threshold?: number;
  /** inline, bottomright or bottomleft. */
  position?: string;
  theme?: string;
  lang?: string;
  failure_message?: string;
  /** The form types whose type_for is recaptcha_v3 (RECAPTCHA_FORM_TYPES). */
  forms?: string[];
}

export interface StoreSettings {
  /** Brand: the category whose products the home page features (entity id); 0 for none. */
  home_featured_category_id?: number;
  locale: string;
  base_currency_code: string;
  default_display_currency_code: string;
  /** Magento's "Allowed currencies" of the store view. */
  allowed_currency_codes: string[];
  timezone: string;
  weight_unit: string;
  default_country: string;
  optional_zip_countries: string;
  countries_with_required_region: string;
  display_state_if_optional: boolean;
  copyright: string;
  welcome: string;
  category_url_suffix: string;
  product_url_suffix: string;
  cms_home_page: string;
  cms_no_route: string;
  default_title: string;
  title_prefix: string;
  title_suffix: string;
  title_separator: string;
  default_description: string;
  default_keywords: string;
  head_includes: string;
  /** Relative to media/favicon/, as Magento stores it; null = none uploaded. */
  head_shortcut_icon: string | null;
  /** Relative to the media URL. */
  header_logo_src: string;
  logo_alt: string;
  logo_width: number;
  logo_height: number;
  catalog_default_sort_by: string;
  grid_per_page: number;
  grid_per_page_values: string;
  list_mode: string;
  list_per_page: number;
  list_per_page_values: string;
  magento_wishlist_general_is_enabled: string;
  minimum_password_length: string;
  required_character_classes_number: string;
  show_cms_breadcrumbs: number;
  newsletter_enabled: boolean;
  /** Magento's newsletter/subscription/allow_guest_subscribe ('1' when unset, Magento's default). */
  newsletter_allow_guest_subscribe?: string;
  contact_enabled: boolean;
  create_account_confirmation: boolean;
  is_guest_checkout_enabled: boolean;
  is_one_page_checkout_enabled: boolean;
  minicart_display: boolean;
  minicart_max_items: number;
  cart_summary_display_quantity: number;
  product_reviews_enabled: string;
  allow_guests_to_write_product_reviews: string;
  // Brand settings (brand-extensions.graphql).
  validate_vat: boolean;
  register_url: string;
  head_custom_js: string;
  form_ids_list: string;
  zip_code_patterns: Array<{ country_id: string; pattern: string; example: string }>;
  invoice_print: { base_url: string; new_theme_stores: string[] };
  card_payment: { mode: string; public_keys: Array<{ mode: string; public_key: string }>; hosted_fields_url?: string | null };
  /** Magento's reCAPTCHA v3 for the storefront's forms (RecaptchaV3Settings); unset = none. */
  recaptcha_v3?: RecaptchaV3Settings;
  /** Magento's sales/minimum_order/amount in the display currency (subtotal after discounts); unset = no minimum. */
  minimum_order_amount?: number | null;
}

/**
 * The per-store configuration kept as JSON in stores.settings: Magento's core_config_data for one
 * store view, with Magento's field names where Magento has the setting and brand names otherwise.
 * URLs are kept relative; the resolver makes them absolute for the requesting host.
 */
/** The category the home page features when a store's settings do not name one (the colour guides). */
export const DEFAULT_HOME_FEATURED_CATEGORY_ID = 3;

/**
 * One reCAPTCHA type's keys and look, as Magento's security package keeps them per store view under
 * recaptcha_frontend/type_<type>/* (server/src/recaptcha reads them).
 */
export interface RecaptchaTypeSettings {
  public_key?: string;
  private_key?: string;
  /** reCAPTCHA v3 only: the lowest score let through (0.0 a bot … 1.0 a person). */
  score_threshold?: number;
  /** The badge of v3 and of the invisible v2: inline, bottomright or bottomleft. */
  position?: string;
  theme?: string;
  lang?: string;
}

/** The reCAPTCHA types of Magento's type_for/<form> settings: v2 "I'm not a robot", v2 invisible, v3. */
export type RecaptchaTypeName = 'recaptcha' | 'invisible' | 'recaptcha_v3';

/** Magento's reCAPTCHA for the storefront's forms (recaptcha_frontend/*). */
export interface RecaptchaSettings {
  type_recaptcha?: RecaptchaTypeSettings;
  type_invisible?: RecaptchaTypeSettings;
  type_recaptcha_v3?: RecaptchaTypeSettings;
  /** failure_messages/validation_failure_message. */
  validation_failure_message?: string;
  /** failure_messages/technical_failure_message. */
  technical_failure_message?: string;
  /** type_for/<form>: the type that guards each form (RECAPTCHA_FORM_TYPES); a form not named is not guarded. */
  type_for?: Partial<Record<string, RecaptchaTypeName>>;
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
  /** Magento's reCAPTCHA for the storefront's forms (RecaptchaSettings); unset = none. */
  recaptcha?: RecaptchaSettings;
  /** Magento's sales/minimum_order/amount in the display currency (subtotal after discounts); unset = no minimum. */
  minimum_order_amount?: number | null;
}

import { copyFor, copyrightYear } from '../cms/blocks';
import { optionalZipCountries, zipCodePatterns } from '../directory/countries';
import { storeDefinitions } from './stores';
import type { StoreSettings } from '../../repositories/store/settings';
import type { StoreDefinition } from '../types';

// The companion service and invoice renderer are separate sites; .example keeps them fictional.
const companionUrl = 'https://connect.spectrane.example';
const invoiceUrl = 'https://invoices.spectrane.example/print/';

const structuredData = (store: StoreDefinition, title: string): string =>
  JSON.stringify({
    global: `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Spectrane',
      description: title,
      logo: '/media/logo/spectrane.svg',
      url: `${store.prefix}/`,
    })}</script>`,
  });

/** Store config of spec §3 for one store view, with realistic values. */
export const settingsFor = (store: StoreDefinition): StoreSettings => {
  const copy = copyFor(store);
  return {
    home_featured_category_id: 3,
    locale: store.locale,
    base_currency_code: store.baseCurrency,
    default_display_currency_code: store.displayCurrency,
    allowed_currency_codes: store.allowedCurrencies,
    timezone: store.timezone,
    weight_unit: store.weightUnit,
    default_country: store.defaultCountry,
    optional_zip_countries: optionalZipCountries,
    countries_with_required_region: 'US,CA,ES,IT',
    display_state_if_optional: false,
    copyright: `© ${copyrightYear} ${copy.copyright}`,
    welcome: copy.welcome,
    category_url_suffix: '.html',
    product_url_suffix: '.html',
    cms_home_page: 'home',
    cms_no_route: 'no-route',
    default_title: copy.defaultTitle,
    title_prefix: 'Spectrane | ',
    title_suffix: '',
    title_separator: '-',
    default_description: copy.defaultDescription,
    default_keywords: copy.defaultKeywords,
    head_includes: '<meta name="theme-color" content="#e8590c">',
    head_shortcut_icon: 'default/spectrane.svg',
    header_logo_src: 'spectrane.svg',
    logo_alt: copy.logoAlt,
    logo_width: 180,
    logo_height: 40,
    catalog_default_sort_by: 'position',
    grid_per_page: 12,
    grid_per_page_values: '12,24,36',
    list_mode: 'grid-list',
    list_per_page: 10,
    list_per_page_values: '5,10,15,20,25',
    magento_wishlist_general_is_enabled: '1',
    minimum_password_length: '8',
    required_character_classes_number: '3',
    show_cms_breadcrumbs: 1,
    newsletter_enabled: true,
    contact_enabled: true,
    create_account_confirmation: false,
    is_guest_checkout_enabled: true,
    is_one_page_checkout_enabled: true,
    minicart_display: true,
    minicart_max_items: 10,
    cart_summary_display_quantity: 1,
    product_reviews_enabled: '1',
    allow_guests_to_write_product_reviews: '1',
    validate_vat: store.validateVat,
    register_url: `${companionUrl}/register?store=${store.code}`,
    head_custom_js: structuredData(store, copy.defaultTitle),
    form_ids_list: 'newsletter_subscribe,customer_create,customer_login,customer_forgot_password,contact',
    zip_code_patterns: zipCodePatterns,
    invoice_print: {
      base_url: invoiceUrl,
      new_theme_stores: storeDefinitions.filter((s) => s.websiteCode !== 'hk').map((s) => s.code),
    },
    card_payment: {
      mode: 'sandbox',
      public_keys: [
        { mode: 'sandbox', public_key: `pk_sandbox_spectrane_${store.code}` },
        { mode: 'production', public_key: `pk_live_spectrane_${store.code}` },
      ],
    },
  };
};

import { graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const stores = [
  { code: 'na_us', locale: 'en_US', currency: 'USD', prefix: '', website: 'base', vat: false, country: 'US' },
  { code: 'de_de', locale: 'de_DE', currency: 'EUR', prefix: '/eu/de', website: 'eu', vat: true, country: 'DE' },
  { code: 'es_es', locale: 'es_ES', currency: 'EUR', prefix: '/eu/es', website: 'eu', vat: true, country: 'ES' },
  { code: 'fr_fr', locale: 'fr_FR', currency: 'EUR', prefix: '/eu/fr', website: 'eu', vat: true, country: 'FR' },
  { code: 'it_it', locale: 'it_IT', currency: 'EUR', prefix: '/eu/it', website: 'eu', vat: true, country: 'IT' },
  { code: 'eu_en', locale: 'en_GB', currency: 'EUR', prefix: '/eu/en', website: 'eu', vat: true, country: 'IE' },
  { code: 'uk_en', locale: 'en_GB', currency: 'GBP', prefix: '/uk/en', website: 'uk', vat: false, country: 'GB' },
  { code: 'hk_en', locale: 'en_US', currency: 'USD', prefix: '/hk/en', website: 'hk', vat: false, country: 'HK' },
  { code: 'hk_tc', locale: 'zh_HK', currency: 'HKD', prefix: '/hk/tc', website: 'hk', vat: false, country: 'HK' },
];

const STORE_CONFIG = `query GetStoreConfig {
  storeConfig {
    store_code code store_name website_code store_group_code locale timezone weight_unit
    base_currency_code default_display_currency_code copyright default_title title_prefix title_suffix
    category_url_suffix product_url_suffix cms_home_page header_logo_src logo_alt logo_width logo_height
    secure_base_url secure_base_link_url secure_base_media_url base_url default_base_url shortcut_icon
    minimum_password_length required_character_classes_number grid_per_page grid_per_page_values list_mode
    magento_wishlist_general_is_enabled show_cms_breadcrumbs catalog_default_sort_by
    validate_vat register_url head_custom_js form_ids_list store_path_prefix home_featured_category_uid
    country_info { default_country zip_code_patterns { country_id pattern example } }
    invoice_print { base_url new_theme_stores }
    card_payment { mode public_keys { mode public_key } }
  }
}`;

interface StoreConfigData {
  storeConfig: Record<string, unknown> & {
    country_info: { default_country: string; zip_code_patterns: Array<{ country_id: string; pattern: string; example: string }> };
    card_payment: { mode: string; public_keys: Array<{ mode: string; public_key: string }> };
  };
}

describe('storeConfig', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(stores)('serves the $code store view', async (store) => {
    const { status, body } = await graphqlGet<StoreConfigData>(server.url, STORE_CONFIG, { store: store.code });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const config = body.data?.storeConfig;
    expect(config).toMatchObject({
      store_code: store.code,
      code: store.code,
      locale: store.locale,
      website_code: store.website,
      default_display_currency_code: store.currency,
      validate_vat: store.vat,
      store_path_prefix: store.prefix,
      // The colour guides (category 3) are what every sample store features on its home page.
      home_featured_category_uid: Buffer.from('3').toString('base64'),
      category_url_suffix: '.html',
      product_url_suffix: '.html',
      cms_home_page: 'home',
      title_prefix: 'Spectrane | ',
      header_logo_src: 'spectrane.svg',
      minimum_password_length: '8',
      required_character_classes_number: '3',
      secure_base_url: `${server.url}/`,
      secure_base_link_url: `${server.url}${store.prefix}/`,
      secure_base_media_url: `${server.url}/media/`,
      shortcut_icon: `${server.url}/media/favicon/default/spectrane.svg`,
    });
    expect(config?.copyright).toMatch(/^© \d{4} Spectrane/);
    expect(config?.country_info.default_country).toBe(store.country);
    expect(config?.card_payment.public_keys.map((k) => k.mode)).toEqual(['sandbox', 'production']);
    const headJs = JSON.parse(String(config?.head_custom_js)) as { global: string };
    expect(headJs.global).toMatch(/^<script type="application\/ld\+json">/);
  });

  it('writes copyright and titles in the store language', async () => {
    const de = await graphqlGet<StoreConfigData>(server.url, STORE_CONFIG, { store: 'de_de' });
    expect(de.body.data?.storeConfig.copyright).toMatch(/Alle Rechte vorbehalten/);
    const tc = await graphqlGet<StoreConfigData>(server.url, STORE_CONFIG, { store: 'hk_tc' });
    expect(tc.body.data?.storeConfig.default_title).toBe('Spectrane 色彩標準');
  });

  it('gives postcode patterns that accept real postcodes and refuse wrong ones', async () => {
    const { body } = await graphqlGet<StoreConfigData>(server.url, STORE_CONFIG, { store: 'na_us' });
    const patterns = new Map(body.data?.storeConfig.country_info.zip_code_patterns.map((p) => [p.country_id, p]));
    for (const [country, rule] of patterns) expect(new RegExp(rule.pattern).test(rule.example), country).toBe(true);
    expect(new RegExp(patterns.get('US')?.pattern ?? '').test('12345-6789')).toBe(true);
    expect(new RegExp(patterns.get('US')?.pattern ?? '').test('1234')).toBe(false);
    expect(new RegExp(patterns.get('DE')?.pattern ?? '').test('1011')).toBe(false);
    expect(patterns.has('HK')).toBe(false);
  });

  it('lists the store views of the current website (availableStores)', async () => {
    const { body } = await graphqlGet<{ availableStores: Array<{ store_code: string }> }>(
      server.url, '{ availableStores { store_code } }', { store: 'fr_fr' });
    expect(body.data?.availableStores.map((s) => s.store_code)).toEqual(['eu_en', 'de_de', 'es_es', 'fr_fr', 'it_it']);
  });
});

describe('currency', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const CURRENCY = `{ currency {
    available_currency_codes base_currency_code base_currency_symbol default_display_currency_code
    default_display_currency_symbol exchange_rates { currency_to rate }
    price_format { pattern precision requiredPrecision decimalSymbol groupSymbol groupLength integerRequired }
  } }`;

  it('describes USD for the default store', async () => {
    const { body } = await graphqlGet(server.url, CURRENCY, { store: 'na_us' });
    expect(body.data).toEqual({
      currency: {
        available_currency_codes: ['USD'],
        base_currency_code: 'USD',
        base_currency_symbol: '$',
        default_display_currency_code: 'USD',
        default_display_currency_symbol: '$',
        exchange_rates: [{ currency_to: 'USD', rate: 1 }],
        price_format: {
          pattern: '$%s', precision: 2, requiredPrecision: 2, decimalSymbol: '.', groupSymbol: ',', groupLength: 3,
          integerRequired: false,
        },
      },
    });
  });

  it('writes EUR the German way on de_de (a no-break space before €, as ICU writes it)', async () => {
    const { body } = await graphqlGet<{ currency: { price_format: Record<string, unknown> } }>(server.url, CURRENCY, { store: 'de_de' });
    expect(body.data?.currency.price_format).toMatchObject({ pattern: '%s\u00a0€', decimalSymbol: ',', groupSymbol: '.' });
  });

  it('offers HKD with its rate on the Hong Kong stores', async () => {
    const { body } = await graphqlGet<{ currency: Record<string, unknown> }>(server.url, CURRENCY, { store: 'hk_tc' });
    expect(body.data?.currency).toMatchObject({
      available_currency_codes: ['HKD', 'USD'],
      base_currency_code: 'USD',
      default_display_currency_code: 'HKD',
      default_display_currency_symbol: 'HK$',
      exchange_rates: [{ currency_to: 'HKD', rate: 7.78 }, { currency_to: 'USD', rate: 1 }],
    });
  });
});

import {
  DEFAULT_STORE,
  STORES,
  currencyForStore,
  htmlLangFor,
  isRouteRegion,
  isValidStorePrefix,
  matchStorePrefix,
  routeBase,
  storeByCode,
  storeForPath,
  storeFromPath,
} from '../../../../src/shared/store/stores';

describe('the store table (spec §2.1)', () => {
  it.each([
    ['na_us', '', 'na', 'USD', 'en_US', 'en-us'],
    ['de_de', '/eu/de', 'eu', 'EUR', 'de_DE', 'de-de'],
    ['es_es', '/eu/es', 'eu', 'EUR', 'es_ES', 'es-es'],
    ['fr_fr', '/eu/fr', 'eu', 'EUR', 'fr_FR', 'fr-fr'],
    ['it_it', '/eu/it', 'eu', 'EUR', 'it_IT', 'it-it'],
    ['eu_en', '/eu/en', 'eu', 'EUR', 'en_GB', 'en-gb'],
    ['uk_en', '/uk/en', 'uk', 'GBP', 'en_GB', 'en-gb'],
    ['hk_en', '/hk/en', 'hk', 'USD', 'en_US', 'en-us'],
    ['hk_tc', '/hk/tc', 'hk', 'HKD', 'zh_HK', 'zh-hk'],
  ])('%s: prefix %s, region %s, %s, %s, lang %s', (code, prefix, region, currency, locale, htmlLang) => {
    expect(storeByCode(code)).toMatchObject({
      code,
      prefix,
      region,
      lang: prefix.split('/')[2] ?? '',
      currency,
      locale,
      htmlLang,
      antdLocale: locale,
    });
  });

  it('holds the per-store facts: VAT in the EU stores, blog segments, a dealers page for every store', () => {
    expect(STORES.filter((s) => s.vat).map((s) => s.code)).toEqual(['de_de', 'es_es', 'fr_fr', 'it_it', 'eu_en']);
    expect(STORES.filter((s) => s.taxWording).map((s) => s.code)).toEqual(['de_de', 'es_es', 'fr_fr', 'it_it', 'eu_en', 'uk_en']);
    for (const store of STORES) {
      expect(store.blogSegments.length).toBeGreaterThan(0);
      expect(store.dealers?.('acme')).toMatch(/^\/[a-z-]+acme[a-z-]*\/[a-z-]*acme[a-z-]*$/);
    }
  });

  it('has nine stores with unique codes and prefixes, na_us the default', () => {
    expect(STORES).toHaveLength(9);
    expect(new Set(STORES.map((s) => s.code)).size).toBe(9);
    expect(new Set(STORES.map((s) => s.prefix)).size).toBe(9);
    expect(DEFAULT_STORE.code).toBe('na_us');
  });

  it('turns a locale into a lower-case html lang', () => {
    expect(htmlLangFor('zh_HK')).toBe('zh-hk');
    expect(htmlLangFor('en_GB')).toBe('en-gb');
  });
});

describe('storeFromPath', () => {
  it('finds the store from the first two segments', () => {
    expect(storeFromPath('/eu/de')?.code).toBe('de_de');
    expect(storeFromPath('/hk/tc/checkout/cart')?.code).toBe('hk_tc');
    expect(storeFromPath('/UK/EN/')?.code).toBe('uk_en');
  });

  it('maps the legacy /eu/em prefix to eu_en', () => {
    expect(storeFromPath('/eu/em/about')?.code).toBe('eu_en');
  });

  it('finds nothing for other paths', () => {
    expect(storeFromPath('/')).toBeUndefined();
    expect(storeFromPath('/eu')).toBeUndefined();
    expect(storeFromPath('/uk/de')).toBeUndefined();
    expect(storeFromPath('/checkout/cart')).toBeUndefined();
  });
});

describe('matchStorePrefix', () => {
  it('reports a store with its written and canonical prefix', () => {
    expect(matchStorePrefix('/eu/de/x')).toEqual({ kind: 'store', store: storeByCode('de_de'), prefix: '/eu/de', canonicalPrefix: '/eu/de' });
    expect(matchStorePrefix('/eu/em')).toMatchObject({ kind: 'store', prefix: '/eu/em', canonicalPrefix: '/eu/en' });
    expect(matchStorePrefix('/EU/De/x')).toMatchObject({ kind: 'store', prefix: '/EU/De', canonicalPrefix: '/eu/de' });
  });

  it('reports an allowed region with an unknown language as invalid', () => {
    expect(matchStorePrefix('/uk/de')).toEqual({ kind: 'invalid' });
    expect(matchStorePrefix('/hk/fr/page')).toEqual({ kind: 'invalid' });
    expect(matchStorePrefix('/eu')).toEqual({ kind: 'invalid' });
  });

  it('reports no prefix for other paths', () => {
    expect(matchStorePrefix('/')).toEqual({ kind: 'none' });
    expect(matchStorePrefix('/na/en')).toEqual({ kind: 'none' });
    expect(matchStorePrefix('/about-us/dealers')).toEqual({ kind: 'none' });
  });
});

describe('helpers', () => {
  it('isValidStorePrefix allows exactly the listed pairs', () => {
    expect(isValidStorePrefix('eu', 'it')).toBe(true);
    expect(isValidStorePrefix('HK', 'TC')).toBe(true);
    expect(isValidStorePrefix('uk', 'de')).toBe(false);
    expect(isValidStorePrefix('eu', 'em')).toBe(false);
    expect(isValidStorePrefix('na', '')).toBe(false);
  });

  it('isRouteRegion accepts eu, uk and hk only', () => {
    expect(['eu', 'uk', 'hk', 'EU'].map(isRouteRegion)).toEqual([true, true, true, true]);
    expect(['na', 'de', ''].map(isRouteRegion)).toEqual([false, false, false]);
  });

  it('storeForPath falls back to the default store', () => {
    expect(storeForPath('/eu/fr').code).toBe('fr_fr');
    expect(storeForPath('/checkout').code).toBe('na_us');
  });

  it('routeBase is the prefix', () => {
    expect(routeBase(DEFAULT_STORE)).toBe('');
    expect(routeBase({ prefix: '/uk/en' })).toBe('/uk/en');
  });

  it('currencyForStore maps known codes and defaults to USD', () => {
    expect(currencyForStore('uk_en')).toBe('GBP');
    expect(currencyForStore('hk_tc')).toBe('HKD');
    expect(currencyForStore('it_it')).toBe('EUR');
    expect(currencyForStore('xx')).toBe('USD');
    expect(currencyForStore(undefined)).toBe('USD');
  });

  it('storeByCode returns undefined for unknown or empty codes', () => {
    expect(storeByCode('xx')).toBeUndefined();
    expect(storeByCode('')).toBeUndefined();
    expect(storeByCode(null)).toBeUndefined();
  });
});

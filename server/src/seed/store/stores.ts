import type { StoreDefinition } from '../types';

type Website = Pick<StoreDefinition, 'websiteCode' | 'websiteName' | 'groupCode' | 'groupName' | 'baseCurrency'>;

const northAmerica: Website = {
  websiteCode: 'base', websiteName: 'North America', groupCode: 'na_store', groupName: 'North America', baseCurrency: 'USD',
};
const europe: Website = {
  websiteCode: 'eu', websiteName: 'Europe', groupCode: 'eu_store', groupName: 'Europe', baseCurrency: 'EUR',
};
const unitedKingdom: Website = {
  websiteCode: 'uk', websiteName: 'United Kingdom', groupCode: 'uk_store', groupName: 'United Kingdom', baseCurrency: 'GBP',
};
// One Hong Kong website priced in USD with HKD as a second display currency, as Magento does it:
// the base currency is per website, the display currency per store view.
const hongKong: Website = {
  websiteCode: 'hk', websiteName: 'Hong Kong', groupCode: 'hk_store', groupName: 'Hong Kong', baseCurrency: 'USD',
};

const defaults = { isDefaultStore: false, isDefaultWebsite: false, validateVat: false, weightUnit: 'kgs' } as const;

const eu = (code: string, lang: 'de' | 'es' | 'fr' | 'it', name: string, country: string, timezone: string, sortOrder: number): StoreDefinition => ({
  ...defaults, ...europe, code, name, prefix: `/eu/${lang}`, locale: `${lang}_${country}`, language: lang, spelling: 'gb',
  displayCurrency: 'EUR', allowedCurrencies: ['EUR'], defaultCountry: country, timezone, validateVat: true, sortOrder,
});

/**
 * The nine store views of spec §2.1. Locales are the storefront's seven: eu_en and uk_en use en_GB
 * (British English; EUR vs GBP tells them apart), hk_en uses en_US and hk_tc zh_HK.
 */
export const storeDefinitions: StoreDefinition[] = [
  {
    ...defaults, ...northAmerica, code: 'na_us', name: 'United States', prefix: '', locale: 'en_US', language: 'en',
    spelling: 'us', displayCurrency: 'USD', allowedCurrencies: ['USD'], defaultCountry: 'US',
    timezone: 'America/New_York', weightUnit: 'lbs', sortOrder: 0, isDefaultStore: true, isDefaultWebsite: true,
  },
  eu('de_de', 'de', 'Deutschland', 'DE', 'Europe/Berlin', 10),
  eu('es_es', 'es', 'España', 'ES', 'Europe/Madrid', 20),
  eu('fr_fr', 'fr', 'France', 'FR', 'Europe/Paris', 30),
  eu('it_it', 'it', 'Italia', 'IT', 'Europe/Rome', 40),
  {
    ...defaults, ...europe, code: 'eu_en', name: 'Europe (English)', prefix: '/eu/en', locale: 'en_GB', language: 'en',
    spelling: 'gb', displayCurrency: 'EUR', allowedCurrencies: ['EUR'], defaultCountry: 'IE', timezone: 'Europe/Dublin',
    validateVat: true, sortOrder: 0, isDefaultStore: true,
  },
  {
    ...defaults, ...unitedKingdom, code: 'uk_en', name: 'United Kingdom', prefix: '/uk/en', locale: 'en_GB', language: 'en',
    spelling: 'gb', displayCurrency: 'GBP', allowedCurrencies: ['GBP'], defaultCountry: 'GB', timezone: 'Europe/London',
    sortOrder: 0, isDefaultStore: true,
  },
  {
    ...defaults, ...hongKong, code: 'hk_en', name: 'Hong Kong (English)', prefix: '/hk/en', locale: 'en_US', language: 'en',
    spelling: 'us', displayCurrency: 'USD', allowedCurrencies: ['USD', 'HKD'], defaultCountry: 'HK',
    timezone: 'Asia/Hong_Kong', sortOrder: 0, isDefaultStore: true,
  },
  {
    ...defaults, ...hongKong, code: 'hk_tc', name: '香港（繁體中文）', prefix: '/hk/tc', locale: 'zh_HK', language: 'zh',
    spelling: 'gb', displayCurrency: 'HKD', allowedCurrencies: ['HKD', 'USD'], defaultCountry: 'HK',
    timezone: 'Asia/Hong_Kong', sortOrder: 10,
  },
];

/** Rates from each website's base currency (Magento's directory_currency_rate). */
export const currencyRates: Array<[base: string, target: string, rate: number]> = [
  ['USD', 'USD', 1],
  ['USD', 'HKD', 7.78],
  ['EUR', 'EUR', 1],
  ['GBP', 'GBP', 1],
];

/** The languages we write CMS copy in; each store view uses one. */
export type Language = 'en' | 'de' | 'es' | 'fr' | 'it' | 'zh';

/** One store view of spec §2.1, with what the seed needs to build its config and content. */
export interface StoreDefinition {
  code: string;
  name: string;
  websiteCode: string;
  websiteName: string;
  groupCode: string;
  groupName: string;
  /** '' for the default store, else '/eu/de' style (spec §2.1). */
  prefix: string;
  locale: string;
  language: Language;
  /** US spelling (color) for en_US stores, British (colour) for en_GB. */
  spelling: 'us' | 'gb';
  baseCurrency: string;
  displayCurrency: string;
  allowedCurrencies: string[];
  defaultCountry: string;
  timezone: string;
  weightUnit: 'lbs' | 'kgs';
  validateVat: boolean;
  sortOrder: number;
  isDefaultStore: boolean;
  isDefaultWebsite: boolean;
}

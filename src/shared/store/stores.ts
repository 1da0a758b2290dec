// The one table of regional stores (spec §2.1). Everything that depends on a store (route prefix,
// Store header, currency, locale, <html lang>, antd locale, tax wording, blog segments, dealers page,
// VAT) reads it from here. Rules the backend's store config states (validate_vat, the wish list,
// URL suffixes…) come from the store config instead: see storeRules.ts.

export type StoreCode = 'na_us' | 'de_de' | 'es_es' | 'fr_fr' | 'it_it' | 'eu_en' | 'uk_en' | 'hk_en' | 'hk_tc';
export type RegionGroup = 'na' | 'eu' | 'uk' | 'hk';
export type LocaleCode = 'en_US' | 'de_DE' | 'es_ES' | 'fr_FR' | 'it_IT' | 'en_GB' | 'zh_HK';
export type CurrencyCode = 'USD' | 'EUR' | 'GBP' | 'HKD';

export interface Store {
  code: StoreCode;
  /** '' for the default store, else '/{region}/{lang}'. */
  prefix: string;
  region: RegionGroup;
  /** The route's language segment; '' for the default store, which has no prefix. */
  lang: string;
  currency: CurrencyCode;
  locale: LocaleCode;
  /** Value for <html lang>. */
  htmlLang: string;
  /** Key of the antd locale module (antd/es/locale/{key}). */
  antdLocale: LocaleCode;
  /** Spec §3 tax suffix wording after prices, with and without tax; null where the store shows none. */
  taxWording: TaxWording | null;
  /** Spec §2.2 article-list segment(s) the store routes to the blog; the first is the one its links use. */
  blogSegments: readonly string[];
  /** Spec §2.2 dealers page, from the brand word in URLs; null for a store without one. */
  dealers: DealersTemplate | null;
  /**
   * Spec §3/§6: the store validates VAT numbers (the EU stores). Only the default of the store config's
   * validate_vat, for a backend whose store config does not say (storeRules.ts).
   */
  vat: boolean;
}

export interface TaxWording {
  including: string;
  excluding: string;
}

export type DealersTemplate = (brand: string) => string;

export const DEFAULT_STORE_CODE: StoreCode = 'na_us';
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export const DEFAULT_LOCALE: LocaleCode = 'en_US';

/**
 * Spec: "locale underscores become hyphens and hk-tc becomes zh-hk". Applied to the locale, lower-cased
 * (en_US -> en-us, zh_HK -> zh-hk): applied to store codes it would announce eu_en as Basque ("eu")
 * and uk_en as Ukrainian ("uk") to screen readers. BCP 47 tags are case-insensitive.
 */
export function htmlLangFor(locale: string): string {
  return locale.replace('_', '-').toLowerCase();
}

type StoreFacts = Pick<Store, 'taxWording' | 'blogSegments' | 'dealers' | 'vat'>;

function store(code: StoreCode, region: RegionGroup, lang: string, currency: CurrencyCode, locale: LocaleCode, facts: StoreFacts): Store {
  const prefix = region === 'na' ? '' : `/${region}/${lang}`;
  return { code, prefix, region, lang, currency, locale, htmlLang: htmlLangFor(locale), antdLocale: locale, ...facts };
}

// Spec §3 "Tax suffix wording" is per store, not per language: uk_en and eu_en share the en_GB locale
// yet say "(ex. VAT)" and "(excl. VAT)". The spec lists the without-tax words in an order that does not
// follow the with-tax list; each goes to the store whose language it is in. Stores outside the EU and
// the UK show no suffix.
const tax = (including: string, excluding: string): TaxWording => ({ including, excluding });
const ARTICLES = ['articles'];
const ENGLISH_DEALERS: DealersTemplate = (b) => `/about-${b}/${b}-dealers`;
const NOT_EU = { vat: false } as const;
const EU = { vat: true } as const;

export const STORES: readonly Store[] = [
  store('na_us', 'na', '', 'USD', 'en_US', { taxWording: null, blogSegments: ARTICLES, dealers: ENGLISH_DEALERS, ...NOT_EU }),
  store('de_de', 'eu', 'de', 'EUR', 'de_DE', {
    taxWording: tax('(inkl. MwSt.)', '(ohne MwSt.)'), blogSegments: ['artikel'], dealers: (b) => `/uber-${b}/${b}-handler`, ...EU,
  }),
  store('es_es', 'eu', 'es', 'EUR', 'es_ES', {
    taxWording: tax('(IVA incl.)', '(sin IVA)'), blogSegments: ['articulos'], dealers: (b) => `/acerca-de-${b}/distribuidores-de-${b}`, ...EU,
  }),
  store('fr_fr', 'eu', 'fr', 'EUR', 'fr_FR', {
    taxWording: tax('(TVAC)', '(HTVA)'), blogSegments: ['articles', 'articulos'], dealers: (b) => `/a-propos-de-${b}/distributeurs-${b}`, ...EU,
  }),
  store('it_it', 'eu', 'it', 'EUR', 'it_IT', {
    taxWording: tax('(IVA incl.)', '(senza IVA)'), blogSegments: ['articoli'], dealers: (b) => `/informazioni-su-${b}/rivenditore-${b}`, ...EU,
  }),
  store('eu_en', 'eu', 'en', 'EUR', 'en_GB', { taxWording: tax('(inc. VAT)', '(excl. VAT)'), blogSegments: ARTICLES, dealers: ENGLISH_DEALERS, ...EU }),
  store('uk_en', 'uk', 'en', 'GBP', 'en_GB', { taxWording: tax('(inc. VAT)', '(ex. VAT)'), blogSegments: ARTICLES, dealers: ENGLISH_DEALERS, ...NOT_EU }),
  store('hk_en', 'hk', 'en', 'USD', 'en_US', { taxWording: null, blogSegments: ARTICLES, dealers: ENGLISH_DEALERS, ...NOT_EU }),
  store('hk_tc', 'hk', 'tc', 'HKD', 'zh_HK', { taxWording: null, blogSegments: ARTICLES, dealers: ENGLISH_DEALERS, ...NOT_EU }),
];

/**
 * The spec also lists the prefix /eu/em, which is not among eu's languages: we read it as a legacy
 * misspelling of /eu/en. It resolves to eu_en and the gate rewrites the URL to the canonical /eu/en.
 */
export const PREFIX_ALIASES: Readonly<Record<string, StoreCode>> = { '/eu/em': 'eu_en' };

const byCode = new Map<string, Store>(STORES.map((s) => [s.code, s]));
const byPrefix = new Map<string, Store>(STORES.filter((s) => s.prefix).map((s) => [s.prefix, s]));

function defaultStore(): Store {
  const found = byCode.get(DEFAULT_STORE_CODE);
  if (!found) throw new Error(`The store table lacks the default store ${DEFAULT_STORE_CODE}`);
  return found;
}

export const DEFAULT_STORE: Store = defaultStore();

export function storeByCode(code: string | null | undefined): Store | undefined {
  return code ? byCode.get(code) : undefined;
}

function firstTwoSegments(pathname: string): [string, string] {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  return [first.toLowerCase(), second.toLowerCase()];
}

/** The store named by the first two path segments (aliases included), or undefined. */
export function storeFromPath(pathname: string): Store | undefined {
  const [region, lang] = firstTwoSegments(pathname);
  const prefix = `/${region}/${lang}`;
  return byPrefix.get(prefix) ?? storeByCode(PREFIX_ALIASES[prefix]);
}

/** Whether the pair is one of the allowed route prefixes (eu: en de es fr it; uk: en; hk: en tc). */
export function isValidStorePrefix(region: string, lang: string): boolean {
  return byPrefix.has(`/${region.toLowerCase()}/${lang.toLowerCase()}`);
}

/** Whether a first path segment names a region that routes may be prefixed with. */
export function isRouteRegion(segment: string): boolean {
  return STORES.some((s) => s.prefix !== '' && s.region === segment.toLowerCase());
}

/** What the URL's prefix says: no prefix, a store (maybe via an alias), or an allowed region with a bad language (404). */
export type PrefixMatch =
  | { kind: 'none' }
  | { kind: 'store'; store: Store; prefix: string; canonicalPrefix: string }
  | { kind: 'invalid' };

export function matchStorePrefix(pathname: string): PrefixMatch {
  const [region] = firstTwoSegments(pathname);
  const found = storeFromPath(pathname);
  if (found) {
    // As written in the URL (casing kept), so the gate can tell that /EU/DE needs rewriting.
    const [first = '', second = ''] = pathname.split('/').filter(Boolean);
    return { kind: 'store', store: found, prefix: `/${first}/${second}`, canonicalPrefix: found.prefix };
  }
  return isRouteRegion(region) ? { kind: 'invalid' } : { kind: 'none' };
}

/** A path without its /{region}/{lang} store prefix (the path the router and the route query see). */
export function withoutStorePrefix(pathname: string): string {
  const match = matchStorePrefix(pathname);
  if (match.kind !== 'store') return pathname;
  const rest = pathname.split('/').slice(3).join('/');
  return `/${rest}`;
}

/** The store for a path: its prefix's store, else the default (this is what the Store header carries). */
export function storeForPath(pathname: string): Store {
  return storeFromPath(pathname) ?? DEFAULT_STORE;
}

/** The base every internal link of a store starts with ('' for the default store). */
export function routeBase(s: Pick<Store, 'prefix'>): string {
  return s.prefix;
}

/** The currency mapped from a store code; USD for unknown codes. */
export function currencyForStore(code: string | null | undefined): CurrencyCode {
  return storeByCode(code)?.currency ?? DEFAULT_CURRENCY;
}

/** The suffix after a price in a store (spec §3 tax wording), or null where the store shows none. */
export function taxSuffix(storeCode: string, includesTax: boolean): string | null {
  const wording = storeByCode(storeCode)?.taxWording;
  if (!wording) return null;
  return includesTax ? wording.including : wording.excluding;
}

/** Whether a store shows a tax wording after its prices (the EU and UK stores), as PriceDisplay.taxSuffix does. */
export function hasTaxWording(storeCode: string): boolean {
  return Boolean(storeByCode(storeCode)?.taxWording);
}

/**
 * Whether catalogue prices are shown with VAT. EU and UK consumer prices include VAT; a business
 * customer whose VAT number was validated (app state vatValid) is charged without it (spec §3
 * cart price note "VAT validity state").
 */
export function pricesIncludeTax(vatValid: boolean | null): boolean {
  return vatValid !== true;
}

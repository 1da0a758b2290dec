// The one table of regional stores (spec §2.1). Everything that depends on a store
// (route prefix, Store header, currency, locale, <html lang>, antd locale) reads it from here.

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
}

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

function store(code: StoreCode, region: RegionGroup, lang: string, currency: CurrencyCode, locale: LocaleCode): Store {
  const prefix = region === 'na' ? '' : `/${region}/${lang}`;
  return { code, prefix, region, lang, currency, locale, htmlLang: htmlLangFor(locale), antdLocale: locale };
}

export const STORES: readonly Store[] = [
  store('na_us', 'na', '', 'USD', 'en_US'),
  store('de_de', 'eu', 'de', 'EUR', 'de_DE'),
  store('es_es', 'eu', 'es', 'EUR', 'es_ES'),
  store('fr_fr', 'eu', 'fr', 'EUR', 'fr_FR'),
  store('it_it', 'eu', 'it', 'EUR', 'it_IT'),
  store('eu_en', 'eu', 'en', 'EUR', 'en_GB'),
  store('uk_en', 'uk', 'en', 'GBP', 'en_GB'),
  store('hk_en', 'hk', 'en', 'USD', 'en_US'),
  store('hk_tc', 'hk', 'tc', 'HKD', 'zh_HK'),
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

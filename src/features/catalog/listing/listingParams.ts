import { filterShape, productFilterFields } from '../../../lib/graphql/productFilters';
import type { ListMode } from '../../../shared/catalog/useCatalogConfig';

// The listing's state lives in the URL (spec §9 query keys mode, page, size, sort, plus the
// filters), so that a shared or reloaded URL shows the same listing. Defaults are left out of the
// URL; unknown or invalid values fall back to them.

/** ProductAttributeFilterInput fields that look things up or search text: never a layered-navigation filter. */
const NOT_FACETS = new Set(['category_id', 'category_url_path', 'sku', 'url_key', 'name', 'description', 'short_description']);

/** The query keys of the listing itself (spec §9) and of the search page: a filter of that name is prefixed. */
const RESERVED_KEYS = new Set(['mode', 'page', 'size', 'sort', 'q', 'tab']);

/**
 * The layered-navigation filters: every field of the target's ProductAttributeFilterInput but the
 * look-ups (category_uid, price and each filterable attribute: color, material …), as aggregations
 * name them. Only these are read from the URL and sent.
 */
export const filterKeys = (): string[] => productFilterFields().filter((field) => !NOT_FACETS.has(field));

/** A filter's key in the URL: its attribute code (`filter_size` for an attribute named like a listing key). */
export const filterParam = (key: string): string => (RESERVED_KEYS.has(key) ? `filter_${key}` : key);

/** Range (from/to) and text (match) filters take one value: choosing another replaces it. */
export const singleChoice = (key: string): boolean => filterShape(key) !== 'equal';

export type FilterKey = string;

/** Sort keys of ProductAttributeSortInput. */
export const SORT_FIELDS = ['position', 'name', 'price', 'relevance'] as const;

export type SortDirection = 'ASC' | 'DESC';

export interface SortChoice {
  field: string;
  dir: SortDirection;
}

/** Chosen values by filter key (option values as aggregations give them). */
export type Filters = Partial<Record<FilterKey, string[]>>;

export interface ListingParams {
  mode: ListMode;
  /** How many pages the listing shows (infinite scroll appends pages). */
  page: number;
  size: number;
  sort: SortChoice;
  filters: Filters;
}

export interface ListingDefaults {
  modes: ListMode[];
  perPage: Record<ListMode, number>;
  perPageValues: Record<ListMode, number[]>;
  sort: SortChoice;
}

/** Enough for any shared link; a bigger number would only fetch a huge listing at once. */
export const MAX_PAGE = 50;

const isFilterKey = (key: string): boolean => filterKeys().includes(key);

export function parseSort(value: string | null): SortChoice | null {
  const match = /^([a-z_]+)_(asc|desc)$/.exec(value ?? '');
  if (!match?.[1] || !match[2] || !(SORT_FIELDS as readonly string[]).includes(match[1])) return null;
  return { field: match[1], dir: match[2] === 'desc' ? 'DESC' : 'ASC' };
}

export const sortValue = (sort: SortChoice): string => `${sort.field}_${sort.dir.toLowerCase()}`;

function filterValues(search: URLSearchParams, key: FilterKey): string[] {
  const values = search.getAll(filterParam(key)).flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
  const unique = Array.from(new Set(values));
  // A range filter (price) is one range, a text filter one text: the last one chosen wins.
  return singleChoice(key) ? unique.slice(-1) : unique;
}

export function parseListingParams(search: URLSearchParams, defaults: ListingDefaults): ListingParams {
  const defaultMode = defaults.modes[0] ?? 'grid';
  const modeValue = search.get('mode');
  const mode = defaults.modes.find((m) => m === modeValue) ?? defaultMode;
  const size = Number(search.get('size'));
  const page = Number(search.get('page'));
  const filters: Filters = {};
  for (const key of filterKeys()) {
    const values = filterValues(search, key);
    if (values.length > 0) filters[key] = values;
  }
  return {
    mode,
    size: defaults.perPageValues[mode].includes(size) ? size : defaults.perPage[mode],
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    sort: parseSort(search.get('sort')) ?? defaults.sort,
    filters,
  };
}

/** The URL query for a listing: keys other than the listing's own (q, tab…) are kept; defaults dropped. */
export function buildListingSearch(params: ListingParams, defaults: ListingDefaults, base?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const key of ['mode', 'page', 'size', 'sort', ...filterKeys().map(filterParam)]) search.delete(key);
  const defaultMode = defaults.modes[0] ?? 'grid';
  if (params.mode !== defaultMode) search.set('mode', params.mode);
  if (params.size !== defaults.perPage[params.mode]) search.set('size', String(params.size));
  if (sortValue(params.sort) !== sortValue(defaults.sort)) search.set('sort', sortValue(params.sort));
  for (const key of filterKeys()) {
    const values = params.filters[key];
    if (values && values.length > 0) search.set(filterParam(key), values.join(','));
  }
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** Adds or removes one filter value; any change of the selection starts again at page 1. */
export function toggleFilter(params: ListingParams, key: string, value: string): ListingParams {
  if (!isFilterKey(key)) return params;
  const current = params.filters[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : singleChoice(key) ? [value] : [...current, value];
  const filters: Filters = { ...params.filters };
  if (next.length > 0) filters[key] = next;
  else delete filters[key];
  return { ...params, filters, page: 1 };
}

export function clearFilters(params: ListingParams): ListingParams {
  return { ...params, filters: {}, page: 1 };
}

/** Whether two states list the same products in the same order (only the page count may differ). */
export function sameListing(a: ListingParams, b: ListingParams): boolean {
  return a.mode === b.mode && a.size === b.size && sortValue(a.sort) === sortValue(b.sort) && JSON.stringify(a.filters) === JSON.stringify(b.filters);
}

export const hasFilters = (filters: Filters): boolean => Object.values(filters).some((values) => values && values.length > 0);

/** The chosen filters, one entry per value, in the order of the target's filter fields. */
export const chosenFilters = (filters: Filters): Array<{ key: string; value: string }> =>
  filterKeys().flatMap((key) => (filters[key] ?? []).map((value) => ({ key, value })));

/** 'Items {lower}-{upper} of {total}' for a listing that shows its first `shown` products. */
export function itemsRange(shown: number, total: number): { lower: number; upper: number; total: number } {
  const upper = Math.min(shown, total);
  return { lower: upper > 0 ? 1 : 0, upper, total };
}

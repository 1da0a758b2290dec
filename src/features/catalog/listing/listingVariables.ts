import { type ListingDefaults, type ListingParams, parseListingParams, parseSort, type SortChoice } from './listingParams';
import { toProductFilter, toSortInput } from './productFilter';
import type { GetProductListingQueryVariables as ProductListingVariables } from '../../../lib/graphql/generated';
import type { CatalogConfig } from '../../../shared/catalog/catalogConfig';

// A listing's query variables (no React, no Apollo): ProductListing, the pages' data declarations
// (category, search) and through them the loaders and the early script build them here, so all ask
// exactly the same query.

/** What every page of one listing shares: a filter, sort or size change makes another listing. */
export type ListingBase = Omit<ProductListingVariables, 'currentPage' | 'withFacets'>;

/** Search results are sorted by relevance, best first. */
export const RELEVANCE: SortChoice = { field: 'relevance', dir: 'DESC' };

/** The listing defaults (spec §9) from the store's catalogue config and the page's default sort. */
export function listingDefaults(config: CatalogConfig, sort: SortChoice): ListingDefaults {
  return { modes: config.modes, perPage: config.perPage, perPageValues: config.perPageValues, sort };
}

export function listingBase(categoryUid: string | null, search: string | null, params: ListingParams): ListingBase {
  return { search, filter: toProductFilter(categoryUid, params.filters), sort: toSortInput(params.sort), pageSize: params.size };
}

/** The first page's query: it alone asks for the filters and sort options. */
export const firstListingPage = (base: ListingBase): ProductListingVariables => ({ ...base, currentPage: 1, withFacets: true });

/** Spec §9: a category lists by position ascending, or by its own default. */
export function categoryDefaultSort(category: { default_sort_by?: string | null }, config: CatalogConfig): SortChoice {
  return parseSort(`${category.default_sort_by || config.defaultSort}_asc`) ?? { field: 'position', dir: 'ASC' };
}

/** The first page of a listing whose state is in the URL's query string `query`. */
export function firstPageVariables(config: CatalogConfig, categoryUid: string | null, search: string | null, query: string, sort: SortChoice): ProductListingVariables {
  const params = parseListingParams(new URLSearchParams(query), listingDefaults(config, sort));
  return firstListingPage(listingBase(categoryUid, search, params));
}

/** The search words of a search URL's query string (`q`), or ''. */
export const searchWords = (query: string | URLSearchParams): string => (new URLSearchParams(query).get('q') ?? '').trim();

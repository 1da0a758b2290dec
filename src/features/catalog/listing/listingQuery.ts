import { GET_CATALOG_CONFIG } from '../catalogConfig.gql';
import { catalogConfigFrom, type CatalogConfig } from '../useCatalogConfig';
import { GET_PRODUCT_LISTING, type ProductListingVariables } from './listing.gql';
import { type ListingDefaults, type ListingParams, parseListingParams, type SortChoice } from './listingParams';
import { toProductFilter, toSortInput } from './productFilter';
import type { ApolloClient } from '@apollo/client';

/** What every page of one listing shares: a filter, sort or size change makes another listing. */
export type ListingBase = Omit<ProductListingVariables, 'currentPage' | 'withFacets'>;

/** The listing defaults (spec §9) from the store's catalogue config and the page's default sort. */
export function listingDefaults(config: CatalogConfig, sort: SortChoice): ListingDefaults {
  return { modes: config.modes, perPage: config.perPage, perPageValues: config.perPageValues, sort };
}

export function listingBase(categoryUid: string | null, search: string | null, params: ListingParams): ListingBase {
  return { search, filter: toProductFilter(categoryUid, params.filters), sort: toSortInput(params.sort), pageSize: params.size };
}

/** The first page's query: it alone asks for the filters and sort options. */
export const firstListingPage = (base: ListingBase): ProductListingVariables => ({ ...base, currentPage: 1, withFacets: true });

interface ListingPreparation {
  client: ApolloClient;
  categoryUid: string | null;
  search: string | null;
  /** The URL's query string, where the listing keeps its state. */
  query: string;
  /** The page's default sort, given the store's catalogue config. */
  defaultSort: (config: CatalogConfig) => SortChoice;
}

/**
 * Before a listing page first renders: its first page of products, asked exactly as ProductListing
 * will ask (same variables), so that it renders from the cache. Quiet: the listing reports failures.
 */
export function prepareListing({ client, categoryUid, search, query, defaultSort }: ListingPreparation): Promise<unknown> {
  return client.query({ query: GET_CATALOG_CONFIG, context: { silent: true } }).then(({ data }) => {
    const config = catalogConfigFrom(data?.storeConfig);
    const params = parseListingParams(new URLSearchParams(query), listingDefaults(config, defaultSort(config)));
    return client.query({ query: GET_PRODUCT_LISTING, variables: firstListingPage(listingBase(categoryUid, search, params)), context: { silent: true } });
  });
}

import { queryInSteps } from '../../../lib/graphql/queryInSteps';
import { type CatalogConfig, catalogConfigFrom } from '../catalogConfig';
import { GET_CATALOG_CONFIG } from '../catalogConfig.gql';
import { GET_PRODUCT_LISTING } from './listing.gql';
import { firstPageVariables } from './listingVariables';
import type { SortChoice } from './listingParams';
import type { ApolloClient } from '@apollo/client';

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
    const variables = firstPageVariables(config, categoryUid, search, query, defaultSort(config));
    // In steps: a page of product cards is one of the first page's largest answers.
    return queryInSteps(client, { query: GET_PRODUCT_LISTING, variables, context: { silent: true } });
  });
}

import { queryInSteps } from '../../../lib/graphql/queryInSteps';
import { type CatalogConfig, catalogConfigFrom } from '../../../shared/catalog/catalogConfig';
import { GET_PRODUCT_LISTING } from './listing.gql';
import { firstPageVariables } from './listingVariables';
import type { SortChoice } from './listingParams';
import type { StoreConfig } from '../../../shared/store/storeConfig.gql';
import type { ApolloClient } from '@apollo/client';

interface ListingPreparation {
  client: ApolloClient;
  /** The store config once it is in (null when it failed): it holds the catalogue's settings. */
  storeConfig: Promise<StoreConfig | null>;
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
export function prepareListing({ client, storeConfig, categoryUid, search, query, defaultSort }: ListingPreparation): Promise<unknown> {
  return storeConfig.then((storeSettings) => {
    // Without a store config the gate shows its error, not the page.
    if (!storeSettings) return undefined;
    const config = catalogConfigFrom(storeSettings);
    const variables = firstPageVariables(config, categoryUid, search, query, defaultSort(config));
    // In steps: a page of product cards is one of the first page's largest answers.
    return queryInSteps(client, { query: GET_PRODUCT_LISTING, variables, context: { silent: true } });
  });
}

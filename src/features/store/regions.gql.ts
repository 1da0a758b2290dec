import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetStoreRegionsQuery, GetStoreRegionsQueryVariables } from '../../lib/graphql/generated';
import type { Item } from '../../lib/graphql/present';

/** A region of the country/region selector (brand extension, spec §3 Store region). */
export type StoreRegion = Item<GetStoreRegionsQuery['storeRegions']>;

/** A store view a shopper can pick in the selector. */
export type StoreRegionCountry = Item<StoreRegion['countries']>;

export const GET_STORE_REGIONS: TypedDocumentNode<GetStoreRegionsQuery, GetStoreRegionsQueryVariables> = gql`
  query GetStoreRegions @brand {
    storeRegions {
      id
      name
      code
      countries {
        id
        name
        url
        store_code
      }
    }
  }
`;

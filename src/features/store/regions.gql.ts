import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetStoreRegionsQuery, GetStoreRegionsQueryVariables } from '../../lib/graphql/generated';

/** A store view a shopper can pick in the country/region selector (brand extension, spec §3 Store region). */
export interface StoreRegionCountry {
  id: string;
  name: string | null;
  url: string | null;
  store_code: string | null;
}

export interface StoreRegion {
  id: string;
  name: string | null;
  code: string | null;
  countries: Array<StoreRegionCountry | null> | null;
}

export interface GetStoreRegionsQuery {
  storeRegions: Array<StoreRegion | null> | null;
}

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

import { gql, type TypedDocumentNode } from '@apollo/client';
import { CATALOG_CURRENCY_FIELDS, CATALOG_STORE_CONFIG_FIELDS } from './catalogConfigFields';
import type {
  CatalogCurrencyFieldsFragment, CatalogStoreConfigFieldsFragment, GetCatalogConfigQuery, GetCatalogConfigQueryVariables,
} from '../../lib/graphql/generated';

/** Magento StoreConfig fields the catalogue needs (listing sizes and modes, URL suffixes, reviews, send-to-friend). */
export type CatalogStoreConfig = CatalogStoreConfigFieldsFragment;

/** The store's currencies; price_format is the brand's (how amounts are written in this store). */
export type CatalogCurrency = CatalogCurrencyFieldsFragment;

// The fields are fragments GetStoreConfig spreads as well (catalogConfigFields.ts): once the store
// config is in, this query is answered from the cache.
export const GET_CATALOG_CONFIG: TypedDocumentNode<GetCatalogConfigQuery, GetCatalogConfigQueryVariables> = gql`
  query GetCatalogConfig {
    storeConfig {
      ...CatalogStoreConfigFields
    }
    currency {
      ...CatalogCurrencyFields
    }
  }
  ${CATALOG_STORE_CONFIG_FIELDS}
  ${CATALOG_CURRENCY_FIELDS}
`;

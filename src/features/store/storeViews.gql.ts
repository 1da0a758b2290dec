import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  GetStoreViewsQuery, GetStoreViewsQueryVariables, GetStoreViewTwinQuery, GetStoreViewTwinQueryVariables,
  GetSwitchRouteQuery, GetSwitchRouteQueryVariables,
} from '../../lib/graphql/generated';

/** Spec §1 multi-store: the store views of the current store group (Magento's availableStores). */
export const GET_STORE_VIEWS: TypedDocumentNode<GetStoreViewsQuery, GetStoreViewsQueryVariables> = gql`
  query GetStoreViews {
    availableStores(useCurrentGroup: true) {
      store_code
      store_name
      locale
      store_sort_order
    }
  }
`;

/** What the current catalogue or CMS URL shows, to find the same thing in another store view. */
export const GET_SWITCH_ROUTE: TypedDocumentNode<GetSwitchRouteQuery, GetSwitchRouteQueryVariables> = gql`
  query GetSwitchRoute($url: String!) {
    route(url: $url) {
      __typename
      type
      ... on ProductInterface {
        uid
        sku
      }
      ... on CategoryInterface {
        uid
      }
      ... on CmsPage {
        identifier
      }
    }
  }
`;

/** The same product, category or CMS page in the store view the request names (its own URL keys). */
export const GET_STORE_VIEW_TWIN: TypedDocumentNode<GetStoreViewTwinQuery, GetStoreViewTwinQueryVariables> = gql`
  query GetStoreViewTwin($sku: String!, $uid: String!, $identifier: String!, $product: Boolean!, $category: Boolean!, $page: Boolean!) {
    products(filter: { sku: { eq: $sku } }) @include(if: $product) {
      items {
        uid
        url_key
        url_suffix
      }
    }
    categories(filters: { category_uid: { eq: $uid } }) @include(if: $category) {
      items {
        uid
        url_path
        url_suffix
      }
    }
    cmsPage(identifier: $identifier) @include(if: $page) {
      identifier
      url_key
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import { CATEGORY_FIELDS, PRODUCT_OPTIONS_FIELDS, PRODUCT_PAGE_FIELDS } from './catalogFragments';
import type {
  GetProductOptionsQuery, GetProductOptionsQueryVariables, ResolveRouteQuery, ResolveRouteQueryVariables,
} from '../../lib/graphql/generated';

/**
 * Spec §2.2 "any other path": what a URL is (CMS_PAGE, CATEGORY, PRODUCT) together with what its
 * page shows first, in one request. A retired URL answers redirect_code 301 and the current URL.
 */
export const RESOLVE_ROUTE: TypedDocumentNode<ResolveRouteQuery, ResolveRouteQueryVariables> = gql`
  query ResolveRoute($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CmsPage {
        identifier
        title
        content_heading
        content
        meta_title
        meta_description
      }
      ... on CategoryTree {
        ...CategoryFields
      }
      ... on ProductInterface {
        ...ProductPageFields
      }
    }
  }
  ${CATEGORY_FIELDS}
  ${PRODUCT_PAGE_FIELDS}
`;

/**
 * A product URL's options (custom options, variants, bundle items, downloadable links), sent together
 * with RESOLVE_ROUTE for a catalogue URL: one query would pass Magento's default complexity limit.
 * Any other URL answers with its __typename only.
 */
export const GET_PRODUCT_OPTIONS: TypedDocumentNode<GetProductOptionsQuery, GetProductOptionsQueryVariables> = gql`
  query GetProductOptions($url: String!) {
    route(url: $url) {
      __typename
      ... on ProductInterface {
        ...ProductOptionsFields
      }
    }
  }
  ${PRODUCT_OPTIONS_FIELDS}
`;

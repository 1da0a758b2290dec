import { gql, type TypedDocumentNode } from '@apollo/client';
import { CATEGORY_FIELDS, PRODUCT_DETAIL_FIELDS } from './catalogFragments';
import type { ResolveRouteQuery, ResolveRouteQueryVariables } from '../../lib/graphql/generated';

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
        ...ProductDetailFields
      }
    }
  }
  ${CATEGORY_FIELDS}
  ${PRODUCT_DETAIL_FIELDS}
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import { PRODUCT_CARD_FIELDS } from '../catalogFragments';
import type {
  GetCategoryNamesQuery, GetCategoryNamesQueryVariables, GetProductListingQuery, GetProductListingQueryVariables,
} from '../../../lib/graphql/generated';
import type { Item } from '../../../lib/graphql/present';

type Listing = NonNullable<GetProductListingQuery['products']>;

/** A layered-navigation filter (Magento Aggregation) with its values. */
export type Aggregation = Item<Listing['aggregations']>;

/** A value of a filter, with how many products have it. */
export type AggregationOption = Item<Aggregation['options']>;

/** The sort options a listing offers (Magento SortFields). */
export type SortFields = NonNullable<Listing['sort_fields']>;

/** A page of a category or search listing (spec §9 category listing); aggregations for the layered filters. */
export const GET_PRODUCT_LISTING: TypedDocumentNode<GetProductListingQuery, GetProductListingQueryVariables> = gql`
  query GetProductListing(
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
    $withFacets: Boolean!
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      page_info { current_page page_size total_pages }
      sort_fields @include(if: $withFacets) {
        default
        options { label value }
      }
      aggregations(filter: { category: { includeDirectChildrenOnly: true } }) @include(if: $withFacets) {
        attribute_code
        label
        count
        position
        options { label value count }
      }
      items {
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

/** The names of chosen category filters that the listing's aggregations do not name (a shared or reloaded URL). */
export const GET_CATEGORY_NAMES: TypedDocumentNode<GetCategoryNamesQuery, GetCategoryNamesQueryVariables> = gql`
  query GetCategoryNames($uids: [String]) {
    categoryList(filters: { category_uid: { in: $uids } }) {
      uid
      name
    }
  }
`;

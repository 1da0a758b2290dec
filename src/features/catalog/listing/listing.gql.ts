import { gql, type TypedDocumentNode } from '@apollo/client';
import { PRODUCT_CARD_FIELDS } from '../catalogFragments';
import type { ProductCardData } from '../catalogTypes';
import type { ProductFilterInput, ProductSortInput } from './productFilter';
import type { GetProductListingQuery, GetProductListingQueryVariables } from '../../../lib/graphql/generated';

export interface AggregationOption {
  label: string | null;
  value: string;
  count: number | null;
}

export interface Aggregation {
  attribute_code: string;
  label: string | null;
  count: number | null;
  position: number | null;
  options: AggregationOption[] | null;
}

export interface SortFields {
  default: string | null;
  options: Array<{ label: string | null; value: string | null }> | null;
}

export interface ProductListingQuery {
  products: {
    total_count: number | null;
    page_info: { current_page: number | null; page_size: number | null; total_pages: number | null } | null;
    sort_fields?: SortFields | null;
    aggregations?: Aggregation[] | null;
    items: ProductCardData[] | null;
  } | null;
}

export interface ProductListingVariables {
  search?: string | null;
  filter?: ProductFilterInput;
  sort?: ProductSortInput;
  pageSize: number;
  currentPage: number;
  /** Only the first page asks for filters and sort options: every page shares them. */
  withFacets: boolean;
}

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

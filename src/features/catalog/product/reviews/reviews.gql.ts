import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreateProductReviewMutation, CreateProductReviewMutationVariables, GetProductReviewsQuery, GetProductReviewsQueryVariables } from '../../../../lib/graphql/generated';

export interface ProductReviewData {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  /** Mean vote in percent (80 = four stars). */
  average_rating: number;
}

export interface RatingMetadata {
  id: string;
  name: string;
  values: Array<{ value_id: string; value: string }>;
}

export interface GetProductReviewsQuery {
  products: {
    items: Array<{
      uid: string;
      review_count: number;
      rating_summary: number;
      reviews: { items: ProductReviewData[]; page_info: { current_page: number | null; total_pages: number | null } };
    } | null> | null;
  } | null;
  productReviewRatingsMetadata: { items: Array<RatingMetadata | null> };
}

export interface GetProductReviewsVariables {
  sku: string;
  pageSize: number;
}

/** A product's reviews (newest first) and the ratings a review form asks for. */
export const GET_PRODUCT_REVIEWS: TypedDocumentNode<GetProductReviewsQuery, GetProductReviewsQueryVariables> = gql`
  query GetProductReviews($sku: String!, $pageSize: Int!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        uid
        review_count
        rating_summary
        reviews(pageSize: $pageSize, currentPage: 1) {
          items { nickname summary text created_at average_rating }
          page_info { current_page total_pages }
        }
      }
    }
    productReviewRatingsMetadata {
      items { id name values { value_id value } }
    }
  }
`;

export interface CreateProductReviewVariables {
  input: { sku: string; nickname: string; summary: string; text: string; ratings: Array<{ id: string; value_id: string }> };
}

export const CREATE_PRODUCT_REVIEW: TypedDocumentNode<CreateProductReviewMutation, CreateProductReviewMutationVariables> = gql`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review { nickname summary text created_at average_rating }
    }
  }
`;

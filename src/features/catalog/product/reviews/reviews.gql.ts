import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreateProductReviewMutation, CreateProductReviewMutationVariables, GetProductReviewsQuery, GetProductReviewsQueryVariables } from '../../../../lib/graphql/generated';
import type { Item } from '../../../../lib/graphql/present';

type ReviewedProduct = Item<NonNullable<GetProductReviewsQuery['products']>['items']>;

/** A review as the list shows it; average_rating is the mean vote in percent (80 = four stars). */
export type ProductReviewData = Item<ReviewedProduct['reviews']['items']>;

/** A rating the review form asks for (Magento ProductReviewRatingMetadata) with its values. */
export type RatingMetadata = Item<GetProductReviewsQuery['productReviewRatingsMetadata']['items']>;

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

export const CREATE_PRODUCT_REVIEW: TypedDocumentNode<CreateProductReviewMutation, CreateProductReviewMutationVariables> = gql`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review { nickname summary text created_at average_rating }
    }
  }
`;

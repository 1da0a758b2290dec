import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetCustomerReviewsQuery, GetCustomerReviewsQueryVariables } from '../../lib/graphql/generated';

// My Product Reviews: the reviews this customer wrote (Magento's Customer.reviews).

export interface CustomerReview {
  created_at: string;
  summary: string;
  text: string;
  nickname: string;
  average_rating: number;
  ratings_breakdown: Array<{ name: string; value: string } | null>;
  product: { uid: string; name: string | null; url_key: string | null; sku: string | null };
}

export const GET_CUSTOMER_REVIEWS: TypedDocumentNode<GetCustomerReviewsQuery, GetCustomerReviewsQueryVariables> = gql`
  query GetCustomerReviews {
    customer {
      reviews(pageSize: 50) {
        items {
          created_at
          summary
          text
          nickname
          average_rating
          ratings_breakdown {
            name
            value
          }
          product {
            uid
            name
            url_key
            sku
          }
        }
      }
    }
  }
`;

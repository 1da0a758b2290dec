import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetCustomerReviewsQuery, GetCustomerReviewsQueryVariables } from '../../lib/graphql/generated';

// My Product Reviews: the reviews this customer wrote (Magento's Customer.reviews).

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

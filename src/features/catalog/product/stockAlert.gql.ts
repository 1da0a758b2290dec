import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetStockAlertStateQuery, GetStockAlertStateQueryVariables, SubscribeProductAlertStockMutation, SubscribeProductAlertStockMutationVariables } from '../../../lib/graphql/generated';

/** Brand extension: tell the logged-in customer when the product (or variant) is back in stock. */
export const SUBSCRIBE_PRODUCT_ALERT_STOCK: TypedDocumentNode<SubscribeProductAlertStockMutation, SubscribeProductAlertStockMutationVariables> = gql`
  mutation SubscribeProductAlertStock($sku: String!) @brand {
    subscribeProductAlertStock(sku: $sku) {
      subscribed
      message
      product { uid stock_alert_subscribed }
    }
  }
`;

/**
 * Whether the signed-in customer already awaits this product. Asked with the customer's token and never
 * cached: the product page's own data is public (sent early, without a token, and shared by every shopper).
 */
export const GET_STOCK_ALERT_STATE: TypedDocumentNode<GetStockAlertStateQuery, GetStockAlertStateQueryVariables> = gql`
  query GetStockAlertState($sku: String!) @brand {
    products(filter: { sku: { eq: $sku } }) {
      items { uid stock_alert_subscribed }
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ProductAlertStockResult {
  subscribed: boolean;
  message: string;
  product: { uid: string; stock_alert_subscribed: boolean } | null;
}

/** Brand extension: tell the logged-in customer when the product (or variant) is back in stock. */
export const SUBSCRIBE_PRODUCT_ALERT_STOCK: TypedDocumentNode<{ subscribeProductAlertStock: ProductAlertStockResult | null }, { sku: string }> = gql`
  mutation SubscribeProductAlertStock($sku: String!) @brand {
    subscribeProductAlertStock(sku: $sku) {
      subscribed
      message
      product { uid stock_alert_subscribed }
    }
  }
`;

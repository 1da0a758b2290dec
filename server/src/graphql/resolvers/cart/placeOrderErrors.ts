import { GraphQLError } from 'graphql';
import type { OrderRecord } from '../../../repositories/sales/orderReads';

type PlaceOrderErrorCode = 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED';

/** PlaceOrderOutput: the order (order, orderV2) or why there is none (errors). */
export interface PlaceOrderOutput {
  order: { order_number: string; order_id: string } | null;
  orderV2: OrderRecord | null;
  errors: Array<{ code: PlaceOrderErrorCode; message: string }>;
}

// Magento's QuoteGraphQl ErrorMapper: the reasons it knows by their message, anything else is UNDEFINED.
const unableReasons = [
  'A server error stopped your order from being placed', "Some addresses can't be used due to the configurations for specific countries",
  'The shipping method is missing', 'Please check the billing address information', 'Enter a valid payment method and try again',
  'Some of the products are out of stock',
].map((reason) => `Unable to place order: ${reason}`);

const errorCode = (message: string): PlaceOrderErrorCode => {
  if (message.startsWith('Could not find a cart with ID')) return 'CART_NOT_FOUND';
  if (message.startsWith("The cart isn't active")) return 'CART_NOT_ACTIVE';
  if (message.startsWith('Guest email for cart is missing')) return 'GUEST_EMAIL_MISSING';
  return unableReasons.some((reason) => message.startsWith(reason)) ? 'UNABLE_TO_PLACE_ORDER' : 'UNDEFINED';
};

/**
 * Magento 2.4.7+: a cart that cannot become an order is answered in PlaceOrderOutput.errors (code and message,
 * no order); a cart the caller may not touch stays a GraphQL error (graphql-authorization, 403), and so does
 * any unexpected fault.
 */
export const failed = (error: unknown): PlaceOrderOutput => {
  if (!(error instanceof GraphQLError) || error.extensions.category === 'graphql-authorization') throw error;
  return { order: null, orderV2: null, errors: [{ code: errorCode(error.message), message: error.message }] };
};

import { GraphQLError } from 'graphql';
import { PlaceOrderError } from '../../../sales/placeOrderError';
import { inputError } from '../../errors';
import { asCartGraphQLError } from '../cart/access';
import type { OrderRecord } from '../../../repositories/sales/orderReads';

type PlaceOrderErrorCode = 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'GUEST_EMAIL_MISSING' | 'UNABLE_TO_PLACE_ORDER' | 'UNDEFINED';

/** PlaceOrderOutput: the order (order, orderV2) or why there is none (errors). */
export interface PlaceOrderOutput {
  order: { order_number: string; order_id: string } | null;
  orderV2: OrderRecord | null;
  errors: Array<{ code: PlaceOrderErrorCode; message: string }>;
}

export const placed = (order: OrderRecord): PlaceOrderOutput => ({
  order: { order_number: order.increment_id, order_id: order.increment_id }, orderV2: order, errors: [],
});

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

/** The service's refusal as Magento's resolver words it: QuoteManagement's reasons after "Unable to place order: ". */
const asGraphQLError = (error: unknown): unknown => {
  if (!(error instanceof PlaceOrderError)) return asCartGraphQLError(error);
  return inputError(error.kind === 'unable' ? `Unable to place order: ${error.message}` : error.message);
};

/**
 * Magento 2.4.7+: a cart that cannot become an order is answered in PlaceOrderOutput.errors (code and message,
 * no order); a cart the caller may not touch stays a GraphQL error (graphql-authorization, 403), and so does
 * any unexpected fault.
 */
export const failed = (refusal: unknown): PlaceOrderOutput => {
  const error = asGraphQLError(refusal);
  if (!(error instanceof GraphQLError) || error.extensions.category === 'graphql-authorization') throw error;
  return { order: null, orderV2: null, errors: [{ code: errorCode(error.message), message: error.message }] };
};

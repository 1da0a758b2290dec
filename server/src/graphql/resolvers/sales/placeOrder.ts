import { placeOrder as placeCartOrder } from '../../../sales/placeOrder';
import { requireArgument } from '../cart/access';
import { failed, type PlaceOrderOutput, placed } from './placeOrderErrors';
import type { Resolver } from '../types';

/**
 * Magento's placeOrder resolver (QuoteGraphQl PlaceOrder): the argument, then the sales service
 * (sales/placeOrder.ts) for the caller's cart; its order or its refusal in PlaceOrderOutput.
 */
const placeOrder: Resolver<{ input?: { cart_id?: string | null } | null }, Promise<PlaceOrderOutput>> = (_parent, args, context) => {
  const maskedId = requireArgument(args.input?.cart_id, 'cart_id');
  return placeCartOrder(context, maskedId).then(placed, failed);
};

export const placeOrderMutations = { placeOrder };

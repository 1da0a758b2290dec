import { authorizeCard, captureCard, voidCard } from './cardPayment';
import { openCart } from './openCart';
import { oneAtATime } from './placementQueue';
import { type Submitted, submitOrder } from './submitOrder';
import type { SalesRequest } from './request';
import type { OrderRecord } from '../repositories/sales/orderReads';

const place = async (request: SalesRequest, maskedId: string): Promise<OrderRecord> => {
  const opened = request.db.transaction(() => openCart(request, maskedId))();
  if ('placed' in opened) return opened.placed;
  const authorization = await authorizeCard(request, opened.snapshot);
  let submitted: Submitted;
  try {
    submitted = submitOrder(request, maskedId, opened.snapshot, authorization);
  } catch (error) {
    if (authorization) await voidCard(authorization);
    throw error;
  }
  if (!authorization) return submitted.order;
  if (!submitted.fresh) {
    await voidCard(authorization);
    return submitted.order;
  }
  return captureCard(request, submitted.order, authorization);
};

/**
 * Magento's CartManagement::placeOrder: checks the cart, authorizes a card payment, then stores the order and
 * closes the cart in one transaction. Atomic (a failure changes nothing; a declined card leaves the cart as it
 * was) and idempotent (the same cart never makes two orders: a repeated call answers the same order). Refusals
 * are PlaceOrderError (sales/placeOrderError.ts) or the cart domain's CartAccessError; anything else is a fault.
 */
export const placeOrder = (request: SalesRequest, maskedId: string): Promise<OrderRecord> =>
  oneAtATime(request.db, maskedId, () => place(request, maskedId));

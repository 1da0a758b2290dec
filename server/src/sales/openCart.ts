import { findCartForUser } from '../cart/access';
import { findCartByMaskedId } from '../repositories/cart/carts';
import { findOrderByQuoteId, type OrderRecord } from '../repositories/sales/orderReads';
import { type Snapshot, snapshotOf } from './orderSnapshot';
import type { SalesRequest } from './request';

export type Opened = { placed: OrderRecord } | { snapshot: Snapshot };

/**
 * The caller's cart for placing an order. A cart already turned into an order answers that order to its owner
 * (placeOrder is idempotent: a repeated or concurrent call gets the same order number); any other inactive
 * cart gets Magento's "The cart isn't active.".
 */
export const openCart = (request: SalesRequest, maskedId: string): Opened => {
  const cart = findCartByMaskedId(request.db, maskedId);
  if (cart && cart.is_active !== 1 && cart.customer_id === request.customerId) {
    const placed = findOrderByQuoteId(request.db, cart.id);
    if (placed) return { placed };
  }
  return { snapshot: snapshotOf(request, findCartForUser(request, maskedId, request.customerId)) };
};

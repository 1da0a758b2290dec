import { findCartForUser } from '../cart/access';
import { findCartByMaskedId } from '../repositories/cart/carts';
import { findOrderByQuoteId, type OrderRecord } from '../repositories/sales/orderReads';
import { type Snapshot, snapshotOf } from './orderSnapshot';
import type { SalesRequest } from './request';

export type Opened = { placed: OrderRecord } | { snapshot: Snapshot };

/** How long a guest's ordered cart still answers its order: long enough for a retry after a lost response. */
export const GUEST_REPLAY_MS = 10 * 60 * 1000;

/** The order was placed within the guest replay window (created_at is UTC `Y-m-d H:i:s`). */
const recent = (order: OrderRecord): boolean => Date.now() - Date.parse(`${order.created_at.replace(' ', 'T')}Z`) <= GUEST_REPLAY_MS;

/**
 * The caller's cart for placing an order. A cart already turned into an order answers that order to its owner
 * (placeOrder is idempotent: a repeated or concurrent call gets the same order number); any other inactive
 * cart gets Magento's "The cart isn't active.". A guest cart's owner is whoever holds its id, so it answers
 * its order only for GUEST_REPLAY_MS: a cart id found later (a shared device, a log) reveals no order.
 */
export const openCart = (request: SalesRequest, maskedId: string): Opened => {
  const cart = findCartByMaskedId(request.db, maskedId);
  if (cart && cart.is_active !== 1 && cart.customer_id === request.customerId) {
    const placed = findOrderByQuoteId(request.db, cart.id);
    if (placed && (cart.customer_id !== null || recent(placed))) return { placed };
  }
  return { snapshot: snapshotOf(request, findCartForUser(request, maskedId, request.customerId)) };
};

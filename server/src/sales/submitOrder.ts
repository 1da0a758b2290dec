import { cartNotActive } from '../cart/access';
import { closeCartForOrder } from '../repositories/cart/carts';
import { deductStock } from '../repositories/sales/inventory';
import { findOrderById, type OrderRecord } from '../repositories/sales/orderReads';
import { createOrderFromCart } from '../repositories/sales/orders';
import { saveToAddressBook } from './addressBook';
import { openCart } from './openCart';
import { queueOrderMail } from './orderMail';
import { sameOrder, type Snapshot } from './orderSnapshot';
import { serverError, unable } from './placeOrderError';
import type { Authorization } from './cardPayment';
import type { SalesRequest } from './request';

/** A stored order; `fresh` is false when another call for the same cart stored it first. */
export interface Submitted { order: OrderRecord; fresh: boolean }

/**
 * Magento's QuoteManagement::submit in one transaction: the cart is read again and must still be active and
 * unchanged, the order is stored with the cart's snapshot, stock goes down, the new-order mail is queued, kept
 * addresses join the address book, and the cart becomes inactive with the order number. Any failure: nothing.
 */
export const submitOrder = (request: SalesRequest, maskedId: string, before: Snapshot, authorization: Authorization | null): Submitted =>
  request.db.transaction((): Submitted => {
    const { db } = request;
    const now = openCart(request, maskedId);
    if ('placed' in now) return { order: now.placed, fresh: false };
    if (!sameOrder(now.snapshot.order, before.order)) throw unable(serverError);
    const created = createOrderFromCart(db, {
      ...now.snapshot.order,
      ...(authorization ? { state: 'processing', status: 'processing', paymentTransactionId: authorization.transactionId } : {}),
    });
    if (!closeCartForOrder(db, now.snapshot.cart.id, created.number)) throw cartNotActive();
    deductStock(db, now.snapshot.demand);
    queueOrderMail(db, request.store, now.snapshot.order, created.number);
    if (now.snapshot.cart.customer_id !== null) saveToAddressBook(db, now.snapshot.cart.customer_id, now.snapshot.toAddressBook);
    const order = findOrderById(db, created.id);
    if (!order) throw new Error(`order ${created.id} vanished`);
    return { order, fresh: true };
  })();

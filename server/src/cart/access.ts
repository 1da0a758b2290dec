import { assignCartStore, type CartRow, findCartByMaskedId } from '../repositories/cart/carts';
import { findStore } from '../repositories/store/stores';
import type { StoreRecord } from '../repositories/store/stores';
import type { Database } from 'better-sqlite3';

/** The request a cart is used in: the database, the store view of the `Store` header and the request's currency. */
export interface CartRequest {
  db: Database;
  store: StoreRecord;
  currencyCode: string;
}

export type CartAccessFailure = 'not-found' | 'not-active' | 'not-yours' | 'other-website';

/** Why the caller may not use a cart, in Magento's words; the GraphQL layer gives each kind its error category. */
export class CartAccessError extends Error {
  constructor(readonly kind: CartAccessFailure, message: string) {
    super(message);
  }
}

export const cartNotActive = (): CartAccessError => new CartAccessError('not-active', "The cart isn't active.");

/**
 * Magento's UpdateCartCurrency: a cart used in another store view of its website moves there and takes
 * the request's currency; a store view of another website may not use it.
 */
export const followRequestStore = (request: CartRequest, cart: CartRow): CartRow => {
  if (cart.store_code === request.store.code && cart.currency === request.currencyCode) return cart;
  if (cart.store_code !== request.store.code && findStore(request.db, cart.store_code)?.websiteCode !== request.store.websiteCode) {
    throw new CartAccessError('other-website', "Can't assign cart to store in different website.");
  }
  assignCartStore(request.db, cart.id, request.store.code, request.currencyCode);
  return { ...cart, store_code: request.store.code, currency: request.currencyCode };
};

/**
 * Magento's GetCartForUser: the cart behind a masked id, if it is active and the caller's (a guest's
 * cart for a guest, the customer's own for a customer); errors word for word.
 */
export const findCartForUser = (request: CartRequest, maskedId: string, customerId: number | null): CartRow => {
  const cart = findCartByMaskedId(request.db, maskedId);
  if (!cart) throw new CartAccessError('not-found', `Could not find a cart with ID "${maskedId}"`);
  if (cart.is_active !== 1) throw cartNotActive();
  if (cart.customer_id !== customerId) {
    throw new CartAccessError('not-yours', `The current user cannot perform operations on cart "${maskedId}"`);
  }
  return followRequestStore(request, cart);
};

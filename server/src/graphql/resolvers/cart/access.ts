import {
  assignCartStore, type CartRow, findActiveCustomerCart, findCartById, findCartByMaskedId, insertCart,
} from '../../../repositories/cart/carts';
import { findStore } from '../../../repositories/stores';
import { customerIdFromContext } from '../../context';
import { authorizationError, inputError, noSuchEntityError } from '../../errors';
import type { CartScope } from '../../../cart/operations';
import type { GraphQLContext } from '../../context';

export const cartScope = (context: GraphQLContext): CartScope => ({ db: context.db, store: context.store, currency: context.currencyCode });

/** Magento's "Required parameter …" check; some resolvers end the sentence with a period, some do not. */
export const requireArgument = (value: string | null | undefined, name: string, period = ''): string => {
  if (!value || !value.trim()) throw inputError(`Required parameter "${name}" is missing${period}`);
  return value;
};

/**
 * Magento's UpdateCartCurrency: a cart used in another store view of its website moves there and takes
 * the request's currency; a store view of another website may not use it.
 */
const followRequestStore = (context: GraphQLContext, cart: CartRow): CartRow => {
  if (cart.store_code === context.store.code && cart.currency === context.currencyCode) return cart;
  if (cart.store_code !== context.store.code && findStore(context.db, cart.store_code)?.websiteCode !== context.store.websiteCode) {
    throw inputError("Can't assign cart to store in different website.");
  }
  assignCartStore(context.db, cart.id, context.store.code, context.currencyCode);
  return { ...cart, store_code: context.store.code, currency: context.currencyCode };
};

/**
 * Magento's GetCartForUser: the cart behind a masked id, if it is active and the caller's (a guest's
 * cart for a guest, the customer's own for a customer); errors word for word with their categories.
 * `customerId` overrides the caller (mergeCarts asks for the source as a guest cart).
 */
export const cartForUser = (context: GraphQLContext, maskedId: string, customerId = customerIdFromContext(context)): CartRow => {
  const cart = findCartByMaskedId(context.db, maskedId);
  if (!cart) throw noSuchEntityError(`Could not find a cart with ID "${maskedId}"`);
  if (cart.is_active !== 1) throw noSuchEntityError("The cart isn't active.");
  if (cart.customer_id !== customerId) {
    throw authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);
  }
  return followRequestStore(context, cart);
};

/** Magento's CustomerCartResolver: the customer's active cart on this website, created when there is none. */
export const customerCartFor = (context: GraphQLContext, customerId: number, maskedId: string | null = null): CartRow => {
  const existing = findActiveCustomerCart(context.db, customerId, context.store.websiteCode);
  if (existing) return followRequestStore(context, existing);
  return insertCart(context.db, { storeCode: context.store.code, currency: context.currencyCode, customerId, maskedId });
};

export const newGuestCart = (context: GraphQLContext, maskedId: string | null = null): CartRow =>
  insertCart(context.db, { storeCode: context.store.code, currency: context.currencyCode, customerId: null, maskedId });

/**
 * Runs `work` on the caller's cart in one transaction and answers the cart as it is afterwards: an error
 * anywhere leaves the cart exactly as it was.
 */
export const withCart = <T>(context: GraphQLContext, maskedId: string, work: (cart: CartRow) => T): { cart: CartRow; result: T } =>
  context.db.transaction(() => {
    const cart = cartForUser(context, maskedId);
    const result = work(cart);
    const after = findCartById(context.db, cart.id);
    if (!after) throw new Error(`cart ${cart.id} vanished`);
    return { cart: after, result };
  })();

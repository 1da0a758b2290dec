import { type CartAccessFailure, CartAccessError, findCartForUser, followRequestStore } from '../../../cart/access';
import { type CartRow, findActiveCustomerCart, findCartById, insertCart } from '../../../repositories/cart/carts';
import { customerIdFromContext } from '../../context';
import { inputError, type MagentoErrorCategory, magentoError } from '../../errors';
import type { CartScope } from '../../../cart/operations';
import type { GraphQLContext } from '../../context';

export const cartScope = (context: GraphQLContext): CartScope => ({ db: context.db, store: context.store, currency: context.currencyCode });

/** Magento's "Required parameter …" check; some resolvers end the sentence with a period, some do not. */
export const requireArgument = (value: string | null | undefined, name: string, period = ''): string => {
  if (!value || !value.trim()) throw inputError(`Required parameter "${name}" is missing${period}`);
  return value;
};

const categories: Record<CartAccessFailure, MagentoErrorCategory> = {
  'not-found': 'graphql-no-such-entity', 'not-active': 'graphql-no-such-entity', 'not-yours': 'graphql-authorization',
  'other-website': 'graphql-input',
};

/** A cart the caller may not use, as Magento's GraphQL answers it; any other error as it is. */
export const asCartGraphQLError = (error: unknown): unknown =>
  (error instanceof CartAccessError ? magentoError(error.message, categories[error.kind]) : error);

const graphQLErrors = <T>(work: () => T): T => {
  try {
    return work();
  } catch (error) {
    throw asCartGraphQLError(error);
  }
};

/**
 * Magento's GetCartForUser (cart/access.ts) with its GraphQL categories. `customerId` overrides the caller
 * (mergeCarts asks for the source as a guest cart).
 */
export const cartForUser = (context: GraphQLContext, maskedId: string, customerId = customerIdFromContext(context)): CartRow =>
  graphQLErrors(() => findCartForUser(context, maskedId, customerId));

/** Magento's CustomerCartResolver: the customer's active cart on this website, created when there is none. */
export const customerCartFor = (context: GraphQLContext, customerId: number, maskedId: string | null = null): CartRow => {
  const existing = findActiveCustomerCart(context.db, customerId, context.store.websiteCode);
  if (existing) return graphQLErrors(() => followRequestStore(context, existing));
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

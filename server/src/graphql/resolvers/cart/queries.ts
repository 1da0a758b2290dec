import { findCartByMaskedId } from '../../../repositories/cart/carts';
import { customerIdFromContext } from '../../context';
import { alreadyExistsError, authorizationError, inputError } from '../../errors';
import { cartForUser, customerCartFor, newGuestCart, requireArgument } from './access';
import type { CartRow } from '../../../repositories/cart/carts';
import type { Resolver } from '../types';

/** Query.cart: a guest's cart, or the signed-in customer's own. */
const cart: Resolver<{ cart_id: string }, CartRow> = (_parent, args, context) =>
  context.db.transaction(() => cartForUser(context, requireArgument(args.cart_id, 'cart_id')))();

/** Query.customerCart: the customer's active cart, created when there is none (Magento's CustomerCart). */
const customerCart: Resolver<Record<string, never>, CartRow> = (_parent, _args, context) => {
  const customerId = customerIdFromContext(context);
  if (customerId === null) throw authorizationError('The request is allowed for logged in customer');
  return context.db.transaction(() => customerCartFor(context, customerId))();
};

/**
 * Mutation.createEmptyCart: a new guest cart, or the customer's cart (existing or new). A client may
 * choose the masked id (32 characters, not taken), as Magento's ValidateMaskedQuoteId allows.
 */
const createEmptyCart: Resolver<{ input?: { cart_id?: string | null } | null }, string> = (_parent, args, context) => {
  const predefined = args.input?.cart_id ?? null;
  if (predefined !== null) {
    if ([...predefined].length !== 32) throw inputError('Cart ID length should to be 32 symbols.');
    if (findCartByMaskedId(context.db, predefined)) throw alreadyExistsError(`Cart with ID "${predefined}" already exists.`);
  }
  const customerId = customerIdFromContext(context);
  return context.db.transaction(() =>
    (customerId === null ? newGuestCart(context, predefined) : customerCartFor(context, customerId, predefined)).masked_id)();
};

export const cartQueryResolvers = {
  Query: { cart, customerCart },
  Mutation: { createEmptyCart },
};

import { findCartByMaskedId } from '../../../repositories/cart/carts';
import { customerIdFromContext } from '../../context';
import { alreadyExistsError, authorizationError, inputError } from '../../errors';
import { cartForUser, customerCartFor, newGuestCart, requireArgument } from './access';
import type { CartRow } from '../../../repositories/cart/carts';
import type { GraphQLContext } from '../../context';
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
/** Magento's ValidateMaskedQuoteId: a client-chosen cart id has 32 characters and is not taken. */
const validatePredefinedId = (context: GraphQLContext, predefined: string | null): void => {
  if (predefined === null) return;
  if ([...predefined].length !== 32) throw inputError('Cart ID length should to be 32 symbols.');
  if (findCartByMaskedId(context.db, predefined)) throw alreadyExistsError(`Cart with ID "${predefined}" already exists.`);
};

const createEmptyCart: Resolver<{ input?: { cart_id?: string | null } | null }, string> = (_parent, args, context) => {
  const predefined = args.input?.cart_id ?? null;
  validatePredefinedId(context, predefined);
  const customerId = customerIdFromContext(context);
  return context.db.transaction(() =>
    (customerId === null ? newGuestCart(context, predefined) : customerCartFor(context, customerId, predefined)).masked_id)();
};

/**
 * Magento 2.4.7+'s createGuestCart: a new guest cart (its masked id may be chosen, as for createEmptyCart).
 * A signed-in customer is sent to customerCart (GraphQlAlreadyExistsException), after the id's checks.
 */
const createGuestCart: Resolver<{ input?: { cart_uid?: string | null } | null }, { cart: CartRow }> = (_parent, args, context) => {
  const predefined = args.input?.cart_uid ?? null;
  validatePredefinedId(context, predefined);
  if (customerIdFromContext(context) !== null) throw alreadyExistsError('Use `Query.customerCart` for logged in customer.');
  return { cart: context.db.transaction(() => newGuestCart(context, predefined))() };
};

export const cartQueryResolvers = {
  Query: { cart, customerCart },
  Mutation: { createEmptyCart, createGuestCart },
};

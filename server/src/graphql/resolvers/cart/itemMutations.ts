import { GraphQLError } from 'graphql';
import { addCartItem, clearCartItems, type CartItemUpdate, removeCartItem, updateCartItems as update } from '../../../cart/operations';
import { CartProblem } from '../../../cart/problems';
import { decodeUid, isValidUid } from '../../../lib/uid';
import { inputError, noSuchEntityError } from '../../errors';
import { cartScope, requireArgument, withCart } from './access';
import type { CartItemInput } from '../../../cart/itemChoice';
import type { CartRow } from '../../../repositories/cart/carts';
import type { Resolver } from '../types';

/** An entry of user_errors / errors: InsufficientStockError carries the quantity that is left. */
export interface CartUserError {
  code: CartProblem['code'];
  message: string;
  quantity: number | null;
}

const userError = (problem: CartProblem): CartUserError => ({ code: problem.code, message: problem.message, quantity: problem.quantity });

// A problem of the brand's all-or-nothing addToCart becomes the request's error (and rolls the cart back).
const asGraphQLError = (error: unknown): unknown => {
  if (!(error instanceof CartProblem)) return error;
  return error.code === 'PRODUCT_NOT_FOUND' ? noSuchEntityError(error.message) : inputError(error.message);
};

/**
 * Magento's addProductsToCart: each item is added on its own (a savepoint each); those that fail are
 * reported in user_errors with Magento's codes and leave nothing behind, the others stay added.
 */
const addProductsToCart: Resolver<{ cartId: string; cartItems: CartItemInput[] }, unknown> = (_parent, args, context) => {
  const scope = cartScope(context);
  const cartId = requireArgument(args.cartId, 'cartId');
  if (args.cartItems.length === 0) throw inputError('Required parameter "cartItems" is missing');
  const { cart, result } = withCart(context, cartId, (row) => args.cartItems.flatMap((input) => {
    try {
      context.db.transaction(() => addCartItem(scope, row.id, input, false))();
      return [];
    } catch (error) {
      if (error instanceof CartProblem) return [userError(error)];
      throw error;
    }
  }));
  return { cart, user_errors: result };
};

/**
 * Brand addToCart (spec §7): all items or none. Quantities are adjusted where the shop can still sell
 * (raised to the minimum sale quantity, lowered to the stock left or the maximum) and `message` says so
 * in the store's language; anything else is an error with Magento's message and the cart is unchanged.
 */
const addToCart: Resolver<{ cart_id: string; cartItems: CartItemInput[] }, unknown> = (_parent, args, context) => {
  const scope = cartScope(context);
  const cartId = requireArgument(args.cart_id, 'cart_id');
  if (args.cartItems.length === 0) throw inputError('Required parameter "cartItems" is missing');
  try {
    const { cart, result } = withCart(context, cartId,
      (row) => args.cartItems.flatMap((input) => addCartItem(scope, row.id, input, true)));
    return { cart, message: result.length > 0 ? result.join('\n') : null };
  } catch (error) {
    throw asGraphQLError(error);
  }
};

interface CartItemReference { cart_item_id?: number | null; cart_item_uid?: string | null }

/** PHP's empty() on an argument: null, '', '0' and 0 count as not given. */
const given = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && value !== '' && value !== '0' && value !== 0;

/**
 * The item a decoded uid names. updateCartItems casts it with PHP's (int): its leading digits, else 0 ("abc" is item
 * 0, which no cart has). removeItemFromCart looks the text up as it is: only a whole number names an item.
 */
const itemIdIn = (decoded: string, cast: boolean): number => {
  if (cast) return Number(/^\s*([+-]?\d+)/.exec(decoded)?.[1] ?? 0);
  return /^\d+$/.test(decoded) ? Number(decoded) : 0;
};

/**
 * Magento's cart item uid argument processors (CartItemsUidArgsProcessor, CartItemUidArgsProcessor), run before the
 * resolver: an item named by both id and uid is refused, a uid that is not base64 is refused, and a uid stands for
 * the id it encodes. Null when the item is not named (Magento's "Required parameter" message follows).
 */
function cartItemIdOf(item: CartItemReference, cast: boolean): number | null {
  const uid = item.cart_item_uid;
  if (given(item.cart_item_id) && given(uid)) throw inputError("`cart_item_id` and `cart_item_uid` can't be used at the same time.");
  if (given(uid)) {
    if (!isValidUid(uid)) throw inputError(`Value of uid "${uid}" is incorrect.`);
    const decoded = decodeUid(uid);
    return given(decoded) ? itemIdIn(decoded, cast) : null;
  }
  return given(item.cart_item_id) ? item.cart_item_id : null;
}

interface UpdateInput { input?: { cart_id?: string | null; cart_items?: ReadonlyArray<(CartItemReference & { quantity?: number | null }) | null> | null } | null }

/**
 * Magento's updateCartItems: quantity 0 removes. Problems come back in `errors` (CartUserInputError) with
 * the cart unchanged; the brand's `message` repeats them for the storefront's alert.
 */
const updateCartItems: Resolver<UpdateInput, unknown> = (_parent, args, context) => {
  const cartId = requireArgument(args.input?.cart_id, 'cart_id', '.');
  const items: CartItemUpdate[] = (args.input?.cart_items ?? []).filter((item) => item !== null)
    .map((item) => ({ cart_item_id: cartItemIdOf(item, true), quantity: item.quantity }));
  if (items.length === 0) throw inputError('Required parameter "cart_items" is missing.');
  const { cart, result } = withCart(context, cartId, (row) => update(cartScope(context), row.id, items));
  return { cart, errors: result.map(userError), message: result.length > 0 ? result.map((p) => p.message).join('\n') : null };
};

interface RemoveInput { input?: ({ cart_id?: string | null } & CartItemReference) | null }

const removeItemFromCart: Resolver<RemoveInput, { cart: CartRow }> = (_parent, args, context) => {
  const cartId = requireArgument(args.input?.cart_id, 'cart_id', '.');
  const itemId = args.input ? cartItemIdOf(args.input, false) : null;
  if (itemId === null) throw inputError('Required parameter "cart_item_id" is missing.');
  const { cart } = withCart(context, cartId, (row) => {
    if (!removeCartItem(cartScope(context), row.id, itemId)) throw noSuchEntityError("The cart doesn't contain the item");
  });
  return { cart };
};

type ClearCartErrorType = 'INACTIVE' | 'NOT_FOUND' | 'UNAUTHORISED' | 'UNDEFINED';

// The cart lookup's failures (GetCartForUser, word for word) as clearCart's typed errors.
const clearCartErrorType = (error: GraphQLError): ClearCartErrorType => {
  if (error.extensions.category === 'graphql-authorization') return 'UNAUTHORISED';
  if (error.message === "The cart isn't active.") return 'INACTIVE';
  if (error.message.startsWith('Could not find a cart with ID')) return 'NOT_FOUND';
  return 'UNDEFINED';
};

/**
 * Adobe Commerce's clearCart (Magento_QuoteCommerceGraphQl): removes every item, keeps the cart and its id.
 * A cart the caller cannot use comes back as `errors` (NOT_FOUND, INACTIVE, UNAUTHORISED) with no cart.
 */
const clearCart: Resolver<{ input: { uid: string } }, unknown> = (_parent, args, context) => {
  const cartId = requireArgument(args.input.uid, 'uid');
  try {
    const { cart } = withCart(context, cartId, (row) => clearCartItems(context.db, row.id));
    return { cart, errors: [] };
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return { cart: null, errors: [{ type: clearCartErrorType(error), message: error.message }] };
  }
};

/** Brand removeCartAllItems (spec §7): empties the cart, keeping it (and its id). */
const removeCartAllItems: Resolver<{ cart_id: string }, { cart: CartRow }> = (_parent, args, context) => {
  const { cart } = withCart(context, requireArgument(args.cart_id, 'cart_id'), (row) => clearCartItems(context.db, row.id));
  return { cart };
};

export const cartItemMutations = { addProductsToCart, addToCart, updateCartItems, removeItemFromCart, clearCart, removeCartAllItems };

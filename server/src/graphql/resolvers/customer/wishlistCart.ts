import { addCartItem } from '../../../cart/operations';
import { CartProblem } from '../../../cart/problems';
import { findProductsByIds } from '../../../repositories/catalog/products';
import {
  allItems, type BuyRequest, deleteItem, touchWishlist, type WishlistItemRecord,
} from '../../../repositories/customer/wishlists';
import { inputError } from '../../errors';
import { cartScope, customerCartFor } from '../cart/access';
import { ownWishlist, requireWishlistEnabled } from './wishlistFields';
import { wishlistCustomer } from './wishlistMutations';
import type { CartItemInput } from '../../../cart/itemChoice';
import type { Resolver } from '../types';

type WishlistCartErrorCode = 'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'PRODUCT_NOT_FOUND' | 'UNDEFINED';

const errorCodes = new Set<string>(['INSUFFICIENT_STOCK', 'NOT_SALABLE', 'PRODUCT_NOT_FOUND']);

/** The cart request Magento's CartItemsRequestBuilder makes of a wish list item (a configurable as parent + variant). */
const cartItemInput = (item: WishlistItemRecord, skus: Map<number, string>): CartItemInput => {
  const request = JSON.parse(item.buy_request) as BuyRequest;
  const parentSku = skus.get(item.product_id) ?? '';
  const childSku = item.child_product_id === null ? null : skus.get(item.child_product_id) ?? null;
  return {
    sku: childSku ?? parentSku, parent_sku: childSku ? parentSku : null, quantity: item.qty,
    selected_options: request.selected_options ?? [], entered_options: request.entered_options ?? [],
  };
};

/**
 * Magento's addWishlistItemsToCart: every item (or the ones named) goes into the customer's cart through the
 * cart's own add-to-cart rules; what was added leaves the wish list, what could not be added (required
 * options missing, out of stock …) stays and comes back as a user error. status = nothing failed.
 */
const addWishlistItemsToCart: Resolver<{ wishlistId: string; wishlistItemIds?: string[] | null }> = (_parent, args, context) => {
  requireWishlistEnabled(context, 'The wishlist configuration is currently disabled.');
  const customerId = wishlistCustomer(context);
  // Magento tests it with PHP's empty(): "0" is no id here (unlike the other wish list mutations).
  if (!args.wishlistId || args.wishlistId === '0') throw inputError('"wishlistId" value should be specified');
  const wishlist = ownWishlist(context, customerId, args.wishlistId);
  const wanted = args.wishlistItemIds ?? [];
  const all = allItems(context.db, wishlist.id);
  const items = wanted.length === 0 ? all : all.filter((item) => wanted.includes(String(item.id)));
  // Ids not on this list, another customer's included, are not found on it.
  const unknown = wanted.filter((id) => !items.some((item) => String(item.id) === id));
  if (unknown.length > 0) throw inputError(`The wishlist item ids "${unknown.join(',')}" were not found.`);
  const ids = items.flatMap((item) => [item.product_id, ...(item.child_product_id === null ? [] : [item.child_product_id])]);
  const skus = new Map([...findProductsByIds(context.db, { store: context.store.code, currency: context.currencyCode }, ids)]
    .map(([id, product]) => [id, product.sku]));
  const errors: Array<{ wishlistId: string; wishlistItemId: string; code: WishlistCartErrorCode; message: string }> = [];
  context.db.transaction(() => {
    const cart = customerCartFor(context, customerId);
    for (const item of items) {
      try {
        // One savepoint per item: a failed item leaves neither the cart nor the wish list half changed.
        context.db.transaction(() => {
          addCartItem(cartScope(context), cart.id, cartItemInput(item, skus), false);
          deleteItem(context.db, item.id);
        })();
      } catch (error) {
        if (!(error instanceof CartProblem)) throw error;
        const code = errorCodes.has(error.code) ? error.code as WishlistCartErrorCode : 'UNDEFINED';
        errors.push({ wishlistId: String(wishlist.id), wishlistItemId: String(item.id), code, message: error.message });
      }
    }
    touchWishlist(context.db, wishlist.id);
  })();
  return { wishlist, status: errors.length === 0, add_wishlist_items_to_cart_user_errors: errors };
};

export const wishlistCartResolvers = {
  Mutation: { addWishlistItemsToCart },
};

import { findProductBySku, isDisabledSku } from '../../../repositories/catalog/products';
import {
  addItem, type BuyRequest, deleteItem, itemOwners, touchWishlist, updateItem, type WishlistItemRecord, type WishlistRecord,
} from '../../../repositories/customer/wishlists';
import { customerIdFromContext } from '../../context';
import { authorizationError } from '../../errors';
import { ownWishlist, requireWishlistEnabled, wishlistForbiddenMessage } from './wishlistFields';
import { wishlistItemProblem } from './wishlistLimits';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

interface UserError {
  code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
  message: string;
}

interface ItemInput {
  sku: string;
  parent_sku?: string | null;
  quantity: number;
  selected_options?: Array<string | null> | null;
  entered_options?: Array<{ uid: string; value: string } | null> | null;
}

interface ItemUpdateInput {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
  selected_options?: Array<string | null> | null;
  entered_options?: Array<{ uid: string; value: string } | null> | null;
}

/** The signed-in customer's id for a wish list call; guests get Magento's wish list authorization error. */
export const wishlistCustomer = (context: GraphQLContext): number => {
  requireWishlistEnabled(context);
  const customerId = customerIdFromContext(context);
  if (customerId === null) throw authorizationError(wishlistForbiddenMessage);
  return customerId;
};

const buyRequestOf = (input: Pick<ItemInput, 'selected_options' | 'entered_options'>): BuyRequest => ({
  ...(input.selected_options?.length ? { selected_options: input.selected_options.filter((o): o is string => Boolean(o)) } : {}),
  ...(input.entered_options?.length
    ? { entered_options: input.entered_options.filter((o): o is { uid: string; value: string } => o !== null) } : {}),
});

/**
 * The items named by id that are in this list (null for the others). As Magento (DeleteProductsFromWishlistTest::
 * testUnauthorizedWishlistItemDelete): an item of another list, another customer's too, is a user error and stays
 * untouched; `foreign` tells it from an id that names no item at all.
 */
const checkItems = (context: GraphQLContext, wishlist: WishlistRecord, ids: readonly string[]):
{ found: Map<string, WishlistItemRecord | null>; foreign: Set<string> } => {
  const numeric = ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  const owners = itemOwners(context.db, numeric);
  const found = new Map(ids.map((id): [string, WishlistItemRecord | null] => {
    const owner = owners.get(Number(id));
    return [id, owner && owner.item.wishlist_id === wishlist.id ? owner.item : null];
  }));
  return { found, foreign: new Set(ids.filter((id) => owners.has(Number(id)) && !found.get(id))) };
};

const notInWishlist = (id: string): UserError => ({ code: 'UNDEFINED', message: `The wishlist item with ID "${id}" does not belong to the wishlist` });

const output = (wishlist: WishlistRecord, errors: UserError[]): unknown => ({ wishlist, user_errors: errors });

/** Magento's addProductsToWishlist: per-item problems are user_errors, the rest is added. */
const addProductsToWishlist: Resolver<{ wishlistId: string; wishlistItems: ItemInput[] }> = (_parent, args, context) => {
  const customerId = wishlistCustomer(context);
  const wishlist = ownWishlist(context, customerId, args.wishlistId);
  const scope = { store: context.store.code, currency: context.currencyCode };
  const errors: UserError[] = [];
  context.db.transaction(() => {
    for (const input of args.wishlistItems) {
      const sku = input.parent_sku ?? input.sku;
      const product = findProductBySku(context.db, scope, sku);
      if (!product) {
        // CustomerWishlistTest::testAddProductToWishlistWithDisabledProduct
        if (isDisabledSku(context.db, sku)) errors.push({ code: 'UNDEFINED', message: 'The product is disabled' });
        else errors.push({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${sku}"` });
        continue;
      }
      const problem = wishlistItemProblem(input.quantity);
      if (problem) {
        errors.push({ code: 'UNDEFINED', message: problem });
        continue;
      }
      const child = input.parent_sku && input.sku !== input.parent_sku ? findProductBySku(context.db, scope, input.sku) : null;
      addItem(context.db, wishlist.id, {
        productId: product.id, childProductId: child?.id ?? null, storeCode: context.store.code, qty: input.quantity,
        description: null, buyRequest: buyRequestOf(input),
      });
    }
    touchWishlist(context.db, wishlist.id);
  })();
  return output(wishlist, errors);
};

/** Magento's updateProductsInWishlist: quantity (not 0), comment and options of items already in the list. */
const updateProductsInWishlist: Resolver<{ wishlistId: string; wishlistItems: ItemUpdateInput[] }> = (_parent, args, context) => {
  const customerId = wishlistCustomer(context);
  const wishlist = ownWishlist(context, customerId, args.wishlistId);
  const { found } = checkItems(context, wishlist, args.wishlistItems.map((input) => input.wishlist_item_id));
  const errors: UserError[] = [];
  context.db.transaction(() => {
    for (const input of args.wishlistItems) {
      const item = found.get(input.wishlist_item_id);
      if (!item) {
        errors.push(notInWishlist(input.wishlist_item_id));
        continue;
      }
      const problem = wishlistItemProblem(input.quantity, input.description, 'update');
      if (problem) {
        errors.push({ code: 'UNDEFINED', message: problem });
        continue;
      }
      const options = input.selected_options !== undefined || input.entered_options !== undefined;
      updateItem(context.db, item.id, {
        qty: input.quantity ?? undefined,
        description: input.description === undefined ? undefined : input.description?.trim() || null,
        buyRequest: options ? buyRequestOf(input) : undefined,
      });
    }
    touchWishlist(context.db, wishlist.id);
  })();
  return output(wishlist, errors);
};

/** Magento's removeProductsFromWishlist. */
const removeProductsFromWishlist: Resolver<{ wishlistId: string; wishlistItemsIds: string[] }> = (_parent, args, context) => {
  const customerId = wishlistCustomer(context);
  const wishlist = ownWishlist(context, customerId, args.wishlistId);
  const { found, foreign } = checkItems(context, wishlist, args.wishlistItemsIds);
  const errors: UserError[] = [];
  context.db.transaction(() => {
    for (const id of args.wishlistItemsIds) {
      const item = found.get(id);
      if (item) deleteItem(context.db, item.id);
      else if (foreign.has(id)) errors.push(notInWishlist(id));
      else errors.push({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a wishlist item with ID "${id}"` });
    }
    touchWishlist(context.db, wishlist.id);
  })();
  return output(wishlist, errors);
};

export const wishlistMutationResolvers = {
  Mutation: { addProductsToWishlist, updateProductsInWishlist, removeProductsFromWishlist },
};

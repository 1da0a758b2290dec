import {
  allItems, countItems, findWishlist, listItems, type WishlistItemRecord, wishlistOfCustomer, type WishlistRecord,
} from '../../../repositories/customer/wishlists';
import { inputError } from '../../errors';
import { catalogLoaders } from '../catalog/loaders';
import { pageInfo } from '../catalog/paging';
import type { CustomerRecord } from '../../../repositories/customer/customers';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

export const wishlistForbiddenMessage = 'The current user cannot perform operations on wishlist';

/** magento_wishlist_general_is_enabled: with wish lists off, Magento answers every wish list call with this. */
export const requireWishlistEnabled = (context: GraphQLContext, message = 'The wishlist is not currently available.'): void => {
  if (context.store.settings.magento_wishlist_general_is_enabled !== '1') throw inputError(message);
};

const wishlistNotFound = 'The wishlist was not found.';

/**
 * The wish list a mutation names, if it is the caller's: "0" (or empty) means the customer's own list, as in
 * Magento. An unknown id and another customer's list get the same answer, Magento's input error "The wishlist
 * was not found." (ClearWishlistTest::testClearWishlistForAnotherCustomer): it does not tell that the list exists.
 */
export const ownWishlist = (context: GraphQLContext, customerId: number, wishlistId: string | number): WishlistRecord => {
  const id = Number(wishlistId);
  if (!Number.isInteger(id) || id < 0) throw inputError(wishlistNotFound);
  if (id === 0) return wishlistOfCustomer(context.db, customerId);
  const wishlist = findWishlist(context.db, id);
  if (!wishlist || wishlist.customer_id !== customerId) throw inputError(wishlistNotFound);
  return wishlist;
};

const items: Resolver<{ currentPage: number; pageSize: number }, unknown, WishlistRecord> = (wishlist, args, context) => {
  const total = countItems(context.db, wishlist.id);
  const info = pageInfo(total, args.pageSize, args.currentPage, { beyondLastPage: true });
  return { items: listItems(context.db, wishlist.id, args.pageSize, args.currentPage), page_info: info };
};

const product = async (item: WishlistItemRecord, _args: unknown, context: GraphQLContext): Promise<unknown> =>
  (await catalogLoaders(context).products.load(item.product_id)) ?? null;

const itemFields = {
  id: (item: WishlistItemRecord): string => String(item.id),
  quantity: (item: WishlistItemRecord): number => item.qty,
  product,
};

// The WishlistItemInterface type of each product type_id.
const wishlistTypes: Record<string, string> = {
  simple: 'SimpleWishlistItem', virtual: 'VirtualWishlistItem', configurable: 'ConfigurableWishlistItem',
  bundle: 'BundleWishlistItem', downloadable: 'DownloadableWishlistItem',
};

const configuredVariant = async (item: WishlistItemRecord, _args: unknown, context: GraphQLContext): Promise<unknown> =>
  (item.child_product_id === null ? null : (await catalogLoaders(context).products.load(item.child_product_id)) ?? null);

export const wishlistFieldResolvers = {
  CustomerFields: {
    /** Magento's deprecated Customer.wishlist (non-null): the customer's list, created on first read. */
    wishlist: (customer: CustomerRecord, _args: unknown, context: GraphQLContext): WishlistRecord => {
      requireWishlistEnabled(context, 'The wishlist configuration is currently disabled.');
      return wishlistOfCustomer(context.db, customer.id);
    },
    wishlists: (customer: CustomerRecord, _args: unknown, context: GraphQLContext): WishlistRecord[] => {
      requireWishlistEnabled(context, 'The wishlist configuration is currently disabled.');
      return [wishlistOfCustomer(context.db, customer.id)];
    },
    wishlist_v2: (customer: CustomerRecord, args: { id: string }, context: GraphQLContext): WishlistRecord | null => {
      requireWishlistEnabled(context, 'The wishlist configuration is currently disabled.');
      const own = wishlistOfCustomer(context.db, customer.id);
      return String(own.id) === args.id ? own : null;
    },
  },
  Wishlist: {
    id: (wishlist: WishlistRecord): string => String(wishlist.id),
    items_count: (wishlist: WishlistRecord, _args: unknown, context: GraphQLContext): number => countItems(context.db, wishlist.id),
    /**
     * Deprecated Wishlist.items (Magento's WishlistItemsResolver): every item of the list, unpaged, in the order of
     * items_v2 (the same collection without a page). Only ever under one of the caller's own lists.
     */
    items: (wishlist: WishlistRecord, _args: unknown, context: GraphQLContext): WishlistItemRecord[] => allItems(context.db, wishlist.id),
    items_v2: items,
    visibility: (wishlist: WishlistRecord): string => (wishlist.shared ? 'PUBLIC' : 'PRIVATE'),
  },
  WishlistItemInterface: {
    __resolveType: (item: WishlistItemRecord): string => wishlistTypes[item.type_id] ?? 'SimpleWishlistItem',
  },
  /** The deprecated WishlistItem of Wishlist.items: `id` an Int, `qty`, `description`, `added_at` as stored. */
  WishlistItem: { product },
  SimpleWishlistItem: itemFields,
  VirtualWishlistItem: itemFields,
  BundleWishlistItem: itemFields,
  DownloadableWishlistItem: itemFields,
  ConfigurableWishlistItem: {
    ...itemFields,
    configured_variant: configuredVariant,
    child_sku: async (item: WishlistItemRecord, args: unknown, context: GraphQLContext): Promise<string> => {
      const variant = (await configuredVariant(item, args, context)) as { sku: string } | null;
      return variant?.sku ?? '';
    },
  },
};

import type * as CartExtensions from './cartExtensions.gql';
import type * as ClearCart from './clearCart.gql';

// The cart's GraphQL documents (cart.gql.ts: the whole CartFields selection, some 7 KB of script)
// in their own chunk, loaded the first time a thunk reads or changes a cart: a visit that never has
// a cart with items to show does not pay for them. A failed load rejects like a failed call.
export const cartDocuments = () => import(/* webpackChunkName: "cart-documents" */ './cart.gql');

/**
 * The brand module's cart mutations, in the same chunk; only where the build's target backend has
 * them (elsewhere the thunks send Magento's own and never call this).
 */
export const cartExtensionDocuments = __CAPABILITIES__.cartExtensions
  ? () => import(/* webpackChunkName: "cart-documents" */ './cartExtensions.gql')
  : () => Promise.reject<typeof CartExtensions>(new Error('The backend has no brand cart mutations.'));

/** Adobe Commerce's clearCart, in the same chunk; only where the target has it and not the brand's. */
export const clearCartDocuments = __CAPABILITIES__.clearCart && !__CAPABILITIES__.cartExtensions
  ? () => import(/* webpackChunkName: "cart-documents" */ './clearCart.gql')
  : () => Promise.reject<typeof ClearCart>(new Error('The backend has no clearCart.'));

/** Starts loading the documents ahead of a likely cart action (a product page, the mini-cart). */
export function preloadCartDocuments(): void {
  cartDocuments().catch(() => undefined);
}

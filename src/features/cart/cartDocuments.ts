// The cart's GraphQL documents (cart.gql.ts: the whole CartFields selection, some 7 KB of script)
// in their own chunk, loaded the first time a thunk reads or changes a cart: a visit that never has
// a cart with items to show does not pay for them. A failed load rejects like a failed call.
export const cartDocuments = () => import(/* webpackChunkName: "cart-documents" */ './cart.gql');

/** Starts loading the documents ahead of a likely cart action (a product page, the mini-cart). */
export function preloadCartDocuments(): void {
  cartDocuments().catch(() => undefined);
}

import { readLocal, SAME_AS_UNTICKED_CART, writeLocal } from './storage';

// What only this tab needs until it closes (sessionStorage), beside storage.ts: a module of its own so that the
// first load, which carries storage.ts, does not carry these (checkout reads them).

/** The key lives in storage.ts, beside the move that a sign-in's cart merge makes on the first load. */
export { SAME_AS_UNTICKED_CART };

export function getSameAsUntickedCart(): string | undefined {
  return readLocal(SAME_AS_UNTICKED_CART, 'sessionStorage') || undefined;
}

/** null clears it (ticked again, or the cart is gone). */
export function setSameAsUntickedCart(cartId: string | null): void {
  writeLocal(SAME_AS_UNTICKED_CART, cartId, 'sessionStorage');
}

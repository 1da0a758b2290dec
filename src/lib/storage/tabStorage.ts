import { readLocal, writeLocal } from './storage';

// What only this tab needs until it closes (sessionStorage), beside storage.ts: a module of its own so that the
// first load, which carries storage.ts, does not carry these (checkout reads them).

/**
 * sessionStorage: the cart whose billing 'same as shipping' the shopper unticked, so that a reload keeps the choice
 * (ticked, the default, is no entry). One cart at a time; not part of the spec's key list, the name is ours.
 */
export const SAME_AS_UNTICKED_CART = 'same_as_unticked_cart';

export function getSameAsUntickedCart(): string | undefined {
  return readLocal(SAME_AS_UNTICKED_CART, 'sessionStorage') || undefined;
}

/** null clears it (ticked again, or the cart is gone). */
export function setSameAsUntickedCart(cartId: string | null): void {
  writeLocal(SAME_AS_UNTICKED_CART, cartId, 'sessionStorage');
}

import { createAppAsyncThunk } from '../../app/hooks';
import { getAccessToken, moveSameAsUntickedCart, removeCartId } from '../../lib/storage/storage';
import { cartDocuments } from './cartDocuments';
import { CartError } from './cartErrors';
import { cartCall, cartIdNow, cartNotify, cleanSession, createCart } from './cartSession';
import { cartDiscarded, cartLoaded, cleanCart, emptyCartDetail } from './cartSlice';
import { storeCart, withCartLoading } from './cartThunks';

// The cart half of sign-in and sign-out (spec §4), for the account feature.

/**
 * After sign-in (the access token already stored): the guest cart merges into the customer's cart
 * (Magento mergeCarts), so nothing the shopper added is lost; without a guest cart, or when the
 * guest cart is gone, the customer cart is simply loaded. Resolves whether a cart is loaded.
 */
export const mergeGuestCart = createAppAsyncThunk('cart/mergeGuestCart', async (_: void, api) => {
  const guestId = cartIdNow(api);
  return withCartLoading(api, async () => {
    if (guestId) {
      try {
        const merged = await cartCall(api.extra.client, (await cartDocuments()).MERGE_CARTS, { source_cart_id: guestId }, guestId);
        const cart = storeCart(api, merged.mergeCarts, guestId);
        if (cart) moveSameAsUntickedCart(guestId, cart.id);
        return;
      } catch (error) {
        if (error instanceof CartError && error.kind === 'replaced') throw error;
        // A guest cart that is already merged or gone: the customer's own cart is what matters.
      }
    }
    const data = await cartCall(api.extra.client, (await cartDocuments()).GET_CUSTOMER_CART, {}, '', 'query');
    // The customer's own cart is what they have while signed in, whatever guest cart was made meanwhile (a cart
    // load that started before the sign-in); only a sign-out since makes it late.
    storeCart(api, data.customerCart, getAccessToken() ? cartIdNow(api) : guestId);
  });
});

/**
 * After sign-out or an expired session: clean the cart (id too), reset checkout and start a new
 * guest cart. Call it once the access token is cleared, or the server hands back the customer's cart.
 */
export const startNewCart = createAppAsyncThunk('cart/startNewCart', async (_: void, api) => {
  api.dispatch(cleanCart());
  api.dispatch(cartDiscarded());
  removeCartId();
  try {
    await createCart(api);
    return true;
  } catch {
    return false;
  }
});

/**
 * Spec §8 stale cart, for a caller that must not retry on a new cart (checkout: the step would go to an empty
 * cart). `cartId` is the cart the failed call was for, `signedIn` whether the shopper was signed in when it was
 * sent. The session is cleaned as anywhere (a signed-in shopper is signed out, with a notice) and a new guest
 * cart started, unless another action has already done so meanwhile (the mini-cart's reload, say): then its new
 * cart is kept. A guest is told that the cart is no longer available. Resolves whether the shopper was signed in.
 */
export const endStaleSession = createAppAsyncThunk(
  'cart/endStaleSession',
  async ({ cartId, signedIn }: { cartId: string; signedIn: boolean }, api) => {
    const current = cartIdNow(api);
    const replaced = current !== '' && current !== cartId;
    if (!replaced) cleanSession(api);
    if (!signedIn) cartNotify(api, { type: 'warning', messageId: 'cart.noLongerAvailable' });
    if (!replaced) {
      try {
        // A new cart is empty: its details need no call.
        api.dispatch(cartLoaded(emptyCartDetail(await createCart(api))));
      } catch {
        // createCart has told the shopper; the next cart action tries again.
      }
    }
    return signedIn;
  },
);

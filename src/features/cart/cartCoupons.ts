import { createAppAsyncThunk } from '../../app/hooks';
import { cartDocuments } from './cartDocuments';
import { CartError } from './cartErrors';
import { cartCall, type CartThunkApi, reportCartFailure, withCartRecovery } from './cartSession';
import { cartCallEnded, cartCallStarted } from './cartSlice';
import { storeCart } from './cartThunks';
import type { CartReply } from './cartTypes';

// The coupon thunks, for the coupon form alone (the cart page and checkout load it): kept out of the start-up code.

/** Coupon calls: the cart (and with it the shipping methods) refreshes; failure rejects with the text. */
async function couponCall(api: CartThunkApi, work: (cartId: string) => Promise<CartReply | null | undefined>): Promise<void> {
  api.dispatch(cartCallStarted());
  try {
    await withCartRecovery(api, async (cartId) => storeCart(api, await work(cartId), cartId));
  } catch (error) {
    if (error instanceof CartError && error.kind === 'server') throw error;
    reportCartFailure(api, error);
    throw new CartError('network', '');
  } finally {
    api.dispatch(cartCallEnded());
  }
}

export const applyCoupon = createAppAsyncThunk('cart/applyCoupon', async (code: string, api) => {
  await couponCall(api, async (cartId) => {
    const data = await cartCall(api.extra.client, (await cartDocuments()).APPLY_COUPON_TO_CART, { cart_id: cartId, coupon_code: code }, cartId);
    return data.applyCouponToCart?.cart;
  });
});

export const removeCoupon = createAppAsyncThunk('cart/removeCoupon', async (_: void, api) => {
  await couponCall(api, async (cartId) => {
    const data = await cartCall(api.extra.client, (await cartDocuments()).REMOVE_COUPON_FROM_CART, { cart_id: cartId }, cartId);
    return data.removeCouponFromCart?.cart;
  });
});

import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { sessionExpired, signIn, signOut } from '../features/account';
import { addToCart, itemName, itemSku, itemUnitPrice } from '../features/cart';
import { type AddedToCart, forgetAnalyticsUser, identify, trackAddToCart } from '../lib/analytics/events';
import type { RootState } from './store';
import type { CartItemInput } from '../lib/graphql/generated';

// Spec §7 analytics from what already happens in the store: the features dispatch their actions as
// ever and know nothing of analytics. Every send is consent-gated in lib/analytics; failures are logged there.

export const analyticsListener = createListenerMiddleware();
const startListening = analyticsListener.startListening.withTypes<RootState>();

type CartItems = RootState['cart']['cartDetail']['items'];

/** The addToCart event of one added line, read from the cart the server returned. */
export function addedToCart(items: CartItems, input: CartItemInput, state: RootState): AddedToCart {
  const item =
    items.find((i) => itemSku(i) === input.sku || i.product.sku === input.sku) ??
    items.find((i) => Boolean(input.parent_sku) && i.product.sku === input.parent_sku);
  return {
    productId: item?.product.id ?? null,
    sku: input.sku,
    name: item ? itemName(item) || null : null,
    price: item ? itemUnitPrice(item, false) : null,
    quantity: input.quantity,
    // The amount's own currency first: with multi-currency it may not be the store's default.
    currency: item?.prices?.price?.currency ?? state.app.currency?.default_display_currency_code ?? null,
    cartId: state.cart.cartId,
  };
}

startListening({
  actionCreator: addToCart.fulfilled,
  effect: (action, api) => {
    if (action.payload !== true) return;
    const state = api.getState();
    action.meta.arg.forEach((input) => void trackAddToCart(addedToCart(state.cart.cartDetail.items, input, state)));
  },
});

startListening({
  actionCreator: signIn.fulfilled,
  effect: async (action, api) => {
    if (!action.payload.ok) return;
    const email = api.getState().user.customer?.email || action.meta.arg.email;
    await identify(email).catch((error: unknown) => console.warn('[analytics] identify', error));
  },
});

startListening({
  matcher: isAnyOf(signOut.fulfilled, sessionExpired.fulfilled),
  effect: () => forgetAnalyticsUser(),
});

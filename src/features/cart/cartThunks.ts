import { createAppAsyncThunk } from '../../app/hooks';
import { showAlert } from '../../components/alert/alertBus';
import { presentItems } from '../../lib/graphql/present';
import { getAccessToken, getCartId, setCartId } from '../../lib/storage/storage';
import { hasTaxWording } from '../../shared/store/stores';
import { trackRemoveFromCart } from './cartAnalytics';
import { cartDocuments, cartExtensionDocuments, clearCartDocuments } from './cartDocuments';
import { CartError } from './cartErrors';
import { cartCall, cartNotify, type CartThunkApi, createCart, replacedSince, reportCartFailure, withCartRecovery } from './cartSession';
import { addToCartPopupOpened, cartDiscarded, cartCallEnded, cartCallStarted, cartLoaded, cartReplyStored, emptyCartDetail } from './cartSlice';
import { toCartDetail, type CartDetail, type CartItem, type CartReply } from './cartTypes';
import { itemSku } from './itemDisplay';
import { popupProductOf, type PopupProduct } from './previousProduct';
import type { CartItemInput } from '../../lib/graphql/generated';

// Spec §4 cart flow and §7 calls. Redux is the cart's single source of truth: every reply replaces
// cartDetail. Thunks resolve with true/false (the UI needs no error details: the notifications and
// alerts are raised here); the coupon thunks reject with the server's text, which the form shows.

/**
 * Stores a cart reply and announces it (checkout mirrors a non-empty cart, spec §4); resolves with the cart as
 * stored (null without a reply). `sentFor` is the cart the call was sent for: a reply that comes after the
 * cart was replaced is not stored (CartError 'replaced'), or a signed-out shopper would get the customer's
 * cart back. Other features hand the cart feature their cart replies through this.
 */
export function storeCart(api: Pick<CartThunkApi, 'dispatch' | 'getState'>, reply: CartReply | null | undefined, sentFor: string): CartDetail | null {
  if (!reply) return null;
  const cart = toCartDetail(reply);
  if (replacedSince(api, sentFor, cart.id)) throw new CartError('replaced', '');
  setCartId(cart.id);
  api.dispatch(cartLoaded(cart));
  api.dispatch(cartReplyStored(cart));
  return cart;
}

async function fetchCart(api: CartThunkApi, cartId: string): Promise<void> {
  const { client } = api.extra;
  if (getAccessToken()) {
    const data = await cartCall(client, (await cartDocuments()).GET_CUSTOMER_CART, {}, cartId, 'query');
    storeCart(api, data.customerCart, cartId);
  } else {
    const data = await cartCall(client, (await cartDocuments()).GET_GUEST_CART, { cartId }, cartId, 'query');
    storeCart(api, data.cart, cartId);
  }
}

/**
 * Runs cart work with the loading flag and the standard failure report, without the stale-cart retry;
 * resolves whether it went through.
 */
export async function withCartLoading(api: CartThunkApi, work: () => Promise<void>): Promise<boolean> {
  api.dispatch(cartCallStarted());
  try {
    await work();
    return true;
  } catch (error) {
    reportCartFailure(api, error);
    return false;
  } finally {
    api.dispatch(cartCallEnded());
  }
}

/** Runs a cart action with the loading flag, recovery and the standard failure report. */
export function guarded(api: CartThunkApi, work: (cartId: string) => Promise<void>): Promise<boolean> {
  return withCartLoading(api, () => withCartRecovery(api, work));
}

/** Spec §4: no stored id → a new empty cart; else the customer's (token) or the guest cart. */
export const loadCart = createAppAsyncThunk('cart/load', async (_: void, api) => {
  if (!api.getState().cart.cartId && !getCartId()) {
    return withCartLoading(api, async () => {
      const id = await createCart(api);
      if (getAccessToken()) await withCartRecovery(api, (cartId) => fetchCart(api, cartId));
      else api.dispatch(cartLoaded(emptyCartDetail(id)));
    });
  }
  return guarded(api, (cartId) => fetchCart(api, cartId));
});

function previousProductOf(items: readonly CartItem[], input: CartItemInput, withTax: boolean): PopupProduct | null {
  const item =
    items.find((i) => itemSku(i) === input.sku || i.product.sku === input.sku) ??
    items.find((i) => Boolean(input.parent_sku) && i.product.sku === input.parent_sku);
  return item ? popupProductOf(item, withTax) : null;
}

/** Messages of a user_errors / errors list as one alert text; null when there are none. */
function problemsText(problems: readonly ({ message: string } | null)[] | null | undefined): string | null {
  const text = (problems ?? []).map((p) => p?.message).filter(Boolean).join('\n');
  return text || null;
}

/**
 * Adds to the cart: the brand's addToCart (all or nothing, with what it adjusted in `message`), else
 * Magento's addProductsToCart (what it could not add in `user_errors`).
 */
async function addProducts(api: CartThunkApi, cartId: string, cartItems: CartItemInput[]): Promise<{ cart: CartReply; message: string | null }> {
  const { client } = api.extra;
  if (__CAPABILITIES__.cartExtensions) {
    const { ADD_TO_CART } = await cartExtensionDocuments();
    const reply = (await cartCall(client, ADD_TO_CART, { cart_id: cartId, cartItems }, cartId)).addToCart;
    if (!reply) throw new CartError('server', 'No cart');
    return { cart: reply.cart, message: reply.message };
  }
  const reply = (await cartCall(client, (await cartDocuments()).ADD_PRODUCTS_TO_CART, { cartId, cartItems }, cartId)).addProductsToCart;
  if (!reply) throw new CartError('server', 'No cart');
  return { cart: reply.cart, message: problemsText(reply.user_errors) };
}

/** Spec §8: 'Add to cart successfully!', or the server's message in an alert; then the popup. */
export const addToCart = createAppAsyncThunk('cart/add', async (cartItems: CartItemInput[], api) =>
  guarded(api, async (cartId) => {
    const reply = await addProducts(api, cartId, cartItems);
    storeCart(api, reply.cart, cartId);
    if (reply.message) void showAlert({ message: reply.message });
    else cartNotify(api, { type: 'success', messageId: 'cart.addSuccess' });
    const withTax = hasTaxWording(api.getState().app.storeCode);
    const previous = cartItems[0] ? previousProductOf(presentItems(reply.cart.items), cartItems[0], withTax) : null;
    if (previous) api.dispatch(addToCartPopupOpened(previous));
  }),
);

/**
 * Quantity change; the server's refusal (brand `message`) comes in an alert, the cart as it is. The
 * payload is true only when the change went through (a refusal resolves false, so the editor shows
 * the cart's quantity again).
 */
export const updateCartItem = createAppAsyncThunk(
  'cart/updateItem',
  async ({ itemId, quantity }: { itemId: string; quantity: number }, api) => {
    let refused = false;
    const done = await guarded(api, async (cartId) => {
      const data = await cartCall(
        api.extra.client,
        (await cartDocuments()).UPDATE_CART_ITEMS,
        { cart_id: cartId, cart_item_id: Number(itemId), quantity },
        cartId,
      );
      storeCart(api, data.updateCartItems?.cart, cartId);
      const refusal = data.updateCartItems?.message ?? problemsText(data.updateCartItems?.errors);
      if (refusal) {
        refused = true;
        void showAlert({ message: refusal });
      }
    });
    return done && !refused;
  },
);

export const removeCartItem = createAppAsyncThunk('cart/removeItem', async (item: CartItem, api) =>
  guarded(api, async (cartId) => {
    const data = await cartCall(api.extra.client, (await cartDocuments()).REMOVE_ITEM_FROM_CART, { cart_id: cartId, cart_item_id: Number(item.id) }, cartId);
    storeCart(api, data.removeItemFromCart?.cart, cartId);
    trackRemoveFromCart(item, cartId, item.prices?.price?.currency ?? api.getState().app.currency?.default_display_currency_code ?? null);
  }),
);

/** Spec §4: empties the cart (confirmed by the UI) and resets checkout. */
export const clearCart = createAppAsyncThunk('cart/clear', async (_: void, api) =>
  guarded(api, async (cartId) => {
    if (__CAPABILITIES__.cartExtensions) {
      const { REMOVE_CART_ALL_ITEMS } = await cartExtensionDocuments();
      const data = await cartCall(api.extra.client, REMOVE_CART_ALL_ITEMS, { cart_id: cartId }, cartId);
      storeCart(api, data.removeCartAllItems?.cart, cartId);
    } else if (__CAPABILITIES__.clearCart) {
      const { CLEAR_CART } = await clearCartDocuments();
      const data = await cartCall(api.extra.client, CLEAR_CART, { uid: cartId }, cartId);
      const problems = problemsText(data.clearCart.errors);
      if (problems) throw new CartError('server', problems);
      storeCart(api, data.clearCart.cart, cartId);
    } else {
      const { REMOVE_ITEM_FROM_CART } = await cartDocuments();
      for (const item of api.getState().cart.cartDetail.items) {
        const data = await cartCall(api.extra.client, REMOVE_ITEM_FROM_CART, { cart_id: cartId, cart_item_id: Number(item.id) }, cartId);
        storeCart(api, data.removeItemFromCart?.cart, cartId);
      }
    }
    api.dispatch(cartDiscarded());
  }),
);

export { resetCart, cleanCart } from './cartSlice';

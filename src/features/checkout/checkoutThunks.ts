import { createAppAsyncThunk } from '../../app/hooks';
import { presentItems } from '../../lib/graphql/present';
import { guardedHeaders } from '../../shared/recaptcha/lazy';
import { endStaleSession, startNewCart, CartError, storeCart } from '../cart';
import { cartCall, cartIdNow, type CartThunkApi, type CartAddress, type CartReply, isPlaceholderAddress, orderNoteOf } from '../cart';
import {
  type AddressChoice,
  type BillingAddressChoice,
  IS_EMAIL_AVAILABLE,
  PLACE_ORDER,
  SET_BILLING_ADDRESS_ON_CART,
  SET_CART_CUSTOMER_NOTE,
  SET_GUEST_EMAIL_ON_CART,
  SET_PAYMENT_METHOD_ON_CART,
  SET_SHIPPING_ADDRESSES_ON_CART,
  SET_SHIPPING_METHODS_ON_CART,
} from './checkout.gql';
import {
  addressIdsChosen,
  billingAddressSet,
  cartSavedToCheckout,
  checkoutLoadingChanged,
  emailExistenceChecked,
  paymentMethodSelected,
  purchaseOrderChanged,
  sameAsChanged,
  setGuestEmail,
  shippingAddressSet,
} from './checkoutSlice';
import type { CartAddressInput, PaymentMethodInput } from '../../lib/graphql/generated';

// Spec §7 checkout calls. Each resolves with a CheckoutResult: the UI shows `message` on failure
// (spec §8: address and place-order failures are passed back to the caller) and keeps the cart as
// it is, so the shopper can retry. A stale cart (spec §8) cleans the session as anywhere, but the
// call is not retried on the new, empty cart: `ended` tells the page (sign in again, or the cart is gone).

/** Why checkout cannot go on with this cart: the customer was signed out, or the guest cart is gone. */
export type SessionEnd = 'signedOut' | 'cartGone';

export type CheckoutResult = { ok: true } | { ok: false; message: string; network: boolean; ended?: SessionEnd };

/**
 * Stores a reply to one of checkout's own calls: the cart feature stores it (storeCart: checkout never writes the
 * cart's slice) and announces it, which mirrors a non-empty cart into checkout; an empty one is mirrored here, as
 * spec §4 "saving the cart into checkout" asks for every checkout reply. Each reply is mirrored once.
 */
export function storeCheckoutCart(api: Pick<CartThunkApi, 'dispatch' | 'getState'>, reply: CartReply | null | undefined, sentFor: string): void {
  const cart = storeCart(api, reply, sentFor);
  if (cart && cart.total_quantity === 0) api.dispatch(cartSavedToCheckout(cart));
}

/** Who sent a call and for which cart, as it was when the call went out. */
interface Sent {
  cartId: string;
  signedIn: boolean;
}

const sentBy = (api: CartThunkApi): Sent => ({ cartId: cartIdNow(api), signedIn: api.getState().user.isLogin });

/**
 * A failed call's result; a stale cart ends the session first (spec §8), without a retry. A reply that came after
 * the cart was replaced (signed out, say) was not stored: a customer signed out meanwhile goes to sign in, anyone
 * else sees checkout from the top, with the cart they have now.
 */
async function failed(api: CartThunkApi, error: unknown, sent: Sent): Promise<CheckoutResult> {
  if (error instanceof CartError && error.kind === 'replaced') {
    const signedOut = sent.signedIn && !api.getState().user.isLogin;
    return { ok: false, message: '', network: false, ended: signedOut ? 'signedOut' : 'cartGone' };
  }
  if (!(error instanceof CartError && error.kind === 'stale')) return failure(error);
  const signedIn = await api.dispatch(endStaleSession(sent)).unwrap();
  return { ok: false, message: '', network: false, ended: signedIn ? 'signedOut' : 'cartGone' };
}

function failure(error: unknown): CheckoutResult {
  if (error instanceof CartError) return { ok: false, message: error.message, network: error.kind === 'network' };
  return { ok: false, message: error instanceof Error ? error.message : String(error), network: true };
}

async function run(api: CartThunkApi, work: (cartId: string) => Promise<void>): Promise<CheckoutResult> {
  const sent = sentBy(api);
  api.dispatch(checkoutLoadingChanged(true));
  try {
    await work(sent.cartId);
    return { ok: true };
  } catch (error) {
    return failed(api, error, sent);
  } finally {
    api.dispatch(checkoutLoadingChanged(false));
  }
}

/** Spec §3 isExsist: whether an account uses the address. Only a hint (sign-in is offered), so a failure is ignored. */
async function accountExists(api: CartThunkApi, email: string): Promise<boolean> {
  try {
    const { data } = await api.extra.client.query({
      query: IS_EMAIL_AVAILABLE, variables: { email }, fetchPolicy: 'network-only', context: { silent: true },
    });
    return data?.isEmailAvailable?.is_email_available === false;
  } catch {
    return false;
  }
}

/** Spec §4: saving the guest e-mail moves to step 1 (and notes whether the address has an account). */
export const saveGuestEmail = createAppAsyncThunk('checkout/guestEmail', async (email: string, api) =>
  run(api, async (cartId) => {
    const data = await cartCall(api.extra.client, SET_GUEST_EMAIL_ON_CART, { cart_id: cartId, email }, cartId);
    storeCheckoutCart(api, data.setGuestEmailOnCart?.cart, cartId);
    api.dispatch(emailExistenceChecked(await accountExists(api, email)));
    api.dispatch(setGuestEmail(email));
  }),
);

export const saveShippingAddress = createAppAsyncThunk('checkout/shippingAddress', async (choice: AddressChoice, api) =>
  run(api, async (cartId) => {
    const data = await cartCall(api.extra.client, SET_SHIPPING_ADDRESSES_ON_CART, { cart_id: cartId, addresses: [choice] }, cartId);
    const reply = data.setShippingAddressesOnCart?.cart;
    storeCheckoutCart(api, reply, cartId);
    const first = presentItems(reply?.shipping_addresses)[0];
    if (first) {
      const { available_shipping_methods, selected_shipping_method, ...address } = first;
      api.dispatch(shippingAddressSet({
        address,
        shippingMethods: presentItems(available_shipping_methods),
        paymentMethods: presentItems(reply?.available_payment_methods),
        selectedShippingMethod: selected_shipping_method ?? null,
      }));
    }
    api.dispatch(addressIdsChosen({ shippingId: 'customer_address_id' in choice ? choice.customer_address_id : null }));
  }),
);

export const saveShippingMethod = createAppAsyncThunk(
  'checkout/shippingMethod',
  async (method: { carrier_code: string; method_code: string }, api) =>
    run(api, async (cartId) => {
      const data = await cartCall(api.extra.client, SET_SHIPPING_METHODS_ON_CART, { cart_id: cartId, method }, cartId);
      storeCheckoutCart(api, data.setShippingMethodsOnCart?.cart, cartId);
    }),
);

export const saveBillingAddress = createAppAsyncThunk('checkout/billingAddress', async (choice: BillingAddressChoice, api) =>
  run(api, async (cartId) => {
    const data = await cartCall(api.extra.client, SET_BILLING_ADDRESS_ON_CART, { cart_id: cartId, address: choice }, cartId);
    const reply = data.setBillingAddressOnCart?.cart;
    storeCheckoutCart(api, reply, cartId);
    if (reply?.billing_address) api.dispatch(billingAddressSet(reply.billing_address));
    api.dispatch(sameAsChanged('same_as_shipping' in choice));
    api.dispatch(addressIdsChosen({ billingId: 'customer_address_id' in choice ? choice.customer_address_id : null }));
  }),
);

/** A new shipping address input with the fields of one the cart already has. */
function addressInputOf(address: CartAddress): CartAddressInput {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    region_id: address.region?.region_id ?? null,
    region: address.region?.region_id ? null : address.region?.label ?? null,
    postcode: address.postcode,
    country_code: address.country.code,
    telephone: address.telephone,
    vat_id: address.vat_id,
    save_in_address_book: false,
  };
}

/**
 * The order comment: the brand's setCartCustomerNote, else (stock Magento) the shipping address's
 * customer_notes, sent again with the same address; Magento sets a new address without a method, so
 * the chosen one goes back with it.
 */
async function saveOrderNote(api: CartThunkApi, cartId: string, note: string): Promise<void> {
  const { client } = api.extra;
  if (__CAPABILITIES__.orderComment) {
    const noted = await cartCall(client, SET_CART_CUSTOMER_NOTE, { cart_id: cartId, note }, cartId);
    storeCheckoutCart(api, noted.setCartCustomerNote?.cart, cartId);
    return;
  }
  const cart = api.getState().cart.cartDetail;
  const shipping = cart.shipping_addresses[0];
  if (!shipping || isPlaceholderAddress(shipping)) return;
  const { shippingId } = api.getState().checkout;
  const choice: AddressChoice = shippingId ? { customer_address_id: shippingId } : { address: addressInputOf(shipping) };
  const data = await cartCall(client, SET_SHIPPING_ADDRESSES_ON_CART, { cart_id: cartId, addresses: [{ ...choice, customer_notes: note }] }, cartId);
  storeCheckoutCart(api, data.setShippingAddressesOnCart?.cart, cartId);
  const method = shipping.selected_shipping_method;
  if (method) {
    const chosen = { carrier_code: method.carrier_code, method_code: method.method_code };
    storeCheckoutCart(api, (await cartCall(client, SET_SHIPPING_METHODS_ON_CART, { cart_id: cartId, method: chosen }, cartId)).setShippingMethodsOnCart?.cart, cartId);
  }
}

/** The payment method, and the order comment with it (sent when there is one, or to remove one). */
export const savePaymentMethod = createAppAsyncThunk(
  'checkout/paymentMethod',
  async ({ method, note }: { method: PaymentMethodInput; note: string }, api) =>
  run(api, async (cartId) => {
    const data = await cartCall(api.extra.client, SET_PAYMENT_METHOD_ON_CART, { cart_id: cartId, method }, cartId);
    storeCheckoutCart(api, data.setPaymentMethodOnCart?.cart, cartId);
    if (note !== orderNoteOf(api.getState().cart.cartDetail)) await saveOrderNote(api, cartId, note);
    api.dispatch(paymentMethodSelected(method.code));
    api.dispatch(purchaseOrderChanged(method.purchase_order_number ?? ''));
  }),
);

/** `unconfirmed`: not sent, the review step's "I'm not a robot" box is unticked (the box says so). */
export type PlaceOrderResult =
  | { ok: true; orderNumber: string }
  | { ok: false; message: string; network: boolean; ended?: SessionEnd; unconfirmed?: boolean };

/**
 * Places the order. On success the cart is cleaned, a new one created and checkout reset (spec §4);
 * on failure the cart stays untouched for a retry.
 */
export const placeOrder = createAppAsyncThunk('checkout/placeOrder', async (_: void, api): Promise<PlaceOrderResult> => {
  const sent = sentBy(api);
  const { cartId } = sent;
  api.dispatch(checkoutLoadingChanged(true));
  try {
    const headers = await guardedHeaders(api.extra.client, 'PLACE_ORDER');
    if (!headers) return { ok: false, message: '', network: false, unconfirmed: true };
    const data = await cartCall(api.extra.client, PLACE_ORDER, { cart_id: cartId }, cartId, 'mutation', headers);
    const orderNumber = data.placeOrder?.order?.order_number;
    if (!orderNumber) {
      const message = data.placeOrder?.errors.find((e) => e?.message)?.message ?? '';
      return { ok: false, message, network: false };
    }
    await api.dispatch(startNewCart());
    return { ok: true, orderNumber };
  } catch (error) {
    const result = await failed(api, error, sent);
    return result.ok ? { ok: false, message: '', network: false } : result;
  } finally {
    api.dispatch(checkoutLoadingChanged(false));
  }
});

import Cookies from 'js-cookie';
import { tokenSaved, userReset } from '../../../../src/features/account/userSlice';
import { cartDiscarded, cartIdSaved, cartLoaded, cleanCart } from '../../../../src/features/cart/cartSlice';
import { checkoutReducer, initialCheckoutState, stepChanged } from '../../../../src/features/checkout/checkoutSlice';
import { placeOrder, saveGuestEmail, savePaymentMethod, saveShippingAddress, storeCheckoutCart } from '../../../../src/features/checkout/checkoutThunks';
import { cartProduct, simpleItem } from '../../helpers/cartFixtures';
import { fakeGoogle } from '../../helpers/fakeGoogle';
import { cart, fakeCart, RECAPTCHA_OFF } from '../cart/fakeCartClient';
import type { CartReply } from '../../../../src/features/cart/cartTypes';
import type { UnknownAction } from '@reduxjs/toolkit';

const item = simpleItem('7', cartProduct('SFD-METAL', 'Metallics Fan Deck'));
const full = cart('guest-1', { items: [item], total_quantity: 1 });
const address = {
  firstname: 'Ada', lastname: 'Lovelace', city: 'Albany', company: null, country: { code: 'US', label: 'United States' },
  region: { code: 'NY', label: 'New York', region_id: 43 }, postcode: '12207', street: ['5 Main St'], telephone: '5185550100',
};
const flat = { amount: { value: 5, currency: 'USD' }, available: true, carrier_code: 'flatrate', carrier_title: 'Flat Rate', method_code: 'flatrate', method_title: 'Fixed' };

beforeEach(() => {
  localStorage.clear();
  Cookies.remove('access_token', { path: '/' });
});

function withCart(replies: Parameters<typeof fakeCart>[0]) {
  const fake = fakeCart(replies);
  fake.store.dispatch(cartLoaded(full));
  return fake;
}

describe('checkout thunks (spec §4, §7, §8)', () => {
  it('saving the guest e-mail sets it on the cart and moves to step 1', async () => {
    const { store, calls } = withCart({ SetGuestEmailOnCart: [{ data: { setGuestEmailOnCart: { cart: { ...full, email: 'ada@example.com' } } } }] });
    const result = await store.dispatch(saveGuestEmail('ada@example.com')).unwrap();
    expect(result).toEqual({ ok: true });
    expect(calls[0]).toEqual({ name: 'SetGuestEmailOnCart', variables: { cart_id: 'guest-1', email: 'ada@example.com' } });
    expect(store.getState().checkout.stepCurrent).toBe(1);
    expect(store.getState().checkout.guestEmail).toBe('ada@example.com');
    expect(store.getState().cart.cartDetail.email).toBe('ada@example.com');
  });

  it('notes when the guest e-mail already has an account (isExsist), and only hints: the step still moves on', async () => {
    const { store, names } = withCart({
      SetGuestEmailOnCart: [{ data: { setGuestEmailOnCart: { cart: { ...full, email: 'roxanne@example.com' } } } }],
      IsEmailAvailable: [{ data: { isEmailAvailable: { is_email_available: false } } }],
    });
    await store.dispatch(saveGuestEmail('roxanne@example.com')).unwrap();
    expect(names()).toEqual(['SetGuestEmailOnCart', 'IsEmailAvailable']);
    expect(store.getState().checkout.isExsist).toBe(true);
    expect(store.getState().checkout.stepCurrent).toBe(1);
  });

  it('an unanswered account check is ignored: no account assumed', async () => {
    const { store } = withCart({
      SetGuestEmailOnCart: [{ data: { setGuestEmailOnCart: { cart: { ...full, email: 'ada@example.com' } } } }],
      IsEmailAvailable: [{ network: true }],
    });
    expect(await store.dispatch(saveGuestEmail('ada@example.com')).unwrap()).toEqual({ ok: true });
    expect(store.getState().checkout.isExsist).toBe(false);
  });

  it('the shipping address stores the address, its methods and the payment methods in checkout', async () => {
    const reply = { ...full, shipping_addresses: [{ ...address, available_shipping_methods: [flat], selected_shipping_method: null }], available_payment_methods: [{ code: 'checkmo', title: 'Check / Money order' }] };
    const { store } = withCart({ SetShippingAddressesOnCart: [{ data: { setShippingAddressesOnCart: { cart: reply } } }] });
    await store.dispatch(saveShippingAddress({ customer_address_id: 4 }));
    const checkout = store.getState().checkout;
    expect(checkout.shippingAddress?.city).toBe('Albany');
    expect(checkout.shippingMethods).toEqual([flat]);
    expect(checkout.paymentMethods).toEqual([{ code: 'checkmo', title: 'Check / Money order' }]);
    expect(checkout.shippingId).toBe(4);
  });

  it('a failed address call passes the server message back and keeps the cart', async () => {
    const { store } = withCart({ SetShippingAddressesOnCart: [{ graphql: 'Field CartAddressInput.city of required type String! was not provided.', category: 'graphql-input' }] });
    const result = await store.dispatch(saveShippingAddress({ customer_address_id: 4 })).unwrap();
    expect(result).toEqual({ ok: false, message: 'Field CartAddressInput.city of required type String! was not provided.', network: false });
    expect(store.getState().cart.cartDetail.items).toHaveLength(1);
    expect(store.getState().checkout.loading).toBe(false);
  });

  it('sends the purchase order number and the order comment', async () => {
    const paid = { ...full, selected_payment_method: { code: 'purchaseorder', title: 'Purchase Order', purchase_order_number: 'PO-1' } };
    const { store, calls } = withCart({
      SetPaymentMethodOnCart: [{ data: { setPaymentMethodOnCart: { cart: paid } } }],
      SetCartCustomerNote: [{ data: { setCartCustomerNote: { cart: { ...paid, customer_note: 'Ring twice' } } } }],
    });
    await store.dispatch(savePaymentMethod({ method: { code: 'purchaseorder', purchase_order_number: 'PO-1' }, note: 'Ring twice' }));
    expect(calls.map((c) => c.name)).toEqual(['SetPaymentMethodOnCart', 'SetCartCustomerNote']);
    expect(calls[0]?.variables).toEqual({ cart_id: 'guest-1', method: { code: 'purchaseorder', purchase_order_number: 'PO-1' } });
    expect(store.getState().checkout.purchaseOrder).toBe('PO-1');
    expect(store.getState().cart.cartDetail.customer_note).toBe('Ring twice');
  });

  it('Place Order goes with a reCAPTCHA token where the store guards it, and without one where it does not', async () => {
    const google = fakeGoogle();
    const configurations = { re_captcha_type: 'RECAPTCHA_V3', website_key: 'site-key', badge_position: 'inline', language_code: '', theme: 'light' };
    const guarded = { data: { recaptchaFormConfig: { ...RECAPTCHA_OFF.data.recaptchaFormConfig, is_enabled: true, configurations } } };
    const { store, calls, contexts } = withCart({
      RecaptchaFormConfig: [guarded],
      PlaceOrder: [{ data: { placeOrder: { errors: [], order: { order_number: '000000042' } } } }],
      CreateEmptyCart: [{ data: { createEmptyCart: 'next-1' } }],
    });
    store.dispatch(stepChanged(5));
    expect(await store.dispatch(placeOrder()).unwrap()).toEqual({ ok: true, orderNumber: '000000042' });
    const placed = calls.findIndex((call) => call.name === 'PlaceOrder');
    expect(contexts[placed]).toEqual({ silent: true, headers: { 'X-ReCaptcha': 'tok-123' } });
    expect(google.execute).toHaveBeenCalledWith(0, { action: 'place_order' });

    const off = withCart({
      PlaceOrder: [{ data: { placeOrder: { errors: [], order: { order_number: '000000043' } } } }],
      CreateEmptyCart: [{ data: { createEmptyCart: 'next-2' } }],
    });
    off.store.dispatch(stepChanged(5));
    await off.store.dispatch(placeOrder()).unwrap();
    expect(off.contexts[off.calls.findIndex((call) => call.name === 'PlaceOrder')]).toEqual({ silent: true, headers: {} });
    vi.restoreAllMocks();
  });

  it('placing the order cleans the cart, creates a new one and resets checkout', async () => {
    const { store, names } = withCart({
      PlaceOrder: [{ data: { placeOrder: { errors: [], order: { order_number: '000000042' } } } }],
      CreateEmptyCart: [{ data: { createEmptyCart: 'next-1' } }],
    });
    store.dispatch(stepChanged(5));
    const result = await store.dispatch(placeOrder()).unwrap();
    expect(result).toEqual({ ok: true, orderNumber: '000000042' });
    expect(names()).toEqual(['PlaceOrder', 'CreateEmptyCart']);
    expect(store.getState().cart.cartId).toBe('next-1');
    expect(store.getState().cart.cartDetail.items).toEqual([]);
    expect(store.getState().checkout.stepCurrent).toBe(0);
    expect(localStorage.getItem('cart_id')).toBe('next-1');
  });

  it('a network failure or a placeOrder error keeps the cart for a retry', async () => {
    const { store, names } = withCart({
      PlaceOrder: [{ network: true }, { data: { placeOrder: { errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: 'Unable to place order: A server error stopped your order from being placed.' }], order: null } } }],
    });
    expect(await store.dispatch(placeOrder()).unwrap()).toMatchObject({ ok: false, network: true });
    expect(await store.dispatch(placeOrder()).unwrap()).toEqual({ ok: false, message: 'Unable to place order: A server error stopped your order from being placed.', network: false });
    expect(names()).toEqual(['PlaceOrder', 'PlaceOrder']);
    expect(store.getState().cart.cartId).toBe('guest-1');
    expect(store.getState().cart.cartDetail.items).toHaveLength(1);
  });

  it('a stale cart signs a customer out with a notice and starts a guest cart, without retrying the step (spec §8)', async () => {
    Cookies.set('access_token', 'tok', { path: '/' });
    const { store, names, notify } = withCart({
      SetShippingAddressesOnCart: [{ graphql: 'The current user cannot perform operations on cart "guest-1"', category: 'graphql-authorization' }],
      CreateEmptyCart: [{ data: { createEmptyCart: 'next-2' } }],
    });
    store.dispatch(tokenSaved('tok'));
    store.dispatch(stepChanged(2));
    const result = await store.dispatch(saveShippingAddress({ customer_address_id: 4 })).unwrap();
    expect(result).toEqual({ ok: false, message: '', network: false, ended: 'signedOut' });
    // Nothing sent again on the new cart: the address was for the customer's cart.
    expect(names()).toEqual(['SetShippingAddressesOnCart', 'CreateEmptyCart']);
    expect(notify).toHaveBeenCalledWith({ type: 'warning', messageId: 'cart.signedOut' });
    expect(store.getState().user.isLogin).toBe(false);
    expect(Cookies.get('access_token')).toBeUndefined();
    expect(store.getState().cart).toMatchObject({ cartId: 'next-2', cartDetail: { items: [] } });
    expect(store.getState().checkout.stepCurrent).toBe(0);
    expect(store.getState().checkout.loading).toBe(false);
  });

  it('a stale answer after another action already replaced the cart keeps that new cart (no second clean-up)', async () => {
    const { store, names, notify } = withCart({
      SetShippingAddressesOnCart: [{ graphql: 'The current user cannot perform operations on cart "guest-1"', category: 'graphql-authorization' }],
    });
    store.dispatch(tokenSaved('tok'));
    const pending = store.dispatch(saveShippingAddress({ customer_address_id: 4 }));
    // Meanwhile the mini-cart's reload met the same stale session, signed out and made cart B.
    store.dispatch(userReset());
    store.dispatch(cartIdSaved('cart-b'));
    expect(await pending.unwrap()).toEqual({ ok: false, message: '', network: false, ended: 'signedOut' });
    expect(names()).toEqual(['SetShippingAddressesOnCart']);
    expect(store.getState().cart.cartId).toBe('cart-b');
    expect(notify).not.toHaveBeenCalled();
  });

  it('a reply that comes after a sign-out is not stored: the new guest cart stays, and so does the reset checkout', async () => {
    Cookies.set('access_token', 'tok', { path: '/' });
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => { answer = resolve; });
    const customerCart = { ...full, shipping_addresses: [{ ...address, available_shipping_methods: [flat], selected_shipping_method: null }] };
    const { store } = withCart({ SetShippingAddressesOnCart: [{ data: { setShippingAddressesOnCart: { cart: customerCart } }, after: answered }] });
    store.dispatch(tokenSaved('tok'));
    store.dispatch(stepChanged(1));
    const pending = store.dispatch(saveShippingAddress({ customer_address_id: 4 }));
    // Meanwhile the shopper signs out: the cart is cleaned, checkout reset and a guest cart made.
    store.dispatch(userReset());
    store.dispatch(cleanCart());
    store.dispatch(cartDiscarded());
    store.dispatch(cartIdSaved('guest-9'));
    localStorage.setItem('cart_id', 'guest-9');
    answer();
    expect(await pending.unwrap()).toEqual({ ok: false, message: '', network: false, ended: 'signedOut' });
    expect(store.getState().cart).toMatchObject({ cartId: 'guest-9', cartDetail: { items: [], total_quantity: 0 } });
    expect(localStorage.getItem('cart_id')).toBe('guest-9');
    expect(store.getState().checkout).toMatchObject({ stepCurrent: 0, shippingMethods: [], checkoutCartId: initialCheckoutState.checkoutCartId });
  });

  it("a guest's cart gone at Place Order: a notice, a new empty cart, nothing placed (spec §8)", async () => {
    const { store, names, notify } = withCart({
      PlaceOrder: [{ graphql: 'Could not find a cart with ID "guest-1"', category: 'graphql-no-such-entity' }],
      CreateEmptyCart: [{ data: { createEmptyCart: 'next-3' } }],
    });
    expect(await store.dispatch(placeOrder()).unwrap()).toEqual({ ok: false, message: '', network: false, ended: 'cartGone' });
    expect(names()).toEqual(['PlaceOrder', 'CreateEmptyCart']);
    expect(notify).toHaveBeenCalledWith({ type: 'warning', messageId: 'cart.noLongerAvailable' });
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ messageId: 'cart.signedOut' }));
    // The new cart is known to be empty (the checkout page shows the empty cart, not a loading state).
    expect(store.getState().cart).toMatchObject({ cartId: 'next-3', cartDetail: { id: 'next-3', items: [], total_quantity: 0 } });
    expect(localStorage.getItem('cart_id')).toBe('next-3');
  });

  it('a checkout reply is stored by the cart and mirrored into checkout once, empty or not (spec §4)', () => {
    const mirrorings = (reply: CartReply) => {
      const actions: UnknownAction[] = [];
      const api = { dispatch: ((action: UnknownAction) => actions.push(action)) as never, getState: (() => ({ cart: { cartId: 'guest-1' } })) as never };
      storeCheckoutCart(api, reply, 'guest-1');
      const types = actions.map((action) => action.type);
      const state = actions.reduce(checkoutReducer, initialCheckoutState);
      const mirrored = actions.filter((action) => checkoutReducer(initialCheckoutState, action) !== initialCheckoutState);
      return { types, state, mirrored: mirrored.length };
    };
    const filled = mirrorings({ ...full, shipping_addresses: [{ ...address, available_shipping_methods: [flat], selected_shipping_method: null }] } as unknown as CartReply);
    expect(filled.types).toEqual(['cart/cartLoaded', 'cart/replyStored']);
    expect(filled.mirrored).toBe(1);
    expect(filled.state).toMatchObject({ checkoutCartId: 'guest-1', shippingMethods: [flat] });

    const empty = mirrorings(cart('guest-2') as unknown as CartReply);
    expect(empty.mirrored).toBe(1);
    expect(empty.state.checkoutCartId).toBe('guest-2');
  });
});

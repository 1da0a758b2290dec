import Cookies from 'js-cookie';
import * as alertBus from '../../../../src/components/alert/alertBus';
import { applyCoupon } from '../../../../src/features/cart/cartCoupons';
import { cartIdSaved, staleCartDetected } from '../../../../src/features/cart/cartSlice';
import { addToCart, clearCart, loadCart, removeCartItem, updateCartItem } from '../../../../src/features/cart/cartThunks';
import { cartProduct, simpleItem } from '../../helpers/cartFixtures';
import { cart, fakeCart } from './fakeCartClient';

const item = simpleItem('7', cartProduct('FAN-1', 'Fan Deck'), 2);
const full = cart('guest-1', { items: [item], total_quantity: 2 });

beforeEach(() => {
  localStorage.clear();
  Cookies.remove('access_token', { path: '/' });
});

describe('loadCart (spec §4 cart flow)', () => {
  it('creates an empty cart and saves its id when none is stored', async () => {
    const { store, names } = fakeCart({ CreateEmptyCart: [{ data: { createEmptyCart: 'new-1' } }] });
    await store.dispatch(loadCart());
    expect(names()).toEqual(['CreateEmptyCart']);
    expect(localStorage.getItem('cart_id')).toBe('new-1');
    expect(store.getState().cart.cartId).toBe('new-1');
  });

  it('fetches the guest cart by the stored id and mirrors a non-empty cart into checkout', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store, calls } = fakeCart({ GetGuestCart: [{ data: { cart: full } }] });
    await store.dispatch(loadCart());
    expect(calls).toEqual([{ name: 'GetGuestCart', variables: { cartId: 'guest-1' } }]);
    expect(store.getState().cart.cartDetail.total_quantity).toBe(2);
    expect(store.getState().checkout.checkoutCartId).toBe('guest-1');
  });

  it('does not mirror an empty cart into checkout', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store } = fakeCart({ GetGuestCart: [{ data: { cart: cart('guest-1') } }] });
    await store.dispatch(loadCart());
    expect(store.getState().checkout.checkoutCartId).toBe('');
  });

  it('fetches the customer cart when an access token exists', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    Cookies.set('access_token', 'tok', { path: '/' });
    const { store, names } = fakeCart({ GetCustomerCart: [{ data: { customerCart: cart('cust-1', { items: [item], total_quantity: 2 }) } }] });
    await store.dispatch(loadCart());
    expect(names()).toEqual(['GetCustomerCart']);
    expect(store.getState().cart.cartId).toBe('cust-1');
    expect(localStorage.getItem('cart_id')).toBe('cust-1');
  });

  it('recovers a stale cart once: cleans the session, creates a cart and retries', async () => {
    localStorage.setItem('cart_id', 'old-1');
    Cookies.set('access_token', 'tok', { path: '/' });
    const { store, names } = fakeCart({
      GetCustomerCart: [{ graphql: 'The request is allowed for logged in customer', category: 'graphql-authorization' }],
      CreateEmptyCart: [{ data: { createEmptyCart: 'new-2' } }],
      GetGuestCart: [{ data: { cart: cart('new-2') } }],
    });
    await store.dispatch(loadCart());
    expect(names()).toEqual(['GetCustomerCart', 'CreateEmptyCart', 'GetGuestCart']);
    expect(Cookies.get('access_token')).toBeUndefined();
    expect(store.getState().cart.cartId).toBe('new-2');
  });

  it('recognises a stale cart by its error category alone (translated message)', async () => {
    localStorage.setItem('cart_id', 'old-1');
    const { store, names } = fakeCart({
      GetGuestCart: [{ graphql: 'Warenkorb nicht gefunden', category: 'graphql-no-such-entity' }, { data: { cart: cart('new-3') } }],
      CreateEmptyCart: [{ data: { createEmptyCart: 'new-3' } }],
    });
    await store.dispatch(loadCart());
    expect(names()).toEqual(['GetGuestCart', 'CreateEmptyCart', 'GetGuestCart']);
    expect(store.getState().cart.cartId).toBe('new-3');
  });

  it('retries only once: a second stale answer is reported, not looped', async () => {
    localStorage.setItem('cart_id', 'old-1');
    const stale = { graphql: 'Could not find a cart with ID "x"', category: 'graphql-no-such-entity' };
    const { store, names, notify } = fakeCart({
      GetGuestCart: [stale, stale],
      CreateEmptyCart: [{ data: { createEmptyCart: 'new-4' } }],
    });
    expect((await store.dispatch(loadCart())).payload).toBe(false);
    expect(names()).toEqual(['GetGuestCart', 'CreateEmptyCart', 'GetGuestCart']);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('a network error keeps the cart as it was and shows the network notification', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store, names, notify } = fakeCart({ GetGuestCart: [{ data: { cart: full } }, { network: true }] });
    await store.dispatch(loadCart());
    await store.dispatch(loadCart());
    expect(names()).toEqual(['GetGuestCart', 'GetGuestCart']);
    expect(store.getState().cart.cartDetail.items).toHaveLength(1);
    expect(localStorage.getItem('cart_id')).toBe('guest-1');
    expect(notify).toHaveBeenCalledWith({ type: 'error', messageId: 'notification.networkError' });
    expect(store.getState().cart.loading).toBe(false);
  });

  it("says 'Unable to create cart' when no cart can be created", async () => {
    const { store, notify } = fakeCart({ CreateEmptyCart: [{ network: true }] });
    expect((await store.dispatch(loadCart())).payload).toBe(false);
    expect(notify).toHaveBeenCalledWith({ type: 'error', messageId: 'cart.createFailed' });
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

describe('cart actions', () => {
  it('addToCart: success notification, the cart, and the popup with the added product', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store, calls, notify } = fakeCart({ AddToCart: [{ data: { addToCart: { cart: full, message: null } } }] });
    expect((await store.dispatch(addToCart([{ sku: 'FAN-1', quantity: 2 }]))).payload).toBe(true);
    expect(calls[0]?.variables).toEqual({ cart_id: 'guest-1', cartItems: [{ sku: 'FAN-1', quantity: 2 }] });
    expect(notify).toHaveBeenCalledWith({ type: 'success', messageId: 'cart.addSuccess' });
    expect(store.getState().cart.cartModalVisible).toBe(true);
    expect(store.getState().cart.previousProduct?.name).toBe('Fan Deck');
  });

  it('addToCart that gets no answer in time: the cart as it was, and the timeout message (spec §8)', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store, notify } = fakeCart({ GetGuestCart: [{ data: { cart: full } }], AddToCart: [{ timeout: true }] });
    await store.dispatch(loadCart());
    expect((await store.dispatch(addToCart([{ sku: 'FAN-2', quantity: 1 }]))).payload).toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ type: 'error', messageId: 'notification.timeout' });
    expect(store.getState().cart.cartDetail.items).toEqual([item]);
    expect(store.getState().cart.cartModalVisible).toBe(false);
    expect(localStorage.getItem('cart_id')).toBe('guest-1');
  });

  it("addToCart: the server's message comes in an alert instead of the notification", async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const alert = vi.spyOn(alertBus, 'showAlert').mockResolvedValue(undefined);
    const { store, notify } = fakeCart({ AddToCart: [{ data: { addToCart: { cart: full, message: 'The fewest you may purchase is 2.' } } }] });
    await store.dispatch(addToCart([{ sku: 'FAN-1', quantity: 1 }]));
    expect(alert).toHaveBeenCalledWith({ message: 'The fewest you may purchase is 2.' });
    expect(notify).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('addToCart on a stale cart: new cart, the add retried and succeeding', async () => {
    localStorage.setItem('cart_id', 'old-1');
    const { store, calls } = fakeCart({
      AddToCart: [{ graphql: "The cart isn't active.", category: 'graphql-no-such-entity' }, { data: { addToCart: { cart: cart('new-5', { items: [item], total_quantity: 2 }), message: null } } }],
      CreateEmptyCart: [{ data: { createEmptyCart: 'new-5' } }],
    });
    expect((await store.dispatch(addToCart([{ sku: 'FAN-1', quantity: 2 }]))).payload).toBe(true);
    expect(calls.map((c) => c.name)).toEqual(['AddToCart', 'CreateEmptyCart', 'AddToCart']);
    expect(calls[2]?.variables).toMatchObject({ cart_id: 'new-5' });
    expect(store.getState().cart.cartDetail.total_quantity).toBe(2);
  });

  it('the start-up cart load and an early add, both finding the cart stale, end up in ONE new cart', async () => {
    localStorage.setItem('cart_id', 'old-1');
    const stale = { graphql: 'Could not find a cart with ID "old-1"', category: 'graphql-no-such-entity' };
    const { store, calls } = fakeCart({
      GetGuestCart: [stale, { data: { cart: cart('new-6') } }],
      AddToCart: [stale, { data: { addToCart: { cart: cart('new-6', { items: [item], total_quantity: 2 }), message: null } } }],
      CreateEmptyCart: [{ data: { createEmptyCart: 'new-6' } }, { data: { createEmptyCart: 'new-7' } }],
    });
    const [loaded, added] = await Promise.all([store.dispatch(loadCart()), store.dispatch(addToCart([{ sku: 'FAN-1', quantity: 2 }]))]);
    expect([loaded.payload, added.payload]).toEqual([true, true]);
    expect(calls.filter((c) => c.name === 'CreateEmptyCart')).toHaveLength(1);
    expect(calls.filter((c) => c.name === 'AddToCart').map((c) => c.variables)).toMatchObject([{ cart_id: 'old-1' }, { cart_id: 'new-6' }]);
    expect(localStorage.getItem('cart_id')).toBe('new-6');
  });

  it('a stale answer arriving after another action replaced the cart retries on that cart, creating none', async () => {
    localStorage.setItem('cart_id', 'old-1');
    const stale = { graphql: 'Could not find a cart with ID "old-1"', category: 'graphql-no-such-entity' };
    const { store, calls } = fakeCart({
      AddToCart: [stale, { data: { addToCart: { cart: cart('new-8', { items: [item], total_quantity: 2 }), message: null } } }],
    });
    // The stored id changes (another tab or action made a new cart) while the add is out.
    const added = store.dispatch(addToCart([{ sku: 'FAN-1', quantity: 2 }]));
    localStorage.setItem('cart_id', 'new-8');
    expect((await added).payload).toBe(true);
    expect(calls.map((c) => c.name)).toEqual(['AddToCart', 'AddToCart']);
    expect(calls[1]?.variables).toMatchObject({ cart_id: 'new-8' });
  });

  it('an add whose answer comes after the cart was replaced (signed out meanwhile) stores nothing and claims nothing', async () => {
    localStorage.setItem('cart_id', 'customer-1');
    let answer = () => undefined as void;
    const after = new Promise<void>((resolve) => { answer = resolve; });
    const { store, notify } = fakeCart({ AddToCart: [{ data: { addToCart: { cart: cart('customer-1', { items: [item], total_quantity: 2 }), message: null } }, after }] });
    const added = store.dispatch(addToCart([{ sku: 'FAN-1', quantity: 2 }]));
    // Meanwhile a sign-out cleans the cart and a new guest cart is made.
    store.dispatch(staleCartDetected());
    store.dispatch(cartIdSaved('guest-5'));
    localStorage.setItem('cart_id', 'guest-5');
    answer();
    expect((await added).payload).toBe(false);
    expect(store.getState().cart).toMatchObject({ cartId: 'guest-5', cartDetail: { items: [], total_quantity: 0 }, cartModalVisible: false, loading: false });
    expect(localStorage.getItem('cart_id')).toBe('guest-5');
    expect(notify).not.toHaveBeenCalled();
  });

  it('addToCart: an unknown product (no-such-entity not naming the cart) is shown, not "recovered"', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store, names, notify } = fakeCart({ AddToCart: [{ graphql: 'Could not find a product with SKU "X"', category: 'graphql-no-such-entity' }] });
    expect((await store.dispatch(addToCart([{ sku: 'X', quantity: 1 }]))).payload).toBe(false);
    expect(names()).toEqual(['AddToCart']);
    expect(notify).toHaveBeenCalledWith({ type: 'warning', message: 'Could not find a product with SKU "X"' });
  });

  it('updateCartItem shows the refusal in an alert and keeps the cart', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const alert = vi.spyOn(alertBus, 'showAlert').mockResolvedValue(undefined);
    const { store, calls } = fakeCart({
      UpdateCartItems: [{ data: { updateCartItems: { cart: full, message: 'Could not update the product with SKU FAN-1: The requested qty is not available' } } }],
    });
    // Resolves false: the quantity editor shows the cart's quantity again.
    expect((await store.dispatch(updateCartItem({ itemId: '7', quantity: 999 }))).payload).toBe(false);
    expect(calls[0]?.variables).toEqual({ cart_id: 'guest-1', cart_item_id: 7, quantity: 999 });
    expect(alert).toHaveBeenCalled();
    expect(store.getState().cart.cartDetail.items[0]?.quantity).toBe(2);
    alert.mockRestore();
  });

  it('updateCartItem resolves true when the server takes the change', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store } = fakeCart({ UpdateCartItems: [{ data: { updateCartItems: { cart: full, message: null } } }] });
    expect((await store.dispatch(updateCartItem({ itemId: '7', quantity: 2 }))).payload).toBe(true);
  });

  it('removeCartItem and clearCart replace the cart; clearing resets checkout', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store } = fakeCart({
      GetGuestCart: [{ data: { cart: full } }],
      RemoveItemFromCart: [{ data: { removeItemFromCart: { cart: cart('guest-1') } } }],
      RemoveCartAllItems: [{ data: { removeCartAllItems: { cart: cart('guest-1') } } }],
    });
    await store.dispatch(loadCart());
    await store.dispatch(removeCartItem(item));
    expect(store.getState().cart.cartDetail.items).toEqual([]);
    await store.dispatch(clearCart());
    expect(store.getState().checkout.checkoutCartId).toBe('');
    expect(store.getState().cart.cartId).toBe('guest-1');
  });

  it("applyCoupon rejects with the server's text, clears loading and keeps the cart", async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store, names } = fakeCart({
      ApplyCouponToCart: [{ graphql: "The coupon code isn't valid. Verify the code and try again.", category: 'graphql-no-such-entity' }],
    });
    await expect(store.dispatch(applyCoupon('BOGUS')).unwrap()).rejects.toMatchObject({
      message: "The coupon code isn't valid. Verify the code and try again.",
    });
    expect(names()).toEqual(['ApplyCouponToCart']);
    expect(store.getState().cart.loading).toBe(false);
  });

  it('staleCartDetected forgets the cart id', () => {
    const { store } = fakeCart({});
    store.dispatch({ type: 'cart/cartIdSaved', payload: 'x' });
    store.dispatch(staleCartDetected());
    expect(store.getState().cart.cartId).toBe('');
  });
});

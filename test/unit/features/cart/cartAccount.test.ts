import Cookies from 'js-cookie';
import { mergeGuestCart, startNewCart } from '../../../../src/features/cart/cartAccount';
import { cartIdSaved } from '../../../../src/features/cart/cartSlice';
import { SAME_AS_UNTICKED_CART } from '../../../../src/lib/storage/storage';
import { cartProduct, simpleItem } from '../../helpers/cartFixtures';
import { cart, fakeCart } from './fakeCartClient';

const item = simpleItem('7', cartProduct('FAN-1', 'Fan Deck'), 2);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  Cookies.set('access_token', 'tok', { path: '/' });
});
afterEach(() => Cookies.remove('access_token', { path: '/' }));

describe('cart at sign-in and sign-out (spec §4)', () => {
  it('merges the guest cart into the customer cart and keeps its items', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store, calls } = fakeCart({ MergeCarts: [{ data: { mergeCarts: cart('cust-1', { items: [item], total_quantity: 2 }) } }] });
    expect((await store.dispatch(mergeGuestCart())).payload).toBe(true);
    expect(calls).toEqual([{ name: 'MergeCarts', variables: { source_cart_id: 'guest-1' } }]);
    expect(store.getState().cart.cartId).toBe('cust-1');
    expect(localStorage.getItem('cart_id')).toBe('cust-1');
    expect(store.getState().cart.cartDetail.total_quantity).toBe(2);
  });

  it("carries the guest cart's unticked 'same as shipping' over to the merged cart; another cart's entry stays", async () => {
    localStorage.setItem('cart_id', 'guest-1');
    sessionStorage.setItem(SAME_AS_UNTICKED_CART, 'guest-1');
    const { store } = fakeCart({ MergeCarts: [{ data: { mergeCarts: cart('cust-1', { items: [item], total_quantity: 2 }) } }] });
    await store.dispatch(mergeGuestCart());
    expect(sessionStorage.getItem(SAME_AS_UNTICKED_CART)).toBe('cust-1');

    // Unticked for a cart this tab no longer has: not the merged cart's choice.
    localStorage.setItem('cart_id', 'guest-2');
    sessionStorage.setItem(SAME_AS_UNTICKED_CART, 'guest-old');
    const second = fakeCart({ MergeCarts: [{ data: { mergeCarts: cart('cust-2', { items: [item], total_quantity: 2 }) } }] });
    await second.store.dispatch(mergeGuestCart());
    expect(sessionStorage.getItem(SAME_AS_UNTICKED_CART)).toBe('guest-old');
  });

  it('leaves the choice alone when the guest cart could not be merged (its items are not in the customer cart)', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    sessionStorage.setItem(SAME_AS_UNTICKED_CART, 'guest-1');
    const { store } = fakeCart({
      MergeCarts: [{ graphql: "The cart isn't active.", category: 'graphql-no-such-entity' }],
      GetCustomerCart: [{ data: { customerCart: cart('cust-2') } }],
    });
    await store.dispatch(mergeGuestCart());
    expect(store.getState().cart.cartId).toBe('cust-2');
    expect(sessionStorage.getItem(SAME_AS_UNTICKED_CART)).toBe('guest-1');
  });

  it('loads the customer cart when the guest cart cannot be merged', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store, names } = fakeCart({
      MergeCarts: [{ graphql: "The cart isn't active.", category: 'graphql-no-such-entity' }],
      GetCustomerCart: [{ data: { customerCart: cart('cust-2') } }],
    });
    await store.dispatch(mergeGuestCart());
    expect(names()).toEqual(['MergeCarts', 'GetCustomerCart']);
    expect(store.getState().cart.cartId).toBe('cust-2');
  });

  it("keeps the customer's cart although a guest cart was made while it loaded; not after a sign-out", async () => {
    let answer = () => undefined as void;
    const after = new Promise<void>((resolve) => { answer = resolve; });
    const { store } = fakeCart({ GetCustomerCart: [{ data: { customerCart: cart('cust-4', { items: [item], total_quantity: 2 }) }, after }] });
    const merged = store.dispatch(mergeGuestCart());
    // A cart load that started before the sign-in made a guest cart meanwhile.
    store.dispatch(cartIdSaved('guest-8'));
    answer();
    expect((await merged).payload).toBe(true);
    expect(store.getState().cart).toMatchObject({ cartId: 'cust-4', cartDetail: { total_quantity: 2 } });

    let answerLate = () => undefined as void;
    const late = new Promise<void>((resolve) => { answerLate = resolve; });
    const second = fakeCart({ GetCustomerCart: [{ data: { customerCart: cart('cust-5', { items: [item], total_quantity: 2 }) }, after: late }] });
    const pending = second.store.dispatch(mergeGuestCart());
    // Signed out while it loaded: the guest keeps the new guest cart.
    Cookies.remove('access_token', { path: '/' });
    second.store.dispatch(cartIdSaved('guest-9'));
    answerLate();
    expect((await pending).payload).toBe(false);
    expect(second.store.getState().cart.cartId).toBe('guest-9');
  });

  it('sign-out starts a new empty cart and forgets the old one', async () => {
    localStorage.setItem('cart_id', 'cust-1');
    Cookies.remove('access_token', { path: '/' });
    const { store } = fakeCart({ CreateEmptyCart: [{ data: { createEmptyCart: 'guest-9' } }] });
    store.dispatch({ type: 'cart/cartIdSaved', payload: 'cust-1' });
    await store.dispatch(startNewCart());
    expect(store.getState().cart.cartId).toBe('guest-9');
    expect(store.getState().cart.cartDetail.items).toEqual([]);
    expect(localStorage.getItem('cart_id')).toBe('guest-9');
  });
});

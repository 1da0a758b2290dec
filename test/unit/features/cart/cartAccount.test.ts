import Cookies from 'js-cookie';
import { mergeGuestCart, startNewCart } from '../../../../src/features/cart/cartAccount';
import { cartProduct, simpleItem } from '../../helpers/cartFixtures';
import { cart, fakeCart } from './fakeCartClient';

const item = simpleItem('7', cartProduct('FAN-1', 'Fan Deck'), 2);

beforeEach(() => {
  localStorage.clear();
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

import { makeStore } from '../../../../src/app/store';
import { signIn, signOut } from '../../../../src/features/account/userThunks';
import { cartLoaded, emptyCartDetail } from '../../../../src/features/cart/cartSlice';
import { addToCart } from '../../../../src/features/cart/cartThunks';
import { listenForConsent, resetConsent } from '../../../../src/lib/analytics/analytics';
import { cartProduct, simpleItem } from '../../helpers/cartFixtures';
import type { AppThunkExtra } from '../../../../src/app/store';
import type { CartItem } from '../../../../src/features/cart/cartTypes';

// The analytics listener reacts to the features' own actions: here dispatched as the thunks would.

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
let stop: () => void = () => undefined;

function bodies(type: string): URLSearchParams[] {
  return (fetchMock.mock.calls as unknown as [string, RequestInit][])
    .filter(([url]) => url === `/segment/collect/${type}`)
    .map(([, init]) => new URLSearchParams(String(init.body)));
}

const item: CartItem = simpleItem('1', cartProduct('FD-PARENT', 'Fan Deck', { id: 77 }), 2, {
  current_product: { sku: 'FD-RED' },
  item_row_name: 'Fan Deck – Red',
  item_row_price: 49,
});

function store() {
  const reduxStore = makeStore({ client: {} } as unknown as AppThunkExtra);
  reduxStore.dispatch(cartLoaded({ ...emptyCartDetail('cart-7'), items: [item], total_quantity: 2 }));
  return reduxStore;
}

beforeEach(() => {
  resetConsent();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  localStorage.clear();
  stop = listenForConsent(window);
  window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: ',C0001,' } }));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('analytics listener (spec §7: addToCart, identify)', () => {
  it('a successful add to cart sends addToCart with the line as the server returned it', async () => {
    const reduxStore = store();
    reduxStore.dispatch(addToCart.fulfilled(true, 'r1', [{ sku: 'FD-RED', parent_sku: 'FD-PARENT', quantity: 2 }]));
    await vi.waitFor(() => expect(bodies('addToCart')).toHaveLength(1));
    const body = bodies('addToCart')[0];
    expect(Object.fromEntries(['product_id', 'sku', 'name', 'price', 'quantity', 'cartId'].map((k) => [k, body?.get(k)]))).toEqual({
      product_id: '77',
      sku: 'FD-RED',
      name: 'Fan Deck – Red',
      price: '49',
      quantity: '2',
      cartId: 'cart-7',
    });
  });

  it('a failed add to cart sends nothing', async () => {
    const reduxStore = store();
    reduxStore.dispatch(addToCart.fulfilled(false, 'r2', [{ sku: 'FD-RED', quantity: 1 }]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a successful sign-in sends identify and stores ajs_user_id; sign-out forgets it', async () => {
    const reduxStore = store();
    reduxStore.dispatch(signIn.fulfilled({ ok: true }, 'r3', { email: 'lena.demo@example.com', password: 'x' }));
    await vi.waitFor(() => expect(bodies('identify')).toHaveLength(1));
    const userId = localStorage.getItem('ajs_user_id');
    expect(userId).toMatch(/^[0-9a-f]{64}$/);
    expect(bodies('identify')[0]?.get('user_id')).toBe(userId);
    reduxStore.dispatch(signOut.fulfilled(undefined, 'r4', () => undefined));
    expect(localStorage.getItem('ajs_user_id')).toBeNull();
  });

  it('a refused sign-in identifies nobody', async () => {
    const reduxStore = store();
    reduxStore.dispatch(signIn.fulfilled({ ok: false, message: 'no' }, 'r5', { email: 'a@example.com', password: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(bodies('identify')).toHaveLength(0);
    expect(localStorage.getItem('ajs_user_id')).toBeNull();
  });
});

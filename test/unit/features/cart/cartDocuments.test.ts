import { addToCart, loadCart } from '../../../../src/features/cart/cartThunks';
import { cartProduct, simpleItem } from '../../helpers/cartFixtures';
import { cart, fakeCart } from './fakeCartClient';
import type * as CartDocuments from '../../../../src/features/cart/cartDocuments';

// The cart documents come in their own chunk (src/features/cart/cartDocuments.ts). Offline, or after
// a deployment removed the old chunk, that load fails: the cart stays as it was and the shopper is told.
const load = vi.hoisted(() => ({ fail: false }));
vi.mock('../../../../src/features/cart/cartDocuments', async (importOriginal) => {
  const actual = await importOriginal<typeof CartDocuments>();
  return {
    ...actual,
    cartDocuments: () => (load.fail ? Promise.reject(new Error('Loading chunk cart-documents failed.')) : actual.cartDocuments()),
    cartExtensionDocuments: () => (load.fail ? Promise.reject(new Error('Loading chunk cart-documents failed.')) : actual.cartExtensionDocuments()),
  };
});

const item = simpleItem('7', cartProduct('FAN-1', 'Fan Deck'), 2);

beforeEach(() => {
  localStorage.clear();
  load.fail = false;
});

describe('cart documents loaded on demand', () => {
  it('a first visit creates its cart without them', async () => {
    load.fail = true;
    const { store, names, notify } = fakeCart({ CreateEmptyCart: [{ data: { createEmptyCart: 'new-1' } }] });
    await store.dispatch(loadCart());
    expect(names()).toEqual(['CreateEmptyCart']);
    expect(store.getState().cart.cartId).toBe('new-1');
    expect(notify).not.toHaveBeenCalled();
  });

  it('when they cannot load, an add keeps the cart as it was and shows the network notification', async () => {
    localStorage.setItem('cart_id', 'guest-1');
    const { store, names, notify } = fakeCart({ GetGuestCart: [{ data: { cart: cart('guest-1', { items: [item], total_quantity: 2 }) } }] });
    await store.dispatch(loadCart());
    load.fail = true;
    const added = await store.dispatch(addToCart([{ sku: 'FAN-2', quantity: 1 }])).unwrap();
    expect(added).toBe(false);
    expect(names()).toEqual(['GetGuestCart']);
    expect(store.getState().cart.cartDetail.total_quantity).toBe(2);
    expect(store.getState().cart.loading).toBe(false);
    expect(notify).toHaveBeenCalledWith({ type: 'error', messageId: 'notification.networkError' });
  });
});

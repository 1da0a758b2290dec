import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/app/store';
import { useAddToCart } from '../../../../src/features/cart/useAddToCart';
import { createApolloClient } from '../../../../src/lib/graphql/client';
import { createFetchMock } from '../../helpers/fetchMock';
import type { AppNotification } from '../../../../src/lib/notify/notifier';
import type { ReactNode } from 'react';

// The cart's thunks are loaded on demand (chunk cart-start). Offline before they ever loaded, the import fails:
// Add to Cart must say so, as the thunk says a call that cannot reach the network, and change nothing.
vi.mock('../../../../src/features/cart/cartThunks', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('Add to Cart when the cart’s code cannot be loaded', () => {
  it('resolves false, shows the network error, sends nothing and leaves the cart as it was', async () => {
    const mock = createFetchMock({});
    const notifications: AppNotification[] = [];
    const client = createApolloClient({ fetch: mock.fetch, notify: () => undefined, getStoreCode: () => 'na_us', getCurrencyCode: () => 'USD', getToken: () => undefined });
    const store = makeStore({ client, notify: (n) => notifications.push(n) });
    const cartBefore = store.getState().cart;
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useAddToCart(), { wrapper });

    let added: boolean | undefined;
    await act(async () => {
      added = await result.current.addToCart([{ sku: 'SCS-A4', quantity: 1 }]);
    });
    expect(added).toBe(false);
    expect(result.current.adding).toBe(false);
    expect(notifications).toEqual([{ type: 'error', messageId: 'notification.networkError' }]);
    expect(mock.requests).toEqual([]);
    expect(store.getState().cart).toEqual(cartBefore);
  });
});

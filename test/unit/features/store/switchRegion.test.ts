import Cookies from 'js-cookie';
import { createInitialAppState, vatValidityChanged } from '../../../../src/app/appSlice';
import { makeStore } from '../../../../src/app/store';
import { initialUserState } from '../../../../src/features/account/userSlice';
import { initialCartState } from '../../../../src/features/cart/cartSlice';
import { initialCheckoutState } from '../../../../src/features/checkout/checkoutSlice';
import { REGION_REDIRECT_DELAY_MS, type RegionChoice, regionTarget, switchRegion } from '../../../../src/features/store/switchRegion';
import { loadPage } from '../../../../src/lib/browser/location';
import { createApolloClient } from '../../../../src/lib/graphql/client';
import * as storage from '../../../../src/lib/storage/storage';
import { createFetchMock } from '../../helpers/fetchMock';
import type { AppDispatch, RootState } from '../../../../src/app/store';
import type { UnknownAction } from '@reduxjs/toolkit';

vi.mock('../../../../src/lib/browser/location', () => ({ loadPage: vi.fn() }));

function setup(state: Partial<RootState>, handlers: Parameters<typeof createFetchMock>[0] = {}) {
  const mock = createFetchMock(handlers);
  const notify = vi.fn();
  const client = createApolloClient({
    fetch: mock.fetch,
    notify,
    getStoreCode: () => 'na_us',
    getCurrencyCode: () => 'USD',
    getToken: storage.getAccessToken,
  });
  return { store: makeStore({ client }, state), client, requests: mock.requests, notify };
}

/**
 * The app's store, and the region switch run with a dispatch that logs each action's type, in one log with the
 * requests sent: which actions the thunk dispatches, and in what order with the sign-out request.
 */
function recordedSwitch(state: Partial<RootState>, choice: RegionChoice) {
  const log: string[] = [];
  const { store, client } = setup(state, {
    RevokeCustomerToken: () => {
      log.push('request RevokeCustomerToken');
      return { data: { revokeCustomerToken: { result: true } } };
    },
  });
  const dispatch = ((action: UnknownAction) => {
    log.push(action.type);
    return store.dispatch(action);
  }) as AppDispatch;
  const done = switchRegion(choice)(dispatch, store.getState, { client });
  return { store, log, done };
}

function seedSession() {
  storage.setStoreCode('na_us');
  storage.setCurrencyCode('USD');
  storage.setAccessToken('tok');
  storage.setCartId('cart-1');
  storage.setAnalyticsUserId('user-1');
  storage.setSegmentSessionId('sess-1');
  storage.setStoreMessageFlag('1');
  window.localStorage.setItem(storage.I18N_REDIRECT_FLAG, '1');
}

const cartWithItems = {
  ...initialCartState,
  cartId: 'cart-1',
  cartDetail: { ...initialCartState.cartDetail, id: 'cart-1', total_quantity: 2 },
};

describe('switchRegion (spec §4 region switch)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
    window.localStorage.clear();
    vi.mocked(loadPage).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs a customer out, clears the cart and every stored key, saves the store and leaves after 300 ms', async () => {
    seedSession();
    const { store, requests, notify } = setup(
      {
        user: { isLogin: true, token: 'tok', email: 'a@b.co', addresses: [], customer: null, loading: false },
        cart: cartWithItems,
      },
      { RevokeCustomerToken: () => ({ data: { revokeCustomerToken: { result: true } } }) },
    );
    store.dispatch(vatValidityChanged(true));

    const done = store.dispatch(switchRegion({ url: '/eu/de', storeCode: 'de_de' }));
    await vi.advanceTimersByTimeAsync(0);

    expect(requests.map((r) => [r.operationName, r.method, r.headers.get('authorization')])).toEqual([
      ['RevokeCustomerToken', 'POST', 'Bearer tok'],
    ]);
    const state = store.getState();
    expect(state.user.isLogin).toBe(false);
    expect(state.app.vatValid).toBeNull();
    expect(state.cart.cartId).toBe('');
    expect(state.cart.cartDetail.total_quantity).toBe(0);
    expect(storage.getAccessToken()).toBeUndefined();
    expect(storage.getCurrencyCode()).toBeUndefined();
    expect(storage.getCartId()).toBeUndefined();
    expect(storage.getAnalyticsUserId()).toBeUndefined();
    expect(storage.getSegmentSessionId()).toBeUndefined();
    expect(window.localStorage.getItem(storage.I18N_REDIRECT_FLAG)).toBeNull();
    expect(storage.getStoreMessageFlag()).toBe('0');
    expect(storage.getStoreCode()).toBe('de_de');

    await vi.advanceTimersByTimeAsync(REGION_REDIRECT_DELAY_MS - 10);
    expect(loadPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(loadPage).toHaveBeenCalledWith(`${window.location.origin}/eu/de`);
    expect((await done).payload).toBe(`${window.location.origin}/eu/de`);
    expect(REGION_REDIRECT_DELAY_MS).toBe(300);
    expect(notify).not.toHaveBeenCalled();
  });

  it('for a guest sends no sign-out, still cleans up, and signs out locally even when revoking fails', async () => {
    seedSession();
    storage.removeAccessToken();
    const guest = setup({ cart: cartWithItems });
    void guest.store.dispatch(switchRegion({ url: '/uk/en', storeCode: 'uk_en' }));
    await vi.advanceTimersByTimeAsync(REGION_REDIRECT_DELAY_MS);
    expect(guest.requests).toHaveLength(0);
    expect(guest.store.getState().cart.cartId).toBe('');
    expect(storage.getStoreCode()).toBe('uk_en');
    expect(loadPage).toHaveBeenCalledWith(`${window.location.origin}/uk/en`);

    storage.setAccessToken('tok');
    const failing = setup(
      { user: { isLogin: true, token: 'tok', email: '', addresses: [], customer: null, loading: false } },
      { RevokeCustomerToken: () => ({ errors: [{ message: 'The current customer isn\'t authorized.' }] }) },
    );
    void failing.store.dispatch(switchRegion({ url: '/hk/tc' }));
    await vi.advanceTimersByTimeAsync(REGION_REDIRECT_DELAY_MS);
    expect(failing.store.getState().user.isLogin).toBe(false);
    expect(storage.getAccessToken()).toBeUndefined();
    // No store code given: none is saved, the next page's startup picks the store from the URL.
    expect(storage.getStoreCode()).toBeUndefined();
    expect(failing.notify).not.toHaveBeenCalled();
  });

  it('announces one event, regionLeft, after the sign-out is sent, and dispatches no other feature\'s action', async () => {
    seedSession();
    const { store, log, done } = recordedSwitch(
      {
        user: { isLogin: true, token: 'tok', email: 'a@b.co', addresses: [], customer: null, loading: false },
        cart: cartWithItems,
        app: { ...createInitialAppState(), vatValid: true },
      },
      { url: '/eu/de', storeCode: 'de_de' },
    );
    await vi.advanceTimersByTimeAsync(REGION_REDIRECT_DELAY_MS);
    await done;

    expect(log).toEqual(['store/switchRegion/pending', 'request RevokeCustomerToken', 'store/regionLeft', 'store/switchRegion/fulfilled']);
    // Each slice reacted on its own to the one event; checkout is left as it was (the next page starts clean).
    const state = store.getState();
    expect(state.user.isLogin).toBe(false);
    expect(state.app.vatValid).toBeNull();
    expect(state.cart.cartId).toBe('');
    expect(state.cart.cartDetail.items).toEqual([]);
    expect(state.checkout).toEqual(initialCheckoutState);
  });

  it('for a guest: the same event without a request, the guest state untouched, the cart emptied', async () => {
    seedSession();
    storage.removeAccessToken();
    const guest = { ...initialUserState, loading: true };
    const { store, log, done } = recordedSwitch({ user: guest, cart: cartWithItems }, { url: '/uk/en' });
    await vi.advanceTimersByTimeAsync(REGION_REDIRECT_DELAY_MS);
    await done;

    expect(log).toEqual(['store/switchRegion/pending', 'store/regionLeft', 'store/switchRegion/fulfilled']);
    expect(store.getState().user).toBe(guest);
    expect(store.getState().cart.cartDetail.total_quantity).toBe(0);
    expect(storage.getCartId()).toBeUndefined();
    expect(loadPage).toHaveBeenCalledWith(`${window.location.origin}/uk/en`);
  });

  it('never follows javascript: or data: URLs, and touches nothing then', async () => {
    seedSession();
    const { store } = setup({ cart: cartWithItems });
    const result = await store.dispatch(switchRegion({ url: 'javascript:alert(1)', storeCode: 'de_de' }));
    await vi.advanceTimersByTimeAsync(REGION_REDIRECT_DELAY_MS);
    expect(result.payload).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
    expect(storage.getCartId()).toBe('cart-1');
    expect(regionTarget('data:text/html,x')).toBeNull();
  });

  it('follows a region only on this site: never another host, however it is spelled', () => {
    const origin = 'https://shop.spectrane.example';
    expect(regionTarget('/eu/de', origin)).toBe(`${origin}/eu/de`);
    expect(regionTarget(`${origin}/uk/en`, origin)).toBe(`${origin}/uk/en`);
    for (const url of ['https://eu.example/de', '//eu.example/de', '/\\eu.example', 'http://shop.spectrane.example/eu/de', '/\t/eu.example',
      `${origin}//eu.example/de`, `${origin}/\\eu.example/`]) {
      expect(regionTarget(url, origin), url).toBeNull();
    }
  });
});

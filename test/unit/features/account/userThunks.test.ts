import Cookies from 'js-cookie';
import { storeSelected, vatValidityChanged } from '../../../../src/app/appSlice';
import { makeStore } from '../../../../src/app/store';
import { sessionExpired, signIn, signOut, startUser } from '../../../../src/features/account/userThunks';
import { cartIdSaved } from '../../../../src/features/cart/cartSlice';
import { createApolloClient } from '../../../../src/lib/graphql/client';
import * as storage from '../../../../src/lib/storage/storage';
import { createFetchMock } from '../../helpers/fetchMock';
import type { StoreCode } from '../../../../src/shared/store/stores';

const CUSTOMER = {
  email: 'lena.demo@example.com',
  firstname: 'Lena',
  lastname: 'Demo',
  default_billing: '3',
  default_shipping: '3',
  wishlist: { id: '7', sharing_code: 'abc' },
};
const customerReply = () => ({ data: { customer: CUSTOMER } });
const recaptchaOff = () => ({ data: { recaptchaFormConfig: { __typename: 'ReCaptchaConfigOutput', is_enabled: false, configurations: null } } });
const authError = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };

function setup(handlers: Parameters<typeof createFetchMock>[0], storeCode: StoreCode = 'de_de') {
  const mock = createFetchMock(handlers);
  const notify = vi.fn();
  const client = createApolloClient({
    fetch: mock.fetch,
    notify: vi.fn(),
    getStoreCode: () => storeCode,
    getCurrencyCode: () => 'EUR',
    getToken: storage.getAccessToken,
  });
  const store = makeStore({ client, notify });
  store.dispatch(storeSelected(storeCode));
  return { store, notify, ...mock };
}

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('startUser (app start)', () => {
  it('does nothing without an access_token cookie', async () => {
    const { store, requests } = setup({});
    await store.dispatch(startUser());
    expect(requests).toHaveLength(0);
    expect(store.getState().user.isLogin).toBe(false);
  });

  it('saves the token, marks login and loads the customer and VAT (EU store)', async () => {
    Cookies.set('access_token', 'tok1');
    const { store, requests } = setup({
      GetCustomerChip: customerReply,
      GetCurrentVat: () => ({ data: { currentVat: { valid: true, vat_number: 'DE123456789', valid_country: 'DE' } } }),
    });
    await store.dispatch(startUser());
    expect(store.getState().user).toMatchObject({ isLogin: true, token: 'tok1', email: CUSTOMER.email, customer: CUSTOMER });
    expect(store.getState().app.vatValid).toBe(true);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok1');
  });

  it('skips the VAT lookup outside the EU stores', async () => {
    Cookies.set('access_token', 'tok1');
    const { store, requests } = setup({ GetCustomerChip: customerReply }, 'na_us');
    await store.dispatch(startUser());
    expect(requests.map((r) => r.operationName)).toEqual(['GetCustomerChip']);
  });

  it('clears the token and resets the user when the customer call fails', async () => {
    Cookies.set('access_token', 'old');
    const { store } = setup({ GetCustomerChip: () => ({ errors: [authError] }) as never });
    await store.dispatch(startUser());
    expect(Cookies.get('access_token')).toBeUndefined();
    expect(store.getState().user).toMatchObject({ isLogin: false, token: '', customer: null });
  });
});

describe('signIn', () => {
  it('saves the token in the cookie and loads the customer', async () => {
    const { store, requests } = setup({
      RecaptchaFormConfig: recaptchaOff,
      GenerateCustomerToken: () => ({ data: { generateCustomerToken: { token: 'new-token' } } }),
      GetCustomerChip: customerReply,
      GetCurrentVat: () => ({ data: { currentVat: null } }),
    });
    const result = await store.dispatch(signIn({ email: CUSTOMER.email, password: 'Spectrane#2024' }));
    expect(result.payload).toEqual({ ok: true });
    expect(Cookies.get('access_token')).toBe('new-token');
    expect(store.getState().user).toMatchObject({ isLogin: true, loading: false, email: CUSTOMER.email });
    const named = (name: string) => requests.find((request) => request.operationName === name);
    expect(named('GetCustomerChip')?.headers.get('Authorization')).toBe('Bearer new-token');
    // The store guards no form: the sign-in goes without a reCAPTCHA token.
    expect(named('GenerateCustomerToken')?.headers.get('X-ReCaptcha')).toBeNull();
  });

  it('returns the server message on a wrong password and stays a guest', async () => {
    const message = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
    const { store } = setup({ RecaptchaFormConfig: recaptchaOff, GenerateCustomerToken: () => ({ errors: [{ message, path: ['generateCustomerToken'] }] }) });
    const result = await store.dispatch(signIn({ email: 'x@example.com', password: 'nope' }));
    expect(result.payload).toEqual({ ok: false, message, refused: false });
    expect(Cookies.get('access_token')).toBeUndefined();
    expect(store.getState().user).toMatchObject({ isLogin: false, loading: false });
  });

  it('marks a request Magento refused before running it (a failed reCAPTCHA check: no path)', async () => {
    const message = 'ReCaptcha validation failed, please try again';
    const { store } = setup({ RecaptchaFormConfig: recaptchaOff, GenerateCustomerToken: () => ({ errors: [{ message, extensions: { category: 'graphql-input' } }] }) });
    const result = await store.dispatch(signIn({ email: 'x@example.com', password: 'Spectrane#2024' }));
    expect(result.payload).toEqual({ ok: false, message, refused: true });
    expect(Cookies.get('access_token')).toBeUndefined();
  });
});

describe('signOut', () => {
  it('runs §4 in order: loading, revoke, clean cart, new cart, message, clear token and VAT, go to login, stop loading', async () => {
    Cookies.set('access_token', 'tok1');
    const { store, notify, requests } = setup({
      RevokeCustomerToken: () => ({ data: { revokeCustomerToken: { result: true } } }),
      CreateEmptyCart: (request) => {
        // The new guest cart is asked for without the revoked customer token.
        expect(request.headers.get('Authorization')).toBeNull();
        return { data: { createEmptyCart: 'guest-cart-2' } };
      },
    });
    store.dispatch(cartIdSaved('cart-1'));
    store.dispatch(vatValidityChanged(true));
    const steps: string[] = [];
    const snapshot = () => `loading=${store.getState().user.loading} cart=${store.getState().cart.cartId || '-'}`;
    // Record state changes only (thunk lifecycle actions change nothing shoppers see).
    let last = snapshot();
    store.subscribe(() => {
      if (snapshot() !== last) steps.push((last = snapshot()));
    });
    notify.mockImplementation(() => steps.push(`notify cookie=${Cookies.get('access_token') ?? '-'}`));
    const goToLogin = vi.fn(() => steps.push(`login vat=${String(store.getState().app.vatValid)}`));
    await store.dispatch(signOut(goToLogin));
    expect(requests[0]?.operationName).toBe('RevokeCustomerToken');
    expect(notify).toHaveBeenCalledWith({ type: 'success', messageId: 'global.signOut' });
    expect(requests.map((r) => r.operationName)).toEqual(['RevokeCustomerToken', 'CreateEmptyCart']);
    expect(steps).toEqual([
      'loading=true cart=cart-1',
      'loading=true cart=-',
      'loading=true cart=guest-cart-2',
      'notify cookie=-',
      'login vat=null',
      'loading=false cart=guest-cart-2',
    ]);
    expect(Cookies.get('access_token')).toBeUndefined();
    expect(store.getState().user.isLogin).toBe(false);
  });

  it('still signs out locally when the revoke call fails', async () => {
    Cookies.set('access_token', 'tok1');
    const { store } = setup({ RevokeCustomerToken: () => new Error('offline') });
    const goToLogin = vi.fn();
    await store.dispatch(signOut(goToLogin));
    expect(goToLogin).toHaveBeenCalled();
    expect(Cookies.get('access_token')).toBeUndefined();
  });
});

describe('sessionExpired', () => {
  it('turns a signed-in shopper into a guest with a fresh guest cart, keeping the store usable', async () => {
    Cookies.set('access_token', 'tok1');
    const { store, requests } = setup({
      GetCustomerChip: customerReply,
      GetCurrentVat: () => ({ data: { currentVat: null } }),
      CreateEmptyCart: () => ({ data: { createEmptyCart: 'guest-cart-3' } }),
    });
    await store.dispatch(startUser());
    store.dispatch(cartIdSaved('customer-cart'));
    await store.dispatch(sessionExpired());
    // No revoke for an expired token: only the new guest cart is asked for.
    expect(requests.slice(2).map((r) => r.operationName)).toEqual(['CreateEmptyCart']);
    expect(Cookies.get('access_token')).toBeUndefined();
    expect(store.getState().user.isLogin).toBe(false);
    expect(store.getState().cart.cartId).toBe('guest-cart-3');
  });
});

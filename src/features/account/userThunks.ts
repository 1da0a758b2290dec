import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createAppAsyncThunk } from '../../app/hooks';
import { getAccessToken, removeAccessToken, setAccessToken } from '../../lib/storage/storage';
import { guardedHeaders } from '../../shared/recaptcha/lazy';
import { storeRulesFrom } from '../../shared/store/storeRules';
import { GENERATE_CUSTOMER_TOKEN, GET_CURRENT_VAT, GET_CUSTOMER_CHIP, REVOKE_CUSTOMER_TOKEN } from './account.gql';
import { cartAfterSignIn, cartAfterSignOut } from './cartSteps';
import { customerLoaded, tokenSaved, userLoadingChanged, userReset, vatValidity, vatValidityLoaded } from './userSlice';


/** Magento's category of an expired, revoked or missing token. */
export function isAuthorizationError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.category === 'graphql-authorization');
}

/** Customer details (and the VAT number in EU stores); a failure clears the token and the user (§4). */
export const loadCustomer = createAppAsyncThunk('user/loadCustomer', async (_: void, { dispatch, getState, extra }) => {
  try {
    // With wish lists off Magento refuses the customer's wish list, and with it the whole customer.
    const withWishlist = storeRulesFrom(getState().app.storeConfig, getState().app.storeCode, '').wishlistEnabled;
    const { data } = await extra.client.query({ query: GET_CUSTOMER_CHIP, variables: { withWishlist }, fetchPolicy: 'no-cache', context: { silent: true } });
    if (!data?.customer) throw new Error('no customer');
    dispatch(customerLoaded(data.customer));
  } catch {
    removeAccessToken();
    dispatch(userReset());
    return false;
  }
  // The capability at the call site: a build for a backend without VAT drops the lookup's document.
  if (__CAPABILITIES__.vat && storeRulesFrom(getState().app.storeConfig, getState().app.storeCode, '').validateVat) {
    try {
      const { data } = await extra.client.query({ query: GET_CURRENT_VAT, fetchPolicy: 'no-cache', context: { silent: true } });
      dispatch(vatValidityLoaded(vatValidity(data?.currentVat)));
    } catch {
      // The VAT notice is optional: an unreachable lookup leaves it unknown.
    }
  }
  return true;
});

/** Spec §4 app start: with an access_token cookie, save the token, mark login, load the customer. */
export const startUser = createAppAsyncThunk('user/start', async (storeConfigLoaded: Promise<unknown> | void, { dispatch }) => {
  const token = getAccessToken();
  if (!token) return false;
  dispatch(tokenSaved(token));
  // The store's rules (wish list, VAT) decide what is asked about the customer.
  await storeConfigLoaded;
  const result = await dispatch(loadCustomer());
  return result.payload === true;
});

/**
 * `refused`: Magento refused the request before running it (a failed reCAPTCHA check: no path), not the credentials.
 * `unconfirmed`: not sent, the form's "I'm not a robot" box is unticked (the box says so).
 */
export type SignInResult = { ok: true } | { ok: false; message: string; refused?: boolean; unconfirmed?: boolean };

/** generateCustomerToken → cookie (1 h, Lax, Secure on https) → customer → merged cart. */
export const signIn = createAppAsyncThunk(
  'user/signIn',
  async ({ email, password }: { email: string; password: string }, { dispatch, extra }): Promise<SignInResult> => {
    dispatch(userLoadingChanged(true));
    try {
      const headers = await guardedHeaders(extra.client, 'CUSTOMER_LOGIN');
      if (!headers) return { ok: false, message: '', unconfirmed: true };
      const { data } = await extra.client.mutate({
        mutation: GENERATE_CUSTOMER_TOKEN,
        variables: { email, password },
        context: { silent: true, headers },
      });
      const token = data?.generateCustomerToken?.token;
      if (!token) return { ok: false, message: '' };
      setAccessToken(token);
      dispatch(tokenSaved(token));
      const loaded = await dispatch(loadCustomer());
      if (loaded.payload !== true) return { ok: false, message: '' };
      await cartAfterSignIn(dispatch);
      return { ok: true };
    } catch (error) {
      // Magento's neutral sign-in message comes from the server; show it as it is.
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      return { ok: false, message: first?.message ?? '', refused: Boolean(first && !first.path) };
    } finally {
      dispatch(userLoadingChanged(false));
    }
  },
);

/**
 * Spec §4 sign-out: loading, revoke (else just clear), clean cart, new cart, 'global.signOut',
 * clear token and VAT, go to login (the caller's navigate), stop loading; the user is reset either way.
 */
export const signOut = createAppAsyncThunk('user/signOut', async (goToLogin: () => void, { dispatch, extra }) => {
  dispatch(userLoadingChanged(true));
  try {
    try {
      await extra.client.mutate({ mutation: REVOKE_CUSTOMER_TOKEN, context: { silent: true } });
    } catch {
      // §8: sign-out failures are swallowed; the token is cleared below either way.
    }
    await cartAfterSignOut(dispatch);
    extra.notify?.({ type: 'success', messageId: 'global.signOut' });
    removeAccessToken();
    dispatch(vatValidityLoaded(null));
    goToLogin();
  } finally {
    // Customer data must not outlive the session in Apollo's cache either.
    await extra.client.clearStore().catch(() => undefined);
    dispatch(userReset());
  }
});

/** A request found the token expired or revoked mid-session: become a guest quietly, keep the cart path working. */
export const sessionExpired = createAppAsyncThunk('user/sessionExpired', async (_: void, { dispatch, getState, extra }) => {
  if (!getState().user.isLogin) return;
  removeAccessToken();
  dispatch(vatValidityLoaded(null));
  dispatch(userReset());
  await cartAfterSignOut(dispatch);
  await extra.client.clearStore().catch(() => undefined);
});

import { networkErrorMessage } from '../../lib/graphql/requestTimeout';
import { getAccessToken, getCartId, removeAccessToken, removeCartId, setCartId } from '../../lib/storage/storage';
import { CREATE_EMPTY_CART } from './cartCreate.gql';
import { CartError, toCartError } from './cartErrors';
import { cartIdSaved, staleCartDetected } from './cartSlice';
import type { AppDispatch, AppThunkExtra, RootState } from '../../app/store';
import type { AppNotification } from '../../lib/notify/notifier';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';

// The cart's session plumbing (spec §4, §8): every call goes through `cartCall` (no cache,
// errorPolicy 'all', errors classified) and every action through `withCartRecovery`, which
// replaces a stale cart once and retries.

export type Client = AppThunkExtra['client'];

export interface CartThunkApi {
  dispatch: AppDispatch;
  getState: () => RootState;
  extra: AppThunkExtra;
}

/** Cart calls silence the error link (a stale cart is recovered, not announced): the cart notifies. */
export function cartNotify(api: CartThunkApi, notification: AppNotification): void {
  api.extra.notify?.(notification);
}

/** One cart call. Throws a CartError; `isFetch` marks the cart reads (see isStaleError). */
export async function cartCall<TData, TVars extends OperationVariables>(
  client: Client,
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  cartId: string,
  kind: 'query' | 'mutation' = 'mutation',
  headers?: Record<string, string>,
): Promise<TData> {
  const common = { variables, errorPolicy: 'all' as const, context: { silent: true, ...(headers ? { headers } : {}) } };
  let result: { data?: TData | undefined; error?: unknown };
  try {
    result = kind === 'query'
      ? await client.query<TData, TVars>({ query: document, fetchPolicy: 'no-cache', ...common } as never)
      : await client.mutate<TData, TVars>({ mutation: document, fetchPolicy: 'no-cache', ...common } as never);
  } catch (error) {
    throw toCartError(error, cartId, kind === 'query');
  }
  if (result.error) throw toCartError(result.error, cartId, kind === 'query');
  if (!result.data) throw new CartError('server', 'No data');
  return result.data;
}

/** The cart creation in flight, per store (its thunk extra): concurrent calls share it. */
const creating = new WeakMap<AppThunkExtra, Promise<string>>();

/**
 * Creates an empty cart and remembers its id; 'Unable to create cart' when that fails. Calls made
 * while one creation is in flight get its cart: two actions finding the same stale cart (the cart
 * load at start-up and an early Add to Cart, say) end up in ONE new cart, not each in its own.
 */
export function createCart(api: CartThunkApi): Promise<string> {
  const pending = creating.get(api.extra);
  if (pending) return pending;
  const created = createOne(api).finally(() => creating.delete(api.extra));
  creating.set(api.extra, created);
  return created;
}

async function createOne(api: CartThunkApi): Promise<string> {
  const { dispatch, extra } = api;
  try {
    const data = await cartCall(extra.client, CREATE_EMPTY_CART, {}, '');
    if (!data.createEmptyCart) throw new CartError('server', 'No cart id');
    setCartId(data.createEmptyCart);
    dispatch(cartIdSaved(data.createEmptyCart));
    return data.createEmptyCart;
  } catch (error) {
    cartNotify(api, { type: 'error', messageId: 'cart.createFailed' });
    throw new CartError('create', error instanceof Error ? error.message : String(error));
  }
}

/** The cart the shopper has now: the state's id or the stored one ('' for none yet). */
export function cartIdNow(api: Pick<CartThunkApi, 'getState'>): string {
  return api.getState().cart.cartId || getCartId() || '';
}

/**
 * Whether a reply for cart `replyId`, to a call sent while the shopper had cart `sentFor`, comes too late: the
 * cart was replaced meanwhile (signed out, a stale cart recovered, a region left). A reply for the cart the
 * shopper has now is never too late (a merge at sign-in answers with the customer's cart, say).
 */
export function replacedSince(api: Pick<CartThunkApi, 'getState'>, sentFor: string, replyId: string): boolean {
  const now = cartIdNow(api);
  return now !== sentFor && now !== replyId;
}

/** The id the next call uses: the state's, the stored one, or a new cart. */
export async function currentCartId(api: CartThunkApi): Promise<string> {
  const known = cartIdNow(api);
  if (known) return known;
  return createCart(api);
}

/**
 * Spec §8: forget the cart and the customer session; the user slice signs out and checkout resets on
 * staleCartDetected. A signed-in shopper is told why (their customer cart waits for the next sign-in).
 */
export function cleanSession(api: CartThunkApi): void {
  const signedIn = api.getState().user.isLogin;
  removeCartId();
  if (getAccessToken()) removeAccessToken();
  api.dispatch(staleCartDetected());
  if (signedIn) cartNotify(api, { type: 'warning', messageId: 'cart.signedOut' });
}

/**
 * Runs `work` with the cart id; a stale cart cleans the session, gets a new cart (or the one another
 * action has just made in its place) and is retried ONCE.
 */
export async function withCartRecovery<T>(api: CartThunkApi, work: (cartId: string) => Promise<T>): Promise<T> {
  const cartId = await currentCartId(api);
  try {
    return await work(cartId);
  } catch (error) {
    if (!(error instanceof CartError) || error.kind !== 'stale') throw error;
    // Another action already replaced this stale cart while this call was out: use its cart.
    const replaced = cartIdNow(api);
    if (replaced && replaced !== cartId) return work(replaced);
    cleanSession(api);
    const fresh = await createCart(api);
    return work(fresh);
  }
}

/** What every cart thunk does with a failure it does not handle itself (spec §8). */
export function reportCartFailure(api: CartThunkApi, error: unknown): string {
  if (error instanceof CartError && error.kind === 'server') {
    cartNotify(api, { type: 'warning', message: error.message });
    return error.message;
  }
  if (error instanceof CartError && (error.kind === 'create' || error.kind === 'replaced')) return error.message;
  // Timed out, aborted or unreachable: the spec's words for each (§8); the cart is left as it was.
  cartNotify(api, { type: 'error', messageId: networkErrorMessage(error instanceof CartError ? error.cause : error) });
  return error instanceof Error ? error.message : String(error);
}

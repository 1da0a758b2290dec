import { makeStore } from '../../../src/app/store';
import { sessionExpired, signIn, signOut } from '../../../src/features/account/userThunks';
import { addToCart } from '../../../src/features/cart/cartThunks';
import * as events from '../../../src/lib/analytics/events';
import { createApolloClient } from '../../../src/lib/graphql/client';

// The listener matches the thunks' actions by their type prefixes, without importing the thunks (so that their code
// stays out of the entry): these dispatch the real thunks' actions, so a renamed prefix fails here.

const makeTestStore = () =>
  makeStore({ client: createApolloClient({ notify: () => undefined, getStoreCode: () => 'na_us', getCurrencyCode: () => 'USD', getToken: () => undefined }) });

beforeEach(() => {
  vi.spyOn(events, 'trackAddToCart').mockResolvedValue(true);
  vi.spyOn(events, 'identify').mockResolvedValue(true);
  vi.spyOn(events, 'forgetAnalyticsUser').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('analytics from the store (spec §7)', () => {
  it('sends addToCart for each line of a successful add, and nothing for a failed one', () => {
    const store = makeTestStore();
    store.dispatch(addToCart.fulfilled(false, 'r1', [{ sku: 'SCS-A4', quantity: 1 }]));
    store.dispatch(addToCart.rejected(new Error('offline'), 'r2', [{ sku: 'SCS-A4', quantity: 1 }]));
    expect(events.trackAddToCart).not.toHaveBeenCalled();
    store.dispatch(addToCart.fulfilled(true, 'r3', [{ sku: 'SCS-A4', quantity: 2 }, { sku: 'SFD-CORE', quantity: 1 }]));
    expect(events.trackAddToCart).toHaveBeenCalledTimes(2);
    expect(events.trackAddToCart).toHaveBeenCalledWith(expect.objectContaining({ sku: 'SCS-A4', quantity: 2 }));
    expect(events.trackAddToCart).toHaveBeenCalledWith(expect.objectContaining({ sku: 'SFD-CORE', quantity: 1 }));
  });

  it('identifies the shopper after a sign-in that worked, and forgets them on sign-out and on an expired session', async () => {
    const store = makeTestStore();
    store.dispatch(signIn.fulfilled({ ok: false, message: 'Wrong password' }, 'r1', { email: 'ada@example.com', password: 'x' }));
    store.dispatch(signIn.fulfilled({ ok: true }, 'r2', { email: 'ada@example.com', password: 'x' }));
    await vi.waitFor(() => expect(events.identify).toHaveBeenCalledTimes(1));
    expect(events.identify).toHaveBeenCalledWith('ada@example.com');

    expect(events.forgetAnalyticsUser).not.toHaveBeenCalled();
    store.dispatch(signOut.fulfilled(undefined, 'r3', () => undefined));
    expect(events.forgetAnalyticsUser).toHaveBeenCalledTimes(1);
    store.dispatch(sessionExpired.fulfilled(undefined, 'r4'));
    expect(events.forgetAnalyticsUser).toHaveBeenCalledTimes(2);
  });
});

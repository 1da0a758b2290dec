import { add, applyCoupon, type CartData, CART_FIELDS, createCart, getCart, uid } from './cartHelpers';
import { registerCustomer } from './customerHelpers';
import { graphqlPost, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const MERGE = `mutation Merge($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ${CART_FIELDS} }
}`;

describe('mergeCarts (a guest cart into the customer cart on sign-in)', () => {
  let server: RunningServer;
  const merge = (token: string | undefined, source: string, destination?: string) =>
    graphqlPost<{ mergeCarts: CartData }>(server.url, MERGE, { store: 'na_us', token, variables: { source, destination } });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('adds up equal lines within stock, moves the others, brings the coupon along and retires the guest cart', async () => {
    const customer = await registerCustomer(server.url);
    const options = { token: customer.token };
    const customerCart = await createCart(server.url, options);
    const pocket = { sku: 'SFD-POCKET', selected_options: [uid('custom-option/9/13')] };
    await add(server.url, customerCart, [{ sku: 'SACC-LOUPE', quantity: 2 }, { ...pocket, quantity: 2 }], options);

    const guestCart = await createCart(server.url);
    await add(server.url, guestCart, [{ sku: 'SACC-LOUPE', quantity: 1 }, { ...pocket, quantity: 2 }, { sku: 'SACC-SLEEVE', quantity: 3 }]);
    await applyCoupon(server.url, guestCart, 'SPECTRUM10');

    const { body } = await merge(customer.token, guestCart);
    expect(body.errors).toBeUndefined();
    const merged = body.data?.mergeCarts;
    expect(merged?.id).toBe(customerCart);
    // Only 3 pocket decks exist: the customer's 2 stay, the guest's 2 are dropped (Magento's CartQuantityValidator).
    expect(merged?.items.map((i) => [i.product.sku, i.quantity])).toEqual([['SACC-LOUPE', 3], ['SFD-POCKET', 2], ['SACC-SLEEVE', 3]]);
    expect(merged?.applied_coupons).toEqual([{ code: 'SPECTRUM10' }]);
    expect(merged).toMatchObject({ customer_group_id: 1, email: customer.email });
    expect((await getCart(server.url, guestCart)).body.errors?.[0]).toMatchObject({ message: "The cart isn't active." });
  });

  it('creates the customer cart when there is none, or merges into the destination given', async () => {
    const customer = await registerCustomer(server.url);
    const guestCart = await createCart(server.url);
    await add(server.url, guestCart, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    const created = (await merge(customer.token, guestCart)).body.data?.mergeCarts;
    expect(created?.items.map((i) => [i.product.sku, i.quantity])).toEqual([['SACC-LOUPE', 1]]);
    const second = await createCart(server.url);
    await add(server.url, second, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    const explicit = (await merge(customer.token, second, created?.id)).body.data?.mergeCarts;
    expect(explicit?.items.map((i) => [i.product.sku, i.quantity])).toEqual([['SACC-LOUPE', 2]]);
  });

  it('is refused for guests, for customer carts as the source, and for empty arguments', async () => {
    const [alice, bob] = await Promise.all([registerCustomer(server.url), registerCustomer(server.url)]);
    const guestCart = await createCart(server.url);
    const asGuest = await merge(undefined, guestCart);
    expect(asGuest.status).toBe(403);
    expect(asGuest.body.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });

    const bobCart = await createCart(server.url, { token: bob.token });
    expect((await merge(alice.token, bobCart)).body.errors?.[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${bobCart}"`, extensions: { category: 'graphql-authorization' },
    });
    expect((await merge(alice.token, guestCart, bobCart)).body.errors?.[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${bobCart}"`, extensions: { category: 'graphql-authorization' },
    });
    expect((await merge(alice.token, '')).body.errors?.[0])
      .toMatchObject({ message: 'Required parameter "source_cart_id" is missing', extensions: { category: 'graphql-input' } });
    expect((await merge(alice.token, guestCart, '')).body.errors?.[0])
      .toMatchObject({ message: 'The parameter "destination_cart_id" cannot be empty', extensions: { category: 'graphql-input' } });
    // Nothing was merged: the guest cart is still active.
    expect((await getCart(server.url, guestCart)).body.errors).toBeUndefined();
  });
});

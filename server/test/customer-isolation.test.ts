import { tokenHash } from '../src/repositories/customer/tokens';
import { type CustomerServer, firstError, regionOf, registerCustomer, roxanne, startCustomerServer, tokenFor } from './customerHelpers';
import { graphqlGet, graphqlPost } from './helpers';

const ADDRESS = `mutation AddAddress($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id city } }`;
const UPDATE_ADDRESS = 'mutation EditAddress($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { id city } }';
const DELETE_ADDRESS = 'mutation DeleteAddress($id: Int!) { deleteCustomerAddress(id: $id) }';
const MINE = `query Mine { customer {
  email addresses { id city }
  orders(scope: GLOBAL) { total_count items { number } }
  wishlists { id items_v2 { items { id quantity } } }
} }`;
const ORDERS_BY_NUMBER = 'query Find($n: String) { customer { orders(filter: { number: { eq: $n } }) { total_count items { number } } } }';
const ADD = `mutation Add($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { message } wishlist { id items_count } }
}`;
const UPDATE_ITEM = `mutation Update($id: ID!, $items: [WishlistItemUpdateInput!]!) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { message } wishlist { items_count } }
}`;
const CUSTOMER_CART = 'query CustomerCart { customerCart { id total_quantity items { uid quantity product { sku } } } }';
const CART = 'query Cart($id: String!) { cart(cart_id: $id) { id total_quantity } }';
const ADD_TO_CART = `mutation AddToCart($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { cart { total_quantity } user_errors { message } }
}`;
const UPDATE_CART_ITEM = `mutation UpdateCart($id: String!, $items: [CartItemUpdateInput!]!) {
  updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { total_quantity } }
}`;
const REMOVE_ITEM = `mutation Remove($id: ID!, $ids: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { user_errors { message } wishlist { items_count } }
}`;

interface Mine {
  customer: {
    email: string;
    addresses: Array<{ id: number; city: string }>;
    orders: { total_count: number; items: Array<{ number: string }> };
    wishlists: Array<{ id: string; items_v2: { items: Array<{ id: string; quantity: number }> } }>;
  };
}

const forbidden = "The current customer isn't authorized.";

/** Customer A holds a token; everything below tries to reach customer B's data with it. */
describe('cross-customer isolation', () => {
  let env: CustomerServer;
  let a: string;
  let b: string;
  let bAddress: number;
  let bWishlist: string;
  let bItem: string;
  beforeAll(async () => {
    env = await startCustomerServer();
    a = (await registerCustomer(env.server.url)).token;
    b = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    const created = await graphqlPost<{ createCustomerAddress: { id: number } }>(env.server.url, ADDRESS, {
      store: 'na_us', token: b, variables: { input: {
        firstname: 'Roxanne', lastname: 'Demo', street: ['1 Private Lane'], city: 'Secretville', postcode: '10001',
        country_code: 'US', telephone: '555', region: regionOf(env.db, 'US', 'NY'),
      } },
    });
    bAddress = created.body.data?.createCustomerAddress.id ?? 0;
    const added = await graphqlPost<{ addProductsToWishlist: { wishlist: { id: string } } }>(env.server.url, ADD, {
      store: 'na_us', token: b, variables: { id: '0', items: [{ sku: 'SFD-POCKET', quantity: 2 }] },
    });
    bWishlist = added.body.data?.addProductsToWishlist.wishlist.id ?? '';
    const bView = await graphqlGet<Mine>(env.server.url, MINE, { store: 'na_us', token: b });
    bItem = bView.body.data?.customer.wishlists[0]?.items_v2.items[0]?.id ?? '';
    expect([bAddress, bWishlist, bItem].every(Boolean)).toBe(true);
  });
  afterAll(async () => { await env.close(); });

  const asA = (query: string, variables: Record<string, unknown> = {}) => graphqlPost(env.server.url, query, { store: 'na_us', token: a, variables });
  const bState = async (): Promise<Mine['customer'] | undefined> =>
    (await graphqlGet<Mine>(env.server.url, MINE, { store: 'na_us', token: b })).body.data?.customer;

  it('shows A only A\'s own account, addresses, orders and wish list', async () => {
    const { body } = await graphqlGet<Mine>(env.server.url, MINE, { store: 'na_us', token: a });
    const mine = body.data?.customer;
    expect(mine?.email).not.toBe(roxanne.email);
    expect(mine?.addresses).toEqual([]);
    expect(mine?.orders).toEqual({ total_count: 0, items: [] });
    expect(mine?.wishlists[0]?.id).not.toBe(bWishlist);
    expect(mine?.wishlists[0]?.items_v2.items).toEqual([]);
  });

  it('does not let A read or change B\'s address', async () => {
    const update = await asA(UPDATE_ADDRESS, { id: bAddress, input: { city: 'Hacked' } });
    expect(update.status).toBe(403);
    expect(firstError(update.body)).toEqual({
      message: `Current customer does not have permission to address with ID "${bAddress}"`, category: 'graphql-authorization',
    });
    const remove = await asA(DELETE_ADDRESS, { id: bAddress });
    expect(remove.status).toBe(403);
    expect((await bState())?.addresses.find((address) => address.id === bAddress)?.city).toBe('Secretville');
  });

  it('does not let A find B\'s orders, not even by number', async () => {
    const { body } = await graphqlGet(env.server.url, ORDERS_BY_NUMBER, { store: 'na_us', token: a, variables: { n: '000000001' } });
    expect(body.data).toEqual({ customer: { orders: { total_count: 0, items: [] } } });
    expect((await bState())?.orders.total_count).toBe(2);
  });

  it('does not let A add to, update or remove from B\'s wish list', async () => {
    for (const [query, variables] of [
      [ADD, { id: bWishlist, items: [{ sku: 'SFD-CORE-C', quantity: 1 }] }],
      [REMOVE_ITEM, { id: bWishlist, ids: [bItem] }],
    ] as const) {
      // Magento's answer to another customer's list, as to an unknown one (ClearWishlistTest::testClearWishlistForAnotherCustomer).
      const { status, body } = await asA(query, variables);
      expect(status).toBe(200);
      expect(firstError(body)).toEqual({ message: 'The wishlist was not found.', category: 'graphql-input' });
    }
    // B's item named on A's own list: Magento's user error (DeleteProductsFromWishlistTest::testUnauthorizedWishlistItemDelete).
    for (const [query, variables, key] of [
      [UPDATE_ITEM, { id: '0', items: [{ wishlist_item_id: bItem, quantity: 99 }] }, 'updateProductsInWishlist'],
      [REMOVE_ITEM, { id: '0', ids: [bItem] }, 'removeProductsFromWishlist'],
    ] as const) {
      const { status, body } = await asA(query, variables);
      expect(status).toBe(200);
      expect((body.data as Record<string, { user_errors: unknown }> | undefined)?.[key]?.user_errors)
        .toEqual([{ message: `The wishlist item with ID "${bItem}" does not belong to the wishlist` }]);
    }
    expect((await bState())?.wishlists[0]?.items_v2.items).toEqual([{ id: bItem, quantity: 2 }]);
  });

  it('does not let A read, add to or change B\'s cart', async () => {
    type CustomerCart = { customerCart: { id: string; total_quantity: number; items: Array<{ uid: string; quantity: number; product: { sku: string } }> } };
    const added = await graphqlPost<{ addProductsToCart: { cart: { total_quantity: number } } }>(env.server.url, ADD_TO_CART, {
      store: 'na_us', token: b,
      variables: { id: (await graphqlGet<CustomerCart>(env.server.url, CUSTOMER_CART, { store: 'na_us', token: b })).body.data?.customerCart.id,
        items: [{ sku: 'SACC-SLEEVE', quantity: 1 }] },
    });
    expect(added.body.errors).toBeUndefined();
    const bCart = (await graphqlGet<CustomerCart>(env.server.url, CUSTOMER_CART, { store: 'na_us', token: b })).body.data?.customerCart;
    const bCartId = bCart?.id ?? '';
    const bLine = bCart?.items[0]?.uid ?? '';
    expect(bCartId).toMatch(/^[A-Za-z0-9]{32}$/);
    const denied = { message: `The current user cannot perform operations on cart "${bCartId}"`, category: 'graphql-authorization' };
    const read = await graphqlGet(env.server.url, CART, { store: 'na_us', token: a, variables: { id: bCartId } });
    expect(read.status).toBe(403);
    expect(firstError(read.body)).toEqual(denied);
    const add = await asA(ADD_TO_CART, { id: bCartId, items: [{ sku: 'SACC-LOUPE', quantity: 1 }] });
    expect(firstError(add.body)).toEqual(denied);
    const change = await asA(UPDATE_CART_ITEM, { id: bCartId, items: [{ cart_item_uid: bLine, quantity: 50 }] });
    expect(firstError(change.body)).toEqual(denied);
    // A's own customer cart is a different one, and B's is unchanged.
    const aCart = (await graphqlGet<CustomerCart>(env.server.url, CUSTOMER_CART, { store: 'na_us', token: a })).body.data?.customerCart;
    expect(aCart?.id).not.toBe(bCartId);
    expect(aCart?.items).toEqual([]);
    const after = (await graphqlGet<CustomerCart>(env.server.url, CUSTOMER_CART, { store: 'na_us', token: b })).body.data?.customerCart;
    expect(after?.items.map((item) => [item.product.sku, item.quantity])).toEqual(bCart?.items.map((item) => [item.product.sku, item.quantity]));
  });

  it('refuses B\'s data and changes once B\'s tokens are revoked', async () => {
    const second = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    await graphqlPost(env.server.url, 'mutation { revokeCustomerToken { result } }', { store: 'na_us', token: second });
    const revoked = await graphqlGet(env.server.url, MINE, { store: 'na_us', token: b });
    expect(revoked.status).toBe(403);
    expect(firstError(revoked.body)).toEqual({ message: forbidden, category: 'graphql-authorization' });
    const edit = await graphqlPost(env.server.url, UPDATE_ADDRESS, { store: 'na_us', token: b, variables: { id: bAddress, input: { city: 'X' } } });
    expect(firstError(edit.body).message).toBe(forbidden);
  });
});

/** A token past its one-hour lifetime (expiry moved into the past in the database) reaches nothing of its customer. */
describe('expired and revoked tokens', () => {
  let env: CustomerServer;
  beforeAll(async () => { env = await startCustomerServer(); });
  afterAll(async () => { await env.close(); });

  const expire = (token: string): void => {
    env.db.prepare('UPDATE customer_tokens SET expires_at = ? WHERE token = ?').run(new Date(Date.now() - 1000).toISOString(), tokenHash(token));
  };

  it.each(['expired', 'revoked'] as const)('refuses the %s token for addresses, orders, wish list, cart and downloads', async (how) => {
    const live = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    const cartId = (await graphqlGet<{ customerCart: { id: string } }>(env.server.url, CUSTOMER_CART, { store: 'na_us', token: live }))
      .body.data?.customerCart.id ?? '';
    const dead = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    const addressId = (await graphqlGet<Mine>(env.server.url, MINE, { store: 'na_us', token: dead })).body.data?.customer.addresses[0]?.id ?? 0;
    expect(addressId).toBeGreaterThan(0);
    if (how === 'expired') expire(dead);
    else await graphqlPost(env.server.url, 'mutation { revokeCustomerToken { result } }', { store: 'na_us', token: dead });

    const refusedCustomer = { message: "The current customer isn't authorized.", category: 'graphql-authorization' };
    for (const [query, message] of <Array<[string, string]>>[
      [MINE, refusedCustomer.message],
      ['query Downloads { customerDownloadableProducts { items { download_url } } }', refusedCustomer.message],
      // Magento's customerCart wording for a guest.
      [CUSTOMER_CART, 'The request is allowed for logged in customer'],
    ]) {
      const { status, body } = await graphqlGet(env.server.url, query, { store: 'na_us', token: dead });
      expect(status).toBe(403);
      expect(firstError(body)).toEqual({ message, category: 'graphql-authorization' });
    }
    const edit = await graphqlPost(env.server.url, UPDATE_ADDRESS, { store: 'na_us', token: dead, variables: { id: addressId, input: { city: 'Gone' } } });
    expect(firstError(edit.body)).toEqual(refusedCustomer);
    const wish = await graphqlPost(env.server.url, ADD, { store: 'na_us', token: dead, variables: { id: '0', items: [{ sku: 'SFD-CORE-C', quantity: 1 }] } });
    expect(wish.status).toBe(403);
    const cart = await graphqlGet(env.server.url, CART, { store: 'na_us', token: dead, variables: { id: cartId } });
    expect(firstError(cart.body)).toEqual({ message: `The current user cannot perform operations on cart "${cartId}"`, category: 'graphql-authorization' });
    const addToCart = await graphqlPost(env.server.url, ADD_TO_CART, { store: 'na_us', token: dead, variables: { id: cartId, items: [{ sku: 'SACC-LOUPE', quantity: 1 }] } });
    expect(firstError(addToCart.body).category).toBe('graphql-authorization');

    // Nothing changed, as a fresh sign-in shows.
    const fresh = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    const state = (await graphqlGet<Mine>(env.server.url, MINE, { store: 'na_us', token: fresh })).body.data?.customer;
    expect(state?.addresses.find((address) => address.id === addressId)?.city).not.toBe('Gone');
    expect(state?.wishlists[0]?.items_v2.items).toEqual([]);
  });
});

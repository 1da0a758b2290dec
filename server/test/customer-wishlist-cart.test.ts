import { type CustomerServer, firstError, registerCustomer, roxanne, startCustomerServer, tokenFor } from './customerHelpers';
import { graphqlGet, graphqlPost } from './helpers';

const ADD = `mutation Add($items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: "0", wishlistItems: $items) { user_errors { message } wishlist { id items_v2 { items { id product { sku } } } } }
}`;
const TO_CART = `mutation ToCart($id: ID!, $ids: [ID!]) {
  addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
    status add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId }
    wishlist { items_count items_v2 { items { product { sku } } } }
  }
}`;
const CART = 'query MyCart { customerCart { items { quantity product { sku } } } }';

interface Added { addProductsToWishlist: { wishlist: { id: string; items_v2: { items: Array<{ id: string; product: { sku: string } }> } } } }

describe('addWishlistItemsToCart', () => {
  let env: CustomerServer;
  beforeAll(async () => { env = await startCustomerServer(); });
  afterAll(async () => { await env.close(); });

  it('moves what can be bought into the customer cart and keeps, with a user error, what lacks required options or stock', async () => {
    const { token } = await registerCustomer(env.server.url);
    const added = await graphqlPost<Added>(env.server.url, ADD, { store: 'na_us', token, variables: { items: [
      { sku: 'SACC-GLOVES', quantity: 2 }, { sku: 'SFD-POCKET', quantity: 1 }, { sku: 'SFD-ARCH', quantity: 1 },
    ] } });
    const list = added.body.data?.addProductsToWishlist.wishlist;
    const idOf = (sku: string): string => list?.items_v2.items.find((item) => item.product.sku === sku)?.id ?? '';
    const { body } = await graphqlPost<{ addWishlistItemsToCart: Record<string, unknown> }>(env.server.url, TO_CART, {
      store: 'na_us', token, variables: { id: list?.id },
    });
    const result = body.data?.addWishlistItemsToCart;
    expect(result?.status).toBe(false);
    expect(result?.add_wishlist_items_to_cart_user_errors).toEqual([
      { code: 'UNDEFINED', message: "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
        wishlistId: list?.id, wishlistItemId: idOf('SFD-POCKET') },
      { code: expect.stringMatching(/^(NOT_SALABLE|INSUFFICIENT_STOCK)$/), message: expect.any(String), wishlistId: list?.id, wishlistItemId: idOf('SFD-ARCH') },
    ]);
    expect(result?.wishlist).toEqual({ items_count: 2, items_v2: { items: [{ product: { sku: 'SFD-POCKET' } }, { product: { sku: 'SFD-ARCH' } }] } });
    const cart = await graphqlGet<{ customerCart: { items: Array<{ quantity: number; product: { sku: string } }> } }>(env.server.url, CART, { store: 'na_us', token });
    expect(cart.body.data?.customerCart.items).toEqual([{ quantity: 2, product: { sku: 'SACC-GLOVES' } }]);
  });

  it('refuses another customer\'s wish list and items as Magento does: not found, nothing moved', async () => {
    const owner = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    const added = await graphqlPost<Added>(env.server.url, ADD, { store: 'na_us', token: owner, variables: { items: [{ sku: 'SACC-GLOVES', quantity: 2 }] } });
    const ownerList = added.body.data?.addProductsToWishlist.wishlist;
    const item = ownerList?.items_v2.items[0]?.id;
    const intruder = await registerCustomer(env.server.url);
    const lists = await graphqlGet<{ customer: { wishlists: Array<{ id: string }> } }>(env.server.url, 'query { customer { wishlists { id } } }', { store: 'na_us', token: intruder.token });
    const intruderList = lists.body.data?.customer.wishlists[0]?.id;
    expect(intruderList).toBeTruthy();
    expect(intruderList).not.toBe(ownerList?.id);
    for (const [variables, message] of [
      // The owner's list (AddWishlistItemsToCart: another customer's list is not found).
      [{ id: ownerList?.id }, 'The wishlist was not found.'],
      // The owner's item named on the intruder's own list.
      [{ id: intruderList, ids: [item] }, `The wishlist item ids "${item}" were not found.`],
      // "0" is no id for this mutation (PHP's empty()).
      [{ id: '0', ids: [item] }, '"wishlistId" value should be specified'],
    ] as const) {
      const { status, body } = await graphqlPost(env.server.url, TO_CART, { store: 'na_us', token: intruder.token, variables });
      expect(status).toBe(200);
      expect(firstError(body)).toEqual({ message, category: 'graphql-input' });
    }
    const ownerState = await graphqlGet<{ customer: { wishlists: Array<{ items_v2: { items: Array<{ id: string }> } }> } }>(
      env.server.url, 'query { customer { wishlists { items_v2 { items { id } } } } }', { store: 'na_us', token: owner });
    expect(ownerState.body.data?.customer.wishlists[0]?.items_v2.items).toEqual([{ id: item }]);
    const cart = await graphqlGet<{ customerCart: { items: unknown[] } }>(env.server.url, CART, { store: 'na_us', token: intruder.token });
    expect(cart.body.data?.customerCart.items).toEqual([]);
  });
});

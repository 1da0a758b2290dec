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

  it('refuses another customer\'s wish list items', async () => {
    const owner = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    const added = await graphqlPost<Added>(env.server.url, ADD, { store: 'na_us', token: owner, variables: { items: [{ sku: 'SACC-GLOVES', quantity: 2 }] } });
    const item = added.body.data?.addProductsToWishlist.wishlist.items_v2.items[0]?.id;
    const intruder = await registerCustomer(env.server.url);
    const { status, body } = await graphqlPost(env.server.url, TO_CART, { store: 'na_us', token: intruder.token, variables: { id: '0', ids: [item] } });
    expect(status).toBe(403);
    expect(firstError(body)).toEqual({ message: 'The current user cannot perform operations on wishlist', category: 'graphql-authorization' });
  });
});

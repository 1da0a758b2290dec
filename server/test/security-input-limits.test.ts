import { firstError, registerCustomer, uniqueEmail } from './customerHelpers';
import { graphqlGet, graphqlPost, useTestServer } from './helpers';

const CREATE = `mutation Create($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { prefix suffix taxvat } } }`;
const WISHLIST = 'query MyWishList { customer { wishlists { id items_v2 { items { id quantity description } } } } }';
const ADD = `mutation Add($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { items_count } }
}`;
const UPDATE = `mutation Update($id: ID!, $items: [WishlistItemUpdateInput!]!) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } }
}`;
const ESTIMATE = `mutation Estimate($input: EstimateTotalsInput!) { estimateTotals(input: $input) { cart { id } } }`;

interface Wishlist { customer: { wishlists: Array<{ id: string; items_v2: { items: Array<{ id: string; quantity: number; description: string | null }> } }> } }

describe('free-text and quantity fields are bounded', () => {
  const { db, server } = useTestServer();
  const create = (input: Record<string, unknown>) => graphqlPost(server.url, CREATE, {
    store: 'na_us', variables: { input: { firstname: 'Ada', lastname: 'Lovelace', email: uniqueEmail('limits'), password: 'Colour!Match42', ...input } },
  });

  it.each([
    ['prefix', 40, 'Name Prefix'],
    ['suffix', 40, 'Name Suffix'],
    ['taxvat', 50, 'Tax/VAT number'],
  ])('takes a customer %s of %i characters and refuses a longer one', async (field, max, label) => {
    expect((await create({ [field]: 'x'.repeat(Number(max)) })).body.errors).toBeUndefined();
    expect(firstError((await create({ [field]: 'x'.repeat(Number(max) + 1) })).body)).toEqual({
      message: `"${label}" length must be equal or less than ${max} characters.`, category: 'graphql-input',
    });
  });

  it('keeps wish list quantities whole and within the sale limit, and comments short', async () => {
    const { token } = await registerCustomer(server.url);
    const list = async () => (await graphqlGet<Wishlist>(server.url, WISHLIST, { store: 'na_us', token })).body.data?.customer.wishlists[0];
    const id = (await list())?.id;
    const add = (quantity: number) => graphqlPost<{ addProductsToWishlist: { user_errors: Array<{ message: string }> } }>(
      server.url, ADD, { store: 'na_us', token, variables: { id, items: [{ sku: 'SFD-POCKET', quantity }] } });
    expect((await add(0.25)).body.data?.addProductsToWishlist.user_errors).toEqual([{ code: 'UNDEFINED', message: 'You cannot use decimal quantity for this product.' }]);
    expect((await add(1e308)).body.data?.addProductsToWishlist.user_errors).toEqual([{ code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be more than 10000' }]);
    expect((await add(2)).body.data?.addProductsToWishlist.user_errors).toEqual([]);
    const item = (await list())?.items_v2.items[0];
    expect(item?.quantity).toBe(2);

    const update = (changes: Record<string, unknown>) => graphqlPost<{ updateProductsInWishlist: { user_errors: Array<{ message: string }> } }>(
      server.url, UPDATE, { store: 'na_us', token, variables: { id, items: [{ wishlist_item_id: item?.id, ...changes }] } });
    expect((await update({ description: 'é'.repeat(256) })).body.data?.updateProductsInWishlist.user_errors)
      .toEqual([{ code: 'UNDEFINED', message: 'The comment of a wish list item cannot be longer than 255 characters' }]);
    expect((await update({ quantity: 10_001 })).body.data?.updateProductsInWishlist.user_errors?.[0]?.message)
      .toBe('The quantity of a wish list item cannot be more than 10000');
    expect((await update({ quantity: 3, description: 'é'.repeat(255) })).body.data?.updateProductsInWishlist.user_errors).toEqual([]);
    expect((await list())?.items_v2.items).toMatchObject([{ quantity: 3, description: 'é'.repeat(255) }]);
  });

  it('refuses a shipping estimate with a postcode or region longer than Magento stores, and keeps nothing', async () => {
    const cartId = ((await graphqlPost(server.url, 'mutation { createEmptyCart }')).body.data as { createEmptyCart: string }).createEmptyCart;
    const estimate = (address: Record<string, unknown>) => graphqlPost(server.url, ESTIMATE, {
      store: 'na_us', variables: { input: { cart_id: cartId, address: { country_code: 'US', ...address } } },
    });
    expect(firstError((await estimate({ postcode: '1'.repeat(1_000) })).body)).toEqual({
      message: "The postcode can't be longer than 20 characters.", category: 'graphql-input',
    });
    expect(firstError((await estimate({ region: { region: 'r'.repeat(256) } })).body).message).toBe("The region can't be longer than 255 characters.");
    expect(JSON.stringify(db.prepare('SELECT * FROM carts').all())).not.toContain('1'.repeat(21));
    expect((await estimate({ postcode: '10001' })).body.errors).toBeUndefined();
  });
});

import { type CustomerServer, firstError, outboxFor, registerCustomer, startCustomerServer } from './customerHelpers';
import { graphqlGet, graphqlPost } from './helpers';

const WISHLIST = `query MyWishList { customer {
  wishlist { id sharing_code }
  wishlists { id sharing_code items_count visibility
    items_v2 { items { __typename id quantity description product { sku name }
      ... on ConfigurableWishlistItem { configured_variant { sku } } } } }
} }`;
const ADD = `mutation AddToWishList($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { items_count } }
}`;
const UPDATE = `mutation UpdateWishList($id: ID!, $items: [WishlistItemUpdateInput!]!) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { items_count } }
}`;
const REMOVE = `mutation RemoveFromWishList($id: ID!, $ids: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { user_errors { code message } wishlist { items_count } }
}`;
const SHARE = `mutation ShareWishList($emails: [String]!, $message: String) {
  shareWishlist(emails: $emails, message: $message) { sent wishlist { visibility } }
}`;

interface WishList {
  id: string;
  sharing_code: string;
  items_count: number;
  visibility: string;
  items_v2: { items: Array<{ __typename: string; id: string; quantity: number; description: string | null; product: { sku: string }; configured_variant?: { sku: string } }> };
}

describe('wish list', () => {
  let env: CustomerServer;
  let token: string;
  let email: string;
  beforeAll(async () => {
    env = await startCustomerServer();
    ({ token, email } = await registerCustomer(env.server.url));
  });
  afterAll(async () => { await env.close(); });

  const read = async (): Promise<WishList> => {
    const { body } = await graphqlGet<{ customer: { wishlist: { id: string }; wishlists: WishList[] } }>(env.server.url, WISHLIST, { store: 'na_us', token });
    const list = body.data?.customer.wishlists[0];
    if (!list) throw new Error(JSON.stringify(body.errors));
    expect(body.data?.customer.wishlist.id).toBe(list.id);
    return list;
  };
  /** `as: null` calls as a guest. */
  const call = (query: string, variables: Record<string, unknown>, as: string | null = token) =>
    graphqlPost(env.server.url, query, { store: 'na_us', token: as ?? undefined, variables });

  it('starts empty, private, with a sharing code', async () => {
    expect(await read()).toMatchObject({ items_count: 0, visibility: 'PRIVATE', sharing_code: expect.stringMatching(/^[0-9a-f]{32}$/), items_v2: { items: [] } });
  });

  it('adds products (a configurable with its variant), merges repeats and reports unknown SKUs', async () => {
    const { id } = await read();
    const { body } = await call(ADD, { id, items: [
      { sku: 'SFD-POCKET', quantity: 1 }, { sku: 'SFD-POCKET', quantity: 2 }, { sku: 'NOPE-1', quantity: 1 },
      { sku: 'SLS-SG-220-A4', parent_sku: 'SLS', quantity: 1 },
    ] });
    expect(body.data).toEqual({ addProductsToWishlist: {
      user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE-1"' }], wishlist: { items_count: 2 },
    } });
    const items = (await read()).items_v2.items;
    expect(items).toMatchObject([
      { __typename: 'SimpleWishlistItem', quantity: 3, product: { sku: 'SFD-POCKET' } },
      { __typename: 'ConfigurableWishlistItem', quantity: 1, product: { sku: 'SLS' }, configured_variant: { sku: 'SLS-SG-220-A4' } },
    ]);
  });

  it('updates quantity and comment; a quantity of 0 is a user error', async () => {
    const list = await read();
    const pocket = list.items_v2.items[0];
    const { body } = await call(UPDATE, { id: list.id, items: [
      { wishlist_item_id: pocket?.id, quantity: 5, description: 'For the studio' }, { wishlist_item_id: pocket?.id, quantity: 0 },
    ] });
    expect(body.data).toEqual({ updateProductsInWishlist: {
      user_errors: [{ code: 'UNDEFINED', message: 'The quantity of a wishlist item cannot be 0' }], wishlist: { items_count: 2 },
    } });
    expect((await read()).items_v2.items[0]).toMatchObject({ quantity: 5, description: 'For the studio' });
  });

  it('shares the list by e-mail (comma-separated entries, message) into the outbox', async () => {
    const friends = ['ana@example.com', 'ben@example.com'];
    const { body } = await call(SHARE, { emails: [`${friends[0]}, ${friends[1]}`], message: 'Our picks for the new brand' });
    expect(body.data).toEqual({ shareWishlist: { sent: true, wishlist: { visibility: 'PUBLIC' } } });
    const { sharing_code: code } = await read();
    for (const friend of friends) {
      const [mail] = outboxFor(env.db, friend);
      expect(mail).toMatchObject({ template: 'wishlist_email_email_template', reply_to_email: email });
      expect(mail?.body).toContain('Our picks for the new brand');
      expect(mail?.body).toContain('Pocket Fan Deck × 5 (For the studio)');
      expect(mail?.body).toContain(`/wishlist/shared/index/code/${code}/`);
    }
  });

  it.each([
    [{ emails: [' '] }, 'Please enter an email address.'],
    [{ emails: ['a@example.com, not-an-email'] }, 'Please enter a valid email address.'],
    [{ emails: Array.from({ length: 11 }, (_v, i) => `p${i}@example.com`) }, 'Maximum of 10 emails can be sent.'],
    [{ emails: ['a@example.com'], message: 'x'.repeat(256) }, 'Message length must not exceed 255 symbols'],
  ])('checks the share form as Magento does (%#)', async (variables, message) => {
    expect(firstError((await call(SHARE, variables)).body)).toEqual({ message, category: 'graphql-input' });
  });

  it('removes items; an unknown item id is a user error', async () => {
    const list = await read();
    const ids = list.items_v2.items.map((item) => item.id);
    const { body } = await call(REMOVE, { id: list.id, ids: [...ids, '999999'] });
    expect(body.data).toEqual({ removeProductsFromWishlist: {
      user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a wishlist item with ID "999999"' }], wishlist: { items_count: 0 },
    } });
    const empty = await call(SHARE, { emails: ['a@example.com'] });
    expect(firstError(empty.body).message).toBe('You have no items in your wish list.');
  });

  it('answers guests with Magento\'s wish list authorization error', async () => {
    const { status, body } = await call(ADD, { id: '0', items: [{ sku: 'SFD-POCKET', quantity: 1 }] }, null);
    expect(status).toBe(403);
    expect(firstError(body)).toEqual({ message: 'The current user cannot perform operations on wishlist', category: 'graphql-authorization' });
  });

  it('treats wishlistId "0" as the customer\'s own list and an unknown id as not found', async () => {
    const added = await call(ADD, { id: '0', items: [{ sku: 'SFD-POCKET', quantity: 1 }] });
    expect(added.body.data).toMatchObject({ addProductsToWishlist: { wishlist: { items_count: 1 } } });
    const unknown = await call(ADD, { id: '987654', items: [{ sku: 'SFD-POCKET', quantity: 1 }] });
    expect(firstError(unknown.body)).toEqual({ message: 'The wishlist was not found.', category: 'graphql-input' });
  });
});

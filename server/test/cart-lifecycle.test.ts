import path from 'node:path';
import { add, addToCart, CART_FIELDS, type CartData, createCart, getCart, readCart, uid } from './cartHelpers';
import { registerCustomer } from './customerHelpers';
import { expectMagentoErrorShape, graphqlPost, startTestServer, tempDir, useTestServer } from './helpers';

const CUSTOMER_CART = `query CustomerCart { customerCart { ${CART_FIELDS} } }`;
const MERGE = `mutation Merge($source: String!) { mergeCarts(source_cart_id: $source) { id total_quantity } }`;

describe('cart lifecycle', () => {
  const { server } = useTestServer();

  it('creates guest carts with random 32-character masked ids, never sequential', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => createCart(server.url)));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Set(ids).size).toBe(3);
    const cart = await readCart(server.url, ids[0] ?? '');
    expect(cart).toMatchObject({
      id: ids[0], email: null, is_virtual: false, total_quantity: 0, customer_group_id: 0, applied_coupons: null,
      available_payment_methods: [], items: [],
      minimum_order_qty_validation: { failure_message: null, failure_redirect_url: null },
      prices: { grand_total: { value: 0, currency: 'USD' }, applied_taxes: [], discounts: [] },
    });
    expect(Number(cart.quote_id)).toBeGreaterThan(0);
  });

  it('accepts a client-chosen cart id of 32 characters once, as Magento validates it', async () => {
    const chosen = 'abcdefghijklmnopqrstuvwxyz012345';
    const create = (id: string) => graphqlPost<{ createEmptyCart: string | null }>(server.url,
      'mutation Create($id: String) { createEmptyCart(input: { cart_id: $id }) }', { store: 'na_us', variables: { id } });
    expect((await create(chosen)).body.data?.createEmptyCart).toBe(chosen);
    const again = await create(chosen);
    expect(again.body.errors?.[0]).toMatchObject({ message: `Cart with ID "${chosen}" already exists.`, extensions: { category: 'graphql-already-exists' } });
    const short = await create('too-short');
    expect(short.body.errors?.[0]).toMatchObject({ message: 'Cart ID length should to be 32 symbols.', extensions: { category: 'graphql-input' } });
  });

  it('answers the three stale-session errors word for word, with their categories', async () => {
    const missing = await getCart(server.url, 'no-such-cart');
    expect(missing.status).toBe(200);
    expectMagentoErrorShape(missing.body);
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'Could not find a cart with ID "no-such-cart"', path: ['cart'], extensions: { category: 'graphql-no-such-entity' },
    });

    // A guest cart merged into a customer's on sign-in is inactive afterwards.
    const customer = await registerCustomer(server.url);
    const guestCart = await createCart(server.url);
    await add(server.url, guestCart, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    const merged = await graphqlPost(server.url, MERGE, { store: 'na_us', token: customer.token, variables: { source: guestCart } });
    expect(merged.body.errors).toBeUndefined();
    const inactive = await getCart(server.url, guestCart);
    expect(inactive.body.errors?.[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
    const addToInactive = await addToCart(server.url, guestCart, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    expect(addToInactive.body.errors?.[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });

    const customerCart = await graphqlPost<{ customerCart: CartData }>(server.url, CUSTOMER_CART, { store: 'na_us', token: customer.token });
    const customerCartId = customerCart.body.data?.customerCart.id ?? '';
    const foreign = await getCart(server.url, customerCartId);
    expect(foreign.status).toBe(403);
    expectMagentoErrorShape(foreign.body);
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${customerCartId}"`, extensions: { category: 'graphql-authorization' },
    });
  });

  it('keeps customers and guests out of each other\'s carts', async () => {
    const [alice, bob] = await Promise.all([registerCustomer(server.url), registerCustomer(server.url)]);
    const aliceCart = (await graphqlPost<{ customerCart: CartData }>(server.url, CUSTOMER_CART, { store: 'na_us', token: alice.token }))
      .body.data?.customerCart.id ?? '';
    await add(server.url, aliceCart, [{ sku: 'SACC-SLEEVE', quantity: 2 }], { token: alice.token });
    const refused = `The current user cannot perform operations on cart "${aliceCart}"`;

    const bobReads = await getCart(server.url, aliceCart, { token: bob.token });
    expect(bobReads.body.errors?.[0]).toMatchObject({ message: refused, extensions: { category: 'graphql-authorization' } });
    const bobAdds = await addToCart(server.url, aliceCart, [{ sku: 'SACC-LOUPE', quantity: 1 }], { token: bob.token });
    expect(bobAdds.body.errors?.[0]).toMatchObject({ message: refused, extensions: { category: 'graphql-authorization' } });
    const guestAdds = await addToCart(server.url, aliceCart, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    expect(guestAdds.body.errors?.[0]).toMatchObject({ message: refused, extensions: { category: 'graphql-authorization' } });
    expect((await readCart(server.url, aliceCart, { token: alice.token })).items.map((i) => [i.product.sku, i.quantity])).toEqual([['SACC-SLEEVE', 2]]);

    // A signed-in customer cannot use a guest cart either: it has to be merged (Magento's rule).
    const guestCart = await createCart(server.url);
    const aliceOnGuest = await getCart(server.url, guestCart, { token: alice.token });
    expect(aliceOnGuest.body.errors?.[0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${guestCart}"`, extensions: { category: 'graphql-authorization' },
    });
  });

  it('gives a customer one active cart: customerCart, createEmptyCart and the cart query agree', async () => {
    const guest = await graphqlPost(server.url, CUSTOMER_CART, { store: 'na_us' });
    expect(guest.status).toBe(403);
    expect(guest.body.errors?.[0]).toMatchObject({
      message: 'The request is allowed for logged in customer', extensions: { category: 'graphql-authorization' },
    });
    const customer = await registerCustomer(server.url);
    const first = await graphqlPost<{ customerCart: CartData }>(server.url, CUSTOMER_CART, { store: 'na_us', token: customer.token });
    const cart = first.body.data?.customerCart;
    expect(cart).toMatchObject({ customer_group_id: 1, email: customer.email, total_quantity: 0 });
    expect(await createCart(server.url, { token: customer.token })).toBe(cart?.id);
    const second = await graphqlPost<{ customerCart: CartData }>(server.url, CUSTOMER_CART, { store: 'na_us', token: customer.token });
    expect(second.body.data?.customerCart.id).toBe(cart?.id);
    expect((await readCart(server.url, cart?.id ?? '', { token: customer.token })).email).toBe(customer.email);
  });

  it('belongs to its website: another store view of it takes the cart over, another website may not', async () => {
    const cartId = await createCart(server.url, { store: 'de_de' });
    await add(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }], { store: 'de_de' });
    const inFrance = await readCart(server.url, cartId, { store: 'fr_fr' });
    expect(inFrance.items[0]?.product.name).not.toBe('');
    expect(inFrance.prices.grand_total).toEqual({ value: 35.99, currency: 'EUR' });
    expect(inFrance.prices.applied_taxes[0]?.label).toMatch(/^TVA 20/);
    const inUs = await getCart(server.url, cartId, { store: 'na_us' });
    expect(inUs.body.errors?.[0]).toMatchObject({
      message: "Can't assign cart to store in different website.", extensions: { category: 'graphql-input' },
    });
  });

  it('removes one item by id or uid, and all items with removeCartAllItems', async () => {
    const cartId = await createCart(server.url);
    const cart = await add(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }, { sku: 'SACC-SLEEVE', quantity: 3 }, { sku: 'SCS-MINI', quantity: 1 }]);
    const [loupe, sleeve] = cart.items;
    const remove = (input: string) => graphqlPost<{ removeItemFromCart: { cart: CartData } }>(server.url,
      `mutation Remove($id: String!) { removeItemFromCart(input: { cart_id: $id, ${input} }) { cart { total_quantity items { product { sku } } } } }`,
      { store: 'na_us', variables: { id: cartId } });
    const byId = await remove(`cart_item_id: ${Number(loupe?.id)}`);
    expect(byId.body.data?.removeItemFromCart.cart.total_quantity).toBe(4);
    const byUid = await remove(`cart_item_uid: "${sleeve?.uid ?? ''}"`);
    expect(byUid.body.data?.removeItemFromCart.cart.items).toEqual([{ product: { sku: 'SCS-MINI' } }]);
    const again = await remove(`cart_item_uid: "${uid(loupe?.id ?? '')}"`);
    expect(again.body.errors?.[0]).toMatchObject({ message: "The cart doesn't contain the item", extensions: { category: 'graphql-no-such-entity' } });
    const notBase64 = await remove('cart_item_uid: "not*base64"');
    expect(notBase64.body.errors?.[0]).toMatchObject({ message: 'Value of uid "not*base64" is incorrect.', extensions: { category: 'graphql-input' } });
    const both = await remove(`cart_item_id: ${Number(sleeve?.id)}, cart_item_uid: "${sleeve?.uid ?? ''}"`);
    expect(both.body.errors?.[0]).toMatchObject({ message: "`cart_item_id` and `cart_item_uid` can't be used at the same time." });
    // A uid for "abc", or for "<id>abc", names no item of the cart (Magento looks the text up as it is); "MA==" ("0")
    // and "" name no item at all.
    for (const text of ['abc', `${String(Number(sleeve?.id ?? 0) + 1)}abc`]) {
      expect((await remove(`cart_item_uid: "${uid(text)}"`)).body.errors?.[0]).toMatchObject({ message: "The cart doesn't contain the item" });
    }
    for (const nothing of [uid('0'), '']) {
      expect((await remove(`cart_item_uid: "${nothing}"`)).body.errors?.[0]).toMatchObject({ message: 'Required parameter "cart_item_id" is missing.' });
    }

    const cleared = await graphqlPost<{ removeCartAllItems: { cart: CartData } }>(server.url,
      `mutation Clear($id: String!) { removeCartAllItems(cart_id: $id) { cart { id total_quantity items { uid } } } }`,
      { store: 'na_us', variables: { id: cartId } });
    expect(cleared.body.data?.removeCartAllItems.cart).toEqual({ id: cartId, total_quantity: 0, items: [] });
  });
});

describe('cart persistence', () => {
  it('keeps carts, items and coupons in SQLite across a restart', async () => {
    const { dir, cleanup } = tempDir('cart');
    const dbFile = path.join(dir, 'store.sqlite');
    try {
      const first = await startTestServer({ dbFile });
      const cartId = await createCart(first.url, { store: 'uk_en' });
      await add(first.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 2 }], { store: 'uk_en' });
      await graphqlPost(first.url, 'mutation Apply($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "SPECTRUM10" }) { cart { id } } }',
        { store: 'uk_en', variables: { id: cartId } });
      await first.close();
      const second = await startTestServer({ dbFile });
      const cart = await readCart(second.url, cartId, { store: 'uk_en' });
      expect(cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([['SACC-LOUPE', 2]]);
      expect(cart.applied_coupons).toEqual([{ code: 'SPECTRUM10' }]);
      await second.close();
    } finally {
      cleanup();
    }
  });
});

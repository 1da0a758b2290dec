import {
  add, addProducts, addToCart, type CartData, createCart, readCart, uid, updateItems,
} from './cartHelpers';
import { graphqlPost, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

// Sample catalogue ids (server/README.md): SFD-CORE-C options 1 engraving (field, max 24), 2 case (radio: 1 none,
// 2 +19, 3 +35), 3 extras (checkbox: 4 +6, 5 +5 %); SSV-CONSULT 14 appointment (date_time, required), 15 topics
// (multiple: 21, 22, 23 +25); SLS attributes 93 color (19 SR-210, 23 SO-250, 29 SG-220) × 202 format (15 A5, 16 A4, 17 A3).
describe('cart items of every product type', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('adds a simple product with selected and entered custom options, priced with them', async () => {
    const cartId = await createCart(server.url);
    const cart = await add(server.url, cartId, [{
      sku: 'SFD-CORE-C', quantity: 1,
      selected_options: [uid('custom-option/2/2'), uid('custom-option/3/4'), uid('custom-option/3/5')],
      entered_options: [{ uid: uid('custom-option/1'), value: 'ACME Studio' }],
    }]);
    const item = cart.items[0];
    // 229 + case 19 + extras 6 + 5 % of 229 (11.45) + engraving 15
    expect(item).toMatchObject({
      __typename: 'SimpleCartItem', quantity: 1, item_row_price: 280.45, item_row_total_price: 280.45, item_has_special: false,
      item_has_old_price: false, product: { sku: 'SFD-CORE-C' }, current_product: { sku: 'SFD-CORE-C' },
      prices: { price: { value: 280.45, currency: 'USD' }, row_total: { value: 280.45 } },
    });
    expect(item?.item_row_thumbnail).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/catalog\/product\/.+\.svg$/);
    expect(item?.customizable_options).toEqual([
      { label: 'Personalized engraving', values: [{ label: '', value: 'ACME Studio', price: { type: 'FIXED', units: '$', value: 15 } }] },
      { label: 'Case', values: [{ label: expect.any(String) as string, value: '2', price: { type: 'FIXED', units: '$', value: 19 } }] },
      { label: 'Extras', values: [
        { label: expect.any(String) as string, value: '4', price: { type: 'FIXED', units: '$', value: 6 } },
        { label: expect.any(String) as string, value: '5', price: { type: 'PERCENT', units: '%', value: 5 } },
      ] },
    ]);

    // The same choice again raises the quantity of that line; another choice is a line of its own.
    const same = await add(server.url, cartId, [{ sku: 'SFD-CORE-C', quantity: 1, selected_options: [uid('custom-option/3/5'),
      uid('custom-option/3/4'), uid('custom-option/2/2')], entered_options: [{ uid: uid('custom-option/1'), value: 'ACME Studio' }] }]);
    expect(same.items.map((i) => i.quantity)).toEqual([2]);
    const other = await add(server.url, cartId, [{ sku: 'SFD-CORE-C', quantity: 1, selected_options: [uid('custom-option/2/1')] }]);
    expect(other.items.map((i) => [i.quantity, i.item_row_price])).toEqual([[2, 280.45], [1, 229]]);
  });

  it('refuses missing required options and over-long text with Magento\'s messages', async () => {
    const cartId = await createCart(server.url);
    const { body } = await addProducts(server.url, cartId, [
      { sku: 'SFD-CORE-C', quantity: 1 },
      { sku: 'SFD-CORE-C', quantity: 1, selected_options: [uid('custom-option/2/1')], entered_options: [{ uid: uid('custom-option/1'), value: 'x'.repeat(25) }] },
      { sku: 'SFD-CORE-C', quantity: 1, selected_options: [uid('custom-option/2/1'), uid('custom-option/2/2')] },
    ]);
    expect(body.data?.addProductsToCart?.user_errors).toEqual([
      { __typename: 'CartUserInputError', code: 'UNDEFINED', message: "The product's required option(s) weren't entered. Make sure the options are entered and try again." },
      { __typename: 'CartUserInputError', code: 'UNDEFINED', message: 'The text is too long. Shorten the text and try again.' },
      { __typename: 'CartUserInputError', code: 'UNDEFINED', message: 'Some of the selected item options are not currently available.' },
    ]);
    expect(body.data?.addProductsToCart?.cart.items).toEqual([]);
  });

  it('adds a virtual product with a date and a multiple-select option; a virtual-only cart is virtual', async () => {
    const cartId = await createCart(server.url);
    const cart = await add(server.url, cartId, [{
      sku: 'SSV-CONSULT', quantity: 1,
      selected_options: [uid('custom-option/15/21'), uid('custom-option/15/23')],
      entered_options: [{ uid: uid('custom-option/14'), value: '2026-03-04 09:30:00' }],
    }]);
    expect(cart.is_virtual).toBe(true);
    expect(cart.items[0]).toMatchObject({ __typename: 'VirtualCartItem', item_row_price: 175 });
    expect(cart.items[0]?.customizable_options?.map((o) => [o.label, o.values.map((v) => v.value)]))
      .toEqual([['Preferred appointment', ['2026-03-04 09:30:00']], ['Topics', ['21', '23']]]);
    const physical = await add(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    expect(physical.is_virtual).toBe(false);
  });

  it('adds a configurable product by its option uids or by child SKU and parent_sku', async () => {
    const cartId = await createCart(server.url);
    const cart = await add(server.url, cartId, [
      { sku: 'SLS', quantity: 2, selected_options: [uid('configurable/93/19'), uid('configurable/202/16')] },
      { sku: 'SLS-SO-250-A3', parent_sku: 'SLS', quantity: 1 },
    ]);
    expect(cart.items.map((i) => ({
      type: i.__typename, sku: i.product.sku, variant: i.configured_variant?.sku, current: i.current_product.sku, price: i.item_row_price,
      options: i.configurable_options?.map((o) => o.option_label),
    }))).toEqual([
      { type: 'ConfigurableCartItem', sku: 'SLS', variant: 'SLS-SR-210-A4', current: 'SLS-SR-210-A4', price: 19, options: ['Color', 'Format'] },
      { type: 'ConfigurableCartItem', sku: 'SLS', variant: 'SLS-SO-250-A3', current: 'SLS-SO-250-A3', price: 29, options: ['Color', 'Format'] },
    ]);
    expect(cart.items[0]?.configurable_options?.[1]?.value_label).toBe('A4 (210 × 297 mm)');
    expect(cart.items[0]?.item_row_name).not.toBe(cart.items[0]?.product.name);

    const { body } = await addProducts(server.url, cartId, [
      { sku: 'SLS', quantity: 1, selected_options: [uid('configurable/93/19')] },
      { sku: 'SLS', quantity: 1, selected_options: [uid('configurable/93/29'), uid('configurable/202/17')] },
    ]);
    expect(body.data?.addProductsToCart?.user_errors.map((e) => [e.code, e.message])).toEqual([
      ['UNDEFINED', 'You need to choose options for your item.'],
      ['NOT_SALABLE', 'Product that you are trying to add is not available.'],
    ]);
  });

  it('adds dynamic and fixed-price bundles with their selections and quantities', async () => {
    const cartId = await createCart(server.url);
    const cart = await add(server.url, cartId, [
      {
        sku: 'SKIT-DESIGNER', quantity: 1,
        selected_options: [uid('bundle/1/1/1'), uid('bundle/2/4/1')],
        entered_options: [{ uid: uid('bundle/3/8'), value: '4' }],
      },
      { sku: 'SKIT-PRINT', quantity: 1, selected_options: [uid('bundle/4/9/1'), uid('bundle/5/11/1'), uid('bundle/6/13/1'), uid('bundle/6/14/2')] },
    ]);
    // Dynamic: SFD-CORE-C 229 + SCS-MINI 59 + 4 × SACC-GLOVES 12. Fixed: 549 + 25 % (137.25) + 2 × 29.
    expect(cart.items.map((i) => [i.__typename, i.product.sku, i.item_row_price])).toEqual([
      ['BundleCartItem', 'SKIT-DESIGNER', 336], ['BundleCartItem', 'SKIT-PRINT', 744.25],
    ]);
    expect(cart.items[0]?.bundle_options?.map((o) => [o.label, o.values.map((v) => [v.quantity, v.priceV2.value])])).toEqual([
      ['Fan deck', [[1, 229]]], ['Chip set', [[1, 59]]], ['Accessories', [[4, 12]]],
    ]);
    const { body } = await addProducts(server.url, cartId, [
      { sku: 'SKIT-DESIGNER', quantity: 1, selected_options: [uid('bundle/1/1/1')] },
      { sku: 'SKIT-DESIGNER', quantity: 1 },
    ]);
    expect(body.data?.addProductsToCart?.user_errors.map((e) => e.message))
      .toEqual(['Please select all required options.', 'Please specify product option(s).']);
  });

  it('adds downloadable products with the links chosen, or all links when they are not sold separately', async () => {
    const cartId = await createCart(server.url);
    const cart = await add(server.url, cartId, [
      { sku: 'SDL-DESIGN', quantity: 1, selected_options: [uid('downloadable/1'), uid('downloadable/3')] },
      { sku: 'SDL-OFFICE', quantity: 1 },
    ]);
    expect(cart.is_virtual).toBe(true);
    expect(cart.items.map((i) => [i.__typename, i.item_row_price, i.links?.map((l) => [l.title, l.price])])).toEqual([
      ['DownloadableCartItem', 64, [['Graphics Coated', 29], ['Textiles', 35]]],
      ['DownloadableCartItem', 19, [['Download', 0]]],
    ]);
    const { body } = await addProducts(server.url, cartId, [{ sku: 'SDL-DESIGN', quantity: 1 }]);
    expect(body.data?.addProductsToCart?.user_errors.map((e) => e.message)).toEqual(['Please specify product link(s).']);
  });
});

describe('cart quantities and faults', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('reports addProductsToCart problems with Magento\'s codes, keeping the items that could be added', async () => {
    const cartId = await createCart(server.url);
    const { body } = await addProducts(server.url, cartId, [
      { sku: 'NOPE', quantity: 1 },
      { sku: 'SFD-ARCH', quantity: 1 },
      { sku: 'SFD-POCKET', quantity: 5, selected_options: [uid('custom-option/9/13')] },
      { sku: 'SACC-GLOVES', quantity: 1 },
      { sku: 'SACC-LOUPE', quantity: 0 },
      { sku: 'SACC-LOUPE', quantity: 1.5 },
      { sku: 'SLS-SR-210-A4', quantity: 1 },
      { sku: 'SACC-SLEEVE', quantity: 2 },
    ]);
    expect(body.data?.addProductsToCart?.user_errors).toEqual([
      { __typename: 'CartUserInputError', code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' },
      { __typename: 'CartUserInputError', code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { __typename: 'InsufficientStockError', code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available', quantity: 3 },
      { __typename: 'InsufficientStockError', code: 'INSUFFICIENT_STOCK', message: 'The fewest you may purchase is 2.', quantity: null },
      { __typename: 'CartUserInputError', code: 'UNDEFINED', message: 'The product quantity should be greater than 0' },
      { __typename: 'CartUserInputError', code: 'UNDEFINED', message: 'You cannot use decimal quantity for this product.' },
      // A variant is not sold on its own: it needs its parent_sku.
      { __typename: 'CartUserInputError', code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "SLS-SR-210-A4"' },
    ]);
    expect(body.data?.addProductsToCart?.cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([['SACC-SLEEVE', 2]]);
  });

  it('refuses an empty list of items, as Magento does, in addProductsToCart and the brand addToCart', async () => {
    const cartId = await createCart(server.url);
    const missing = { message: 'Required parameter "cartItems" is missing', extensions: { category: 'graphql-input' } };
    expect((await addProducts(server.url, cartId, [])).body.errors?.[0]).toMatchObject(missing);
    expect((await addToCart(server.url, cartId, [])).body.errors?.[0]).toMatchObject(missing);
    expect((await readCart(server.url, cartId)).items).toEqual([]);
  });

  it('addToCart raises a quantity to the minimum and limits it to the stock, saying so in the store\'s language', async () => {
    const cartId = await createCart(server.url);
    const raised = await addToCart(server.url, cartId, [{ sku: 'SBC-LABELS', quantity: 1 }]);
    expect(raised.body.data?.addToCart?.message).toBe('The minimum quantity for Color Code Label Roll (barcode) is 2, so 2 were added to your cart.');
    const limited = await addToCart(server.url, cartId, [{ sku: 'SFD-POCKET', quantity: 5, selected_options: [uid('custom-option/9/13')] }]);
    expect(limited.body.data?.addToCart?.message).toMatch(/^Only 3 of .+ are available, so your cart now holds 3\.$/);
    expect(limited.body.data?.addToCart?.cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([['SBC-LABELS', 2], ['SFD-POCKET', 3]]);
    const plain = await addToCart(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    expect(plain.body.data?.addToCart?.message).toBeNull();

    const german = await createCart(server.url, { store: 'de_de' });
    const message = (await addToCart(server.url, german, [{ sku: 'SBC-LABELS', quantity: 1 }], { store: 'de_de' })).body.data?.addToCart?.message;
    expect(message).toMatch(/^Die Mindestmenge für .+ beträgt 2; es wurden 2 in den Warenkorb gelegt\.$/);
  });

  it('addToCart is all or nothing: a refused item leaves the cart exactly as it was', async () => {
    const cartId = await createCart(server.url);
    await add(server.url, cartId, [{ sku: 'SFD-POCKET', quantity: 3, selected_options: [uid('custom-option/9/13')] }]);
    const before = await readCart(server.url, cartId);
    const cases: Array<[items: Parameters<typeof addToCart>[2], message: string, category: string]> = [
      [[{ sku: 'SACC-LOUPE', quantity: 1 }, { sku: 'NOPE', quantity: 1 }], 'Could not find a product with SKU "NOPE"', 'graphql-no-such-entity'],
      [[{ sku: 'SACC-LOUPE', quantity: 1 }, { sku: 'SFD-POCKET', quantity: 1, selected_options: [uid('custom-option/9/13')] }],
        'The requested qty is not available', 'graphql-input'],
      [[{ sku: 'SACC-LOUPE', quantity: -1 }], 'The product quantity should be greater than 0', 'graphql-input'],
      [[{ sku: 'SACC-LOUPE', quantity: 0.5 }], 'You cannot use decimal quantity for this product.', 'graphql-input'],
    ];
    for (const [items, message, category] of cases) {
      const { body } = await addToCart(server.url, cartId, items);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { category } });
    }
    // A non-numeric quantity never reaches the resolver: GraphQL refuses the variable.
    const text = await graphqlPost(server.url, 'mutation Add($id: String!) { addToCart(cart_id: $id, cartItems: [{ sku: "SACC-LOUPE", quantity: "two" }]) { message } }',
      { store: 'na_us', variables: { id: cartId } });
    expect(text.body.errors?.[0]?.extensions).toEqual({ category: 'graphql' });
    expect(await readCart(server.url, cartId)).toEqual(before);
  });

  it('updates quantities with Magento\'s errors, all or nothing; quantity 0 removes', async () => {
    const cartId = await createCart(server.url);
    const cart = await add(server.url, cartId, [
      { sku: 'SFD-POCKET', quantity: 1, selected_options: [uid('custom-option/9/13')] }, { sku: 'SACC-GLOVES', quantity: 2 }, { sku: 'SACC-LOUPE', quantity: 1 },
    ]);
    const [pocket, gloves, loupe] = cart.items.map((i) => Number(i.id));
    const before = await readCart(server.url, cartId);
    const faulty = await updateItems(server.url, cartId, [
      { cart_item_id: loupe, quantity: 4 },
      { cart_item_id: pocket, quantity: 4 },
      { cart_item_id: gloves, quantity: 1 },
      { cart_item_id: loupe, quantity: 2.5 },
      { cart_item_id: 999999, quantity: 1 },
      { cart_item_id: loupe },
    ]);
    const errors = [
      { code: 'INSUFFICIENT_STOCK', message: 'Could not update the product with SKU SACC-GLOVES: The fewest you may purchase is 2.' },
      { code: 'UNDEFINED', message: 'Could not update the product with SKU SACC-LOUPE: You cannot use decimal quantity for this product.' },
      { code: 'COULD_NOT_FIND_CART_ITEM', message: 'Could not find cart item with id: 999999.' },
      { code: 'REQUIRED_PARAMETER_MISSING', message: 'Required parameter "quantity" for "cart_items" is missing.' },
      { code: 'INSUFFICIENT_STOCK', message: 'Could not update the product with SKU SFD-POCKET: The requested qty is not available' },
    ];
    expect(faulty.body.data?.updateCartItems?.errors).toEqual(errors);
    expect(faulty.body.data?.updateCartItems?.message).toBe(errors.map((e) => e.message).join('\n'));
    expect(faulty.body.data?.updateCartItems?.cart).toEqual(before);

    // Magento's uid processor refuses before anything is checked or written: a uid that is not base64, or an id and a uid.
    const notBase64 = await updateItems(server.url, cartId, [{ cart_item_id: gloves, quantity: 3 }, { cart_item_uid: 'MjQ', quantity: 3 }]);
    expect(notBase64.body.errors?.[0]).toMatchObject({ message: 'Value of uid "MjQ" is incorrect.', extensions: { category: 'graphql-input' } });
    const both = await updateItems(server.url, cartId, [{ cart_item_id: loupe, cart_item_uid: uid(String(loupe)), quantity: 3 }]);
    expect(both.body.errors?.[0]).toMatchObject({ message: "`cart_item_id` and `cart_item_uid` can't be used at the same time.", extensions: { category: 'graphql-input' } });
    const unreadable = await updateItems(server.url, cartId, [{ cart_item_uid: uid('abc'), quantity: 3 }, { cart_item_uid: uid('0'), quantity: 3 }]);
    expect(unreadable.body.data?.updateCartItems?.errors).toEqual([
      { code: 'COULD_NOT_FIND_CART_ITEM', message: 'Could not find cart item with id: 0.' },
      { code: 'REQUIRED_PARAMETER_MISSING', message: 'Required parameter "cart_item_uid" for "cart_items" is missing.' },
    ]);
    expect(await readCart(server.url, cartId)).toEqual(before);

    const fine = await updateItems(server.url, cartId, [{ cart_item_uid: uid(String(loupe)), quantity: 3 }, { cart_item_id: gloves, quantity: 0 }]);
    expect(fine.body.data?.updateCartItems).toMatchObject({ errors: [], message: null });
    expect(fine.body.data?.updateCartItems?.cart.items.map((i) => [i.product.sku, i.quantity])).toEqual([['SFD-POCKET', 1], ['SACC-LOUPE', 3]]);
  });

  it('stays consistent under parallel adds and updates', async () => {
    const cartId = await createCart(server.url);
    const adds = await Promise.all(Array.from({ length: 8 }, () => addToCart(server.url, cartId, [{ sku: 'SACC-SLEEVE', quantity: 1 }])));
    expect(adds.every((r) => r.body.errors === undefined)).toBe(true);
    const cart = await readCart(server.url, cartId);
    expect(cart.items.map((i) => [i.product.sku, i.quantity, i.prices.row_total.value])).toEqual([['SACC-SLEEVE', 8, 152]]);
    const itemId = Number(cart.items[0]?.id);
    const quantities = [2, 5, 7, 3];
    const updates = await Promise.all(quantities.map((quantity) => updateItems(server.url, cartId, [{ cart_item_id: itemId, quantity }])));
    expect(updates.every((r) => r.body.data?.updateCartItems?.errors.length === 0)).toBe(true);
    const after: CartData = await readCart(server.url, cartId);
    const qty = after.items[0]?.quantity ?? 0;
    expect(quantities).toContain(qty);
    expect(after.total_quantity).toBe(qty);
    expect(after.prices.grand_total.value).toBe(qty * 19);
  });
});

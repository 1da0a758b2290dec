import {
  add, applyCoupon, removeCoupon, type CartData, createCart, ESTIMATE_METHODS, estimateTotals, readCart, totalsOf, uid,
} from './cartHelpers';
import { graphqlPost, useTestServer } from './helpers';

const nbsp = '\u00a0';

interface Method { carrier_code: string; method_code: string; amount: { value: number; currency: string }; price_excl_tax: { value: number }; price_incl_tax: { value: number } }

describe('cart totals, taxes, coupons and shipping (hand-computed)', () => {
  const { db, server } = useTestServer();
  const methods = async (cartId: string, address: Record<string, unknown>, store: string): Promise<Method[]> => {
    const { body } = await graphqlPost<{ estimateShippingMethods: Method[] }>(server.url, ESTIMATE_METHODS,
      { store, variables: { input: { cart_id: cartId, address } } });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.estimateShippingMethods;
  };
  const brief = (list: Method[]): Array<[string, number, number, number]> =>
    list.map((m) => [`${m.carrier_code}/${m.method_code}`, m.amount.value, m.price_excl_tax.value, m.price_incl_tax.value]);


  it('US (USD): no sales tax until the state is known, then the state\'s rate on top; special price honoured', async () => {
    const cartId = await createCart(server.url);
    const cart = await add(server.url, cartId, [{ sku: 'SFD-METAL', quantity: 2 }, { sku: 'SACC-GLOVES', quantity: 2 }]);
    // SFD-METAL special 169 (regular 199) × 2 = 338; gloves 12 × 2 = 24.
    expect(totalsOf(cart)).toEqual({
      subtotal_excluding_tax: 362, subtotal_including_tax: 362, subtotal_with_discount_excluding_tax: 362, grand_total: 362,
      applied_taxes: [], discounts: [],
    });
    expect(cart.items[0]).toMatchObject({ item_has_special: true, item_has_old_price: true, item_row_old_price: 199, item_row_price: 169 });

    expect(brief(await methods(cartId, { country_code: 'US', region: { region_code: 'CA' }, postcode: '94105' }, 'na_us'))).toEqual([
      ['flatrate/flatrate', 20, 20, 20], // 4 units × 5
      ['tablerate/bestway', 9.95, 9.95, 9.95], // 1.5 lbs
      ['freeshipping/freeshipping', 0, 0, 0], // over 75
    ]);
    // California 7.25 %: 338 → 24.505 → 24.51; 24 → 1.74. Shipping is not taxed in the US.
    const estimated = await estimateTotals(server.url, {
      cart_id: cartId, address: { country_code: 'US', region: { region_code: 'CA' }, postcode: '94105' },
      shipping_method: { carrier_code: 'tablerate', method_code: 'bestway' },
    });
    expect(totalsOf(estimated)).toEqual({
      subtotal_excluding_tax: 362, subtotal_including_tax: 388.25, subtotal_with_discount_excluding_tax: 362, grand_total: 398.2,
      applied_taxes: [['CA Sales Tax 7.25%', 26.25]], discounts: [],
    });
    expect(estimated.items[0]?.prices).toMatchObject({ price: { value: 169 }, price_including_tax: { value: 181.25 }, row_total_including_tax: { value: 362.51 } });

    // SPECTRUM10: 33.80 + 2.40 off; tax on what is left: 304.20 → 22.05, 21.60 → 1.57.
    const coupon = (await applyCoupon(server.url, cartId, 'spectrum10')).body.data?.applyCouponToCart?.cart as CartData;
    expect(coupon.applied_coupons).toEqual([{ code: 'SPECTRUM10' }]);
    expect(totalsOf(coupon)).toEqual({
      subtotal_excluding_tax: 362, subtotal_including_tax: 388.25, subtotal_with_discount_excluding_tax: 325.8, grand_total: 359.37,
      applied_taxes: [['CA Sales Tax 7.25%', 23.62]], discounts: [['SPECTRUM10', 36.2]],
    });
    expect(coupon.items[0]?.prices.discounts).toEqual([{ label: 'SPECTRUM10', amount: { value: 33.8 } }]);

    // The estimate is kept with the cart: a reload shows the same totals.
    expect(totalsOf(await readCart(server.url, cartId))).toEqual(totalsOf(coupon));
  });

  it('DE (EUR): prices include 19 % VAT, shown from the first item; fixed coupon spread over the rows', async () => {
    const cartId = await createCart(server.url, { store: 'de_de' });
    const cart = await add(server.url, cartId, [
      { sku: 'SFD-CORE-C', quantity: 1, selected_options: [uid('custom-option/2/2')] }, { sku: 'SACC-LOUPE', quantity: 2 },
    ], { store: 'de_de' });
    // 215 + 17.99 = 232.99 (VAT 37.20, net 195.79); 2 × 35.99 = 71.98 (VAT 11.49, net 60.49).
    expect(totalsOf(cart)).toEqual({
      subtotal_excluding_tax: 256.28, subtotal_including_tax: 304.97, subtotal_with_discount_excluding_tax: 256.28, grand_total: 304.97,
      applied_taxes: [[`MwSt. 19${nbsp}%`, 48.69]], discounts: [],
    });
    expect(cart.prices.grand_total.currency).toBe('EUR');
    expect(cart.items[0]?.prices).toMatchObject({ price: { value: 195.79, currency: 'EUR' }, price_including_tax: { value: 232.99 } });
    expect(cart.available_payment_methods.map((m) => m.title))
      .toEqual(['Scheck / Zahlungsanweisung', 'Bestellung auf Rechnung', 'Banküberweisung', 'Nachnahme', 'Kredit- oder Debitkarte']);

    // Flat rate 3 × 4.50 = 13.50 gross, VAT 2.16 inside.
    expect(brief(await methods(cartId, { country_code: 'DE', postcode: '10115' }, 'de_de'))).toEqual([
      ['flatrate/flatrate', 13.5, 11.34, 13.5], ['tablerate/bestway', 8.95, 7.52, 8.95], ['freeshipping/freeshipping', 0, 0, 0],
    ]);
    await estimateTotals(server.url, {
      cart_id: cartId, address: { country_code: 'DE', postcode: '10115' }, shipping_method: { carrier_code: 'flatrate', method_code: 'flatrate' },
    }, { store: 'de_de' });
    // SWATCH5: 5 € spread 3.82 / 1.18; VAT after discount 36.59 + 11.30, plus 2.16 on shipping.
    const discounted = (await applyCoupon(server.url, cartId, 'SWATCH5', { store: 'de_de' })).body.data?.applyCouponToCart?.cart as CartData;
    expect(totalsOf(discounted)).toEqual({
      subtotal_excluding_tax: 256.28, subtotal_including_tax: 304.97, subtotal_with_discount_excluding_tax: 252.08, grand_total: 313.47,
      applied_taxes: [[`MwSt. 19${nbsp}%`, 50.05]], discounts: [['SWATCH5', 5]],
    });
    expect(discounted.items.map((i) => i.prices.total_item_discount.value)).toEqual([3.82, 1.18]);
  });

  it('UK (GBP): 20 % VAT inclusive on a configurable and a downloadable item; shipping VAT; FREESHIP', async () => {
    const cartId = await createCart(server.url, { store: 'uk_en' });
    const cart = await add(server.url, cartId, [
      { sku: 'SLS', quantity: 3, selected_options: [uid('configurable/93/19'), uid('configurable/202/16')] },
      { sku: 'SDL-DESIGN', quantity: 1, selected_options: [uid('downloadable/1'), uid('downloadable/3')] },
    ], { store: 'uk_en' });
    // 3 × 14.99 = 44.97 (VAT 7.50); links 22.99 + 27.99 = 50.98 (VAT 8.50).
    expect(totalsOf(cart)).toEqual({
      subtotal_excluding_tax: 79.95, subtotal_including_tax: 95.95, subtotal_with_discount_excluding_tax: 79.95, grand_total: 95.95,
      applied_taxes: [['VAT 20%', 16]], discounts: [],
    });
    const estimated = await estimateTotals(server.url, {
      cart_id: cartId, address: { country_code: 'GB', postcode: 'SW1A 1AA' }, shipping_method: { carrier_code: 'tablerate', method_code: 'bestway' },
    }, { store: 'uk_en' });
    // Table rate 7.95 gross (0.15 kg, the download weighs nothing), VAT 1.33 inside.
    expect(totalsOf(estimated)).toMatchObject({ grand_total: 103.9, applied_taxes: [['VAT 20%', 17.33]] });
    // A method the address cannot have is refused as setShippingMethodsOnCart refuses it; the estimate stays.
    await expect(estimateTotals(server.url, {
      cart_id: cartId, address: { country_code: 'GB', postcode: 'SW1A 1AA' }, shipping_method: { carrier_code: 'bogus', method_code: 'x' },
    }, { store: 'uk_en' })).rejects.toThrow(/Carrier with such method not found: bogus, x.*graphql-input/);
    expect(totalsOf(await readCart(server.url, cartId, { store: 'uk_en' }))).toMatchObject({ grand_total: 103.9 });

    const free = (await applyCoupon(server.url, cartId, 'FREESHIP', { store: 'uk_en' })).body.data?.applyCouponToCart?.cart as CartData;
    expect(free.applied_coupons).toEqual([{ code: 'FREESHIP' }]);
    expect(totalsOf(free)).toMatchObject({ grand_total: 95.95, applied_taxes: [['VAT 20%', 16]], discounts: [] });
    expect(brief(await methods(cartId, { country_code: 'GB' }, 'uk_en')).map(([code, amount]) => [code, amount]))
      .toEqual([['flatrate/flatrate', 0], ['tablerate/bestway', 0], ['freeshipping/freeshipping', 0]]);
  });

  it('HK: no tax; a store does not ship outside its countries, and a virtual cart not at all', async () => {
    const cartId = await createCart(server.url, { store: 'hk_tc' });
    const cart = await add(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }], { store: 'hk_tc' });
    expect(totalsOf(cart)).toMatchObject({ grand_total: 300, applied_taxes: [] });
    expect(cart.prices.grand_total.currency).toBe('HKD');
    expect(await methods(cartId, { country_code: 'US' }, 'hk_tc')).toEqual([]);
    expect((await methods(cartId, { country_code: 'HK' }, 'hk_tc')).map((m) => m.carrier_code)).toEqual(['flatrate', 'tablerate']);

    const virtual = await createCart(server.url);
    await add(server.url, virtual, [{ sku: 'SSV-WARRANTY', quantity: 1 }]);
    expect(await methods(virtual, { country_code: 'US', region: { region_code: 'NY' } }, 'na_us')).toEqual([]);
  });

  it('refuses unknown, expired and second coupons, and coupons on an empty cart, leaving the cart as it was', async () => {
    const empty = await createCart(server.url);
    expect((await applyCoupon(server.url, empty, 'SPECTRUM10')).body.errors?.[0])
      .toMatchObject({ message: 'Cart does not contain products.', extensions: { category: 'graphql-no-such-entity' } });
    // Removing one words it without the full stop (Magento's RemoveCouponFromCart).
    expect((await removeCoupon(server.url, empty)).body.errors?.[0])
      .toMatchObject({ message: 'Cart does not contain products', extensions: { category: 'graphql-no-such-entity' } });
    const cartId = await createCart(server.url);
    await add(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    const before = await readCart(server.url, cartId);
    for (const code of ['NOPE', 'SUMMER2024', '<script>']) {
      expect((await applyCoupon(server.url, cartId, code)).body.errors?.[0]).toMatchObject({
        message: "The coupon code isn't valid. Verify the code and try again.", extensions: { category: 'graphql-no-such-entity' },
      });
    }
    expect((await applyCoupon(server.url, cartId, '  ')).body.errors?.[0])
      .toMatchObject({ message: 'Required parameter "coupon_code" is missing', extensions: { category: 'graphql-input' } });
    expect(await readCart(server.url, cartId)).toEqual(before);

    await applyCoupon(server.url, cartId, 'SPECTRUM10');
    expect((await applyCoupon(server.url, cartId, 'SWATCH5')).body.errors?.[0]).toMatchObject({
      message: 'A coupon is already applied to the cart. Please remove it to apply another', extensions: { category: 'graphql-input' },
    });
    const removed = await graphqlPost<{ removeCouponFromCart: { cart: { applied_coupons: unknown; prices: { grand_total: { value: number } } } } }>(server.url,
      'mutation Remove($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { applied_coupons { code } prices { grand_total { value } } } } }',
      { store: 'na_us', variables: { id: cartId } });
    expect(removed.body.data?.removeCouponFromCart.cart).toEqual({ applied_coupons: null, prices: { grand_total: { value: 39 } } });
  });

  it('offers only "free" payment when the cart costs nothing', async () => {
    const cartId = await createCart(server.url);
    await add(server.url, cartId, [{ sku: 'SCH-SB-120', quantity: 1 }]);
    const cart = (await applyCoupon(server.url, cartId, 'SWATCH5')).body.data?.applyCouponToCart?.cart as CartData;
    expect(cart.prices.grand_total.value).toBe(0);
    expect(cart.prices.discounts).toEqual([{ label: 'SWATCH5', amount: { value: 3.95 } }]);
    expect(cart.available_payment_methods).toEqual([{ code: 'free', title: 'No Payment Information Required' }]);
  });

  it('reports the minimum order rules: barcode products in runs of 5, and a store minimum amount', async () => {
    const cartId = await createCart(server.url);
    const below = await add(server.url, cartId, [{ sku: 'SBC-LABELS', quantity: 2 }, { sku: 'SBC-CARD', quantity: 1 }]);
    expect(below.minimum_order_qty_validation).toEqual({
      failure_message: 'Barcode products are printed in runs of at least 5. Your cart holds 3; please add more to check out.',
      failure_redirect_url: `${server.url}/checkout/cart`,
    });
    const enough = await add(server.url, cartId, [{ sku: 'SBC-CARD', quantity: 2 }]);
    expect(enough.minimum_order_qty_validation).toEqual({ failure_message: null, failure_redirect_url: null });

    db.prepare("UPDATE stores SET settings = json_set(settings, '$.minimum_order_amount', 500) WHERE code = 'uk_en'").run();
    try {
      const ukCart = await createCart(server.url, { store: 'uk_en' });
      const small = await add(server.url, ukCart, [{ sku: 'SACC-LOUPE', quantity: 1 }], { store: 'uk_en' });
      expect(small.minimum_order_qty_validation).toEqual({
        failure_message: 'Minimum order amount is £500.00', failure_redirect_url: `${server.url}/uk/en/checkout/cart`,
      });
    } finally {
      db.prepare("UPDATE stores SET settings = json_remove(settings, '$.minimum_order_amount') WHERE code = 'uk_en'").run();
    }
  });
});

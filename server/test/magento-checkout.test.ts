import { insertSignedInCustomer } from './customerHelpers';
import { graphqlPost, useTestServer } from './helpers';
import {
  addProducts, cartFrom, createGuestCart, MAGENTO_CART, type MagentoCartData, placeOrder, post, setBilling, setEmail, setMethod,
  setPayment, setShipping, texas,
} from './magentoCart';
import type { BackendProfile } from '../src/profile';

// The journeys a stock storefront makes with Magento 2.4.8's operations only, on both backend profiles (issue #19).

const first = (response: { body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }) =>
  response.body.errors?.map((e) => ({ message: e.message, category: e.extensions?.category }))[0];

describe.each<BackendProfile>(['full', 'stock'])('Magento checkout on the %s profile', (profile) => {
  const { db, server } = useTestServer({ profile });
  const token = `quote-${profile}-customer-token`;
  beforeAll(() => {
    insertSignedInCustomer(db, token);
    // A 100 % coupon (test fixture) for the zero-total order.
    db.prepare("INSERT INTO sales_rules (coupon_code, action, amount, description) VALUES ('TESTFREE100', 'by_percent', 100, 'test fixture')").run();
  });

  // Magento\GraphQl\Quote\Guest\CreateGuestCartTest, Customer\CreateGuestCartTest.
  it('createGuestCart: a new guest cart, a chosen id once, 32 characters; customers are sent to customerCart', async () => {
    const url = server.url;
    const cartId = await createGuestCart(url);
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    const chosen = '572cda51902b5b517c0e1a2b2fd004b4';
    const create = (id: string, caller = {}) => post<{ createGuestCart: { cart: MagentoCartData } | null }>(url,
      'mutation Create($id: ID) { createGuestCart(input: { cart_uid: $id }) { cart { id itemsV2 { total_count } } } }', { id }, caller);
    expect((await create(chosen)).body.data?.createGuestCart?.cart).toEqual({ id: chosen, itemsV2: { total_count: 0 } });
    expect(first(await create(chosen))).toEqual({ message: `Cart with ID "${chosen}" already exists.`, category: 'graphql-already-exists' });
    expect(first(await create('1234567890'))).toEqual({ message: 'Cart ID length should to be 32 symbols.', category: 'graphql-input' });
    expect(first(await post(url, 'mutation { createGuestCart { cart { id } } }', {}, { token })))
      .toEqual({ message: 'Use `Query.customerCart` for logged in customer.', category: 'graphql-already-exists' });
  });

  const journey = async (payment: Record<string, unknown>, note: string): Promise<{ cart: MagentoCartData; cartId: string }> => {
    const url = server.url;
    const cartId = await createGuestCart(url);
    const added = await addProducts(url, cartId, [{ sku: 'SACC-LOUPE', quantity: 2 }]);
    expect(added.body.data?.addProductsToCart?.user_errors).toEqual([]);
    await setEmail(url, cartId, { value: 'mae@example.com' });
    const shipped = await setShipping(url, cartId, { value: [{ address: texas, customer_notes: note }] });
    expect(shipped.shipping_addresses[0]?.customer_notes).toBe(note === '' ? null : note);
    await setBilling(url, cartId, { value: { same_as_shipping: true } });
    await setMethod(url, cartId, { value: [{ carrier_code: 'flatrate', method_code: 'flatrate' }] });
    return { cart: await setPayment(url, cartId, { value: payment }), cartId };
  };

  it('offers Magento\'s offline payment methods (no brand method on stock) and each one places an order with the shipping note', async () => {
    const { cart } = await journey({ code: 'checkmo' }, 'x');
    const offered = cart.available_payment_methods.map((m) => m.code);
    expect(offered).toEqual(profile === 'stock'
      ? ['checkmo', 'purchaseorder', 'banktransfer', 'cashondelivery']
      : ['checkmo', 'purchaseorder', 'banktransfer', 'cashondelivery', 'spectrane_card']);
    expect(cart.available_payment_methods.find((m) => m.code === 'cashondelivery')).toEqual({ code: 'cashondelivery', title: 'Cash On Delivery', is_deferred: false });
    const methods: Array<[Record<string, unknown>, string, Array<{ name: string; value: string }>]> = [
      [{ code: 'checkmo' }, 'Check / Money order', []],
      [{ code: 'banktransfer' }, 'Bank Transfer Payment', []],
      [{ code: 'cashondelivery' }, 'Cash On Delivery', []],
      [{ code: 'purchaseorder', purchase_order_number: 'PO-19' }, 'Purchase Order', [{ name: 'purchase_order_number', value: 'PO-19' }]],
    ];
    for (const [payment, title, additional] of methods) {
      const note = `Leave it with the neighbours (${String(payment.code)}).`;
      const { cart: ready, cartId } = await journey(payment, note);
      expect(ready.selected_payment_method).toEqual({ code: payment.code, title, purchase_order_number: payment.purchase_order_number ?? null });
      const placed = (await placeOrder(server.url, cartId)).body.data?.placeOrder;
      expect(placed?.errors).toEqual([]);
      expect(placed?.order?.order_number).toBe(placed?.orderV2?.number);
      expect(placed?.orderV2).toMatchObject({
        status: 'Pending', email: 'mae@example.com', carrier: 'Flat Rate', payment_methods: [{ name: title, type: payment.code, additional_data: additional }],
        shipping_address: { firstname: 'Mae', city: 'Austin', region: 'Texas', postcode: '78701', country_code: 'US' },
        applied_coupons: [],
      });
      // OrderItem.prices (Magento 2.4.7+): the prices the cart charged for the item, tax included where asked.
      const cartPrices = ready.itemsV2.items[0]?.prices as Record<string, { value: number }>;
      const items = placed?.orderV2?.items as Array<{ prices: Record<string, unknown> }>;
      expect(items[0]?.prices).toEqual({
        price: { value: cartPrices.price?.value }, price_including_tax: { value: cartPrices.price_including_tax?.value },
        row_total: { value: cartPrices.row_total?.value }, row_total_including_tax: { value: cartPrices.row_total_including_tax?.value },
        total_item_discount: { value: 0 }, original_row_total: { value: cartPrices.row_total?.value }, fixed_product_taxes: [],
      });
      expect(cartPrices.price_including_tax?.value).toBeGreaterThan(cartPrices.price?.value ?? Infinity);
      // The shipping address's customer_notes is the order's comment (CustomerOrder.comments).
      expect(placed?.orderV2?.comments.map((c) => c.message)).toEqual([note]);
      expect(placed?.orderV2?.comments[0]?.timestamp).toBe(placed?.orderV2?.order_date);
    }
  });

  it('free: only for a zero total, and it places the order', async () => {
    const url = server.url;
    const cartId = await createGuestCart(url);
    await addProducts(url, cartId, [{ sku: 'SSV-WARRANTY', quantity: 1 }]);
    await setEmail(url, cartId, { value: 'free@example.com' });
    await setBilling(url, cartId, { value: { address: texas } });
    const applied = cartFrom(await post<{ applyCouponToCart: { cart: MagentoCartData } | null }>(url,
      `mutation { applyCouponToCart(input: { cart_id: "${cartId}", coupon_code: "TESTFREE100" }) { cart { ${MAGENTO_CART} } } }`, {}),
    'applyCouponToCart');
    expect(applied.available_payment_methods.map((m) => m.code)).toEqual(['free']);
    await setPayment(url, cartId, { value: { code: 'free' } });
    const placed = (await placeOrder(url, cartId)).body.data?.placeOrder;
    expect(placed?.orderV2).toMatchObject({
      is_virtual: true, applied_coupons: [{ code: 'TESTFREE100' }], payment_methods: [{ type: 'free', name: 'No Payment Information Required' }],
      total: {
        grand_total: { value: 0, currency: 'USD' }, base_grand_total: { value: 0, currency: 'USD' },
        // Sales\OrderTotalDiscountsCouponTest::testCustomerOrderWithDiscountCoupon: the discount names its coupon.
        discounts: [{ label: 'TESTFREE100', coupon: { code: 'TESTFREE100' } }],
      },
      comments: [],
    });
  });

  it('clearCart empties the cart and keeps its id; a cart the caller cannot use comes back in errors', async () => {
    const url = server.url;
    const clear = (uid: string, caller = {}) => post<{ clearCart: { cart: { id: string; itemsV2: { total_count: number } } | null; errors: unknown[] } }>(url,
      'mutation Clear($uid: ID!) { clearCart(input: { uid: $uid }) { cart { id itemsV2 { total_count } } errors { type message } } }', { uid }, caller);
    const cartId = await createGuestCart(url);
    await addProducts(url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }, { sku: 'SACC-GLOVES', quantity: 2 }]);
    expect((await clear(cartId)).body.data?.clearCart).toEqual({ cart: { id: cartId, itemsV2: { total_count: 0 } }, errors: [] });
    const unknown = 'u'.repeat(32);
    expect((await clear(unknown)).body.data?.clearCart)
      .toEqual({ cart: null, errors: [{ type: 'NOT_FOUND', message: `Could not find a cart with ID "${unknown}"` }] });
    expect((await clear(cartId, { token })).body.data?.clearCart)
      .toEqual({ cart: null, errors: [{ type: 'UNAUTHORISED', message: `The current user cannot perform operations on cart "${cartId}"` }] });
    const { cartId: ordered } = await journey({ code: 'checkmo' }, '');
    await placeOrder(url, ordered);
    expect((await clear(ordered)).body.data?.clearCart).toEqual({ cart: null, errors: [{ type: 'INACTIVE', message: "The cart isn't active." }] });
    expect(first(await clear(''))).toEqual({ message: 'Required parameter "uid" is missing', category: 'graphql-input' });
  });

  it(profile === 'stock' ? 'has no brand payment method or minimum run of barcode products' : 'keeps the brand card method and the barcode minimum run', async () => {
    const url = server.url;
    const { cartId } = await journey({ code: 'checkmo' }, '');
    const card = await graphqlPost(url, `mutation { setPaymentMethodOnCart(input: { cart_id: "${cartId}", payment_method: { code: "spectrane_card" } }) { cart { id } } }`);
    expect(first(card)).toEqual(profile === 'stock'
      ? { message: 'The requested Payment Method is not available.', category: 'graphql-input' }
      : { message: 'Required parameter "token" for "spectrane_card" is missing.', category: 'graphql-input' });
    const barcodeCart = await createGuestCart(url);
    await addProducts(url, barcodeCart, [{ sku: 'SBC-LABELS', quantity: 2 }]);
    await setEmail(url, barcodeCart, { value: 'labels@example.com' });
    await setShipping(url, barcodeCart, { value: [{ address: texas }] });
    await setBilling(url, barcodeCart, { value: { same_as_shipping: true } });
    await setMethod(url, barcodeCart, { value: [{ carrier_code: 'flatrate', method_code: 'flatrate' }] });
    await setPayment(url, barcodeCart, { value: { code: 'checkmo' } });
    const placed = (await placeOrder(url, barcodeCart)).body.data?.placeOrder;
    if (profile === 'stock') expect(placed?.errors).toEqual([]);
    else expect(placed?.errors[0]?.message).toMatch(/^Unable to place order: Barcode products are printed in runs of at least 5/);
  });
});

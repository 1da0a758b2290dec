import { type CardGatewayAdapter, createTestCardGateway, registerCardGateway } from '../src/gateway/cardGateway';
import { add, applyCoupon, createCart } from './cartHelpers';
import {
  call, cartOf, firstError, newYork, orderCount, ordersOfQuote, placeOrder, readCheckoutCart, setBillingAddress, setGuestEmail,
  placeOrderError, setPaymentMethod, setShippingAddress, setShippingMethod,
} from './checkoutHelpers';
import { useTestServer } from './helpers';
import type { CartItemInputData } from './cartHelpers';

describe('checkout payments: card gateway (test mode), free, atomic and idempotent placeOrder', () => {
  const { db, server } = useTestServer();

  const quoteIdOf = (maskedId: string): number =>
    (db.prepare('SELECT id FROM carts WHERE masked_id = ?').get(maskedId) as { id: number }).id;

  /** A guest cart with everything but the payment method. */
  const readyCart = async (items: CartItemInputData[] = [{ sku: 'SACC-LOUPE', quantity: 2 }]): Promise<string> => {
    const url = server.url;
    const cartId = await createCart(url);
    await add(url, cartId, items);
    cartOf(await setGuestEmail(url, cartId, 'payer@example.com'), 'setGuestEmailOnCart');
    cartOf(await setShippingAddress(url, cartId, { address: newYork }), 'setShippingAddressesOnCart');
    cartOf(await setShippingMethod(url, cartId, 'flatrate', 'flatrate'), 'setShippingMethodsOnCart');
    cartOf(await setBillingAddress(url, cartId, { same_as_shipping: true }), 'setBillingAddressOnCart');
    return cartId;
  };


  it('card approved: the token is kept (never card data), the order is captured and invoiced', async () => {
    const url = server.url;
    const cartId = await readyCart();
    expect(firstError(await setPaymentMethod(url, cartId, { code: 'spectrane_card' })))
      .toEqual({ message: 'Required parameter "token" for "spectrane_card" is missing.', category: 'graphql-input' });
    expect(firstError(await setPaymentMethod(url, cartId, { code: 'spectrane_card', spectrane_card: { token: 'tok_unknown' } })))
      .toEqual({ message: 'The card token is not valid.', category: 'graphql-input' });
    const paid = cartOf(await setPaymentMethod(url, cartId, { code: 'spectrane_card', spectrane_card: { token: 'tok_visa' } }), 'setPaymentMethodOnCart');
    expect(paid.selected_payment_method).toEqual({
      code: 'spectrane_card', title: 'Credit or Debit Card', purchase_order_number: null, card_brand: 'visa', card_last4: '4242',
    });
    const { body } = await call<{ storeConfig: { card_payment: { mode: string; public_keys: Array<{ mode: string; public_key: string }> } } }>(url,
      'query { storeConfig { card_payment { mode public_keys { mode public_key } } } }', {});
    expect(body.data?.storeConfig.card_payment.mode).toBe('sandbox');

    const placed = (await placeOrder(url, cartId)).body.data?.placeOrder;
    expect(placed?.orderV2).toMatchObject({
      status: 'Processing',
      payment_methods: [{ type: 'spectrane_card', name: 'Credit or Debit Card',
        additional_data: [{ name: 'card_brand', value: 'visa' }, { name: 'card_last4', value: '4242' }] }],
    });
    const stored = db.prepare(`SELECT o.status, oc.payment_transaction_id AS txn, (SELECT COUNT(*) FROM invoices i WHERE i.order_id = o.id) AS invoices
      FROM orders o JOIN order_checkout oc ON oc.order_id = o.id WHERE o.increment_id = ?`).get(placed?.order?.order_number) as
      { status: string; txn: string; invoices: number };
    expect(stored.txn).toMatch(/^test_auth_/);
    expect(stored.invoices).toBe(1);
    expect(stored.status).toBe('processing');
  });

  it('card declined: Magento-style failure, nothing stored, the cart stays active and intact for a retry', async () => {
    const url = server.url;
    const cartId = await readyCart();
    cartOf(await setPaymentMethod(url, cartId, { code: 'spectrane_card', spectrane_card: { token: 'tok_declined' } }), 'setPaymentMethodOnCart');
    const before = await readCheckoutCart(url, cartId);
    const orders = orderCount(db);
    // A gateway's message is not among the reasons Magento's ErrorMapper knows: UNDEFINED.
    expect(placeOrderError(await placeOrder(url, cartId))).toEqual({ code: 'UNDEFINED', message: 'Unable to place order: Your card was declined.' });
    expect(orderCount(db)).toBe(orders);
    expect(await readCheckoutCart(url, cartId)).toEqual(before);

    cartOf(await setPaymentMethod(url, cartId, { code: 'spectrane_card', spectrane_card: { token: 'tok_insufficient_funds' } }), 'setPaymentMethodOnCart');
    expect(placeOrderError(await placeOrder(url, cartId))?.message).toBe('Unable to place order: Your card has insufficient funds.');
    cartOf(await setPaymentMethod(url, cartId, { code: 'spectrane_card', spectrane_card: { token: 'tok_mastercard' } }), 'setPaymentMethodOnCart');
    const placed = (await placeOrder(url, cartId)).body.data?.placeOrder;
    expect(placed?.orderV2?.payment_methods[0]?.additional_data).toEqual([{ name: 'card_brand', value: 'mastercard' }, { name: 'card_last4', value: '4444' }]);
    expect(orderCount(db)).toBe(orders + 1);
  });

  it('two concurrent placeOrder calls for one cart make exactly one order (offline and card payment)', async () => {
    const url = server.url;
    for (const method of [{ code: 'checkmo' }, { code: 'spectrane_card', spectrane_card: { token: 'tok_visa' } }]) {
      const cartId = await readyCart();
      cartOf(await setPaymentMethod(url, cartId, method), 'setPaymentMethodOnCart');
      const before = orderCount(db);
      const results = await Promise.all([placeOrder(url, cartId), placeOrder(url, cartId), placeOrder(url, cartId)]);
      const numbers = results.map((r) => r.body.data?.placeOrder?.order?.order_number);
      expect(results.map((r) => r.body.errors)).toEqual([undefined, undefined, undefined]);
      expect(new Set(numbers).size).toBe(1);
      expect(orderCount(db)).toBe(before + 1);
      expect(ordersOfQuote(db, quoteIdOf(cartId))).toBe(1);
    }
  });

  it('a cart changed while the card is being authorized is not ordered, and the authorization is voided', async () => {
    const url = server.url;
    const real = createTestCardGateway();
    const voided: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let authorizing: () => void = () => undefined;
    const started = new Promise<void>((resolve) => { authorizing = resolve; });
    const slow: CardGatewayAdapter = {
      ...real,
      name: 'slow-test-gateway',
      authorize: async (request) => {
        authorizing();
        await held;
        return real.authorize(request);
      },
      void: async (transactionId) => {
        voided.push(transactionId);
        await real.void(transactionId);
      },
    };
    registerCardGateway('sandbox', slow);
    try {
      const cartId = await readyCart();
      cartOf(await setPaymentMethod(url, cartId, { code: 'spectrane_card', spectrane_card: { token: 'tok_visa' } }), 'setPaymentMethodOnCart');
      const before = orderCount(db);
      const placing = placeOrder(url, cartId);
      await started;
      // The shopper adds an item in another tab while the card is being authorized.
      await add(url, cartId, [{ sku: 'SACC-GLOVES', quantity: 2 }]);
      release();
      expect(placeOrderError(await placing)).toEqual({
        code: 'UNABLE_TO_PLACE_ORDER',
        message: 'Unable to place order: A server error stopped your order from being placed. Please try to place your order again',
      });
      expect(voided).toHaveLength(1);
      expect(orderCount(db)).toBe(before);
      expect((await readCheckoutCart(url, cartId)).items.map((i) => i.product.sku)).toEqual(['SACC-LOUPE', 'SACC-GLOVES']);
    } finally {
      registerCardGateway('sandbox', createTestCardGateway());
    }
  });

  it('stock is taken by an order: a second cart with the last units can no longer be ordered', async () => {
    const url = server.url;
    // SIN-SPECTRO: 4 in stock.
    const first = await readyCart([{ sku: 'SIN-SPECTRO', quantity: 3 }]);
    const second = await readyCart([{ sku: 'SIN-SPECTRO', quantity: 2 }]);
    for (const cartId of [first, second]) cartOf(await setPaymentMethod(url, cartId, { code: 'checkmo' }), 'setPaymentMethodOnCart');
    expect((await placeOrder(url, first)).body.data?.placeOrder?.order?.order_number).toBeTruthy();
    expect(placeOrderError(await placeOrder(url, second)))
      .toEqual({ code: 'UNABLE_TO_PLACE_ORDER', message: 'Unable to place order: Some of the products are out of stock.' });
    expect((await readCheckoutCart(url, second)).items.map((i) => i.quantity)).toEqual([2]);
    // One left: the catalogue says so too.
    const { body } = await call<{ products: { items: Array<{ stock_status: string }> } }>(url,
      'query { products(filter: { sku: { eq: "SIN-SPECTRO" } }) { items { stock_status } } }', {});
    expect(body.data?.products.items[0]?.stock_status).toBe('IN_STOCK');
    const third = await readyCart([{ sku: 'SIN-SPECTRO', quantity: 1 }]);
    cartOf(await setPaymentMethod(url, third, { code: 'checkmo' }), 'setPaymentMethodOnCart');
    expect((await placeOrder(url, third)).body.data?.placeOrder?.order?.order_number).toBeTruthy();
    const after = await call<{ products: { items: Array<{ stock_status: string }> } }>(url,
      'query { products(filter: { sku: { eq: "SIN-SPECTRO" } }) { items { stock_status } } }', {});
    expect(after.body.data?.products.items[0]?.stock_status).toBe('OUT_OF_STOCK');
  });

  it('enforces minimum_order_qty_validation and offers only "free" for a zero total', async () => {
    const url = server.url;
    const barcode = await readyCart([{ sku: 'SBC-LABELS', quantity: 2 }]);
    cartOf(await setPaymentMethod(url, barcode, { code: 'checkmo' }), 'setPaymentMethodOnCart');
    expect(placeOrderError(await placeOrder(url, barcode))).toEqual({
      code: 'UNDEFINED',
      message: 'Unable to place order: Barcode products are printed in runs of at least 5. Your cart holds 2; please add more to check out.',
    });

    // A 100 % coupon (a test fixture rule) on a virtual item: nothing to pay.
    db.prepare("INSERT INTO sales_rules (coupon_code, action, amount, description) VALUES ('TESTFREE100', 'by_percent', 100, 'test fixture')").run();
    const cartId = await createCart(url);
    await add(url, cartId, [{ sku: 'SSV-WARRANTY', quantity: 1 }]);
    cartOf(await setGuestEmail(url, cartId, 'free@example.com'), 'setGuestEmailOnCart');
    cartOf(await setBillingAddress(url, cartId, { address: newYork }), 'setBillingAddressOnCart');
    expect(firstError(await setPaymentMethod(url, cartId, { code: 'free' })))
      .toEqual({ message: 'The requested Payment Method is not available.', category: 'graphql-input' });
    cartOf(await setPaymentMethod(url, cartId, { code: 'checkmo' }), 'setPaymentMethodOnCart');
    const zero = (await applyCoupon(url, cartId, 'TESTFREE100')).body.data?.applyCouponToCart?.cart;
    expect(zero?.prices.grand_total.value).toBe(0);
    expect(zero?.available_payment_methods.map((m) => m.code)).toEqual(['free']);
    // The method chosen before the total fell to zero is no longer valid.
    expect(placeOrderError(await placeOrder(url, cartId))?.message).toBe('Unable to place order: Enter a valid payment method and try again.');
    cartOf(await setPaymentMethod(url, cartId, { code: 'free' }), 'setPaymentMethodOnCart');
    const placed = (await placeOrder(url, cartId)).body.data?.placeOrder;
    expect(placed?.orderV2).toMatchObject({ total: { grand_total: { value: 0 } }, payment_methods: [{ type: 'free' }] });
  });
});

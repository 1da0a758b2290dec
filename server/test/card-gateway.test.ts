import { createDatabase } from '../src/db/database';
import { createTestCardGateway } from '../src/gateway/cardGateway';
import { cardProblems, createTestGatewayVault, luhnValid } from '../src/gateway/testGatewayVault';
import { add, createCart } from './cartHelpers';
import {
  call, cartOf, firstError, newYork, orderCount, placeOrder, placeOrderError, readCheckoutCart, setBillingAddress, setGuestEmail,
  setPaymentMethod, setShippingAddress, setShippingMethod,
} from './checkoutHelpers';
import { startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';
import type { Database } from 'better-sqlite3';

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string, overrides: Record<string, unknown> = {}) =>
  ({ key: 'pk_sandbox_spectrane_na_us', number, exp_month: 12, exp_year: nextYear, cvc: '123', ...overrides });

describe('test card gateway: validation and tokens', () => {
  it('checks Luhn, expiry and CVC, and takes only test card numbers in test mode', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardProblems({ number: '4242 4242 4242 4242', exp_month: 6, exp_year: 2026, cvc: '123' }, now)).toEqual([]);
    expect(cardProblems({ number: '4242 4242 4242 4241', exp_month: 5, exp_year: 2026, cvc: '12' }, now))
      .toEqual(['number_invalid', 'expiry_past', 'cvc_invalid']);
    expect(cardProblems({ number: '', cvc: '' }, now)).toEqual(['number_required', 'expiry_required', 'cvc_required']);
    // A Luhn-valid number that is not a test card: a test gateway never takes a real card.
    expect(cardProblems({ number: '4111 1111 1111 1111', exp_month: 1, exp_year: 2030, cvc: '123' }, now)).toEqual(['number_not_test']);
    // Amex has a four-digit CVC.
    expect(cardProblems({ number: '378282246310005', exp_month: 1, exp_year: 2030, cvc: '123' }, now)).toEqual(['cvc_invalid']);
    expect(cardProblems({ number: '4242424242424242', exp_month: 13, exp_year: 2030, cvc: '123' }, now)).toEqual(['expiry_invalid']);
  });

  it('adapter: approves, declines, refuses unknown, spent and expired tokens', async () => {
    let now = Date.parse('2026-06-15T10:00:00Z');
    const vault = createTestGatewayVault(() => now);
    const gateway = createTestCardGateway(vault, () => now);
    const token = (number: string): string => {
      const result = vault.tokenize('pk_sandbox_x', { number, exp_month: 12, exp_year: 2030, cvc: '123' });
      if (!result.ok) throw new Error('not tokenised');
      return result.token.id;
    };
    expect(vault.tokenize('pk_live_x', { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' })).toEqual({ ok: false, keyRefused: true });
    const request = (t: string) => ({ token: t, amount: 10, currency: 'USD', reference: 'quote-1' });

    const good = token('4242 4242 4242 4242');
    expect(await gateway.describeToken(good)).toEqual({ brand: 'visa', last4: '4242' });
    const approved = await gateway.authorize(request(good));
    expect(approved).toMatchObject({ approved: true, card: { brand: 'visa', last4: '4242' } });
    // Single use.
    expect(await gateway.describeToken(good)).toBeNull();
    expect(await gateway.authorize(request(good))).toEqual({ approved: false, message: 'The card token is not valid.' });

    expect(await gateway.authorize(request(token('4000000000000002')))).toEqual({ approved: false, message: 'Your card was declined.' });
    expect(await gateway.authorize(request(token('4000000000009995')))).toEqual({ approved: false, message: 'Your card has insufficient funds.' });
    await expect(gateway.authorize(request(token('4000000000000119')))).rejects.toThrow('processing error');
    expect(await gateway.authorize(request('tok_madeup'))).toEqual({ approved: false, message: 'The card token is not valid.' });

    const late = token('5555 5555 5555 4444');
    now += 11 * 60 * 1000;
    expect(await gateway.describeToken(late)).toBeNull();
    expect(await gateway.authorize(request(late))).toEqual({ approved: false, message: 'The card details have expired. Enter your card again.' });
  });
});

describe('test card gateway over HTTP, and placeOrder with its tokens', () => {
  let server: RunningServer;
  let db: Database;
  let gateway: string;

  beforeAll(async () => {
    db = createDatabase(':memory:');
    server = await startTestServer({ db, distDir: undefined });
    if (!server.cardGatewayUrl) throw new Error('no embedded gateway');
    gateway = new URL(server.cardGatewayUrl).origin;
  }, 60000);
  afterAll(async () => {
    await server?.close();
    db?.close();
  });

  const tokenize = async (body: Record<string, unknown>) => {
    const response = await fetch(`${gateway}/v1/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.json() as { id?: string; card?: { brand: string; last4: string }; error?: { type: string; problems: string[] } } };
  };

  const readyCart = async (): Promise<string> => {
    const url = server.url;
    const cartId = await createCart(url);
    await add(url, cartId, [{ sku: 'SACC-LOUPE', quantity: 2 }]);
    cartOf(await setGuestEmail(url, cartId, 'card@example.com'), 'setGuestEmailOnCart');
    cartOf(await setShippingAddress(url, cartId, { address: newYork }), 'setShippingAddressesOnCart');
    cartOf(await setShippingMethod(url, cartId, 'flatrate', 'flatrate'), 'setShippingMethodsOnCart');
    cartOf(await setBillingAddress(url, cartId, { same_as_shipping: true }), 'setBillingAddressOnCart');
    return cartId;
  };

  it('runs on an origin of its own, which the store config names and the CSP alone may frame', async () => {
    expect(gateway).not.toBe(new URL(server.url).origin);
    const { body } = await call<{ storeConfig: { card_payment: { mode: string; hosted_fields_url: string } } }>(server.url,
      'query { storeConfig { card_payment { mode hosted_fields_url } } }', {});
    expect(body.data?.storeConfig.card_payment).toEqual({ mode: 'sandbox', hosted_fields_url: `${gateway}/hosted-fields` });

    const page = await fetch(`${gateway}/hosted-fields?key=pk_sandbox_spectrane_na_us&origin=${encodeURIComponent(server.url)}&locale=de_DE`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${server.url}`);
    const html = await page.text();
    expect(html).toContain('<label for="cardnumber">Kartennummer</label>');
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    // Another page may not choose where the fields post their token: only an exact origin is taken.
    expect((await fetch(`${gateway}/hosted-fields?key=pk_sandbox_x&origin=${encodeURIComponent('javascript:alert(1)')}`)).status).toBe(400);
    // No CORS: another site's script cannot read a token answer.
    const preflight = await fetch(`${gateway}/v1/tokens`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('tokenises test cards with a test key only, and names the problems of a bad card', async () => {
    expect(await tokenize(card('4242424242424242', { key: 'pk_live_spectrane_na_us' }))).toEqual({ status: 401, body: { error: { type: 'invalid_key', problems: [] } } });
    expect(await tokenize(card('4242424242424241', { cvc: '1', exp_year: 2001 })))
      .toEqual({ status: 402, body: { error: { type: 'card_error', problems: ['number_invalid', 'expiry_past', 'cvc_invalid'] } } });
    const ok = await tokenize(card('4242424242424242'));
    expect(ok.status).toBe(200);
    expect(ok.body.id).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(ok.body.card).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('approving card: the order is placed with the token, the card brand and last four only', async () => {
    const cartId = await readyCart();
    const { body } = await tokenize(card('4242424242424242'));
    const paid = cartOf(await setPaymentMethod(server.url, cartId, { code: 'spectrane_card', spectrane_card: { token: body.id } }), 'setPaymentMethodOnCart');
    expect(paid.selected_payment_method).toMatchObject({ code: 'spectrane_card', card_brand: 'visa', card_last4: '4242' });
    const placed = (await placeOrder(server.url, cartId)).body.data?.placeOrder;
    expect(placed?.order?.order_number).toBeTruthy();
    expect(placed?.orderV2?.payment_methods[0]?.additional_data).toEqual([{ name: 'card_brand', value: 'visa' }, { name: 'card_last4', value: '4242' }]);
    // Nothing in the database holds a card number.
    const dump = JSON.stringify(db.prepare("SELECT * FROM carts WHERE masked_id = ?").all(cartId));
    expect(dump).not.toContain('4242424242424242');
  });

  it('declining card: Magento-shaped error, no order, the cart active with the same items; then a good card pays', async () => {
    const cartId = await readyCart();
    const declined = await tokenize(card('4000 0000 0000 0002'));
    cartOf(await setPaymentMethod(server.url, cartId, { code: 'spectrane_card', spectrane_card: { token: declined.body.id } }), 'setPaymentMethodOnCart');
    const before = await readCheckoutCart(server.url, cartId);
    const orders = orderCount(db);
    expect(placeOrderError(await placeOrder(server.url, cartId))).toEqual({ code: 'UNDEFINED', message: 'Unable to place order: Your card was declined.' });
    expect(orderCount(db)).toBe(orders);
    expect(await readCheckoutCart(server.url, cartId)).toEqual(before);
    // The declined token is spent: it is not taken again.
    expect(firstError(await setPaymentMethod(server.url, cartId, { code: 'spectrane_card', spectrane_card: { token: declined.body.id } })))
      .toEqual({ message: 'The card token is not valid.', category: 'graphql-input' });

    // A gateway failure is a Magento error too, and also leaves the cart as it was.
    const failing = await tokenize(card('4000000000000119'));
    cartOf(await setPaymentMethod(server.url, cartId, { code: 'spectrane_card', spectrane_card: { token: failing.body.id } }), 'setPaymentMethodOnCart');
    expect(placeOrderError(await placeOrder(server.url, cartId))).toEqual({
      code: 'UNABLE_TO_PLACE_ORDER', message: 'Unable to place order: A server error stopped your order from being placed. Please try to place your order again',
    });
    expect((await readCheckoutCart(server.url, cartId)).items).toEqual(before.items);

    const good = await tokenize(card('5555555555554444'));
    cartOf(await setPaymentMethod(server.url, cartId, { code: 'spectrane_card', spectrane_card: { token: good.body.id } }), 'setPaymentMethodOnCart');
    expect((await placeOrder(server.url, cartId)).body.data?.placeOrder?.order?.order_number).toBeTruthy();
    expect(orderCount(db)).toBe(orders + 1);
  });

  it('a token that expires before the order is placed: the shopper is asked for the card again (in the store language)', async () => {
    const cartId = await readyCart();
    const { body } = await tokenize(card('4242424242424242'));
    cartOf(await setPaymentMethod(server.url, cartId, { code: 'spectrane_card', spectrane_card: { token: body.id } }), 'setPaymentMethodOnCart');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60 * 1000 });
    try {
      expect(placeOrderError(await placeOrder(server.url, cartId)))
        .toEqual({ code: 'UNDEFINED', message: 'Unable to place order: The card details have expired. Enter your card again.' });
      expect(firstError(await setPaymentMethod(server.url, cartId, { code: 'spectrane_card', spectrane_card: { token: body.id } })))
        .toEqual({ message: 'The card token is not valid.', category: 'graphql-input' });
    } finally {
      vi.useRealTimers();
    }
    expect((await readCheckoutCart(server.url, cartId)).items.map((i) => i.quantity)).toEqual([2]);
  });

  it('the stock profile starts no gateway and offers no card', async () => {
    const stock = await startTestServer({ dbFile: ':memory:', profile: 'stock' });
    try {
      expect(stock.cardGatewayUrl).toBeNull();
    } finally {
      await stock.close();
    }
  });
});

import { CartAccessError } from '../src/cart/access';
import { addCartItem } from '../src/cart/operations';
import { createDatabase, type Database } from '../src/db/database';
import { type CardGatewayAdapter, createTestCardGateway, registerCardGateway } from '../src/gateway/cardGateway';
import { type CartAddressFields, saveCartAddress } from '../src/repositories/cart/cartAddresses';
import {
  type CartRow, findCartById, insertCart, saveCartShippingMethod, setCartEmail, setCartPayment,
} from '../src/repositories/cart/carts';
import { findStore, type StoreRecord } from '../src/repositories/store/stores';
import { GUEST_REPLAY_MS } from '../src/sales/openCart';
import { placeOrder } from '../src/sales/placeOrder';
import { PlaceOrderError } from '../src/sales/placeOrderError';
import type { SalesRequest } from '../src/sales/request';

// The sales service itself, without GraphQL: its rules and failure paths (the GraphQL answers are in checkout-*.test.ts).
describe('sales placeOrder service', () => {
  let db: Database;
  let store: StoreRecord;
  const guest = (): SalesRequest => ({ db, store, currencyCode: 'USD', customerId: null, profile: 'full', origin: 'http://shop.test' });

  beforeAll(() => {
    db = createDatabase(':memory:');
    const found = findStore(db, 'na_us');
    if (!found) throw new Error('na_us missing');
    store = found;
  });
  afterAll(() => db.close());
  afterEach(() => registerCardGateway('sandbox', createTestCardGateway()));

  const newYork: CartAddressFields = {
    customer_address_id: null, prefix: null, firstname: 'Ada', middlename: null, lastname: 'Lovelace', suffix: null, company: null,
    street: ['350 Fifth Avenue'], city: 'New York', region: 'New York', region_id: null, region_code: 'NY', postcode: '10118',
    country_id: 'US', telephone: '+1 212 555 0100', fax: null, vat_id: null, same_as_billing: 1, save_in_address_book: 0,
    customer_notes: 'Ring twice',
  };

  type Step = 'items' | 'email' | 'shipping' | 'method' | 'billing' | 'payment';
  const steps: Step[] = ['items', 'email', 'shipping', 'method', 'billing', 'payment'];

  /** A guest cart for SACC-LOUPE × 2, filled up to (not including) `until`; `payment` is the method's code and data. */
  const cartUpTo = (until?: Step, payment: [string, Record<string, string> | null] = ['checkmo', null]): CartRow => {
    const cart = insertCart(db, { storeCode: 'na_us', currency: 'USD', customerId: null });
    const todo = until ? steps.slice(0, steps.indexOf(until)) : steps;
    if (todo.includes('items')) addCartItem({ db, store, currency: 'USD' }, cart.id, { sku: 'SACC-LOUPE', quantity: 2 }, false);
    if (todo.includes('email')) setCartEmail(db, cart.id, 'payer@example.com');
    if (todo.includes('shipping')) saveCartAddress(db, cart.id, 'shipping', newYork);
    if (todo.includes('method')) saveCartShippingMethod(db, cart.id, { carrier: 'flatrate', method: 'flatrate' });
    if (todo.includes('billing')) saveCartAddress(db, cart.id, 'billing', newYork);
    if (todo.includes('payment')) setCartPayment(db, cart.id, payment[0], payment[1]);
    const row = findCartById(db, cart.id);
    if (!row) throw new Error('cart vanished');
    return row;
  };

  const count = (sql: string, ...params: unknown[]): number => (db.prepare(sql).get(...params) as { n: number }).n;
  const ordersOf = (cart: CartRow): number => count('SELECT COUNT(*) AS n FROM order_checkout WHERE quote_id = ?', cart.id);
  const stockOf = (sku: string): number => count('SELECT qty AS n FROM catalog_products WHERE sku = ?', sku);
  /** The cart as stored: its row and its items (to show that a failure changed nothing). */
  const stored = (cart: CartRow): unknown => ({
    row: db.prepare('SELECT * FROM carts WHERE id = ?').get(cart.id),
    items: db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').all(cart.id),
  });

  const refusal = async (work: Promise<unknown>): Promise<{ type: string; kind: string; message: string }> => {
    const error: unknown = await work.then(() => null, (e: unknown) => e);
    if (error instanceof PlaceOrderError || error instanceof CartAccessError) {
      return { type: error.constructor.name, kind: error.kind, message: error.message };
    }
    throw new Error(`expected a refusal, got ${String(error)}`);
  };

  it('turns the cart into an order: stock down, mail queued, cart closed with the order number', async () => {
    const cart = cartUpTo();
    const stockBefore = stockOf('SACC-LOUPE');
    const mailsBefore = count('SELECT COUNT(*) AS n FROM email_outbox');
    const order = await placeOrder(guest(), cart.masked_id);
    expect(order).toMatchObject({
      status: 'pending', customer_email: 'payer@example.com', currency: 'USD', customer_id: null, payment_method_code: 'checkmo',
      // The shipping address's customer_notes become the order comment.
      customer_note: 'Ring twice',
    });
    expect(order.increment_id).toMatch(/^\d{9,}$/);
    expect(stockOf('SACC-LOUPE')).toBe(stockBefore - 2);
    expect(count('SELECT COUNT(*) AS n FROM email_outbox')).toBe(mailsBefore + 1);
    expect(findCartById(db, cart.id)).toMatchObject({ is_active: 0, reserved_order_id: order.increment_id });
  });

  it('is idempotent: again, or three at once, the same cart makes one order', async () => {
    const cart = cartUpTo();
    const first = await placeOrder(guest(), cart.masked_id);
    expect((await placeOrder(guest(), cart.masked_id)).increment_id).toBe(first.increment_id);
    const other = cartUpTo();
    const numbers = await Promise.all([1, 2, 3].map(() => placeOrder(guest(), other.masked_id).then((o) => o.increment_id)));
    expect(new Set(numbers).size).toBe(1);
    expect(ordersOf(other)).toBe(1);
  });

  it("a guest's ordered cart answers its order only for a retry's while, then Magento's not active", async () => {
    const cart = cartUpTo();
    const first = await placeOrder(guest(), cart.masked_id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + GUEST_REPLAY_MS - 60_000 });
    try {
      expect((await placeOrder(guest(), cart.masked_id)).increment_id).toBe(first.increment_id);
      // Later, whoever holds the cart id learns nothing of the order.
      vi.setSystemTime(Date.now() + 2 * 60_000);
      expect(await refusal(placeOrder(guest(), cart.masked_id)))
        .toEqual({ type: 'CartAccessError', kind: 'not-active', message: "The cart isn't active." });
    } finally {
      vi.useRealTimers();
    }
    expect(ordersOf(cart)).toBe(1);
  });

  it("refuses an incomplete cart with Magento's reasons, in Magento's order, and writes nothing", async () => {
    const expected: Record<Step, { kind: string; message: string }> = {
      items: { kind: 'unable', message: 'A server error stopped your order from being placed. Please try to place your order again' },
      email: { kind: 'guest-email-missing', message: 'Guest email for cart is missing.' },
      shipping: { kind: 'unable', message: "Some addresses can't be used due to the configurations for specific countries." },
      method: { kind: 'unable', message: 'The shipping method is missing. Select the shipping method and try again.' },
      billing: { kind: 'unable', message: expect.stringMatching(/^Please check the billing address information\./) as unknown as string },
      payment: { kind: 'unable', message: 'Enter a valid payment method and try again.' },
    };
    for (const step of steps) {
      const cart = cartUpTo(step);
      const before = stored(cart);
      expect(await refusal(placeOrder(guest(), cart.masked_id)), step).toEqual({ type: 'PlaceOrderError', ...expected[step] });
      expect(stored(cart), step).toEqual(before);
      expect(ordersOf(cart), step).toBe(0);
    }
    const purchaseOrder = cartUpTo(undefined, ['purchaseorder', null]);
    expect(await refusal(placeOrder(guest(), purchaseOrder.masked_id)))
      .toMatchObject({ kind: 'unable', message: 'Purchase order number is a required field.' });
  });

  it('answers a cart the caller may not use with the cart domain\'s refusal', async () => {
    expect(await refusal(placeOrder(guest(), 'no-such-cart')))
      .toEqual({ type: 'CartAccessError', kind: 'not-found', message: 'Could not find a cart with ID "no-such-cart"' });
    const cart = cartUpTo();
    expect(await refusal(placeOrder({ ...guest(), customerId: 1 }, cart.masked_id))).toMatchObject({ kind: 'not-yours' });
    await placeOrder(guest(), cart.masked_id);
    // An ordered cart is the same order for its owner only.
    expect(await refusal(placeOrder({ ...guest(), customerId: 1 }, cart.masked_id)))
      .toEqual({ type: 'CartAccessError', kind: 'not-active', message: "The cart isn't active." });
  });

  it('a declined card stores nothing and leaves the cart active and unchanged', async () => {
    const cart = cartUpTo(undefined, ['spectrane_card', { token: 'tok_declined', card_brand: 'visa', card_last4: '0002' }]);
    const before = stored(cart);
    const stock = stockOf('SACC-LOUPE');
    expect(await refusal(placeOrder(guest(), cart.masked_id))).toMatchObject({ kind: 'unable', message: 'Your card was declined.' });
    expect(stored(cart)).toEqual(before);
    expect(stockOf('SACC-LOUPE')).toBe(stock);
    expect(ordersOf(cart)).toBe(0);
  });

  /** The test gateway with its calls recorded and some steps replaced. */
  const recordingGateway = (overrides: Partial<CardGatewayAdapter> = {}): { calls: string[] } => {
    const calls: string[] = [];
    const real = createTestCardGateway();
    registerCardGateway('sandbox', {
      ...real,
      authorize: (request) => {
        calls.push('authorize');
        return (overrides.authorize ?? real.authorize)(request);
      },
      capture: (id, amount, currency) => {
        calls.push('capture');
        return (overrides.capture ?? real.capture)(id, amount, currency);
      },
      void: (id) => {
        calls.push('void');
        return real.void(id);
      },
    });
    return { calls };
  };
  const visa = ['spectrane_card', { token: 'tok_visa', card_brand: 'visa', card_last4: '4242' }] as [string, Record<string, string>];

  it('a card is authorized before, captured after the order is stored, and the order invoiced', async () => {
    const { calls } = recordingGateway();
    const cart = cartUpTo(undefined, visa);
    const order = await placeOrder(guest(), cart.masked_id);
    expect(calls).toEqual(['authorize', 'capture']);
    expect(order.status).toBe('processing');
    expect(count('SELECT COUNT(*) AS n FROM invoices WHERE order_id = ?', order.id)).toBe(1);
  });

  it('a gateway that fails is a server error: nothing stored, the cart intact', async () => {
    recordingGateway({ authorize: () => Promise.reject(new Error('gateway down')) });
    const cart = cartUpTo(undefined, visa);
    const before = stored(cart);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await refusal(placeOrder(guest(), cart.masked_id))).toMatchObject({
      kind: 'unable', message: 'A server error stopped your order from being placed. Please try to place your order again',
    });
    error.mockRestore();
    expect(stored(cart)).toEqual(before);
  });

  it('a cart changed while the card was authorized makes no order, and the authorization is voided', async () => {
    let cart: CartRow | null = null;
    const real = createTestCardGateway();
    const { calls } = recordingGateway({
      authorize: async (request) => {
        if (cart) addCartItem({ db, store, currency: 'USD' }, cart.id, { sku: 'SACC-LOUPE', quantity: 1 }, false);
        return real.authorize(request);
      },
    });
    cart = cartUpTo(undefined, visa);
    expect(await refusal(placeOrder(guest(), cart.masked_id))).toMatchObject({
      kind: 'unable', message: 'A server error stopped your order from being placed. Please try to place your order again',
    });
    expect(calls).toEqual(['authorize', 'void']);
    expect(findCartById(db, cart.id)?.is_active).toBe(1);
    expect(ordersOf(cart)).toBe(0);
  });

  it('a failed capture keeps the order, authorized and not invoiced', async () => {
    recordingGateway({ capture: () => Promise.resolve({ captured: false, message: 'no' }) });
    const order = await placeOrder(guest(), cartUpTo(undefined, visa).masked_id);
    expect(order.status).toBe('processing');
    expect(count('SELECT COUNT(*) AS n FROM invoices WHERE order_id = ?', order.id)).toBe(0);
  });
});

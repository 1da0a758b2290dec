import { createDatabase, type Database } from '../src/db/database';
import { add, createCart } from './cartHelpers';
import {
  call, cartOf, firstError, newYork, ORDER_FIELDS, orderCount, placeOrder, readCheckoutCart, setBillingAddress, setGuestEmail,
  placeOrderError, setPaymentMethod, setShippingAddress, setShippingMethod,
} from './checkoutHelpers';
import { regionOf, registerCustomer, roxanne, tokenFor } from './customerHelpers';
import { startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

interface Address { id: number; city: string; default_shipping: boolean }

describe('customer checkout: address book, ownership, order history', () => {
  let db: Database;
  let server: RunningServer;
  let token: string;

  const customerCart = async (bearer: string, store = 'na_us'): Promise<string> => {
    const { body } = await call<{ customerCart: { id: string } }>(server.url, 'query { customerCart { id } }', {}, { token: bearer, store });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.customerCart.id;
  };
  const addresses = async (bearer: string): Promise<Address[]> => {
    const { body } = await call<{ customer: { addresses: Address[] } }>(server.url, 'query { customer { addresses { id city default_shipping } } }', {},
      { token: bearer });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.customer.addresses;
  };

  beforeAll(async () => {
    db = createDatabase(':memory:');
    server = await startTestServer({ db });
    token = await tokenFor(server.url, roxanne.email, roxanne.password);
  });
  afterAll(async () => {
    await server.close();
    db.close();
  });

  it('checks out with saved addresses (customer_address_id); the order shows in customer { orders } with items and totals', async () => {
    const url = server.url;
    const me = { token };
    const cartId = await customerCart(token);
    await add(url, cartId, [{ sku: 'SACC-LOUPE', quantity: 2 }], me);
    const book = await addresses(token);
    const austin = book.find((a) => a.city === 'Austin');
    const home = book.find((a) => a.default_shipping);
    if (!austin || !home) throw new Error('sample addresses missing');

    const shipped = cartOf(await setShippingAddress(url, cartId, { customer_address_id: austin.id }, me), 'setShippingAddressesOnCart');
    expect(shipped.email).toBe(roxanne.email);
    expect(shipped.shipping_addresses[0]).toMatchObject({ city: 'Austin', region: { code: 'TX' }, country: { code: 'US' } });
    // Texas 6.25 % on 2 × 39.
    expect(shipped.prices.applied_taxes).toEqual([{ label: 'TX Sales Tax 6.25%', amount: { value: 4.88 } }]);
    cartOf(await setBillingAddress(url, cartId, { customer_address_id: home.id }, me), 'setBillingAddressOnCart');
    cartOf(await setShippingMethod(url, cartId, 'flatrate', 'flatrate', me), 'setShippingMethodsOnCart');
    const cart = cartOf(await setPaymentMethod(url, cartId, { code: 'checkmo' }, me), 'setPaymentMethodOnCart');
    expect(cart.billing_address?.city).toBe('New York');
    // 78 + 4.88 tax + flat rate 2 × 5.
    expect(cart.prices.grand_total.value).toBe(92.88);

    // A signed-in customer has no guest e-mail to set.
    expect(firstError(await setGuestEmail(url, cartId, 'other@example.com', me)))
      .toEqual({ message: 'The request is not allowed for logged in customers', category: 'graphql-input' });

    const placed = (await placeOrder(url, cartId, me)).body.data?.placeOrder;
    const number = placed?.order?.order_number ?? '';
    expect(placed?.orderV2).toMatchObject({ number, email: roxanne.email, shipping_address: { city: 'Austin' }, billing_address: { city: 'New York' } });

    const { body } = await call<{ customer: { orders: { total_count: number; items: Array<Record<string, unknown>> } } }>(url,
      `query Orders($number: String!) { customer { orders(filter: { number: { eq: $number } }) { total_count items { ${ORDER_FIELDS} } } } }`,
      { number }, me);
    expect(body.data?.customer.orders.total_count).toBe(1);
    expect(body.data?.customer.orders.items[0]).toMatchObject({
      number, status: 'Pending', shipping_method: 'Flat Rate - Fixed',
      items: [{ product_sku: 'SACC-LOUPE', quantity_ordered: 2, product_sale_price: { value: 39, currency: 'USD' } }],
      total: { grand_total: { value: 92.88 }, subtotal: { value: 78 }, total_tax: { value: 4.88 }, total_shipping: { value: 10 } },
    });
    // The customer gets a new, empty cart; the ordered one is closed.
    const next = await customerCart(token);
    expect(next).not.toBe(cartId);
    expect((await readCheckoutCart(url, next, me)).items).toEqual([]);
  });

  it('a new address marked save_in_address_book joins the address book with the order (once, as the default)', async () => {
    const url = server.url;
    const shopper = await registerCustomer(url, 'na_us');
    const me = { token: shopper.token };
    const cartId = await customerCart(shopper.token);
    await add(url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }], me);
    cartOf(await setShippingAddress(url, cartId, { address: { ...newYork, save_in_address_book: true } }, me), 'setShippingAddressesOnCart');
    cartOf(await setBillingAddress(url, cartId, { same_as_shipping: true }, me), 'setBillingAddressOnCart');
    cartOf(await setShippingMethod(url, cartId, 'flatrate', 'flatrate', me), 'setShippingMethodsOnCart');
    cartOf(await setPaymentMethod(url, cartId, { code: 'checkmo' }, me), 'setPaymentMethodOnCart');
    expect(await addresses(shopper.token)).toEqual([]);
    expect((await placeOrder(url, cartId, me)).body.data?.placeOrder?.order?.order_number).toBeTruthy();
    const book = await addresses(shopper.token);
    expect(book).toMatchObject([{ city: 'New York', default_shipping: true }]);
  });

  it('refuses another customer\'s address, another customer\'s cart, and a guest on a customer cart', async () => {
    const url = server.url;
    const other = await registerCustomer(url, 'na_us');
    const created = await call<{ createCustomerAddress: { id: number } }>(url, `mutation { createCustomerAddress(input: {
      firstname: "Other", lastname: "Shopper", street: ["9 Elm Street"], city: "Boston", region: { region_id: ${regionOf(db, 'US', 'MA').region_id} }, postcode: "02108",
      country_code: US, telephone: "555-0199" }) { id } }`, {}, { token: other.token });
    const foreignAddress = created.body.data?.createCustomerAddress.id;
    expect(foreignAddress).toBeGreaterThan(0);

    const cartId = await customerCart(token);
    await add(url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }], { token });
    expect(firstError(await setShippingAddress(url, cartId, { customer_address_id: foreignAddress }, { token }))).toEqual({
      message: `Current customer does not have permission to address with ID "${String(foreignAddress)}"`, category: 'graphql-authorization',
    });
    expect(firstError(await setBillingAddress(url, cartId, { customer_address_id: 987654 }, { token })))
      .toEqual({ message: 'Could not find a address with ID "987654"', category: 'graphql-no-such-entity' });

    // Roxanne's cart, used by another customer and by a guest.
    const denied = { message: `The current user cannot perform operations on cart "${cartId}"`, category: 'graphql-authorization' };
    expect(firstError(await setShippingAddress(url, cartId, { address: newYork }, { token: other.token }))).toEqual(denied);
    expect(firstError(await placeOrder(url, cartId, { token: other.token }))).toEqual(denied);
    expect(firstError(await setGuestEmail(url, cartId, 'guest@example.com'))).toEqual(denied);
    const forbidden = await setGuestEmail(url, cartId, 'guest@example.com');
    expect(forbidden.status).toBe(403);
    expect(firstError(await placeOrder(url, cartId))).toEqual(denied);
    const cart = await readCheckoutCart(url, cartId, { token });
    expect(cart.shipping_addresses).toEqual([]);
    expect(cart.email).toBe(roxanne.email);
  });

  it('an inactive (merged) cart and an unknown cart get Magento\'s stale-cart errors', async () => {
    const url = server.url;
    const guestCart = await createCart(url);
    await add(url, guestCart, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    const merged = await call(url, 'mutation Merge($source: String!) { mergeCarts(source_cart_id: $source) { id } }', { source: guestCart }, { token });
    expect(merged.body.errors).toBeUndefined();
    const before = orderCount(db);
    // placeOrder answers a stale cart in its errors (Magento 2.4.7+'s CART_NOT_ACTIVE / CART_NOT_FOUND), the others with GraphQL errors.
    expect(placeOrderError(await placeOrder(url, guestCart))).toEqual({ code: 'CART_NOT_ACTIVE', message: "The cart isn't active." });
    expect(firstError(await setShippingAddress(url, guestCart, { address: newYork })))
      .toEqual({ message: "The cart isn't active.", category: 'graphql-no-such-entity' });
    expect(placeOrderError(await placeOrder(url, 'x'.repeat(32))))
      .toEqual({ code: 'CART_NOT_FOUND', message: `Could not find a cart with ID "${'x'.repeat(32)}"` });
    expect(firstError(await placeOrder(url, ''))).toEqual({ message: 'Required parameter "cart_id" is missing', category: 'graphql-input' });
    expect(orderCount(db)).toBe(before);
  });
});

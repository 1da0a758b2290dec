import { add, createCart } from './cartHelpers';
import {
  berlin, california, cartOf, firstError, newYork, orderCount, placeOrder, placeOrderError, readCheckoutCart, setBillingAddress,
  setCustomerNote, setGuestEmail, setPaymentMethod, setShippingAddress, setShippingMethod,
} from './checkoutHelpers';
import { outboxFor } from './customerHelpers';
import { useTestServer } from './helpers';

const nbsp = '\u00a0';

describe('guest checkout through to the order', () => {
  const { db, server } = useTestServer();


  it('na_us (USD): e-mail, address, method, billing, purchase order, comment, order with sales tax', async () => {
    const url = server.url;
    const cartId = await createCart(url);
    await add(url, cartId, [{ sku: 'SFD-METAL', quantity: 2 }, { sku: 'SACC-GLOVES', quantity: 2 }]);

    const emailed = cartOf(await setGuestEmail(url, cartId, 'ada@example.com'), 'setGuestEmailOnCart');
    expect(emailed.email).toBe('ada@example.com');

    const shipped = cartOf(await setShippingAddress(url, cartId, { address: california, customer_notes: 'Leave at the desk' }), 'setShippingAddressesOnCart');
    const [address] = shipped.shipping_addresses;
    expect(address).toMatchObject({
      __typename: 'ShippingCartAddress', firstname: 'Grace', lastname: 'Hopper', street: ['1 Market Street'], city: 'San Francisco',
      postcode: '94105', telephone: '+1 415 555 0101', customer_notes: 'Leave at the desk', same_as_billing: false,
      region: { code: 'CA', label: 'California' }, country: { code: 'US', label: 'United States' }, selected_shipping_method: null,
    });
    expect(typeof address?.region?.region_id).toBe('number');
    // 4 physical units: flat rate 4 × 5; 1.5 lbs: table rate 9.95; 362 is over the 75 free-shipping threshold.
    expect(address?.available_shipping_methods?.map((m) => [`${m.carrier_code}/${m.method_code}`, m.amount.value, m.available, m.error_message]))
      .toEqual([['flatrate/flatrate', 20, true, null], ['tablerate/bestway', 9.95, true, null], ['freeshipping/freeshipping', 0, true, null]]);
    // The address is the tax destination: California 7.25 % on 338 and 24.
    expect(shipped.prices.applied_taxes).toEqual([{ label: 'CA Sales Tax 7.25%', amount: { value: 26.25 } }]);
    expect(shipped.prices.grand_total.value).toBe(388.25);

    const withMethod = cartOf(await setShippingMethod(url, cartId, 'tablerate', 'bestway'), 'setShippingMethodsOnCart');
    expect(withMethod.shipping_addresses[0]?.selected_shipping_method).toMatchObject({
      carrier_code: 'tablerate', method_code: 'bestway', carrier_title: 'Best Way', method_title: 'Table Rate',
      amount: { value: 9.95, currency: 'USD' }, price_excl_tax: { value: 9.95 }, price_incl_tax: { value: 9.95 },
    });
    expect(withMethod.prices.grand_total.value).toBe(398.2);

    const billed = cartOf(await setBillingAddress(url, cartId, { address: newYork }), 'setBillingAddressOnCart');
    expect(billed.billing_address).toMatchObject({
      __typename: 'BillingCartAddress', firstname: 'Ada', city: 'New York', street: ['350 Fifth Avenue', 'Suite 21'],
      region: { code: 'NY', label: 'New York' },
    });
    // Tax follows the shipping address, not the billing one.
    expect(billed.prices.grand_total.value).toBe(398.2);
    expect(billed.available_payment_methods.map((m) => m.code))
      .toEqual(['checkmo', 'purchaseorder', 'banktransfer', 'cashondelivery', 'spectrane_card']);

    expect(firstError(await setPaymentMethod(url, cartId, { code: 'purchaseorder' })))
      .toEqual({ message: 'Purchase order number is a required field.', category: 'graphql-input' });
    expect((await readCheckoutCart(url, cartId)).selected_payment_method).toMatchObject({ code: '', title: '' });
    const paid = cartOf(await setPaymentMethod(url, cartId, { code: 'purchaseorder', purchase_order_number: 'PO-77' }), 'setPaymentMethodOnCart');
    expect(paid.selected_payment_method).toMatchObject({ code: 'purchaseorder', title: 'Purchase Order', purchase_order_number: 'PO-77' });
    const noted = cartOf(await setCustomerNote(url, cartId, '  Please pack the fan decks separately.  '), 'setCartCustomerNote');
    expect(noted.customer_note).toBe('Please pack the fan decks separately.');

    const before = orderCount(db);
    const placed = await placeOrder(url, cartId);
    expect(placed.body.errors).toBeUndefined();
    const result = placed.body.data?.placeOrder;
    expect(result?.errors).toEqual([]);
    expect(result?.order?.order_number).toMatch(/^\d{9}$/);
    expect(result?.orderV2).toMatchObject({
      number: result?.order?.order_number, status: 'Pending', email: 'ada@example.com', is_virtual: false,
      customer_note: 'Please pack the fan decks separately.', shipping_method: 'Best Way - Table Rate',
      payment_methods: [{ name: 'Purchase Order', type: 'purchaseorder', additional_data: [{ name: 'purchase_order_number', value: 'PO-77' }] }],
      shipping_address: { firstname: 'Grace', city: 'San Francisco', postcode: '94105', country_code: 'US' },
      billing_address: { firstname: 'Ada', city: 'New York' },
      total: {
        grand_total: { value: 398.2, currency: 'USD' }, subtotal: { value: 362 }, total_tax: { value: 26.25 }, total_shipping: { value: 9.95 },
        taxes: [{ title: 'CA Sales Tax 7.25%', amount: { value: 26.25 } }], discounts: [],
      },
    });
    expect(result?.orderV2?.items.map((i) => [i.product_sku, i.quantity_ordered, i.product_sale_price.value]))
      .toEqual([['SFD-METAL', 2, 169], ['SACC-GLOVES', 2, 12]]);
    expect(orderCount(db)).toBe(before + 1);
    const [mail] = outboxFor(db, 'ada@example.com');
    expect(mail?.template).toBe('sales_email_order_guest_template');
    expect(mail?.body).toContain(`#${result?.order?.order_number ?? ''}`);

    // The cart is closed: Magento's stale-cart answers from now on (spec §8).
    expect(firstError(await setGuestEmail(url, cartId, 'ada@example.com')))
      .toEqual({ message: "The cart isn't active.", category: 'graphql-no-such-entity' });
    // placeOrder again for the same cart answers the same order (idempotent), and makes none.
    const again = await placeOrder(url, cartId);
    expect(again.body.data?.placeOrder?.order?.order_number).toBe(result?.order?.order_number);
    expect(orderCount(db)).toBe(before + 1);
  });

  it('de_de (EUR): prices include VAT at the destination rate; German titles; bank transfer', async () => {
    const url = server.url;
    const caller = { store: 'de_de' };
    const cartId = await createCart(url, caller);
    await add(url, cartId, [{ sku: 'SACC-LOUPE', quantity: 2 }], caller);
    cartOf(await setGuestEmail(url, cartId, 'lena.guest@example.com', caller), 'setGuestEmailOnCart');
    const shipped = cartOf(await setShippingAddress(url, cartId, { address: berlin }, caller), 'setShippingAddressesOnCart');
    expect(shipped.shipping_addresses[0]?.country).toEqual({ code: 'DE', label: 'Deutschland' });
    expect(shipped.shipping_addresses[0]?.available_shipping_methods?.map((m) => [m.carrier_title, m.method_title, m.amount.value, m.price_excl_tax.value]))
      .toEqual([['Pauschalversand', 'Festpreis', 9, 7.56], ['Bester Weg', 'Gewichtstarif', 8.95, 7.52], ['Kostenloser Versand', 'Kostenlos', 0, 0]]);
    cartOf(await setShippingMethod(url, cartId, 'flatrate', 'flatrate', caller), 'setShippingMethodsOnCart');
    const billed = cartOf(await setBillingAddress(url, cartId, { same_as_shipping: true }, caller), 'setBillingAddressOnCart');
    expect(billed.billing_address).toMatchObject({ firstname: 'Lena', city: 'Berlin', country: { code: 'DE' } });
    expect(billed.shipping_addresses[0]?.same_as_billing).toBe(true);
    // 2 × 35.99 = 71.98 gross (VAT 11.49), flat rate 2 × 4.50 = 9 gross (VAT 1.44).
    expect(billed.prices.grand_total).toEqual({ value: 80.98, currency: 'EUR' });
    expect(billed.prices.applied_taxes).toEqual([{ label: `MwSt. 19${nbsp}%`, amount: { value: 12.93 } }]);
    const paid = cartOf(await setPaymentMethod(url, cartId, { code: 'banktransfer' }, caller), 'setPaymentMethodOnCart');
    expect(paid.selected_payment_method).toMatchObject({ code: 'banktransfer', title: 'Banküberweisung' });

    const placed = (await placeOrder(url, cartId, caller)).body.data?.placeOrder;
    expect(placed?.order?.order_number).toMatch(/^2\d{9}$/);
    expect(placed?.orderV2?.total).toMatchObject({
      grand_total: { value: 80.98, currency: 'EUR' }, total_tax: { value: 12.93 }, total_shipping: { value: 7.56 },
      taxes: [{ title: `MwSt. 19${nbsp}%`, amount: { value: 12.93 } }],
    });
    expect(placed?.orderV2?.payment_methods[0]).toMatchObject({ name: 'Banküberweisung', type: 'banktransfer' });
    expect(placed?.orderV2?.shipping_method).toBe('Pauschalversand - Festpreis');
  });

  it('uk_en (GBP): a lower-case postcode fits the GB pattern; card payment; VAT on items and shipping', async () => {
    const url = server.url;
    const caller = { store: 'uk_en' };
    const cartId = await createCart(url, caller);
    await add(url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }], caller);
    cartOf(await setGuestEmail(url, cartId, 'uk@example.com', caller), 'setGuestEmailOnCart');
    const london = { firstname: 'Mary', lastname: 'Somerville', street: ['10 Downing Street'], city: 'London', postcode: 'sw1a 2aa',
      country_code: 'GB', telephone: '+44 20 7946 0000' };
    expect(firstError(await setShippingAddress(url, cartId, { address: { ...london, postcode: '12345' } }, caller)))
      .toEqual({ message: 'Invalid value of "12345" provided for the postcode field.', category: 'graphql-input' });
    const shipped = cartOf(await setShippingAddress(url, cartId, { address: london }, caller), 'setShippingAddressesOnCart');
    expect(shipped.shipping_addresses[0]).toMatchObject({ postcode: 'sw1a 2aa', country: { code: 'GB', label: 'United Kingdom' },
      region: { code: null, label: null, region_id: null } });
    cartOf(await setShippingMethod(url, cartId, 'tablerate', 'bestway', caller), 'setShippingMethodsOnCart');
    cartOf(await setBillingAddress(url, cartId, { address: london, use_for_shipping: true }, caller), 'setBillingAddressOnCart');
    const paid = cartOf(await setPaymentMethod(url, cartId, { code: 'spectrane_card', spectrane_card: { token: 'tok_amex' } }, caller),
      'setPaymentMethodOnCart');
    expect(paid.selected_payment_method).toMatchObject({ title: 'Credit or Debit Card', card_brand: 'amex', card_last4: '0005' });
    const placed = (await placeOrder(url, cartId, caller)).body.data?.placeOrder;
    expect(placed?.orderV2?.total.grand_total).toEqual({ value: paid.prices.grand_total.value, currency: 'GBP' });
    expect(placed?.orderV2?.total.total_tax.value).toBe(paid.prices.applied_taxes[0]?.amount.value);
    expect(placed?.orderV2?.shipping_address).toMatchObject({ postcode: 'sw1a 2aa', country_code: 'GB' });
  });

  it('a virtual cart needs no shipping address or method: billing address decides the tax', async () => {
    const url = server.url;
    const cartId = await createCart(url);
    await add(url, cartId, [{ sku: 'SSV-WARRANTY', quantity: 1 }]);
    cartOf(await setGuestEmail(url, cartId, 'virtual@example.com'), 'setGuestEmailOnCart');
    expect(firstError(await setShippingAddress(url, cartId, { address: newYork }))).toEqual({
      message: 'Shipping address is not allowed on cart: cart contains no items for shipment.', category: 'graphql-input',
    });
    expect(firstError(await setShippingMethod(url, cartId, 'flatrate', 'flatrate')))
      .toEqual({ message: 'The shipping address is missing. Set the address and try again.', category: 'graphql-input' });
    const billed = cartOf(await setBillingAddress(url, cartId, { address: newYork, use_for_shipping: true }), 'setBillingAddressOnCart');
    expect(billed.is_virtual).toBe(true);
    expect(billed.shipping_addresses).toEqual([]);
    expect(billed.prices.applied_taxes.map((t) => t.label)).toEqual(['NY Sales Tax 4%']);
    cartOf(await setPaymentMethod(url, cartId, { code: 'checkmo' }), 'setPaymentMethodOnCart');
    const placed = (await placeOrder(url, cartId)).body.data?.placeOrder;
    expect(placed?.orderV2).toMatchObject({ is_virtual: true, shipping_address: null, shipping_method: null, billing_address: { city: 'New York' } });
    expect(placed?.orderV2?.total.grand_total.value).toBe(billed.prices.grand_total.value);
  });

  it('placeOrder refuses an incomplete cart with Magento\'s messages, step by step, and changes nothing', async () => {
    const url = server.url;
    const empty = await createCart(url);
    const before = orderCount(db);
    // Magento 2.4.7+ (PlaceOrder + ErrorMapper; messages as in Magento\GraphQl\Quote\Guest\PlaceOrderTest): the reason
    // comes in placeOrder.errors with its code, no order and no GraphQL error.
    expect(placeOrderError(await placeOrder(url, empty))).toEqual({
      code: 'UNABLE_TO_PLACE_ORDER',
      message: 'Unable to place order: A server error stopped your order from being placed. Please try to place your order again',
    });
    const cartId = await createCart(url);
    await add(url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    const expectRefusal = async (message: string): Promise<void> => {
      expect(placeOrderError(await placeOrder(url, cartId))).toEqual({ code: 'UNABLE_TO_PLACE_ORDER', message: `Unable to place order: ${message}` });
    };
    // testPlaceOrderWithNoEmail: checked by the resolver itself, before the quote is submitted.
    expect(placeOrderError(await placeOrder(url, cartId))).toEqual({ code: 'GUEST_EMAIL_MISSING', message: 'Guest email for cart is missing.' });
    cartOf(await setGuestEmail(url, cartId, 'steps@example.com'), 'setGuestEmailOnCart');
    await expectRefusal("Some addresses can't be used due to the configurations for specific countries.");
    cartOf(await setShippingAddress(url, cartId, { address: newYork }), 'setShippingAddressesOnCart');
    await expectRefusal('The shipping method is missing. Select the shipping method and try again.');
    cartOf(await setShippingMethod(url, cartId, 'flatrate', 'flatrate'), 'setShippingMethodsOnCart');
    const billingRefusal = placeOrderError(await placeOrder(url, cartId));
    expect(billingRefusal?.code).toBe('UNABLE_TO_PLACE_ORDER');
    expect(billingRefusal?.message.startsWith('Unable to place order: Please check the billing address information.')).toBe(true);
    cartOf(await setBillingAddress(url, cartId, { same_as_shipping: true }), 'setBillingAddressOnCart');
    await expectRefusal('Enter a valid payment method and try again.');
    expect(orderCount(db)).toBe(before);
    const cart = await readCheckoutCart(url, cartId);
    expect(cart.items.map((i) => i.product.sku)).toEqual(['SACC-LOUPE']);
    cartOf(await setPaymentMethod(url, cartId, { code: 'checkmo' }), 'setPaymentMethodOnCart');
    expect((await placeOrder(url, cartId)).body.data?.placeOrder?.orderV2?.email).toBe('steps@example.com');
  });

  it('refuses bad addresses: required fields, a postcode not matching the country, a country the store does not ship to', async () => {
    const url = server.url;
    const cartId = await createCart(url);
    await add(url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    const refused = async (address: Record<string, unknown>): Promise<unknown> => firstError(await setShippingAddress(url, cartId, { address }));
    expect(await refused({ ...newYork, firstname: ' ', telephone: '' })).toEqual({
      message: '"firstname" is required. Enter and try again. "telephone" is required. Enter and try again.', category: 'graphql-input',
    });
    expect(await refused({ ...newYork, postcode: '1234' }))
      .toEqual({ message: 'Invalid value of "1234" provided for the postcode field.', category: 'graphql-input' });
    expect(await refused({ ...newYork, postcode: null })).toEqual({ message: '"postcode" is required. Enter and try again.', category: 'graphql-input' });
    expect(await refused({ ...berlin })).toEqual({ message: 'Country is not available', category: 'graphql-input' });
    expect(await refused({ ...newYork, country_code: 'JP', region: null })).toEqual({ message: 'Country is not available', category: 'graphql-input' });
    expect(await refused({ ...newYork, region: null })).toEqual({ message: 'Region is required.', category: 'graphql-input' });
    expect(await refused({ ...newYork, region: null, region_id: 999999 }))
      .toEqual({ message: 'The region_id does not match the selected country or region', category: 'graphql-input' });
    expect(await refused({ ...newYork, street: ['1', '2', '3'] }))
      .toEqual({ message: '"Street Address" cannot contain more than 2 lines.', category: 'graphql-input' });
    expect(await refused({ ...newYork, street: ['1 Main Street', 's'.repeat(256)] }))
      .toEqual({ message: '"street" cannot contain more than 255 characters.', category: 'graphql-input' });
    expect(firstError(await setShippingAddress(url, cartId, {}))).toEqual({
      message: 'The shipping address must contain either "customer_address_id" or "address".', category: 'graphql-input',
    });
    expect(firstError(await setShippingAddress(url, cartId, { address: newYork, customer_address_id: 1 }))).toEqual({
      message: 'The shipping address cannot contain "customer_address_id" and "address" at the same time.', category: 'graphql-input',
    });
    // A guest has no address book.
    expect(firstError(await setShippingAddress(url, cartId, { customer_address_id: 1 })))
      .toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    expect((await readCheckoutCart(url, cartId)).shipping_addresses).toEqual([]);
    // A Canadian postcode in Canada is fine in the US store (its website sells to US and CA).
    const canada = cartOf(await setShippingAddress(url, cartId, {
      address: { ...newYork, country_code: 'CA', region: 'ON', postcode: 'K1A 0B1', city: 'Ottawa' },
    }), 'setShippingAddressesOnCart');
    expect(canada.shipping_addresses[0]?.country.code).toBe('CA');
  });

  it('refuses a method the address cannot have, an unknown payment method and bad guest e-mails', async () => {
    const url = server.url;
    const cartId = await createCart(url);
    await add(url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    expect(firstError(await setShippingMethod(url, cartId, 'flatrate', 'flatrate')))
      .toEqual({ message: 'The shipping address is missing. Set the address and try again.', category: 'graphql-input' });
    expect(firstError(await setPaymentMethod(url, cartId, { code: 'checkmo' })))
      .toEqual({ message: 'The shipping address is missing. Set the address and try again.', category: 'graphql-input' });
    cartOf(await setShippingAddress(url, cartId, { address: newYork }), 'setShippingAddressesOnCart');
    // 39 is under the 75 free-shipping threshold.
    expect(firstError(await setShippingMethod(url, cartId, 'freeshipping', 'freeshipping')))
      .toEqual({ message: 'Carrier with such method not found: freeshipping, freeshipping', category: 'graphql-input' });
    expect(firstError(await setShippingMethod(url, cartId, 'ups', 'ground')))
      .toEqual({ message: 'Carrier with such method not found: ups, ground', category: 'graphql-input' });
    for (const code of ['free', 'authorizenet_acceptjs']) {
      expect(firstError(await setPaymentMethod(url, cartId, { code })))
        .toEqual({ message: 'The requested Payment Method is not available.', category: 'graphql-input' });
    }
    expect(firstError(await setPaymentMethod(url, cartId, { code: '' })))
      .toEqual({ message: 'Required parameter "code" for "payment_method" is missing.', category: 'graphql-input' });
    for (const email of ['not-an-email', 'a@b', 'two@@example.com']) {
      expect(firstError(await setGuestEmail(url, cartId, email))).toEqual({ message: 'Invalid email format', category: 'graphql-input' });
    }
    expect(firstError(await setGuestEmail(url, cartId, ''))).toEqual({ message: 'Required parameter "email" is missing', category: 'graphql-input' });
    const cart = await readCheckoutCart(url, cartId);
    expect(cart.email).toBeNull();
    expect(cart.shipping_addresses[0]?.selected_shipping_method).toBeNull();
    expect(cart.selected_payment_method.code).toBe('');
  });
});

import { insertSignedInCustomer, roxanne, tokenFor } from './customerHelpers';
import { useTestServer } from './helpers';
import {
  addProducts, createGuestCart, MAGENTO_CART, type MagentoCartData, placeOrder, post, setBilling, setEmail, setMethod, setPayment,
  setShipping, texas,
} from './magentoCart';

// Assertions of Magento 2.4.8's api-functional tests (dev/tests/api-functional/testsuite/Magento/GraphQl/Quote/…), as the
// embedded backend answers them. Each case names the Magento test class and method it mirrors.

const first = (response: { body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }) =>
  response.body.errors?.map((e) => ({ message: e.message, category: e.extensions?.category }))[0];

const london = {
  firstname: 'Ada', lastname: 'Byron', company: 'Engines Ltd', street: ['10 Downing Street'], city: 'Austin', region: 'TX',
  postcode: '78702', country_code: 'US', telephone: '+1 512 555 0199',
};

type BillingResult = { setBillingAddressOnCart: { cart: MagentoCartData } | null };

describe('Magento Quote fidelity', () => {
  const { db, server } = useTestServer();
  const token = 'quote-fidelity-customer-token';
  beforeAll(() => {
    insertSignedInCustomer(db, token);
  });

  const billing = (cartId: string, input: Record<string, unknown>, caller = {}) => post<BillingResult>(server.url,
    `mutation Bill($id: String!, $input: BillingAddressInput!) {
      setBillingAddressOnCart(input: { cart_id: $id, billing_address: $input }) { cart { ${MAGENTO_CART} } }
    }`, { id: cartId, input }, caller);

  const shippingCart = async (): Promise<string> => {
    const cartId = await createGuestCart(server.url);
    await addProducts(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }]);
    return cartId;
  };

  // Guest\GetCartTest::testCartErrorWithOutOfStockItem: the item stays, with MSI's error, and the product says OUT_OF_STOCK.
  it('reports an item whose product went out of stock in the item\'s errors', async () => {
    const cartId = await shippingCart();
    db.prepare("UPDATE catalog_products SET stock_status = 0 WHERE sku = 'SACC-LOUPE'").run();
    try {
      const { body } = await post<{ cart: { items: Array<{ quantity: number; errors: unknown; is_available: boolean; product: { sku: string; stock_status: string } }> } }>(
        server.url, 'query Cart($id: String!) { cart(cart_id: $id) { items { quantity is_available errors { code message } product { sku stock_status } } } }',
        { id: cartId });
      expect(body.data?.cart.items).toEqual([{
        quantity: 1, is_available: false, errors: [{ code: 'ITEM_QTY', message: 'There are no source items with the in stock status' }],
        product: { sku: 'SACC-LOUPE', stock_status: 'OUT_OF_STOCK' },
      }]);
    } finally {
      db.prepare("UPDATE catalog_products SET stock_status = 1 WHERE sku = 'SACC-LOUPE'").run();
    }
  });

  // Guest\SetBillingAddressOnCartTest::testSetBillingAddressWithSameAsShipping: the shipping address is copied; the address
  // given and use_for_shipping are ignored, and the shipping address stays as it was.
  it('same_as_shipping copies the shipping address and ignores an address given with it', async () => {
    const cartId = await shippingCart();
    await setShipping(server.url, cartId, { value: [{ address: texas }] });
    const { body } = await billing(cartId, { same_as_shipping: true, use_for_shipping: true, address: london });
    const cart = body.data?.setBillingAddressOnCart?.cart;
    expect(cart?.billing_address).toMatchObject({ firstname: 'Mae', lastname: 'Jemison', city: 'Austin' });
    expect(cart?.shipping_addresses).toMatchObject([{ firstname: 'Mae', street: ['100 Congress Avenue'], same_as_billing: true }]);
  });

  // Guest\SetBillingAddressOnCartTest: testSetBillingAddressWithSameAsShippingWithoutShippingAddressOnCart,
  // testSetBillingAddressWithoutProvidingAddress, testSetBillingAddressFromAddressBook, testSetBillingAddressRedundantStreetLine;
  // SetBillingAddressOnCart::checkForInputExceptions (customer_address_id and address together).
  it('refuses same_as_shipping without a shipping address, use_for_shipping alone, a guest\'s address book id and a third street line', async () => {
    const cartId = await shippingCart();
    expect(first(await billing(cartId, { same_as_shipping: true }))).toEqual({
      message: 'Could not use the "same_as_shipping" option, because the shipping address has not been set.', category: 'graphql-input',
    });
    expect(first(await billing(cartId, { use_for_shipping: true }))).toEqual({
      message: 'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".', category: 'graphql-input',
    });
    expect(first(await billing(cartId, { customer_address_id: 1, address: london }))).toEqual({
      message: 'The billing address cannot contain "customer_address_id" and "address" at the same time.', category: 'graphql-input',
    });
    expect(first(await billing(cartId, { customer_address_id: 1 })))
      .toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    expect(first(await billing(cartId, { address: { ...london, street: ['1', '2', '3'] } })))
      .toEqual({ message: '"Street Address" cannot contain more than 2 lines.', category: 'graphql-input' });
  });

  // Guest\SetBillingAddressOnCartTest::testSetNewBillingAddressWithUseForShipping: the billing address is the shipping one too.
  it('use_for_shipping makes the new billing address the shipping address as well', async () => {
    const cartId = await shippingCart();
    const cart = (await billing(cartId, { address: london, use_for_shipping: true })).body.data?.setBillingAddressOnCart?.cart;
    expect(cart?.billing_address).toMatchObject({ firstname: 'Ada', lastname: 'Byron' });
    expect(cart?.shipping_addresses).toMatchObject([{ firstname: 'Ada', lastname: 'Byron', same_as_billing: true }]);
  });

  // SetShippingAddressesOnCart / SetBillingAddressOnCart: a customer's new address goes to the address book with the order
  // unless save_in_address_book is false.
  it('saves a customer\'s new checkout address in the address book unless told not to', async () => {
    const caller = { token };
    const addressBook = async (): Promise<Array<{ firstname: string; city: string }>> =>
      (await post<{ customer: { addresses: Array<{ firstname: string; city: string }> } }>(server.url, '{ customer { addresses { firstname city } } }', {}, caller))
        .body.data?.customer.addresses ?? [];
    expect(await addressBook()).toEqual([]);
    const { body } = await post<{ customerCart: { id: string } }>(server.url, '{ customerCart { id } }', {}, caller);
    const cartId = body.data?.customerCart.id ?? '';
    await addProducts(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }], caller);
    await setShipping(server.url, cartId, { value: [{ address: texas }] }, caller);
    await setBilling(server.url, cartId, { value: { address: { ...london, city: 'Dallas', save_in_address_book: false } } }, caller);
    await setMethod(server.url, cartId, { value: [{ carrier_code: 'flatrate', method_code: 'flatrate' }] }, caller);
    await setPayment(server.url, cartId, { value: { code: 'checkmo' } }, caller);
    expect((await placeOrder(server.url, cartId, caller)).body.data?.placeOrder?.errors).toEqual([]);
    expect(await addressBook()).toEqual([{ firstname: 'Mae', city: 'Austin' }]);
  });

  // Guest\SetPaymentMethodOnCartTest: testSetPaymentOnCartWithSimpleProductAndWithoutAddress, testSetNonExistentPaymentMethod,
  // testSetPaymentMethodWithoutRequiredParameters (missed_cart_id, missed_payment_method_code), testReSetPayment.
  it('setPaymentMethodOnCart wants the shipping address first, a known method, a cart id and a code; it can be set again', async () => {
    const payment = (cartId: string, code: string) => post<{ setPaymentMethodOnCart: { cart: MagentoCartData } | null }>(server.url,
      `mutation Pay($id: String!, $code: String!) {
        setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { selected_payment_method { code title } } }
      }`, { id: cartId, code });
    const empty = await createGuestCart(server.url);
    const cartId = await shippingCart();
    for (const id of [empty, cartId]) {
      expect(first(await payment(id, 'checkmo')))
        .toEqual({ message: 'The shipping address is missing. Set the address and try again.', category: 'graphql-input' });
    }
    await setShipping(server.url, cartId, { value: [{ address: texas }] });
    expect(first(await payment(cartId, 'noway'))).toEqual({ message: 'The requested Payment Method is not available.', category: 'graphql-input' });
    expect(first(await payment('', 'checkmo'))).toEqual({ message: 'Required parameter "cart_id" is missing.', category: 'graphql-input' });
    expect(first(await payment('test', ''))).toEqual({ message: 'Required parameter "code" for "payment_method" is missing.', category: 'graphql-input' });
    expect((await payment(cartId, 'checkmo')).body.data?.setPaymentMethodOnCart?.cart.selected_payment_method.code).toBe('checkmo');
    expect((await payment(cartId, 'cashondelivery')).body.data?.setPaymentMethodOnCart?.cart.selected_payment_method)
      .toEqual({ code: 'cashondelivery', title: 'Cash On Delivery' });
  });

  // OrderTotal.base_grand_total (Magento 2.4.7+): the website's base currency; hk_tc sells in HKD on the USD website.
  it('answers base_grand_total in the website\'s base currency', async () => {
    const caller = { store: 'hk_tc' };
    const cartId = await createGuestCart(server.url, caller);
    await addProducts(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 1 }], caller);
    await setEmail(server.url, cartId, { value: 'hk@example.com' }, caller);
    const kowloon = { firstname: 'Wing', lastname: 'Chan', street: ['1 Nathan Road'], city: 'Kowloon', country_code: 'HK', telephone: '+852 5555 0100' };
    await setShipping(server.url, cartId, { value: [{ address: kowloon }] }, caller);
    await setBilling(server.url, cartId, { value: { same_as_shipping: true } }, caller);
    await setMethod(server.url, cartId, { value: [{ carrier_code: 'flatrate', method_code: 'flatrate' }] }, caller);
    await setPayment(server.url, cartId, { value: { code: 'checkmo' } }, caller);
    const order = (await placeOrder(server.url, cartId, caller)).body.data?.placeOrder?.orderV2 as
      { total: { grand_total: { value: number; currency: string }; base_grand_total: { value: number; currency: string } } } | undefined;
    const { rate } = db.prepare("SELECT rate FROM currency_rates WHERE base_currency = 'USD' AND target_currency = 'HKD'").get() as { rate: number };
    expect(order?.total.grand_total.currency).toBe('HKD');
    expect(order?.total.base_grand_total).toEqual({ currency: 'USD', value: Math.round((order?.total.grand_total.value ?? 0) / rate * 100) / 100 });
  });

  // Sales\OrderItemPricesTest (Magento 2.4.7+): each order item's prices; an order stored before the amounts including tax
  // were kept (the seeded ones) derives them from the row's tax.
  it('answers OrderItem.prices for a stored order', async () => {
    const roxanneToken = await tokenFor(server.url, roxanne.email, roxanne.password);
    const { body } = await post<{ customer: { orders: { items: Array<{ items: Array<{ product_sku: string; prices: unknown }> }> } } }>(server.url,
      `{ customer { orders(filter: { number: { eq: "000000002" } }) { items { items { product_sku prices {
        price { value } price_including_tax { value } row_total { value } row_total_including_tax { value } total_item_discount { value }
        original_price { value } discounts { amount { value } } fixed_product_taxes { label }
      } } } } } }`, {}, { token: roxanneToken });
    const office = body.data?.customer.orders.items[0]?.items.find((item) => item.product_sku === 'SDL-OFFICE');
    expect(office?.prices).toEqual({
      price: { value: 19 }, price_including_tax: { value: 20.19 }, row_total: { value: 19 }, row_total_including_tax: { value: 20.19 },
      total_item_discount: { value: 1.9 }, original_price: { value: 19 }, discounts: [{ amount: { value: 1.9 } }], fixed_product_taxes: [],
    });
  });

  // Sales\OrderItemPricesTest::testOrderItemPricesWithSpecialPriceAndTax: price is the special price, original_* the regular one,
  // both also with the item's tax.
  it('keeps the regular price of a special-priced item as its original price', async () => {
    const { body: catalog } = await post<{ products: { items: Array<{ price_range: { minimum_price: { regular_price: { value: number }; final_price: { value: number } } } }> } }>(
      server.url, '{ products(filter: { sku: { eq: "SFD-CORE-CU" } }) { items { price_range { minimum_price { regular_price { value } final_price { value } } } } } }', {});
    const { regular_price: regular, final_price: special } = catalog.data?.products.items[0]?.price_range.minimum_price ?? { regular_price: { value: 0 }, final_price: { value: 0 } };
    expect(special.value).toBeLessThan(regular.value);
    const cartId = await createGuestCart(server.url);
    await addProducts(server.url, cartId, [{ sku: 'SFD-CORE-CU', quantity: 2 }]);
    await setEmail(server.url, cartId, { value: 'special@example.com' });
    await setShipping(server.url, cartId, { value: [{ address: texas }] });
    await setBilling(server.url, cartId, { value: { same_as_shipping: true } });
    await setMethod(server.url, cartId, { value: [{ carrier_code: 'flatrate', method_code: 'flatrate' }] });
    await setPayment(server.url, cartId, { value: { code: 'checkmo' } });
    const { body } = await post<{ placeOrder: { orderV2: { items: Array<{ prices: Record<string, { value: number }> }> } } }>(server.url,
      `mutation Place($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { items { prices {
        price { value } price_including_tax { value } original_price { value } original_price_including_tax { value }
        original_row_total { value } original_row_total_including_tax { value }
      } } } } }`, { id: cartId });
    const withTax = (value: number): number => Math.round(value * 1.0625 * 100) / 100; // Texas 6.25 %
    expect(body.data?.placeOrder.orderV2.items[0]?.prices).toEqual({
      price: { value: special.value }, price_including_tax: { value: withTax(special.value) },
      original_price: { value: regular.value }, original_price_including_tax: { value: withTax(regular.value) },
      original_row_total: { value: regular.value * 2 }, original_row_total_including_tax: { value: Math.round(withTax(regular.value) * 200) / 100 },
    });
  });
});

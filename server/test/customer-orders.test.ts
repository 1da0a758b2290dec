import { createInvoice, createShipment } from '../src/repositories/sales/fulfilment';
import { createOrderFromCart } from '../src/repositories/sales/orders';
import { customerServerForSuite, firstError, lena, registerCustomer, roxanne, signedInServerForSuite, tokenFor } from './customerHelpers';
import { graphqlGet, graphqlPost } from './helpers';

const ORDERS = `query Orders($filter: CustomerOrdersFilterInput, $sort: CustomerOrderSortInput, $pageSize: Int, $currentPage: Int) {
  customer { orders(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count page_info { current_page page_size total_pages }
    items {
      id number order_date status shipping_method email is_virtual
      total { grand_total { value currency } subtotal { value currency } total_tax { value } total_shipping { value }
        discounts { label amount { value } } taxes { title rate amount { value } } }
      items { id product_name product_sku product_type quantity_ordered quantity_invoiced quantity_shipped quantity_canceled
        product_sale_price { value currency } status product { sku name } }
      invoices { id number items { product_sku quantity_invoiced order_item { product_sku } } total { grand_total { value } subtotal { value } total_shipping { value } } }
      shipments { id number items { product_sku quantity_shipped } tracking { carrier title number } }
      shipping_address { firstname lastname street city region region_id postcode country_code telephone }
      billing_address { firstname city country_code }
      payment_methods { name type additional_data { name value } }
    }
  } }
}`;

interface Order {
  number: string;
  status: string;
  order_date: string;
  total: { grand_total: { value: number; currency: string }; discounts: Array<{ label: string }> };
  items: Array<{ product_sku: string; quantity_ordered: number; quantity_invoiced: number; quantity_shipped: number }>;
  invoices: Array<{ number: string; items: Array<{ product_sku: string }> }>;
  shipments: Array<{ number: string; tracking: Array<{ number: string }> }>;
  payment_methods: Array<{ type: string; additional_data: Array<{ name: string; value: string }> }>;
}
type Orders = { customer: { orders: { total_count: number; items: Order[]; page_info: { total_pages: number } } } };

describe('customer orders', () => {
  const env = signedInServerForSuite();

  const orders = (variables: Record<string, unknown> = {}, as = env.token, store = 'na_us') =>
    graphqlGet<Orders>(env.server.url, ORDERS, { store, token: as, variables });

  it('lists the sample customer\'s two past orders, newest first, with invoice and shipment', async () => {
    const { status, body } = await orders();
    expect(status).toBe(200);
    const list = body.data?.customer.orders;
    expect(list?.total_count).toBe(2);
    const [recent, older] = list?.items ?? [];
    expect(recent).toMatchObject({
      number: '000000002', status: 'Processing', shipping_method: 'Flat Rate - Fixed', is_virtual: false,
      total: { grand_total: { currency: 'USD' }, discounts: [{ label: 'SPECTRUM10' }] },
      payment_methods: [{ type: 'purchaseorder', additional_data: [{ name: 'purchase_order_number', value: 'PO-2024-118' }] }],
      shipments: [],
    });
    expect(recent?.invoices).toHaveLength(1);
    expect(recent?.items.map((i) => [i.product_sku, i.quantity_invoiced, i.quantity_shipped])).toEqual([['SDL-OFFICE', 1, 0], ['SACC-GLOVES', 2, 0]]);
    expect(older).toMatchObject({
      number: '000000001', status: 'Complete', id: Buffer.from('1').toString('base64'),
      items: [
        { product_sku: 'SFD-CORE-C', product_name: 'Core Fan Deck Coated', quantity_ordered: 1, quantity_invoiced: 1, quantity_shipped: 1,
          quantity_canceled: 0, product_sale_price: { value: 229, currency: 'USD' }, status: 'Mixed', product: { sku: 'SFD-CORE-C' } },
        { product_sku: 'SACC-LOUPE', quantity_ordered: 2 },
      ],
      invoices: [{ number: '000000001', items: [{ product_sku: 'SFD-CORE-C', quantity_invoiced: 1, order_item: { product_sku: 'SFD-CORE-C' } }, { product_sku: 'SACC-LOUPE' }] }],
      shipments: [{ number: '000000001', items: [{ product_sku: 'SFD-CORE-C', quantity_shipped: 1 }, { product_sku: 'SACC-LOUPE', quantity_shipped: 2 }],
        tracking: [{ carrier: 'ups', title: 'United Parcel Service', number: '1Z999AA10123456784' }] }],
      shipping_address: { firstname: 'Roxanne', street: ['350 Fifth Avenue', 'Suite 2100'], city: 'New York', region: 'New York',
        postcode: '10118', country_code: 'US' },
      total: { subtotal: { value: 307 }, total_shipping: { value: 15 }, total_tax: { value: 12.28 }, grand_total: { value: 334.28 },
        taxes: [{ title: 'Sales Tax (NY) 4%', rate: 4, amount: { value: 12.28 } }] },
    });
    expect(older?.order_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters, sorts and pages as Magento does', async () => {
    const byNumber = await orders({ filter: { number: { eq: '000000001' } } });
    expect(byNumber.body.data?.customer.orders.items.map((o) => o.number)).toEqual(['000000001']);
    const matched = await orders({ filter: { number: { match: '0002' } } });
    expect(matched.body.data?.customer.orders.items.map((o) => o.number)).toEqual(['000000002']);
    const status = await orders({ filter: { status: { eq: 'complete' } } });
    expect(status.body.data?.customer.orders.items.map((o) => o.number)).toEqual(['000000001']);
    const ascending = await orders({ sort: { sort_field: 'NUMBER', sort_direction: 'ASC' }, pageSize: 1, currentPage: 2 });
    expect(ascending.body.data?.customer.orders).toMatchObject({ total_count: 2, page_info: { total_pages: 2 }, items: [{ number: '000000002' }] });
    const bad = await orders({ pageSize: 0 });
    expect(firstError(bad.body)).toEqual({ message: 'pageSize value must be greater than 0.', category: 'graphql-input' });
  });

  it('shows the orders of the requesting store view (Magento\'s default scope)', async () => {
    const lenaToken = await tokenFor(env.server.url, lena.email, lena.password, 'de_de');
    const inDe = await orders({}, lenaToken, 'de_de');
    // The status label in the store's language, as Magento's __() renders it.
    expect(inDe.body.data?.customer.orders.items).toMatchObject([{ number: '2000000001', status: 'Abgeschlossen', total: { grand_total: { currency: 'EUR' } } }]);
    const inFr = await orders({}, lenaToken, 'fr_fr');
    expect(inFr.body.data?.customer.orders.total_count).toBe(0);
  });

  it('shows an order placed through createOrderFromCart, and its invoice and shipment once made', async () => {
    const shopper = await registerCustomer(env.server.url);
    const id = (env.db.prepare('SELECT id FROM customers WHERE email = ?').get(shopper.email) as { id: number }).id;
    const address = { firstname: 'Test', lastname: 'Shopper', street: ['1 Main St'], city: 'Springfield', countryCode: 'US', postcode: '62701', telephone: '555' };
    const placed = createOrderFromCart(env.db, {
      storeCode: 'na_us', websiteCode: 'base', currency: 'USD', customerId: id, email: shopper.email, firstname: 'Test', lastname: 'Shopper',
      items: [{ productId: null, sku: 'SFD-POCKET', name: 'Pocket Fan Deck', productType: 'simple', qty: 2, price: 79 }],
      billingAddress: address, shippingAddress: address,
      shippingMethod: { carrierCode: 'flatrate', methodCode: 'flatrate', description: 'Flat Rate - Fixed', amount: 10 },
      payment: { code: 'checkmo', title: 'Check / Money order' }, totals: { subtotal: 158, tax: 0, grandTotal: 168 },
    });
    expect(placed.number).toMatch(/^\d{9}$/);
    const pending = await orders({}, shopper.token);
    expect(pending.body.data?.customer.orders.items).toMatchObject([{ number: placed.number, status: 'Pending', invoices: [], shipments: [] }]);
    createInvoice(env.db, placed.id);
    createShipment(env.db, placed.id, { qty: {}, tracks: [] });
    const done = await orders({}, shopper.token);
    expect(done.body.data?.customer.orders.items[0]).toMatchObject({ status: 'Complete', invoices: [{ items: [{ product_sku: 'SFD-POCKET' }] }] });
  });

  it('refuses orders to guests', async () => {
    const { status, body } = await graphqlGet(env.server.url, ORDERS, { store: 'na_us' });
    expect(status).toBe(403);
    expect(firstError(body).message).toBe("The current customer isn't authorized.");
  });
});

describe('downloads, reviews and VAT of the signed-in customer', () => {
  const env = customerServerForSuite();

  it('lists the purchased downloads with Magento\'s fields', async () => {
    const token = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    const { body } = await graphqlGet<{ customerDownloadableProducts: { items: Array<Record<string, string>> } }>(env.server.url,
      'query Downloads { customerDownloadableProducts { items { date download_url order_increment_id remaining_downloads status } } }',
      { store: 'na_us', token });
    expect(body.data?.customerDownloadableProducts.items).toEqual([{
      date: expect.any(String), order_increment_id: '000000002', remaining_downloads: 'Unlimited', status: 'available',
      download_url: expect.stringMatching(new RegExp(`^${env.server.url}/downloadable/download/link/id/[0-9a-f]{48}/\\?expires=\\d+&signature=[\\w-]+$`)),
    }]);
    // The brand's fields: what was bought, as ordered.
    const titled = await graphqlGet<{ customerDownloadableProducts: { items: Array<Record<string, string>> } }>(env.server.url,
      'query Titled { customerDownloadableProducts { items { product_name link_title } } }', { store: 'na_us', token });
    expect(titled.body.data?.customerDownloadableProducts.items).toEqual([{ product_name: 'Color Library for Office Apps', link_title: 'Download' }]);
    const fresh = await registerCustomer(env.server.url);
    const none = await graphqlGet(env.server.url, 'query D { customerDownloadableProducts { items { status } } }', { store: 'na_us', token: fresh.token });
    expect(none.body.data).toEqual({ customerDownloadableProducts: { items: [] } });
  });

  it('lists the reviews the customer wrote, and only theirs', async () => {
    const writer = await registerCustomer(env.server.url);
    const review = `mutation Review($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { nickname } } }`;
    const written = await graphqlPost(env.server.url, review, {
      store: 'na_us', token: writer.token,
      variables: { input: { sku: 'SFD-POCKET', nickname: 'Tess', summary: 'Handy', text: 'Fits every bag.', ratings: [] } },
    });
    expect(written.body.errors).toBeUndefined();
    await graphqlPost(env.server.url, review, {
      store: 'na_us', variables: { input: { sku: 'SFD-POCKET', nickname: 'Guest', summary: 'Anon', text: 'Guest review.', ratings: [] } },
    });
    const mine = 'query MyReviews { customer { reviews(pageSize: 10) { items { nickname summary text product { sku name } } page_info { total_pages } } } }';
    const { body } = await graphqlGet(env.server.url, mine, { store: 'na_us', token: writer.token });
    expect(body.data).toEqual({ customer: { reviews: {
      items: [{ nickname: 'Tess', summary: 'Handy', text: 'Fits every bag.', product: { sku: 'SFD-POCKET', name: 'Pocket Fan Deck' } }],
      page_info: { total_pages: 1 },
    } } });
  });

  it('reads and sets the VAT number in the EU stores only', async () => {
    const token = await tokenFor(env.server.url, lena.email, lena.password, 'de_de');
    const vat = 'query Vat { currentVat { valid vat_number valid_country } }';
    const set = 'mutation SetVat($v: String!) { setCustomerVatNumber(vat_number: $v) { valid vat_number valid_country } }';
    expect((await graphqlGet(env.server.url, vat, { store: 'de_de', token })).body.data)
      .toEqual({ currentVat: { valid: true, vat_number: 'DE123456789', valid_country: 'DE' } });
    const fr = await graphqlPost(env.server.url, set, { store: 'fr_fr', token, variables: { v: 'fr 12 345678901' } });
    expect(fr.body.data).toEqual({ setCustomerVatNumber: { valid: true, vat_number: 'FR12345678901', valid_country: 'FR' } });
    const local = await graphqlPost(env.server.url, set, { store: 'it_it', token, variables: { v: '12345678901' } });
    expect(local.body.data).toEqual({ setCustomerVatNumber: { valid: true, vat_number: 'IT12345678901', valid_country: 'IT' } });
    const invalid = await graphqlPost(env.server.url, set, { store: 'de_de', token, variables: { v: 'DE12' } });
    expect(firstError(invalid.body)).toEqual({ message: 'Die eingegebene USt-IdNr. (DE12) ist ungültig.', category: 'graphql-input' });
    const cleared = await graphqlPost(env.server.url, set, { store: 'de_de', token, variables: { v: '' } });
    expect(cleared.body.data).toEqual({ setCustomerVatNumber: { valid: false, vat_number: null, valid_country: null } });

    const us = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    const outside = await graphqlGet(env.server.url, vat, { store: 'na_us', token: us });
    expect(firstError(outside.body)).toEqual({ message: 'VAT number validation is not available in the store "na_us".', category: 'graphql-input' });
    expect((await graphqlGet(env.server.url, vat, { store: 'de_de' })).status).toBe(403);
  });
});

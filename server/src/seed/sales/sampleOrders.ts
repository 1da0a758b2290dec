import { findAddress } from '../../repositories/customer/addresses';
import { createInvoice, createShipment } from '../../repositories/sales/fulfilment';
import { createOrderFromCart, type OrderAddressInput, type OrderItemInput } from '../../repositories/sales/orders';
import type { Database } from 'better-sqlite3';

const round = (value: number): number => Math.round(value * 100) / 100;

const daysAgo = (days: number): Date => new Date(Date.now() - days * 86_400_000);

/** An order line at the product's current price in `currency` (its special price when it has one). */
const line = (db: Database, storeCode: string, currency: string, sku: string, qty: number, grossRate = 0): OrderItemInput => {
  const row = db.prepare(`SELECT p.id, p.type_id, s.name, s.url_key, COALESCE(pr.special_price, pr.price) AS price
    FROM catalog_products p JOIN catalog_product_store s ON s.product_id = p.id AND s.store_code = ?
    JOIN catalog_product_prices pr ON pr.product_id = p.id AND pr.currency = ? WHERE p.sku = ?`)
    .get(storeCode, currency, sku) as { id: number; type_id: string; name: string; url_key: string | null; price: number } | undefined;
  if (!row) throw new Error(`Sample order product ${sku} is missing`);
  // Tax-inclusive stores list gross prices; orders keep net prices and the tax beside them.
  const price = round(row.price / (1 + grossRate));
  const links = row.type_id === 'downloadable'
    ? db.prepare(`SELECT d.id, COALESCE(l.label, '') AS title FROM downloadable_links d LEFT JOIN catalog_labels l
      ON l.entity = 'downloadable_link' AND l.entity_id = d.id AND l.store_code = ? WHERE d.product_id = ? ORDER BY d.sort_order LIMIT 1`)
      .all(storeCode, row.id) as Array<{ id: number; title: string }> : [];
  return {
    productId: row.id, sku, name: row.name, productType: row.type_id, urlKey: row.url_key, qty, price,
    rowTotal: round(price * qty), taxAmount: round(row.price * qty - price * qty),
    downloadableLinks: links.map((link) => ({ id: link.id, title: link.title, numberOfDownloads: 0 })),
  };
};

const snapshot = (db: Database, addressId: number): OrderAddressInput => {
  const a = findAddress(db, addressId);
  if (!a) throw new Error(`Sample address ${addressId} is missing`);
  return {
    customerAddressId: a.id, firstname: a.firstname, lastname: a.lastname, company: a.company, street: a.street, city: a.city,
    region: a.region, regionId: a.region_id, postcode: a.postcode, countryCode: a.country_code, telephone: a.telephone, vatId: a.vat_id,
  };
};

interface SampleIds {
  roxanne: { id: number; home: number; studio: number };
  lena: { id: number; office: number };
}

/**
 * Past orders of the sample customers: Roxanne (na_us) has a complete order (invoice and UPS shipment) and a
 * processing one (invoiced, with a download, not shipped yet); Lena (de_de) has a complete order in EUR.
 */
export const seedSampleOrders = (db: Database, ids: SampleIds): void => {
  const first = [line(db, 'na_us', 'USD', 'SFD-CORE-C', 1), line(db, 'na_us', 'USD', 'SACC-LOUPE', 2)];
  const firstSubtotal = round(first.reduce((sum, item) => sum + (item.rowTotal ?? 0), 0));
  const firstTax = round(firstSubtotal * 0.04);
  for (const item of first) item.taxAmount = round((item.rowTotal ?? 0) * 0.04);
  const one = createOrderFromCart(db, {
    storeCode: 'na_us', websiteCode: 'base', currency: 'USD', customerId: ids.roxanne.id, email: 'roxanne.demo@example.com',
    firstname: 'Roxanne', lastname: 'Demo', items: first, billingAddress: snapshot(db, ids.roxanne.home),
    shippingAddress: snapshot(db, ids.roxanne.home),
    shippingMethod: { carrierCode: 'flatrate', methodCode: 'flatrate', description: 'Flat Rate - Fixed', amount: 15 },
    payment: { code: 'checkmo', title: 'Check / Money order' },
    totals: {
      subtotal: firstSubtotal, subtotalInclTax: round(firstSubtotal + firstTax), tax: firstTax,
      taxes: [{ title: 'Sales Tax (NY) 4%', rate: 4, amount: firstTax }], grandTotal: round(firstSubtotal + 15 + firstTax),
    },
    createdAt: daysAgo(45),
  });
  createInvoice(db, one.id, { createdAt: daysAgo(45) });
  createShipment(db, one.id, { createdAt: daysAgo(44), tracks: [{ carrierCode: 'ups', title: 'United Parcel Service', number: '1Z999AA10123456784' }] });

  const second = [line(db, 'na_us', 'USD', 'SDL-OFFICE', 1), line(db, 'na_us', 'USD', 'SACC-GLOVES', 2)];
  const secondSubtotal = round(second.reduce((sum, item) => sum + (item.rowTotal ?? 0), 0));
  const discount = round(secondSubtotal * 0.1);
  const secondTax = round((secondSubtotal - discount) * 0.0625);
  for (const item of second) {
    item.discountAmount = round((item.rowTotal ?? 0) * 0.1);
    item.taxAmount = round(((item.rowTotal ?? 0) - item.discountAmount) * 0.0625);
  }
  const two = createOrderFromCart(db, {
    storeCode: 'na_us', websiteCode: 'base', currency: 'USD', customerId: ids.roxanne.id, email: 'roxanne.demo@example.com',
    firstname: 'Roxanne', lastname: 'Demo', items: second, billingAddress: snapshot(db, ids.roxanne.home),
    shippingAddress: snapshot(db, ids.roxanne.studio),
    shippingMethod: { carrierCode: 'flatrate', methodCode: 'flatrate', description: 'Flat Rate - Fixed', amount: 10 },
    payment: { code: 'purchaseorder', title: 'Purchase Order', additionalData: [{ name: 'purchase_order_number', value: 'PO-2024-118' }] },
    totals: {
      subtotal: secondSubtotal, subtotalInclTax: round(secondSubtotal + secondTax), discount: { amount: discount, label: 'SPECTRUM10' },
      tax: secondTax, taxes: [{ title: 'Sales Tax (TX) 6.25%', rate: 6.25, amount: secondTax }],
      grandTotal: round(secondSubtotal - discount + 10 + secondTax),
    },
    couponCode: 'SPECTRUM10',
    createdAt: daysAgo(8),
  });
  createInvoice(db, two.id, { createdAt: daysAgo(8) });

  const vat = 0.19;
  const lenaItems = [line(db, 'de_de', 'EUR', 'SFD-CORE-C', 1, vat)];
  const lenaSubtotal = round(lenaItems.reduce((sum, item) => sum + (item.rowTotal ?? 0), 0));
  const lenaItemTax = round(lenaItems.reduce((sum, item) => sum + (item.taxAmount ?? 0), 0));
  const shippingNet = round(4.5 / (1 + vat));
  const lenaTax = round(lenaItemTax + (4.5 - shippingNet));
  const three = createOrderFromCart(db, {
    storeCode: 'de_de', websiteCode: 'eu', currency: 'EUR', customerId: ids.lena.id, email: 'lena.demo@example.com',
    firstname: 'Lena', lastname: 'Beispiel', items: lenaItems, billingAddress: snapshot(db, ids.lena.office),
    shippingAddress: snapshot(db, ids.lena.office),
    shippingMethod: { carrierCode: 'flatrate', methodCode: 'flatrate', description: 'Pauschale - Fest', amount: shippingNet, amountInclTax: 4.5 },
    payment: { code: 'banktransfer', title: 'Banküberweisung' },
    totals: {
      subtotal: lenaSubtotal, subtotalInclTax: round(lenaSubtotal + lenaItemTax), tax: lenaTax,
      taxes: [{ title: 'MwSt. 19 %', rate: 19, amount: lenaTax }], grandTotal: round(lenaSubtotal + shippingNet + lenaTax),
    },
    createdAt: daysAgo(20),
  });
  createInvoice(db, three.id, { createdAt: daysAgo(20) });
  createShipment(db, three.id, { createdAt: daysAgo(19), tracks: [{ carrierCode: 'dhl', title: 'DHL', number: '00340434161094042557' }] });
};

import { randomBytes } from 'node:crypto';
import { sqlTimestamp } from '../customer/customers';
import type { Database } from 'better-sqlite3';

/** An address as it is copied onto an order (a snapshot: later address-book edits do not change it). */
export interface OrderAddressInput {
  customerAddressId?: number | null;
  prefix?: string | null;
  firstname: string;
  middlename?: string | null;
  lastname: string;
  suffix?: string | null;
  company?: string | null;
  street: string[];
  city: string;
  region?: string | null;
  regionId?: number | null;
  postcode?: string | null;
  countryCode: string;
  telephone?: string | null;
  fax?: string | null;
  vatId?: string | null;
}

export interface OrderItemInput {
  productId: number | null;
  sku: string;
  name: string;
  /** simple, virtual, configurable, bundle, downloadable */
  productType: string;
  urlKey?: string | null;
  qty: number;
  /** Unit price in the order currency, excluding tax. */
  price: number;
  /** Defaults to price × qty. */
  rowTotal?: number;
  taxAmount?: number;
  discountAmount?: number;
  /** Unit price and row total including tax, before discounts; unset: derived from the tax when read. */
  priceInclTax?: number;
  rowTotalInclTax?: number;
  /** The regular unit price (before a special or tier price), excluding and including tax; unset: the price charged. */
  originalPrice?: number;
  originalPriceInclTax?: number;
  selectedOptions?: Array<{ label: string; value: string }>;
  enteredOptions?: Array<{ label: string; value: string }>;
  /** Downloadable items: the purchased links ({ id, title, numberOfDownloads: 0 = unlimited }). */
  downloadableLinks?: Array<{ id: number | null; title: string; numberOfDownloads?: number }>;
}

/**
 * Everything an order needs, as checkout computed it from the cart: createOrderFromCart() only stores it.
 * Amounts are in `currency`, rounded to 2 decimals by the caller.
 */
export interface NewOrder {
  storeCode: string;
  websiteCode: string;
  currency: string;
  customerId: number | null;
  email: string;
  firstname: string;
  lastname: string | null;
  items: OrderItemInput[];
  billingAddress: OrderAddressInput;
  /** null for virtual orders (downloads, services). */
  shippingAddress: OrderAddressInput | null;
  shippingMethod: { carrierCode: string; methodCode: string; description: string; amount: number; amountInclTax?: number } | null;
  payment: { code: string; title: string; additionalData?: Array<{ name: string; value: string }> };
  totals: {
    subtotal: number;
    subtotalInclTax?: number;
    discount?: { amount: number; label: string } | null;
    tax: number;
    taxes?: Array<{ title: string; rate: number; amount: number }>;
    grandTotal: number;
  };
  couponCode?: string | null;
  /** The cart (quote id) the order is placed from: at most one order per cart. */
  quoteId?: number | null;
  /** The shopper's order comment. */
  customerNote?: string | null;
  /** The payment gateway's transaction reference (card payments). */
  paymentTransactionId?: string | null;
  /** Magento's state and status; default new / pending. */
  state?: string;
  status?: string;
  /** Defaults to now (seeds and tests set past dates). */
  createdAt?: Date;
}

export interface CreatedOrder {
  id: number;
  number: string;
}

type Sequence = 'orders' | 'invoices' | 'shipments';

/**
 * Magento-like increment ids per store: the default store counts 000000001…, the n-th store view gets the
 * prefix n (de_de: 200000001 …), so numbers never clash between stores.
 */
export const nextNumber = (db: Database, table: Sequence, storeCode: string): string => {
  const storeRow = db.prepare('SELECT rowid AS n FROM stores WHERE code = ?').get(storeCode) as { n: number } | undefined;
  const prefix = !storeRow || storeRow.n === 1 ? '' : String(storeRow.n);
  const count = (db.prepare(table === 'orders' ? 'SELECT COUNT(*) AS n FROM orders WHERE store_code = ?'
    : `SELECT COUNT(*) AS n FROM ${table} d JOIN orders o ON o.id = d.order_id WHERE o.store_code = ?`)
    .get(storeCode) as { n: number }).n;
  for (let sequence = count + 1; ; sequence += 1) {
    const candidate = `${prefix}${String(sequence).padStart(9, '0')}`;
    if (!db.prepare(`SELECT 1 FROM ${table} WHERE increment_id = ?`).get(candidate)) return candidate;
  }
};

const insertAddress = (db: Database, orderId: number, type: 'billing' | 'shipping', a: OrderAddressInput): void => {
  db.prepare(`INSERT INTO order_addresses (order_id, address_type, customer_address_id, prefix, firstname, middlename, lastname,
    suffix, company, street, city, region, region_id, postcode, country_code, telephone, fax, vat_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(orderId, type, a.customerAddressId ?? null, a.prefix ?? null,
    a.firstname, a.middlename ?? null, a.lastname, a.suffix ?? null, a.company ?? null, JSON.stringify(a.street), a.city,
    a.region ?? null, a.regionId ?? null, a.postcode ?? null, a.countryCode, a.telephone ?? null, a.fax ?? null, a.vatId ?? null);
};

const insertItem = (db: Database, orderId: number, order: NewOrder, item: OrderItemInput, createdAt: string): void => {
  const itemId = Number(db.prepare(`INSERT INTO order_items (order_id, product_id, sku, name, product_type, url_key, qty_ordered,
    price, row_total, tax_amount, discount_amount, price_incl_tax, row_total_incl_tax, original_price, original_price_incl_tax,
    selected_options, entered_options) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(orderId, item.productId, item.sku, item.name, item.productType, item.urlKey ?? null, item.qty, item.price,
      item.rowTotal ?? Math.round(item.price * item.qty * 100) / 100, item.taxAmount ?? 0, item.discountAmount ?? 0,
      item.priceInclTax ?? null, item.rowTotalInclTax ?? null, item.originalPrice ?? null, item.originalPriceInclTax ?? null,
      JSON.stringify(item.selectedOptions ?? []), JSON.stringify(item.enteredOptions ?? [])).lastInsertRowid);
  for (const link of item.downloadableLinks ?? []) {
    db.prepare(`INSERT INTO downloadable_link_purchased (order_id, order_item_id, customer_id, link_id, link_title, link_hash,
      number_of_downloads_bought, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)`)
      .run(orderId, itemId, order.customerId, link.id, link.title, randomBytes(24).toString('hex'),
        (link.numberOfDownloads ?? 0) * item.qty, createdAt);
  }
};

/**
 * Stores a placed order (status pending) from checkout's snapshot of the cart: items, both addresses,
 * shipping and payment method and the totals. Returns the order id and its number (increment id).
 */
export const createOrderFromCart = (db: Database, order: NewOrder): CreatedOrder => db.transaction((): CreatedOrder => {
  const createdAt = sqlTimestamp(order.createdAt);
  const number = nextNumber(db, 'orders', order.storeCode);
  const shipping = order.shippingMethod;
  const id = Number(db.prepare(`INSERT INTO orders (increment_id, store_code, website_code, customer_id, customer_email,
    customer_firstname, customer_lastname, currency, is_virtual, subtotal, subtotal_incl_tax, discount_amount, discount_label,
    coupon_code, shipping_amount, shipping_incl_tax, tax_amount, taxes, grand_total, shipping_carrier_code, shipping_method_code,
    shipping_description, payment_method_code, payment_method_title, payment_additional, state, status, created_at, updated_at)
    VALUES (@number, @storeCode, @websiteCode, @customerId, @email, @firstname, @lastname, @currency, @isVirtual, @subtotal,
    @subtotalInclTax, @discount, @discountLabel, @couponCode, @shipping, @shippingInclTax, @tax, @taxes, @grandTotal, @carrier,
    @method, @description, @paymentCode, @paymentTitle, @paymentAdditional, @state, @status, @createdAt, @createdAt)`).run({
    state: order.state ?? 'new', status: order.status ?? 'pending',
    number, storeCode: order.storeCode, websiteCode: order.websiteCode, customerId: order.customerId, email: order.email,
    firstname: order.firstname, lastname: order.lastname, currency: order.currency, isVirtual: order.shippingAddress ? 0 : 1,
    subtotal: order.totals.subtotal, subtotalInclTax: order.totals.subtotalInclTax ?? order.totals.subtotal,
    discount: order.totals.discount?.amount ?? 0, discountLabel: order.totals.discount?.label ?? null,
    couponCode: order.couponCode ?? null, shipping: shipping?.amount ?? 0, shippingInclTax: shipping?.amountInclTax ?? shipping?.amount ?? 0,
    tax: order.totals.tax, taxes: JSON.stringify(order.totals.taxes ?? []), grandTotal: order.totals.grandTotal,
    carrier: shipping?.carrierCode ?? null, method: shipping?.methodCode ?? null, description: shipping?.description ?? null,
    paymentCode: order.payment.code, paymentTitle: order.payment.title,
    paymentAdditional: JSON.stringify(order.payment.additionalData ?? []), createdAt,
  }).lastInsertRowid);
  if ((order.quoteId !== undefined && order.quoteId !== null) || order.customerNote || order.paymentTransactionId) {
    db.prepare('INSERT INTO order_checkout (order_id, quote_id, customer_note, payment_transaction_id) VALUES (?, ?, ?, ?)')
      .run(id, order.quoteId ?? null, order.customerNote ?? null, order.paymentTransactionId ?? null);
  }
  insertAddress(db, id, 'billing', order.billingAddress);
  if (order.shippingAddress) insertAddress(db, id, 'shipping', order.shippingAddress);
  for (const item of order.items) insertItem(db, id, order, item, createdAt);
  return { id, number };
})();

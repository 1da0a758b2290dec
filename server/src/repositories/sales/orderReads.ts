import type { Database } from 'better-sqlite3';

export interface OrderRecord {
  id: number;
  increment_id: string;
  store_code: string;
  website_code: string;
  customer_id: number | null;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string | null;
  state: string;
  status: string;
  currency: string;
  is_virtual: number;
  subtotal: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  discount_label: string | null;
  coupon_code: string | null;
  shipping_amount: number;
  shipping_incl_tax: number;
  tax_amount: number;
  taxes: string;
  grand_total: number;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  shipping_description: string | null;
  payment_method_code: string;
  payment_method_title: string;
  payment_additional: string;
  created_at: string;
  /** When the order last changed (its status: invoiced, shipped …), UTC `Y-m-d H:i:s`. */
  updated_at: string;
  /** From order_checkout: the shopper's order comment (brand CustomerOrder.customer_note). */
  customer_note: string | null;
}

/** Orders with what checkout stored beside them (order_checkout). */
const orderSelect = 'SELECT o.*, oc.customer_note AS customer_note FROM orders o LEFT JOIN order_checkout oc ON oc.order_id = o.id';

/**
 * The order's comments as Magento's status history visible on the storefront: the shopper's order comment from
 * checkout, dated with the order (`created_at`, UTC `Y-m-d H:i:s`). Empty when the shopper left none.
 */
export const orderComments = (order: Pick<OrderRecord, 'customer_note' | 'created_at'>): Array<{ message: string; created_at: string }> => {
  const message = order.customer_note?.trim() ?? '';
  return message === '' ? [] : [{ message, created_at: order.created_at }];
};

export const findOrderById = (db: Database, id: number): OrderRecord | null =>
  (db.prepare(`${orderSelect} WHERE o.id = ?`).get(id) as OrderRecord | undefined) ?? null;

/** The order placed from a cart (quote id), if any. */
export const findOrderByQuoteId = (db: Database, quoteId: number): OrderRecord | null =>
  (db.prepare(`${orderSelect} WHERE oc.quote_id = ?`).get(quoteId) as OrderRecord | undefined) ?? null;

export interface OrderQuery {
  customerId: number;
  storeCodes: readonly string[];
  number?: { eq?: string | null; in?: ReadonlyArray<string | null> | null; match?: string | null } | null;
  status?: { eq?: string | null; in?: ReadonlyArray<string | null> | null } | null;
  orderDate?: { from?: string | null; to?: string | null } | null;
  grandTotal?: { from?: string | null; to?: string | null } | null;
  sortField: 'CREATED_AT' | 'NUMBER';
  sortDirection: 'ASC' | 'DESC';
  pageSize: number;
  currentPage: number;
}

/** A page of the customer's orders in the given stores, with Magento's filters (number match = substring). */
export const listCustomerOrders = (db: Database, query: OrderQuery): { items: OrderRecord[]; total: number } => {
  const where = ['customer_id = @customerId', 'store_code IN (SELECT value FROM json_each(@stores))'];
  const params: Record<string, unknown> = { customerId: query.customerId, stores: JSON.stringify(query.storeCodes) };
  if (query.number?.eq) { where.push('increment_id = @numberEq'); params.numberEq = query.number.eq; }
  if (query.number?.in) { where.push('increment_id IN (SELECT value FROM json_each(@numberIn))'); params.numberIn = JSON.stringify(query.number.in); }
  if (query.number?.match) {
    where.push("increment_id LIKE @numberMatch ESCAPE '\\'");
    params.numberMatch = `%${query.number.match.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  }
  if (query.status?.eq) { where.push('status = @statusEq'); params.statusEq = query.status.eq; }
  if (query.status?.in) { where.push('status IN (SELECT value FROM json_each(@statusIn))'); params.statusIn = JSON.stringify(query.status.in); }
  if (query.orderDate?.from) { where.push('created_at >= @dateFrom'); params.dateFrom = query.orderDate.from; }
  if (query.orderDate?.to) { where.push('created_at <= @dateTo'); params.dateTo = query.orderDate.to; }
  if (query.grandTotal?.from) { where.push('grand_total >= @totalFrom'); params.totalFrom = Number(query.grandTotal.from); }
  if (query.grandTotal?.to) { where.push('grand_total <= @totalTo'); params.totalTo = Number(query.grandTotal.to); }
  const clause = where.join(' AND ');
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${clause}`).get(params) as { n: number }).n;
  const column = query.sortField === 'NUMBER' ? 'increment_id' : 'created_at';
  const direction = query.sortDirection === 'ASC' ? 'ASC' : 'DESC';
  const items = db.prepare(`${orderSelect} WHERE o.id IN (SELECT id FROM orders WHERE ${clause})
    ORDER BY o.${column} ${direction}, o.id ${direction} LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: query.pageSize, offset: (query.currentPage - 1) * query.pageSize }) as OrderRecord[];
  return { items, total };
};

export const firstOrderDate = (db: Database, customerId: number): string | null =>
  (db.prepare('SELECT MIN(created_at) AS d FROM orders WHERE customer_id = ?').get(customerId) as { d: string | null }).d;

export interface OrderItemRecord {
  id: number;
  order_id: number;
  product_id: number | null;
  sku: string;
  name: string;
  product_type: string;
  url_key: string | null;
  qty_ordered: number;
  qty_invoiced: number;
  qty_shipped: number;
  qty_canceled: number;
  qty_refunded: number;
  price: number;
  row_total: number;
  tax_amount: number;
  discount_amount: number;
  price_incl_tax: number | null;
  row_total_incl_tax: number | null;
  original_price: number | null;
  original_price_incl_tax: number | null;
  /** The order's discount label (its coupon codes), for the item's discounts. */
  discount_label: string | null;
  selected_options: string;
  entered_options: string;
  currency: string;
}

export const orderItems = (db: Database, orderId: number): OrderItemRecord[] =>
  db.prepare(`SELECT i.*, o.currency, COALESCE(o.discount_label, o.coupon_code) AS discount_label
    FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.order_id = ? ORDER BY i.id`)
    .all(orderId) as OrderItemRecord[];

export interface OrderAddressRecord {
  address_type: 'billing' | 'shipping';
  prefix: string | null;
  firstname: string;
  middlename: string | null;
  lastname: string;
  suffix: string | null;
  company: string | null;
  street: string;
  city: string;
  region: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  fax: string | null;
  vat_id: string | null;
}

export const orderAddress = (db: Database, orderId: number, type: 'billing' | 'shipping'): OrderAddressRecord | null =>
  (db.prepare('SELECT * FROM order_addresses WHERE order_id = ? AND address_type = ?').get(orderId, type) as OrderAddressRecord | undefined) ?? null;

export interface InvoiceRecord {
  id: number;
  order_id: number;
  increment_id: string;
  subtotal: number;
  discount_amount: number;
  shipping_amount: number;
  tax_amount: number;
  grand_total: number;
  created_at: string;
  currency: string;
  /** The order's store view. */
  store_code: string;
}

export const invoicesOf = (db: Database, orderId: number): InvoiceRecord[] =>
  db.prepare(`SELECT v.*, o.currency, o.store_code FROM invoices v JOIN orders o ON o.id = v.order_id WHERE v.order_id = ? ORDER BY v.id`)
    .all(orderId) as InvoiceRecord[];

/** Invoice or shipment lines with their order item. */
export interface DocumentLine {
  id: number;
  qty: number;
  item: OrderItemRecord;
}

const linesOf = (db: Database, table: 'invoice_items' | 'shipment_items', column: 'invoice_id' | 'shipment_id', id: number): DocumentLine[] =>
  (db.prepare(`SELECT d.id AS line_id, d.qty AS line_qty, i.*, o.currency, COALESCE(o.discount_label, o.coupon_code) AS discount_label
    FROM ${table} d
    JOIN order_items i ON i.id = d.order_item_id JOIN orders o ON o.id = i.order_id WHERE d.${column} = ? ORDER BY d.id`)
    .all(id) as Array<OrderItemRecord & { line_id: number; line_qty: number }>)
    .map(({ line_id: lineId, line_qty: qty, ...item }) => ({ id: lineId, qty, item }));

export const invoiceLines = (db: Database, invoiceId: number): DocumentLine[] => linesOf(db, 'invoice_items', 'invoice_id', invoiceId);

export interface ShipmentRecord {
  id: number;
  order_id: number;
  increment_id: string;
  created_at: string;
}

export const shipmentsOf = (db: Database, orderId: number): ShipmentRecord[] =>
  db.prepare('SELECT id, order_id, increment_id, created_at FROM shipments WHERE order_id = ? ORDER BY id').all(orderId) as ShipmentRecord[];

export const shipmentLines = (db: Database, shipmentId: number): DocumentLine[] => linesOf(db, 'shipment_items', 'shipment_id', shipmentId);

export const shipmentTracks = (db: Database, shipmentId: number): Array<{ carrier_code: string; title: string; track_number: string | null }> =>
  db.prepare('SELECT carrier_code, title, track_number FROM shipment_tracks WHERE shipment_id = ? ORDER BY id').all(shipmentId) as
    Array<{ carrier_code: string; title: string; track_number: string | null }>;

export interface PurchasedLinkRecord {
  increment_id: string;
  created_at: string;
  status: string;
  link_hash: string;
  link_title: string;
  product_name: string;
  number_of_downloads_bought: number;
  number_of_downloads_used: number;
}

/** Magento's GetPurchasedDownloadableProducts: the customer's links, except those still awaiting payment. */
export const purchasedLinks = (db: Database, customerId: number): PurchasedLinkRecord[] =>
  db.prepare(`SELECT o.increment_id, p.created_at, p.status, p.link_hash, p.link_title, i.name AS product_name,
    p.number_of_downloads_bought, p.number_of_downloads_used FROM downloadable_link_purchased p JOIN orders o ON o.id = p.order_id
    JOIN order_items i ON i.id = p.order_item_id WHERE p.customer_id = ? AND p.status NOT IN ('pending_payment', 'payment_review') ORDER BY p.created_at DESC, p.id DESC`)
    .all(customerId) as PurchasedLinkRecord[];

/** One purchased link with what the download controller needs (Magento's downloadable_link_purchased_item). */
export interface PurchasedLinkFile {
  id: number;
  customer_id: number | null;
  status: string;
  number_of_downloads_bought: number;
  number_of_downloads_used: number;
  link_title: string;
  link_file: string | null;
  increment_id: string;
  product_sku: string;
  product_name: string;
}

export const findPurchasedLinkByHash = (db: Database, hash: string): PurchasedLinkFile | null =>
  (db.prepare(`SELECT p.id, p.customer_id, p.status, p.number_of_downloads_bought, p.number_of_downloads_used, p.link_title,
    d.link_file, o.increment_id, i.sku AS product_sku, i.name AS product_name
    FROM downloadable_link_purchased p JOIN orders o ON o.id = p.order_id JOIN order_items i ON i.id = p.order_item_id
    LEFT JOIN downloadable_links d ON d.id = p.link_id WHERE p.link_hash = ?`).get(hash) as PurchasedLinkFile | undefined) ?? null;

/**
 * Counts one download, as Magento's Download\Link controller: the use is recorded only while the link is available
 * and has downloads left (atomically, so two clicks cannot both take the last one); the last one expires the link.
 * Returns false when nothing was left.
 */
export const recordDownload = (db: Database, linkId: number): boolean => db.transaction((): boolean => {
  const used = db.prepare(`UPDATE downloadable_link_purchased SET number_of_downloads_used = number_of_downloads_used + 1
    WHERE id = ? AND status = 'available' AND (number_of_downloads_bought = 0 OR number_of_downloads_used < number_of_downloads_bought)`)
    .run(linkId).changes === 1;
  if (used) {
    db.prepare(`UPDATE downloadable_link_purchased SET status = 'expired'
      WHERE id = ? AND number_of_downloads_bought > 0 AND number_of_downloads_used >= number_of_downloads_bought`).run(linkId);
  }
  return used;
})();

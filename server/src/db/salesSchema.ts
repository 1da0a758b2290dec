import type { Database } from 'better-sqlite3';

/**
 * Orders and what follows them (invoices, shipments, purchased downloads), shaped after Magento's sales_order*
 * tables with the columns the storefront reads. Amounts are in the order currency (the store's display
 * currency when the order was placed). Written by repositories/sales/orders.ts: createOrderFromCart() for
 * checkout, createInvoice() / createShipment() for what the warehouse and payment provider do later.
 */
export const salesSchemaSql = `
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  increment_id TEXT NOT NULL UNIQUE,
  store_code TEXT NOT NULL,
  website_code TEXT NOT NULL,
  customer_id INTEGER,
  customer_email TEXT NOT NULL,
  customer_firstname TEXT NOT NULL,
  customer_lastname TEXT,
  -- Magento's state (new, processing, complete, canceled, closed) and status (pending, processing, …).
  state TEXT NOT NULL DEFAULT 'new',
  status TEXT NOT NULL DEFAULT 'pending',
  currency TEXT NOT NULL,
  is_virtual INTEGER NOT NULL DEFAULT 0,
  subtotal REAL NOT NULL,
  subtotal_incl_tax REAL NOT NULL,
  discount_amount REAL NOT NULL DEFAULT 0,
  discount_label TEXT,
  coupon_code TEXT,
  shipping_amount REAL NOT NULL DEFAULT 0,
  shipping_incl_tax REAL NOT NULL DEFAULT 0,
  tax_amount REAL NOT NULL DEFAULT 0,
  -- JSON [{ title, rate, amount }]
  taxes TEXT NOT NULL DEFAULT '[]',
  grand_total REAL NOT NULL,
  shipping_carrier_code TEXT,
  shipping_method_code TEXT,
  shipping_description TEXT,
  payment_method_code TEXT NOT NULL,
  payment_method_title TEXT NOT NULL,
  -- JSON [{ name, value }] (purchase order number, card brand …)
  payment_additional TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id, created_at);

CREATE TABLE IF NOT EXISTS order_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER,
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  product_type TEXT NOT NULL,
  url_key TEXT,
  qty_ordered REAL NOT NULL,
  qty_invoiced REAL NOT NULL DEFAULT 0,
  qty_shipped REAL NOT NULL DEFAULT 0,
  qty_canceled REAL NOT NULL DEFAULT 0,
  qty_refunded REAL NOT NULL DEFAULT 0,
  price REAL NOT NULL,
  row_total REAL NOT NULL,
  tax_amount REAL NOT NULL DEFAULT 0,
  discount_amount REAL NOT NULL DEFAULT 0,
  -- Unit price and row total including tax, before discounts (Magento's price_incl_tax, row_total_incl_tax), and the
  -- regular unit price before a special or tier price (original_price), excluding and including tax.
  price_incl_tax REAL,
  row_total_incl_tax REAL,
  original_price REAL,
  original_price_incl_tax REAL,
  -- JSON [{ label, value }]: chosen (selected) and typed (entered) options, as the order page shows them.
  selected_options TEXT NOT NULL DEFAULT '[]',
  entered_options TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX IF NOT EXISTS order_items_order ON order_items (order_id);

-- Magento's bestseller aggregation (sales_bestsellers_aggregated_yearly): quantity ordered per store, product and
-- period, for the sales before this database's own orders (the shop's history); orders placed here count on top.
CREATE TABLE IF NOT EXISTS sales_bestsellers_aggregated (
  period TEXT NOT NULL,
  store_code TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  qty_ordered REAL NOT NULL,
  PRIMARY KEY (period, store_code, product_id)
);

CREATE TABLE IF NOT EXISTS order_addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  address_type TEXT NOT NULL CHECK (address_type IN ('billing', 'shipping')),
  customer_address_id INTEGER,
  prefix TEXT,
  firstname TEXT NOT NULL,
  middlename TEXT,
  lastname TEXT NOT NULL,
  suffix TEXT,
  company TEXT,
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  region TEXT,
  region_id INTEGER,
  postcode TEXT,
  country_code TEXT NOT NULL,
  telephone TEXT,
  fax TEXT,
  vat_id TEXT,
  UNIQUE (order_id, address_type)
);

CREATE TABLE IF NOT EXISTS invoices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  increment_id TEXT NOT NULL UNIQUE,
  subtotal REAL NOT NULL,
  discount_amount REAL NOT NULL DEFAULT 0,
  shipping_amount REAL NOT NULL DEFAULT 0,
  tax_amount REAL NOT NULL DEFAULT 0,
  grand_total REAL NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX IF NOT EXISTS invoices_order ON invoices (order_id);

CREATE TABLE IF NOT EXISTS invoice_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id INTEGER NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items(id),
  qty REAL NOT NULL
);

CREATE TABLE IF NOT EXISTS shipments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  increment_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX IF NOT EXISTS shipments_order ON shipments (order_id);

CREATE TABLE IF NOT EXISTS shipment_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  shipment_id INTEGER NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items(id),
  qty REAL NOT NULL
);

CREATE TABLE IF NOT EXISTS shipment_tracks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  shipment_id INTEGER NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
  carrier_code TEXT NOT NULL,
  title TEXT NOT NULL,
  track_number TEXT
);

-- Magento's downloadable_link_purchased(_item): one row per purchased link of a downloadable order item.
CREATE TABLE IF NOT EXISTS downloadable_link_purchased (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  order_item_id INTEGER NOT NULL REFERENCES order_items(id),
  customer_id INTEGER,
  link_id INTEGER,
  link_title TEXT NOT NULL,
  link_hash TEXT NOT NULL UNIQUE,
  number_of_downloads_bought INTEGER NOT NULL DEFAULT 0,
  number_of_downloads_used INTEGER NOT NULL DEFAULT 0,
  -- pending, available, expired, pending_payment, payment_review
  status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX IF NOT EXISTS downloadable_link_purchased_customer ON downloadable_link_purchased (customer_id);

-- What checkout adds to an order (issue 6), in its own table so databases created before it get it too:
-- the cart it was placed from (UNIQUE: one order per cart, whatever races), the shopper's order comment
-- and the payment gateway's transaction reference (never card data).
CREATE TABLE IF NOT EXISTS order_checkout (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  quote_id INTEGER UNIQUE,
  customer_note TEXT,
  payment_transaction_id TEXT
);
`;

/** Columns added after the first release of this table; createDatabase adds them to older files. */
const addedOrderItemColumns: Array<[string, string]> = [
  ['price_incl_tax', 'REAL'], ['row_total_incl_tax', 'REAL'], ['original_price', 'REAL'], ['original_price_incl_tax', 'REAL'],
];

export function migrateSalesSchema(db: Database): void {
  const columns = new Set((db.prepare('PRAGMA table_info(order_items)').all() as Array<{ name: string }>).map((c) => c.name));
  for (const [name, definition] of addedOrderItemColumns) {
    if (!columns.has(name)) db.exec(`ALTER TABLE order_items ADD COLUMN ${name} ${definition}`);
  }
}

/**
 * Carts (Magento's quote, quote_item, quote_id_mask, quote_address and the sales rules behind coupons).
 * Totals are not stored: they are computed from the items on every read (src/cart/totals.ts), so two
 * requests can never leave stale or half-updated sums behind.
 *
 * The checkout (issue 6) writes the columns marked "checkout" and cart_addresses; the cart's totals
 * already read them (tax destination, selected shipping method).
 */
export const cartSchemaSql = `
CREATE TABLE IF NOT EXISTS carts (
  -- Magento's quote.entity_id; exposed only as the brand field Cart.quote_id.
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- quote_id_mask.masked_id: 32 random characters, the only handle a client ever gets (Cart.id).
  masked_id TEXT NOT NULL UNIQUE,
  store_code TEXT NOT NULL REFERENCES stores(code),
  -- NULL for a guest cart.
  customer_id INTEGER,
  is_active INTEGER NOT NULL DEFAULT 1,
  -- quote_currency_code: the currency of the last request that touched the cart.
  currency TEXT NOT NULL,
  -- Guest e-mail (checkout's setGuestEmailOnCart); customer carts read the customer's.
  email TEXT,
  -- Shipping estimate of the cart page (estimateTotals): what tax and shipping are computed for until
  -- the checkout sets a shipping address.
  estimate_country_id TEXT,
  estimate_region_id INTEGER,
  estimate_region_code TEXT,
  estimate_region TEXT,
  estimate_postcode TEXT,
  -- The chosen shipping method: set by estimateTotals (cart page) and by the checkout.
  shipping_carrier_code TEXT,
  shipping_method_code TEXT,
  -- checkout: payment method, its extra data as JSON (purchase_order_number …), order comment, order number.
  payment_method_code TEXT,
  payment_data TEXT,
  customer_note TEXT,
  reserved_order_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS carts_customer ON carts (customer_id, is_active);

CREATE TABLE IF NOT EXISTS cart_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  -- The product added: a simple, virtual or downloadable product, or the configurable / bundle parent.
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  -- The chosen child of a configurable product.
  variant_id INTEGER REFERENCES catalog_products(id),
  qty REAL NOT NULL,
  -- The buy request as JSON (custom options, bundle selections, downloadable links); see src/cart/buyRequest.ts.
  options TEXT NOT NULL DEFAULT '{}',
  -- Canonical form of product, variant and options: adding the same thing again raises the quantity.
  options_key TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX IF NOT EXISTS cart_items_cart ON cart_items (cart_id, id);

CREATE TABLE IF NOT EXISTS cart_coupons (
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  PRIMARY KEY (cart_id, code)
);

-- checkout: Magento's quote_address, one shipping and one billing address per cart.
CREATE TABLE IF NOT EXISTS cart_addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  address_type TEXT NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  customer_address_id INTEGER,
  prefix TEXT,
  firstname TEXT,
  middlename TEXT,
  lastname TEXT,
  suffix TEXT,
  company TEXT,
  -- JSON array of street lines.
  street TEXT NOT NULL DEFAULT '[]',
  city TEXT,
  region TEXT,
  region_id INTEGER,
  region_code TEXT,
  postcode TEXT,
  country_id TEXT,
  telephone TEXT,
  fax TEXT,
  vat_id TEXT,
  same_as_billing INTEGER NOT NULL DEFAULT 0,
  save_in_address_book INTEGER NOT NULL DEFAULT 0,
  customer_notes TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (cart_id, address_type)
);

-- Cart price rules with a coupon (salesrule + salesrule_coupon, flattened).
CREATE TABLE IF NOT EXISTS sales_rules (
  id INTEGER PRIMARY KEY,
  coupon_code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- by_percent (amount = percentage), cart_fixed (amounts = JSON per currency), free_shipping.
  action TEXT NOT NULL CHECK (action IN ('by_percent', 'cart_fixed', 'free_shipping')),
  amount REAL NOT NULL DEFAULT 0,
  amounts TEXT,
  -- Comma-separated website codes, or '*' for all.
  website_codes TEXT NOT NULL DEFAULT '*',
  from_date TEXT,
  to_date TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  description TEXT
);
`;

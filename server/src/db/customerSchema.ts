import type { Database } from 'better-sqlite3';

/**
 * Customer accounts (issue 7): customers, their addresses and wish lists. Customers are website-scoped as
 * Magento's default "Share Customer Accounts: Per Website": the same e-mail may register once per website
 * (base = na_us; eu = de_de, es_es, fr_fr, it_it, eu_en; uk = uk_en; hk = hk_en, hk_tc).
 * Bearer tokens live in customer_tokens; its `token` column holds the SHA-256 of the token.
 */
export const customerSchemaSql = `
CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  website_code TEXT NOT NULL,
  -- The store view the account was created in (Magento's store_id / created_in).
  store_code TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  prefix TEXT,
  firstname TEXT NOT NULL,
  middlename TEXT,
  lastname TEXT NOT NULL,
  suffix TEXT,
  dob TEXT,
  gender INTEGER,
  taxvat TEXT,
  -- scrypt$N$r$p$salt$hash (base64), see repositories/customer/passwords.ts.
  password_hash TEXT NOT NULL,
  -- SHA-256 of the password-reset token and when it was issued (Magento's rp_token / rp_token_created_at).
  rp_token_hash TEXT,
  rp_token_created_at TEXT,
  -- Magento's customer lockout: failures_num / first_failure / lock_expires.
  failures_num INTEGER NOT NULL DEFAULT 0,
  first_failure TEXT,
  lock_expires TEXT,
  default_billing INTEGER,
  default_shipping INTEGER,
  is_active INTEGER NOT NULL DEFAULT 1,
  -- Magento's Login as Customer consent (login_as_customer_assistance_allowed): 1 = a store admin may sign in as the customer.
  allow_remote_shopping_assistance INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  UNIQUE (website_code, email)
);

CREATE TABLE IF NOT EXISTS customer_addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  prefix TEXT,
  firstname TEXT NOT NULL,
  middlename TEXT,
  lastname TEXT NOT NULL,
  suffix TEXT,
  company TEXT,
  -- JSON array of lines.
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  region TEXT,
  region_code TEXT,
  region_id INTEGER,
  postcode TEXT,
  country_code TEXT NOT NULL,
  telephone TEXT NOT NULL,
  fax TEXT,
  vat_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX IF NOT EXISTS customer_addresses_customer ON customer_addresses (customer_id);

-- One wish list per customer (Magento Open Source), created on first use.
CREATE TABLE IF NOT EXISTS wishlists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL UNIQUE REFERENCES customers(id) ON DELETE CASCADE,
  sharing_code TEXT NOT NULL UNIQUE,
  shared INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);

CREATE TABLE IF NOT EXISTS wishlist_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  wishlist_id INTEGER NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
  -- The product the shopper chose (a configurable parent, not its variant).
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  -- The configured variant of a configurable product, when chosen.
  child_product_id INTEGER REFERENCES catalog_products(id),
  store_code TEXT NOT NULL,
  qty REAL NOT NULL DEFAULT 1,
  description TEXT,
  -- JSON { selected_options: string[], entered_options: [{ uid, value }] }: Magento's buy request.
  buy_request TEXT NOT NULL DEFAULT '{}',
  added_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX IF NOT EXISTS wishlist_items_wishlist ON wishlist_items (wishlist_id);

-- Customer bearer tokens: the token column holds the SHA-256 (hex) of the token, never the token itself
-- (repositories/customer/tokens.ts issues, checks and revokes them; one hour lifetime).
CREATE TABLE IF NOT EXISTS customer_tokens (
  token TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
`;

/** Columns added to `customers` after its first release: [name, definition] for `ALTER TABLE … ADD COLUMN`. */
const addedCustomerColumns: ReadonlyArray<readonly [string, string]> = [
  ['allow_remote_shopping_assistance', 'INTEGER NOT NULL DEFAULT 0'],
];

/**
 * Brings a database created before a column existed up to date (CREATE TABLE IF NOT EXISTS leaves an existing
 * table as it was). Idempotent: only missing columns are added.
 */
export function migrateCustomerSchema(db: Database): void {
  const columns = new Set((db.prepare('PRAGMA table_info(customers)').all() as Array<{ name: string }>).map((c) => c.name));
  for (const [name, definition] of addedCustomerColumns) {
    if (!columns.has(name)) db.exec(`ALTER TABLE customers ADD COLUMN ${name} ${definition}`);
  }
}

/**
 * Tables of the embedded backend. `IF NOT EXISTS` everywhere: createDatabase runs this on every start,
 * so a file database keeps its data and a later feature can add its tables here without a migration tool.
 */
export const schemaSql = `
CREATE TABLE IF NOT EXISTS stores (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  website_code TEXT NOT NULL,
  website_name TEXT NOT NULL,
  group_code TEXT NOT NULL,
  group_name TEXT NOT NULL,
  path_prefix TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  is_default_store INTEGER NOT NULL DEFAULT 0,
  is_default_website INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  settings TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS currency_rates (
  base_currency TEXT NOT NULL,
  target_currency TEXT NOT NULL,
  rate REAL NOT NULL,
  PRIMARY KEY (base_currency, target_currency)
);

CREATE TABLE IF NOT EXISTS cms_blocks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_code TEXT NOT NULL REFERENCES stores(code),
  identifier TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (store_code, identifier)
);

CREATE TABLE IF NOT EXISTS cms_pages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_code TEXT NOT NULL REFERENCES stores(code),
  identifier TEXT NOT NULL,
  title TEXT NOT NULL,
  content_heading TEXT,
  content TEXT NOT NULL,
  meta_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  page_layout TEXT NOT NULL DEFAULT '1column',
  is_active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (store_code, identifier)
);

-- A backend profile's own version of a block or page (BACKEND_PROFILE=stock: a stock Magento's content,
-- no links to the brand's routes). content NULL: the block or page does not exist in that profile.
CREATE TABLE IF NOT EXISTS cms_profile_content (
  profile TEXT NOT NULL,
  entity TEXT NOT NULL CHECK (entity IN ('block', 'page')),
  store_code TEXT NOT NULL REFERENCES stores(code),
  identifier TEXT NOT NULL,
  title TEXT,
  content TEXT,
  PRIMARY KEY (profile, entity, store_code, identifier)
);

CREATE TABLE IF NOT EXISTS store_regions (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS store_region_countries (
  id TEXT PRIMARY KEY,
  region_id INTEGER NOT NULL REFERENCES store_regions(id),
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  store_code TEXT NOT NULL REFERENCES stores(code),
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS store_messages (
  store_code TEXT NOT NULL REFERENCES stores(code),
  country TEXT NOT NULL,
  target_url TEXT NOT NULL,
  html TEXT NOT NULL,
  PRIMARY KEY (store_code, country)
);

CREATE TABLE IF NOT EXISTS newsletter_subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL COLLATE NOCASE,
  website_code TEXT NOT NULL,
  store_code TEXT NOT NULL,
  customer_id INTEGER,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (email, website_code)
);

CREATE TABLE IF NOT EXISTS analytics_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_type TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Customer bearer tokens: the token column holds the SHA-256 (hex) of the token, never the token itself
-- (repositories/tokens.ts issues, checks and revokes them; one hour lifetime).
CREATE TABLE IF NOT EXISTS customer_tokens (
  token TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0
);
`;

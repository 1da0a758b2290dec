/**
 * Stores (Magento's store views with their websites and groups, settings as JSON), currency rates, and the
 * brand's region selector and store messages. `IF NOT EXISTS` everywhere, as in every db/*Schema.ts:
 * createDatabase runs them on every start, so a file database keeps its data.
 */
export const storeSchemaSql = `
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
`;

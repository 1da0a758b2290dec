/**
 * Catalogue tables, shaped after Magento's where that helps the code that reads them (entity + per-store
 * values, category paths '1/2/5', a price index per currency, url_rewrite) and flattened where EAV would only
 * add joins. Names of columns follow Magento's attribute codes.
 */
export const catalogSchemaSql = `
CREATE TABLE IF NOT EXISTS catalog_categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES catalog_categories(id),
  path TEXT NOT NULL,
  level INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  include_in_menu INTEGER NOT NULL DEFAULT 1,
  is_anchor INTEGER NOT NULL DEFAULT 1,
  display_mode TEXT NOT NULL DEFAULT 'PRODUCTS',
  image TEXT,
  build_your_sheet INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS catalog_categories_parent ON catalog_categories (parent_id, position);

CREATE TABLE IF NOT EXISTS catalog_category_store (
  category_id INTEGER NOT NULL REFERENCES catalog_categories(id),
  store_code TEXT NOT NULL REFERENCES stores(code),
  name TEXT NOT NULL,
  url_key TEXT,
  url_path TEXT,
  description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  meta_keywords TEXT,
  notice TEXT,
  PRIMARY KEY (store_code, category_id)
);
CREATE INDEX IF NOT EXISTS catalog_category_store_path ON catalog_category_store (store_code, url_path);

CREATE TABLE IF NOT EXISTS catalog_attributes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  swatch_type TEXT,
  is_filterable INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS catalog_attribute_options (
  id INTEGER PRIMARY KEY,
  attribute_id INTEGER NOT NULL REFERENCES catalog_attributes(id),
  sort_order INTEGER NOT NULL DEFAULT 0,
  swatch_value TEXT
);

-- Store-scoped labels of small things (attributes and their options, custom options, bundle items,
-- downloadable links, ratings), one table instead of one per kind.
CREATE TABLE IF NOT EXISTS catalog_labels (
  entity TEXT NOT NULL,
  entity_id INTEGER NOT NULL,
  store_code TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (entity, store_code, entity_id)
);

CREATE TABLE IF NOT EXISTS catalog_products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE COLLATE NOCASE,
  type_id TEXT NOT NULL,
  -- Magento's visibility: 1 not visible individually, 2 catalog, 3 search, 4 catalog and search.
  visibility INTEGER NOT NULL DEFAULT 4,
  status INTEGER NOT NULL DEFAULT 1,
  render_type TEXT,
  canonical_name TEXT,
  base_canonical_name TEXT,
  is_discontinued INTEGER NOT NULL DEFAULT 0,
  stock_status INTEGER NOT NULL DEFAULT 1,
  qty REAL NOT NULL DEFAULT 0,
  min_sale_qty REAL NOT NULL DEFAULT 1,
  max_sale_qty REAL NOT NULL DEFAULT 10000,
  weight REAL,
  country_of_manufacture TEXT,
  new_from_date TEXT,
  new_to_date TEXT,
  color_code TEXT,
  hex TEXT,
  dynamic_price INTEGER,
  dynamic_sku INTEGER,
  dynamic_weight INTEGER,
  price_view TEXT,
  ship_bundle_items TEXT,
  links_purchased_separately INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);

CREATE TABLE IF NOT EXISTS catalog_product_store (
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  store_code TEXT NOT NULL REFERENCES stores(code),
  name TEXT NOT NULL,
  url_key TEXT,
  short_description TEXT,
  description TEXT,
  meta_title TEXT,
  meta_description TEXT,
  meta_keyword TEXT,
  discontinued_message TEXT,
  links_title TEXT,
  -- Lower-cased, accent-free copies for full-text search (see repositories/catalog/searchText.ts).
  search_name TEXT NOT NULL DEFAULT '',
  search_text TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (store_code, product_id)
);
CREATE INDEX IF NOT EXISTS catalog_product_store_url_key ON catalog_product_store (store_code, url_key);

-- The EAV "int" table for select attributes (color, color_family, finish, format).
CREATE TABLE IF NOT EXISTS catalog_product_int (
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  attribute_id INTEGER NOT NULL REFERENCES catalog_attributes(id),
  option_id INTEGER NOT NULL REFERENCES catalog_attribute_options(id),
  PRIMARY KEY (product_id, attribute_id)
);

-- Price lists per currency: each website keeps its own prices instead of converting one base price.
CREATE TABLE IF NOT EXISTS catalog_product_prices (
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  currency TEXT NOT NULL,
  price REAL NOT NULL,
  special_price REAL,
  special_from_date TEXT,
  special_to_date TEXT,
  PRIMARY KEY (product_id, currency)
);

CREATE TABLE IF NOT EXISTS catalog_product_tier_prices (
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  currency TEXT NOT NULL,
  qty REAL NOT NULL,
  value REAL NOT NULL,
  PRIMARY KEY (product_id, currency, qty)
);

-- Like catalog_product_index_price: the resolved price range per currency, for listing, filters and sorting.
CREATE TABLE IF NOT EXISTS catalog_product_price_index (
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  currency TEXT NOT NULL,
  min_regular REAL NOT NULL,
  min_final REAL NOT NULL,
  max_regular REAL NOT NULL,
  max_final REAL NOT NULL,
  PRIMARY KEY (currency, product_id)
);

CREATE TABLE IF NOT EXISTS catalog_category_products (
  category_id INTEGER NOT NULL REFERENCES catalog_categories(id),
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX IF NOT EXISTS catalog_category_products_product ON catalog_category_products (product_id);

-- Build Your Sheet (brand module): the sheet product a category's chips go on, and how many fit. The product is a
-- simple product whose required field option with SKU 'CHIPS' holds the chip colour codes, comma-separated.
CREATE TABLE IF NOT EXISTS catalog_category_sheets (
  category_id INTEGER PRIMARY KEY REFERENCES catalog_categories(id),
  product_id INTEGER NOT NULL UNIQUE REFERENCES catalog_products(id),
  size INTEGER NOT NULL
);

-- Like catalog_category_product_index: visible products per category, anchors including their subtrees.
CREATE TABLE IF NOT EXISTS catalog_category_product_index (
  category_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX IF NOT EXISTS catalog_category_product_index_product ON catalog_category_product_index (product_id);

-- Select-attribute values per visible product, a configurable parent carrying its variants' values.
CREATE TABLE IF NOT EXISTS catalog_product_attribute_index (
  attribute_id INTEGER NOT NULL,
  option_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  PRIMARY KEY (attribute_id, option_id, product_id)
);
CREATE INDEX IF NOT EXISTS catalog_product_attribute_index_product ON catalog_product_attribute_index (product_id);

CREATE TABLE IF NOT EXISTS catalog_product_links (
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  linked_product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  link_type TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, link_type, linked_product_id)
);

CREATE TABLE IF NOT EXISTS catalog_product_media (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  file TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  disabled INTEGER NOT NULL DEFAULT 0,
  -- Comma-separated Magento image roles: image, small_image, thumbnail, swatch_image.
  roles TEXT NOT NULL DEFAULT '',
  width INTEGER NOT NULL,
  height INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS catalog_product_media_product ON catalog_product_media (product_id, position);
`;

/**
 * The parts of a product beyond its own row: customizable options, configurable, bundle and downloadable
 * structures and the colour standards.
 */
export const productStructureSchemaSql = `
-- Customizable options; money as JSON {"USD": 5, "EUR": 4.5, …} per currency, PERCENT the same in all.
CREATE TABLE IF NOT EXISTS catalog_product_options (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  type TEXT NOT NULL,
  is_require INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL DEFAULT 0,
  sku TEXT,
  max_characters INTEGER,
  file_extension TEXT,
  image_size_x INTEGER,
  image_size_y INTEGER,
  price_type TEXT,
  prices TEXT
);
CREATE INDEX IF NOT EXISTS catalog_product_options_product ON catalog_product_options (product_id);

CREATE TABLE IF NOT EXISTS catalog_product_option_values (
  id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES catalog_product_options(id),
  sku TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  price_type TEXT NOT NULL DEFAULT 'FIXED',
  prices TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS catalog_product_option_values_option ON catalog_product_option_values (option_id);

CREATE TABLE IF NOT EXISTS catalog_product_super_attributes (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  attribute_id INTEGER NOT NULL REFERENCES catalog_attributes(id),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (product_id, attribute_id)
);

CREATE TABLE IF NOT EXISTS catalog_product_super_links (
  parent_id INTEGER NOT NULL REFERENCES catalog_products(id),
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (parent_id, product_id)
);

CREATE TABLE IF NOT EXISTS catalog_bundle_options (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL REFERENCES catalog_products(id),
  type TEXT NOT NULL,
  required INTEGER NOT NULL DEFAULT 1,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS catalog_bundle_selections (
  id INTEGER PRIMARY KEY,
  option_id INTEGER NOT NULL REFERENCES catalog_bundle_options(id),
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  qty REAL NOT NULL DEFAULT 1,
  can_change_qty INTEGER NOT NULL DEFAULT 0,
  is_default INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  price_type TEXT NOT NULL DEFAULT 'FIXED',
  -- Only for fixed-price bundles: JSON per currency (FIXED) or a percentage in every currency (PERCENT).
  prices TEXT
);
CREATE INDEX IF NOT EXISTS catalog_bundle_selections_option ON catalog_bundle_selections (option_id);

CREATE TABLE IF NOT EXISTS downloadable_links (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  sort_order INTEGER NOT NULL DEFAULT 0,
  prices TEXT NOT NULL,
  link_file TEXT NOT NULL,
  sample_file TEXT,
  number_of_downloads INTEGER NOT NULL DEFAULT 0,
  is_shareable INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS downloadable_samples (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  sort_order INTEGER NOT NULL DEFAULT 0,
  sample_file TEXT NOT NULL
);

-- The brand's colour standards: one per option of the "color" attribute.
CREATE TABLE IF NOT EXISTS color_standards (
  option_id INTEGER PRIMARY KEY REFERENCES catalog_attribute_options(id),
  code TEXT NOT NULL UNIQUE,
  hex TEXT NOT NULL,
  family_option_id INTEGER REFERENCES catalog_attribute_options(id),
  finish_option_id INTEGER REFERENCES catalog_attribute_options(id),
  product_id INTEGER REFERENCES catalog_products(id),
  position INTEGER NOT NULL DEFAULT 0
);
`;

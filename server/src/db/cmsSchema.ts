/** Magento's CMS: blocks and pages per store, and a backend profile's own version of either. */
export const cmsSchemaSql = `
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
`;

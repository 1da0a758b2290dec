/** The brand's content beyond Magento's CMS: articles, events and colour systems, each with per-store copy. */
export const contentSchemaSql = `
CREATE TABLE IF NOT EXISTS article_categories (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE IF NOT EXISTS article_category_store (
  category_id INTEGER NOT NULL REFERENCES article_categories(id),
  store_code TEXT NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL,
  description TEXT,
  PRIMARY KEY (store_code, category_id),
  UNIQUE (store_code, url_key)
);

CREATE TABLE IF NOT EXISTS articles (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES article_categories(id),
  published_at TEXT NOT NULL,
  author TEXT,
  image TEXT,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE IF NOT EXISTS article_store (
  article_id INTEGER NOT NULL REFERENCES articles(id),
  store_code TEXT NOT NULL,
  title TEXT NOT NULL,
  url_key TEXT NOT NULL,
  summary TEXT,
  content TEXT,
  meta_title TEXT,
  meta_description TEXT,
  search_title TEXT NOT NULL DEFAULT '',
  search_text TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (store_code, article_id),
  UNIQUE (store_code, url_key)
);

CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  timezone TEXT NOT NULL,
  country_code TEXT,
  online INTEGER NOT NULL DEFAULT 0,
  image TEXT,
  registration_url TEXT,
  is_active INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS events_dates ON events (ends_at, starts_at);

CREATE TABLE IF NOT EXISTS event_store (
  event_id INTEGER NOT NULL REFERENCES events(id),
  store_code TEXT NOT NULL,
  title TEXT NOT NULL,
  url_key TEXT NOT NULL,
  summary TEXT,
  description TEXT,
  location_name TEXT,
  address TEXT,
  city TEXT,
  PRIMARY KEY (store_code, event_id),
  UNIQUE (store_code, url_key)
);

CREATE TABLE IF NOT EXISTS color_systems (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL DEFAULT 0,
  image TEXT,
  category_id INTEGER REFERENCES catalog_categories(id),
  color_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS color_system_store (
  system_id INTEGER NOT NULL REFERENCES color_systems(id),
  store_code TEXT NOT NULL,
  name TEXT NOT NULL,
  url_key TEXT NOT NULL,
  summary TEXT,
  content TEXT,
  PRIMARY KEY (store_code, system_id),
  UNIQUE (store_code, url_key)
);
`;

/** Magento's reviews: ratings with their options, reviews and their votes. */
export const reviewSchemaSql = `
CREATE TABLE IF NOT EXISTS ratings (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE IF NOT EXISTS rating_options (
  id INTEGER PRIMARY KEY,
  rating_id INTEGER NOT NULL REFERENCES ratings(id),
  value INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  store_code TEXT NOT NULL,
  customer_id INTEGER,
  nickname TEXT NOT NULL,
  title TEXT NOT NULL,
  detail TEXT NOT NULL,
  -- Magento's review_status: 1 approved, 2 pending, 3 not approved.
  status_id INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now'))
);
CREATE INDEX IF NOT EXISTS reviews_product ON reviews (product_id, store_code, status_id, created_at);

CREATE TABLE IF NOT EXISTS review_votes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  review_id INTEGER NOT NULL REFERENCES reviews(id),
  rating_id INTEGER NOT NULL REFERENCES ratings(id),
  option_id INTEGER NOT NULL REFERENCES rating_options(id),
  value INTEGER NOT NULL,
  percent INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS review_votes_review ON review_votes (review_id);
`;

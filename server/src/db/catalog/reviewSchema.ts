/** Reviews, product alerts and the e-mail outbox: what shoppers write to the catalogue. */
export const engagementSchemaSql = `
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

CREATE TABLE IF NOT EXISTS product_alert_stock (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  website_code TEXT NOT NULL,
  store_code TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (customer_id, product_id, website_code)
);

-- Mail the backend would send (Email to a Friend, …); nothing leaves the machine, tests read it here.
CREATE TABLE IF NOT EXISTS email_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_code TEXT NOT NULL,
  template TEXT NOT NULL,
  to_email TEXT NOT NULL,
  to_name TEXT NOT NULL,
  reply_to_email TEXT,
  reply_to_name TEXT,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
`;

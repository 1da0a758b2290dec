/** Magento's newsletter subscribers: one row per e-mail and website. */
export const newsletterSchemaSql = `
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
`;

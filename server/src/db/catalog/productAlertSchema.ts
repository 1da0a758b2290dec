/** Magento's back-in-stock alerts (product_alert_stock): a customer asks to hear when a product returns. */
export const productAlertSchemaSql = `
CREATE TABLE IF NOT EXISTS product_alert_stock (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  website_code TEXT NOT NULL,
  store_code TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (customer_id, product_id, website_code)
);
`;

import type { Database } from 'better-sqlite3';

export interface AlertKey {
  customerId: number;
  productId: number;
  websiteCode: string;
}

export const isSubscribedToStockAlert = (db: Database, key: AlertKey): boolean =>
  db.prepare('SELECT 1 FROM product_alert_stock WHERE customer_id = ? AND product_id = ? AND website_code = ?')
    .get(key.customerId, key.productId, key.websiteCode) !== undefined;

/** Idempotent, as Magento's controller: subscribing twice keeps one alert. */
export const subscribeStockAlert = (db: Database, key: AlertKey, storeCode: string): void => {
  db.prepare(`INSERT OR IGNORE INTO product_alert_stock (customer_id, product_id, website_code, store_code)
    VALUES (?, ?, ?, ?)`).run(key.customerId, key.productId, key.websiteCode, storeCode);
};

export const unsubscribeStockAlert = (db: Database, key: AlertKey): void => {
  db.prepare('DELETE FROM product_alert_stock WHERE customer_id = ? AND product_id = ? AND website_code = ?')
    .run(key.customerId, key.productId, key.websiteCode);
};

import type { Database } from 'better-sqlite3';

/**
 * What an order takes from stock (Magento's inventory deduction on order placement): each product's quantity
 * goes down by the units ordered, and a product with nothing left goes out of stock.
 */
export const deductStock = (db: Database, demand: ReadonlyMap<number, number>): void => {
  const update = db.prepare(`UPDATE catalog_products SET qty = MAX(qty - ?, 0),
    stock_status = CASE WHEN qty - ? <= 0 THEN 0 ELSE stock_status END WHERE id = ?`);
  for (const [productId, units] of demand) update.run(units, units, productId);
};

/** Download limits of downloadable links (0 = unlimited), for the purchased-link rows of an order. */
export const downloadLimits = (db: Database, linkIds: readonly number[]): Map<number, number> => {
  if (linkIds.length === 0) return new Map();
  const rows = db.prepare('SELECT id, number_of_downloads FROM downloadable_links WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(linkIds)) as Array<{ id: number; number_of_downloads: number }>;
  return new Map(rows.map((row) => [row.id, row.number_of_downloads]));
};

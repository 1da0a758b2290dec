import type { Database } from 'better-sqlite3';

export interface BestSellerQuery {
  storeCode: string;
  /** Only products in these categories (the category index: an anchor holds its subtree); null: the whole catalogue. */
  categoryIds: number[] | null;
  limit: number;
}

/**
 * The store's best sellers, most sold first: the quantity ordered in the store's orders (canceled orders and
 * canceled quantities left out, a variant counting for its configurable parent) plus the aggregated history,
 * over the products a shopper can find in the catalogue (enabled, visible in the catalogue, in this store).
 * Ties go to the product ordered in more orders, then the older product.
 */
export const bestSellerIds = (db: Database, query: BestSellerQuery): number[] => {
  const inCategory = query.categoryIds
    ? 'AND p.id IN (SELECT product_id FROM catalog_category_product_index WHERE category_id IN (SELECT value FROM json_each(@categories)))'
    : '';
  const rows = db.prepare(`WITH sold AS (
      SELECT COALESCE((SELECT l.parent_id FROM catalog_product_super_links l WHERE l.product_id = i.product_id LIMIT 1), i.product_id) AS product_id,
        i.qty_ordered - i.qty_canceled AS qty, 1 AS orders
      FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.store_code = @store AND o.state <> 'canceled' AND i.product_id IS NOT NULL
      UNION ALL
      SELECT product_id, qty_ordered, 0 FROM sales_bestsellers_aggregated WHERE store_code = @store
    )
    SELECT p.id FROM sold JOIN catalog_products p ON p.id = sold.product_id
    JOIN catalog_product_store s ON s.product_id = p.id AND s.store_code = @store
    WHERE p.status = 1 AND p.visibility IN (2, 4) ${inCategory}
    GROUP BY p.id HAVING SUM(sold.qty) > 0
    ORDER BY SUM(sold.qty) DESC, SUM(sold.orders) DESC, p.id
    LIMIT @limit`).all({ store: query.storeCode, categories: JSON.stringify(query.categoryIds ?? []), limit: query.limit }) as Array<{ id: number }>;
  return rows.map((row) => row.id);
};

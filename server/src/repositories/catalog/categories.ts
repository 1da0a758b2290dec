import type { Database } from 'better-sqlite3';

export interface CategoryRecord {
  id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  include_in_menu: number;
  is_anchor: number;
  display_mode: string;
  image: string | null;
  build_your_sheet: number;
  name: string;
  url_key: string | null;
  url_path: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  notice: string | null;
  /** Visible products in the category (its subtree, for anchors). */
  product_count: number;
  /** Products of the category that are out of stock (Build Your Sheet: deactivated colours). */
  out_of_stock_count: number;
}

/** The store root ("Default Category"); every store view here shares it. */
export const storeRootCategoryId = 2;

/**
 * Every active category of the store tree with its store copy and counts. A store has a few dozen
 * categories, so callers filter and walk this list in memory (once per request, see loaders.ts).
 */
export const listCategories = (db: Database, storeCode: string): CategoryRecord[] =>
  db.prepare(`SELECT c.id, c.parent_id, c.path, c.level, c.position, c.include_in_menu, c.is_anchor, c.display_mode,
    c.image, c.build_your_sheet, s.name, s.url_key, s.url_path, s.description, s.meta_title, s.meta_description,
    s.meta_keywords, s.notice,
    (SELECT COUNT(*) FROM catalog_category_product_index ci WHERE ci.category_id = c.id) AS product_count,
    (SELECT COUNT(*) FROM catalog_category_product_index ci JOIN catalog_products p ON p.id = ci.product_id
      WHERE ci.category_id = c.id AND p.stock_status = 0) AS out_of_stock_count
    FROM catalog_categories c JOIN catalog_category_store s ON s.category_id = c.id AND s.store_code = ?
    WHERE c.is_active = 1 AND (c.id = ? OR c.path LIKE ?)
    ORDER BY c.level, c.position, c.id`).all(storeCode, storeRootCategoryId, `1/${storeRootCategoryId}/%`) as CategoryRecord[];

/** Categories a product is assigned to directly (Magento's product.categories). */
export const productCategoryIds = (db: Database, productIds: readonly number[]): Map<number, number[]> => {
  const rows = db.prepare(`SELECT product_id, category_id FROM catalog_category_products
    WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY category_id`)
    .all(JSON.stringify(productIds)) as Array<{ product_id: number; category_id: number }>;
  const result = new Map<number, number[]>();
  for (const row of rows) result.set(row.product_id, [...(result.get(row.product_id) ?? []), row.category_id]);
  return result;
};

import { reindexPrices } from './priceIndexer';
import type { Database } from 'better-sqlite3';

/** catalog_category_product_index: visible, enabled products per category, anchors including their subtrees. */
export const reindexCategoryProducts = (db: Database): void => {
  db.prepare('DELETE FROM catalog_category_product_index').run();
  // Inherited products sort after the category's own, grouped by the subcategory they come from.
  db.prepare(`INSERT INTO catalog_category_product_index (category_id, product_id, position)
    SELECT anchor.id, cp.product_id,
      MIN(CASE WHEN c.id = anchor.id THEN cp.position ELSE 100000 + c.position * 1000 + c.level * 100000 + cp.position END)
    FROM catalog_categories anchor
    JOIN catalog_categories c ON c.id = anchor.id OR (anchor.is_anchor = 1 AND c.path LIKE anchor.path || '/%')
    JOIN catalog_category_products cp ON cp.category_id = c.id
    JOIN catalog_products p ON p.id = cp.product_id AND p.status = 1 AND p.visibility IN (2, 4)
    WHERE anchor.is_active = 1 AND c.is_active = 1
    GROUP BY anchor.id, cp.product_id`).run();
};

/** catalog_product_attribute_index: select-attribute values per visible product, parents with their variants'. */
export const reindexAttributes = (db: Database): void => {
  db.prepare('DELETE FROM catalog_product_attribute_index').run();
  db.prepare(`INSERT OR IGNORE INTO catalog_product_attribute_index (attribute_id, option_id, product_id)
    SELECT v.attribute_id, v.option_id, p.id FROM catalog_products p JOIN catalog_product_int v ON v.product_id = p.id
    WHERE p.status = 1 AND p.visibility > 1
    UNION
    SELECT v.attribute_id, v.option_id, l.parent_id FROM catalog_product_super_links l
    JOIN catalog_products child ON child.id = l.product_id AND child.status = 1
    JOIN catalog_product_int v ON v.product_id = child.id`).run();
};

export const reindexCatalog = (db: Database): void => {
  reindexPrices(db);
  reindexCategoryProducts(db);
  reindexAttributes(db);
};

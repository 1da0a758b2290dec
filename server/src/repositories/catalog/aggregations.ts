import { idList } from './batch';
import type { Database } from 'better-sqlite3';

/** How many of `productIds` each category holds (from the category index, so anchors count their subtree). */
export const categoryCounts = (db: Database, productIds: readonly number[]): Map<number, number> =>
  new Map((db.prepare(`SELECT category_id, COUNT(*) AS count FROM catalog_category_product_index
    WHERE product_id IN (SELECT value FROM json_each(?)) GROUP BY category_id`)
    .all(idList(productIds)) as Array<{ category_id: number; count: number }>).map((row) => [row.category_id, row.count]));

export interface AttributeBucket {
  attribute_id: number;
  code: string;
  attribute_label: string;
  position: number;
  option_id: number;
  option_label: string;
  sort_order: number;
  count: number;
}

/** Option counts of the filterable select attributes over `productIds` (a parent counts its variants' values). */
export const attributeBuckets = (db: Database, storeCode: string, productIds: readonly number[]): AttributeBucket[] =>
  db.prepare(`SELECT a.id AS attribute_id, a.code, COALESCE(al.label, a.code) AS attribute_label, a.position,
    o.id AS option_id, COALESCE(ol.label, '') AS option_label, o.sort_order, COUNT(*) AS count
    FROM catalog_product_attribute_index x
    JOIN catalog_attributes a ON a.id = x.attribute_id AND a.is_filterable = 1
    JOIN catalog_attribute_options o ON o.id = x.option_id
    LEFT JOIN catalog_labels al ON al.entity = 'attribute' AND al.entity_id = a.id AND al.store_code = ?
    LEFT JOIN catalog_labels ol ON ol.entity = 'attribute_option' AND ol.entity_id = o.id AND ol.store_code = ?
    WHERE x.product_id IN (SELECT value FROM json_each(?))
    GROUP BY a.id, o.id ORDER BY a.position, count DESC, o.sort_order`)
    .all(storeCode, storeCode, idList(productIds)) as AttributeBucket[];

/** Attribute ids by code, for turning filter input into attribute filters. */
export const attributeIdsByCode = (db: Database): Map<string, number> =>
  new Map((db.prepare('SELECT id, code FROM catalog_attributes').all() as Array<{ id: number; code: string }>)
    .map((row) => [row.code, row.id]));

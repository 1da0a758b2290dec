import { groupBy, idList } from './batch';
import type { Database } from 'better-sqlite3';

export interface MediaRow {
  product_id: number;
  file: string;
  position: number;
  disabled: number;
  roles: string;
  width: number;
  height: number;
}

export const mediaFor = (db: Database, ids: readonly number[]): Map<number, MediaRow[]> =>
  groupBy(db.prepare(`SELECT product_id, file, position, disabled, roles, width, height FROM catalog_product_media
    WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, position`).all(idList(ids)) as MediaRow[],
  (row) => row.product_id);

export interface TierPriceRow {
  product_id: number;
  qty: number;
  value: number;
}

export const tierPricesFor = (db: Database, ids: readonly number[], currency: string): Map<number, TierPriceRow[]> =>
  groupBy(db.prepare(`SELECT product_id, qty, value FROM catalog_product_tier_prices
    WHERE product_id IN (SELECT value FROM json_each(?)) AND currency = ? ORDER BY product_id, qty`)
    .all(idList(ids), currency) as TierPriceRow[], (row) => row.product_id);

export interface ProductLinkRow {
  product_id: number;
  linked_product_id: number;
  link_type: 'related' | 'upsell' | 'crosssell';
}

export const productLinksFor = (db: Database, ids: readonly number[]): Map<number, ProductLinkRow[]> =>
  groupBy(db.prepare(`SELECT product_id, linked_product_id, link_type FROM catalog_product_links
    WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, link_type, position`)
    .all(idList(ids)) as ProductLinkRow[], (row) => row.product_id);

/** A select attribute's value on a product, with its store labels and swatch. */
export interface AttributeValueRow {
  product_id: number;
  attribute_id: number;
  code: string;
  option_id: number;
  label: string;
  swatch_value: string | null;
  swatch_type: string | null;
}

export const attributeValuesFor = (db: Database, ids: readonly number[], storeCode: string): Map<number, AttributeValueRow[]> =>
  groupBy(db.prepare(`SELECT v.product_id, a.id AS attribute_id, a.code, o.id AS option_id, COALESCE(l.label, '') AS label,
    o.swatch_value, a.swatch_type FROM catalog_product_int v
    JOIN catalog_attributes a ON a.id = v.attribute_id JOIN catalog_attribute_options o ON o.id = v.option_id
    LEFT JOIN catalog_labels l ON l.entity = 'attribute_option' AND l.entity_id = o.id AND l.store_code = ?
    WHERE v.product_id IN (SELECT value FROM json_each(?)) ORDER BY v.product_id, a.position`)
    .all(storeCode, idList(ids)) as AttributeValueRow[], (row) => row.product_id);

export interface CustomOptionRow {
  id: number;
  product_id: number;
  type: string;
  is_require: number;
  sort_order: number;
  sku: string | null;
  max_characters: number | null;
  file_extension: string | null;
  image_size_x: number | null;
  image_size_y: number | null;
  price_type: string | null;
  prices: string | null;
  title: string;
}

export interface CustomOptionValueRow {
  id: number;
  option_id: number;
  sku: string | null;
  sort_order: number;
  price_type: string;
  prices: string;
  title: string;
}

export interface CustomOption extends CustomOptionRow {
  values: CustomOptionValueRow[];
}

export const customOptionsFor = (db: Database, ids: readonly number[], storeCode: string): Map<number, CustomOption[]> => {
  const options = db.prepare(`SELECT o.*, COALESCE(l.label, '') AS title FROM catalog_product_options o
    LEFT JOIN catalog_labels l ON l.entity = 'custom_option' AND l.entity_id = o.id AND l.store_code = ?
    WHERE o.product_id IN (SELECT value FROM json_each(?)) ORDER BY o.product_id, o.sort_order, o.id`)
    .all(storeCode, idList(ids)) as CustomOptionRow[];
  const values = groupBy(db.prepare(`SELECT v.*, COALESCE(l.label, '') AS title FROM catalog_product_option_values v
    LEFT JOIN catalog_labels l ON l.entity = 'custom_option_value' AND l.entity_id = v.id AND l.store_code = ?
    WHERE v.option_id IN (SELECT value FROM json_each(?)) ORDER BY v.option_id, v.sort_order, v.id`)
    .all(storeCode, idList(options.map((o) => o.id))) as CustomOptionValueRow[], (row) => row.option_id);
  return groupBy(options.map((option) => ({ ...option, values: values.get(option.id) ?? [] })), (row) => row.product_id);
};

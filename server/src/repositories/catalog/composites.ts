import { groupBy, idList } from './batch';
import type { Database } from 'better-sqlite3';

export interface SuperAttributeValue {
  option_id: number;
  label: string;
  swatch_value: string | null;
  sort_order: number;
}

export interface SuperAttribute {
  /** catalog_product_super_attributes.id (Magento's product_super_attribute_id). */
  id: number;
  product_id: number;
  attribute_id: number;
  code: string;
  label: string;
  swatch_type: string | null;
  position: number;
  /** The options the variants use, in the attribute's option order. */
  values: SuperAttributeValue[];
}

export const superAttributesFor = (db: Database, parentIds: readonly number[], storeCode: string): Map<number, SuperAttribute[]> => {
  const attributes = db.prepare(`SELECT sa.id, sa.product_id, a.id AS attribute_id, a.code, COALESCE(l.label, a.code) AS label,
    a.swatch_type, sa.position FROM catalog_product_super_attributes sa JOIN catalog_attributes a ON a.id = sa.attribute_id
    LEFT JOIN catalog_labels l ON l.entity = 'attribute' AND l.entity_id = a.id AND l.store_code = ?
    WHERE sa.product_id IN (SELECT value FROM json_each(?)) ORDER BY sa.product_id, sa.position`)
    .all(storeCode, idList(parentIds)) as Array<Omit<SuperAttribute, 'values'>>;
  const values = db.prepare(`SELECT DISTINCT link.parent_id, v.attribute_id, o.id AS option_id, COALESCE(l.label, '') AS label,
    o.swatch_value, o.sort_order FROM catalog_product_super_links link
    JOIN catalog_product_int v ON v.product_id = link.product_id JOIN catalog_attribute_options o ON o.id = v.option_id
    LEFT JOIN catalog_labels l ON l.entity = 'attribute_option' AND l.entity_id = o.id AND l.store_code = ?
    WHERE link.parent_id IN (SELECT value FROM json_each(?)) ORDER BY o.sort_order, o.id`)
    .all(storeCode, idList(parentIds)) as Array<SuperAttributeValue & { parent_id: number; attribute_id: number }>;
  return groupBy(attributes.map((attribute) => ({
    ...attribute,
    values: values.filter((v) => v.parent_id === attribute.product_id && v.attribute_id === attribute.attribute_id),
  })), (row) => row.product_id);
};

export interface VariantLink {
  parent_id: number;
  product_id: number;
}

export const variantsFor = (db: Database, parentIds: readonly number[]): Map<number, VariantLink[]> =>
  groupBy(db.prepare(`SELECT l.parent_id, l.product_id FROM catalog_product_super_links l
    JOIN catalog_products p ON p.id = l.product_id AND p.status = 1
    WHERE l.parent_id IN (SELECT value FROM json_each(?)) ORDER BY l.parent_id, l.position`)
    .all(idList(parentIds)) as VariantLink[], (row) => row.parent_id);

export interface BundleSelection {
  id: number;
  option_id: number;
  product_id: number;
  qty: number;
  can_change_qty: number;
  is_default: number;
  position: number;
  price_type: string;
  prices: string | null;
}

export interface BundleOption {
  id: number;
  parent_id: number;
  type: string;
  required: number;
  position: number;
  title: string;
  selections: BundleSelection[];
}

export const bundleOptionsFor = (db: Database, parentIds: readonly number[], storeCode: string): Map<number, BundleOption[]> => {
  const options = db.prepare(`SELECT o.*, COALESCE(l.label, '') AS title FROM catalog_bundle_options o
    LEFT JOIN catalog_labels l ON l.entity = 'bundle_option' AND l.entity_id = o.id AND l.store_code = ?
    WHERE o.parent_id IN (SELECT value FROM json_each(?)) ORDER BY o.parent_id, o.position`)
    .all(storeCode, idList(parentIds)) as Array<Omit<BundleOption, 'selections'>>;
  const selections = groupBy(db.prepare(`SELECT s.* FROM catalog_bundle_selections s
    JOIN catalog_products p ON p.id = s.product_id AND p.status = 1
    WHERE s.option_id IN (SELECT value FROM json_each(?)) ORDER BY s.option_id, s.position`)
    .all(idList(options.map((o) => o.id))) as BundleSelection[], (row) => row.option_id);
  return groupBy(options.map((o) => ({ ...o, selections: selections.get(o.id) ?? [] })), (row) => row.parent_id);
};

export interface DownloadableLinkRow {
  id: number;
  product_id: number;
  sort_order: number;
  prices: string;
  sample_file: string | null;
  title: string;
}

export const downloadableLinksFor = (db: Database, ids: readonly number[], storeCode: string): Map<number, DownloadableLinkRow[]> =>
  groupBy(db.prepare(`SELECT d.id, d.product_id, d.sort_order, d.prices, d.sample_file, COALESCE(l.label, '') AS title
    FROM downloadable_links d
    LEFT JOIN catalog_labels l ON l.entity = 'downloadable_link' AND l.entity_id = d.id AND l.store_code = ?
    WHERE d.product_id IN (SELECT value FROM json_each(?)) ORDER BY d.product_id, d.sort_order`)
    .all(storeCode, idList(ids)) as DownloadableLinkRow[], (row) => row.product_id);

export interface DownloadableSampleRow {
  id: number;
  product_id: number;
  sort_order: number;
  sample_file: string;
  title: string;
}

export const downloadableSamplesFor = (db: Database, ids: readonly number[], storeCode: string): Map<number, DownloadableSampleRow[]> =>
  groupBy(db.prepare(`SELECT d.id, d.product_id, d.sort_order, d.sample_file, COALESCE(l.label, '') AS title
    FROM downloadable_samples d
    LEFT JOIN catalog_labels l ON l.entity = 'downloadable_sample' AND l.entity_id = d.id AND l.store_code = ?
    WHERE d.product_id IN (SELECT value FROM json_each(?)) ORDER BY d.product_id, d.sort_order`)
    .all(storeCode, idList(ids)) as DownloadableSampleRow[], (row) => row.product_id);

import type { Database } from 'better-sqlite3';

export interface ColorStandardRecord {
  option_id: number;
  code: string;
  hex: string;
  name: string;
  family_option_id: number | null;
  family_label: string | null;
  finish_option_id: number | null;
  finish_label: string | null;
  product_id: number | null;
  position: number;
}

/** Every colour standard with its names in the store's language, in catalogue order. */
export const listColorStandards = (db: Database, storeCode: string): ColorStandardRecord[] =>
  db.prepare(`SELECT c.option_id, c.code, c.hex, COALESCE(n.label, c.code) AS name, c.family_option_id,
    f.label AS family_label, c.finish_option_id, fi.label AS finish_label, c.product_id, c.position
    FROM color_standards c
    LEFT JOIN catalog_labels n ON n.entity = 'attribute_option' AND n.entity_id = c.option_id AND n.store_code = @store
    LEFT JOIN catalog_labels f ON f.entity = 'attribute_option' AND f.entity_id = c.family_option_id AND f.store_code = @store
    LEFT JOIN catalog_labels fi ON fi.entity = 'attribute_option' AND fi.entity_id = c.finish_option_id AND fi.store_code = @store
    ORDER BY c.position`).all({ store: storeCode }) as ColorStandardRecord[];

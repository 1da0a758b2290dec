import type { Database } from 'better-sqlite3';

/** The sheet of a Build Your Sheet category (brand module): its product and how many chips fit. */
export interface SheetRecord {
  category_id: number;
  product_id: number;
  size: number;
}

/** A colour a sheet can carry: a chip product of the category, salable or (deactivated) not. */
export interface SheetColor {
  code: string;
  salable: boolean;
}

/** The custom option SKU of the field holding the chip codes. */
export const SHEET_CHIPS_OPTION_SKU = 'CHIPS';

export const sheetForCategory = (db: Database, categoryId: number): SheetRecord | null =>
  (db.prepare('SELECT category_id, product_id, size FROM catalog_category_sheets WHERE category_id = ?').get(categoryId) as SheetRecord | undefined) ?? null;

export const sheetForProduct = (db: Database, productId: number): SheetRecord | null =>
  (db.prepare('SELECT category_id, product_id, size FROM catalog_category_sheets WHERE product_id = ?').get(productId) as SheetRecord | undefined) ?? null;

/** The colours of the category's chip products, by code. */
export const sheetColors = (db: Database, categoryId: number): Map<string, SheetColor> => {
  const rows = db.prepare(`SELECT p.color_code AS code, p.stock_status, p.is_discontinued FROM catalog_category_products cp
    JOIN catalog_products p ON p.id = cp.product_id WHERE cp.category_id = ? AND p.color_code IS NOT NULL`)
    .all(categoryId) as Array<{ code: string; stock_status: number; is_discontinued: number }>;
  return new Map(rows.map((row) => [row.code, { code: row.code, salable: row.stock_status === 1 && row.is_discontinued === 0 }]));
};

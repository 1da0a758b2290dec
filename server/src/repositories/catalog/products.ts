import type { Database } from 'better-sqlite3';

/** One product as the storefront sees it in one store view and currency. */
export interface ProductRecord {
  id: number;
  sku: string;
  type_id: 'simple' | 'virtual' | 'configurable' | 'bundle' | 'downloadable';
  visibility: number;
  render_type: string | null;
  canonical_name: string | null;
  base_canonical_name: string | null;
  is_discontinued: number;
  stock_status: number;
  qty: number;
  min_sale_qty: number;
  max_sale_qty: number;
  weight: number | null;
  country_of_manufacture: string | null;
  new_from_date: string | null;
  new_to_date: string | null;
  color_code: string | null;
  dynamic_price: number | null;
  dynamic_sku: number | null;
  dynamic_weight: number | null;
  price_view: string | null;
  ship_bundle_items: string | null;
  links_purchased_separately: number | null;
  name: string;
  url_key: string | null;
  short_description: string | null;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
  discontinued_message: string | null;
  links_title: string | null;
  /** The list in `currency`. */
  currency: string;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  min_regular: number;
  min_final: number;
  max_regular: number;
  max_final: number;
}

const select = `SELECT p.id, p.sku, p.type_id, p.visibility, p.render_type, p.canonical_name, p.base_canonical_name,
  p.is_discontinued, p.stock_status, p.qty, p.min_sale_qty, p.max_sale_qty, p.weight, p.country_of_manufacture,
  p.new_from_date, p.new_to_date, p.color_code, p.dynamic_price, p.dynamic_sku, p.dynamic_weight, p.price_view,
  p.ship_bundle_items, p.links_purchased_separately,
  s.name, s.url_key, s.short_description, s.description, s.meta_title, s.meta_description, s.meta_keyword,
  s.discontinued_message, s.links_title,
  @currency AS currency, COALESCE(pr.price, 0) AS price, pr.special_price, pr.special_from_date, pr.special_to_date,
  COALESCE(i.min_regular, 0) AS min_regular, COALESCE(i.min_final, 0) AS min_final,
  COALESCE(i.max_regular, 0) AS max_regular, COALESCE(i.max_final, 0) AS max_final
  FROM catalog_products p
  JOIN catalog_product_store s ON s.product_id = p.id AND s.store_code = @store
  LEFT JOIN catalog_product_prices pr ON pr.product_id = p.id AND pr.currency = @currency
  LEFT JOIN catalog_product_price_index i ON i.product_id = p.id AND i.currency = @currency`;

export interface ProductScope {
  store: string;
  currency: string;
}

/** Enabled products by id (any visibility: variants and bundle parts are read through their parents). */
export const findProductsByIds = (db: Database, scope: ProductScope, ids: readonly number[]): Map<number, ProductRecord> =>
  new Map((db.prepare(`${select} WHERE p.status = 1 AND p.id IN (SELECT value FROM json_each(@ids))`)
    .all({ ...scope, ids: JSON.stringify(ids) }) as ProductRecord[]).map((row) => [row.id, row]));

/** An enabled product by SKU, case-insensitive as Magento's MySQL collation makes it. */
export const findProductBySku = (db: Database, scope: ProductScope, sku: string): ProductRecord | null =>
  (db.prepare(`${select} WHERE p.status = 1 AND p.sku = @sku`).get({ ...scope, sku }) as ProductRecord | undefined) ?? null;

/** Whether a product with this SKU exists but is disabled (Magento's status 2). */
export const isDisabledSku = (db: Database, sku: string): boolean =>
  db.prepare('SELECT 1 FROM catalog_products WHERE status = 2 AND sku = ?').get(sku) !== undefined;

/** Whether a product is shown on its own (catalog, search or both): what Magento's product queries return. */
export const isVisible = (product: Pick<ProductRecord, 'visibility'>): boolean => product.visibility > 1;

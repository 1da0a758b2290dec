import { storeDefinitions } from './store/stores';
import type { Database } from 'better-sqlite3';

// A few retired URLs, as a shop accumulates them: Magento answers them with a 301 to the current URL.
const retiredProductUrlKeys: Array<[oldKey: string, sku: string]> = [
  ['core-fan-deck-2024', 'SFD-CORE-C'],
  ['lighting-booth-d50', 'SLB-COMPACT'],
];

/**
 * url_rewrite rows as Magento generates them: categories at their url_path, visible products at their
 * url_key (both with the store's suffix), CMS pages at their identifier, plus some permanent redirects and a
 * temporary one to another site.
 */
export const seedUrlRewrites = (db: Database): void => {
  const insert = db.prepare(`INSERT OR IGNORE INTO url_rewrites (store_code, request_path, target_path, entity_type,
    entity_id, redirect_type) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const store of storeDefinitions) {
    const settings = db.prepare('SELECT settings FROM stores WHERE code = ?').get(store.code) as { settings: string };
    const { category_url_suffix: categorySuffix, product_url_suffix: productSuffix } =
      JSON.parse(settings.settings) as { category_url_suffix: string; product_url_suffix: string };
    const categories = db.prepare(`SELECT c.id, s.url_path FROM catalog_categories c
      JOIN catalog_category_store s ON s.category_id = c.id AND s.store_code = ?
      WHERE c.is_active = 1 AND c.level >= 2`).all(store.code) as Array<{ id: number; url_path: string }>;
    for (const category of categories) {
      insert.run(store.code, `${category.url_path}${categorySuffix}`, `catalog/category/view/id/${category.id}`, 'category', category.id, 0);
    }
    const products = db.prepare(`SELECT p.id, p.sku, s.url_key FROM catalog_products p
      JOIN catalog_product_store s ON s.product_id = p.id AND s.store_code = ?
      WHERE p.status = 1 AND p.visibility > 1`).all(store.code) as Array<{ id: number; sku: string; url_key: string }>;
    for (const product of products) {
      insert.run(store.code, `${product.url_key}${productSuffix}`, `catalog/product/view/id/${product.id}`, 'product', product.id, 0);
    }
    for (const [oldKey, sku] of retiredProductUrlKeys) {
      const product = products.find((p) => p.sku === sku);
      if (product) insert.run(store.code, `${oldKey}${productSuffix}`, `${product.url_key}${productSuffix}`, 'product', product.id, 301);
    }
    // A custom rewrite to another site, as a merchant adds one in the admin: the events calendar moved to the events site.
    insert.run(store.code, 'events-calendar', 'https://events.spectrane.example/', 'custom', 0, 302);
    const pages = db.prepare('SELECT id, identifier FROM cms_pages WHERE store_code = ? AND is_active = 1')
      .all(store.code) as Array<{ id: number; identifier: string }>;
    for (const page of pages) insert.run(store.code, page.identifier, `cms/page/view/page_id/${page.id}`, 'cms-page', page.id, 0);
  }
};

import { dispersedPath, registerImage } from '../media';
import { currencies, percentList, priceList, type PriceList } from './money';
import { type CatalogSeedContext, insertLabels, productId } from './seedContext';
import type { ProductDefinition } from './types';

const json = (list: PriceList): string => JSON.stringify(Object.fromEntries(currencies.map((c) => [c, list[c]])));

/** Bundle options and their selections (children must already exist). */
export const writeBundle = (context: CatalogSeedContext, parentId: number, definition: ProductDefinition): void => {
  const { db } = context;
  definition.bundle?.items.forEach((item, index) => {
    const optionId = Number(db.prepare('INSERT INTO catalog_bundle_options (parent_id, type, required, position) VALUES (?, ?, ?, ?)')
      .run(parentId, item.type, item.required ? 1 : 0, index + 1).lastInsertRowid);
    insertLabels(db, 'bundle_option', optionId, item.title);
    item.selections.forEach((selection, position) => {
      const percent = selection.percent !== undefined;
      const prices = definition.bundle?.dynamicPrice ? null
        : json(percent ? percentList(selection.percent ?? 0) : priceList(selection.usd ?? 0));
      db.prepare(`INSERT INTO catalog_bundle_selections (option_id, product_id, qty, can_change_qty, is_default, position,
        price_type, prices) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(optionId, productId(context, selection.sku), selection.qty,
        selection.canChangeQty ? 1 : 0, selection.isDefault ? 1 : 0, position + 1, percent ? 'PERCENT' : 'FIXED', prices);
    });
  });
};

/** Downloadable links and samples; sample files are generated documents under /media/downloadable. */
export const writeDownloadable = (context: CatalogSeedContext, parentId: number, definition: ProductDefinition): void => {
  const { db } = context;
  const sku = definition.sku.toLowerCase();
  const art = { template: 'document' as const, palette: definition.art.palette, caption: definition.art.caption ?? '' };
  definition.downloadable?.links.forEach((link, index) => {
    const sample = link.sample ? `downloadable/files/link_samples${dispersedPath(`${sku}-link-${index + 1}.svg`)}` : null;
    if (sample) registerImage(db, sample, art, 800, 1000);
    const id = Number(db.prepare(`INSERT INTO downloadable_links (product_id, sort_order, prices, link_file, sample_file,
      number_of_downloads, is_shareable) VALUES (?, ?, ?, ?, ?, ?, 0)`).run(parentId, index + 1, json(priceList(link.usd)),
      `downloadable/files/links${dispersedPath(`${sku}-${index + 1}.zip`)}`, sample, link.downloads ?? 0).lastInsertRowid);
    insertLabels(db, 'downloadable_link', id, link.title);
  });
  definition.downloadable?.samples.forEach((sample, index) => {
    const file = `downloadable/files/samples${dispersedPath(`${sku}-sample-${index + 1}.svg`)}`;
    registerImage(db, file, art, 800, 1000);
    const id = Number(db.prepare('INSERT INTO downloadable_samples (product_id, sort_order, sample_file) VALUES (?, ?, ?)')
      .run(parentId, index + 1, file).lastInsertRowid);
    insertLabels(db, 'downloadable_sample', id, sample.title);
  });
};

/** Category assignments and related / up-sell / cross-sell links (all products must exist). */
export const writeAssignments = (context: CatalogSeedContext, definition: ProductDefinition): void => {
  const { db } = context;
  const id = productId(context, definition.sku);
  for (const [key, position] of Object.entries(definition.categories)) {
    db.prepare('INSERT INTO catalog_category_products (category_id, product_id, position) VALUES (?, ?, ?)')
      .run(context.categoryIds.get(key), id, position);
  }
  const links: Array<[string, string[] | undefined]> = [
    ['related', definition.related], ['upsell', definition.upsell], ['crosssell', definition.crosssell]];
  for (const [type, skus] of links) {
    (skus ?? []).filter((sku) => sku !== '').forEach((sku, position) => {
      db.prepare('INSERT INTO catalog_product_links (product_id, linked_product_id, link_type, position) VALUES (?, ?, ?, ?)')
        .run(id, productId(context, sku), type, position + 1);
    });
  }
};

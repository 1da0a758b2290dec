import { reindexCatalog } from '../../repositories/catalog/indexer';
import { productDefinitions } from './products';
import { createSeedContext } from './seedContext';
import { writeAttributes } from './writeAttributes';
import { writeCategories } from './writeCategories';
import { writeAssignments, writeBundle, writeDownloadable } from './writeComposites';
import { writeCustomOptions, writeSheet } from './writeOptions';
import { insertProductRow } from './writeProducts';
import { writeVariants } from './writeVariants';
import type { Database } from 'better-sqlite3';

/** The sample catalogue: attributes, category tree, products of every type, then the indexes. */
export const seedCatalog = (db: Database): void => {
  const context = createSeedContext(db);
  writeAttributes(context);
  writeCategories(context);
  for (const definition of productDefinitions) {
    const variantQty = (definition.variants ?? []).reduce((sum, variant) => sum + (variant.qty ?? 50), 0);
    const id = insertProductRow(context, {
      definition, attributes: definition.attributes ?? {}, sku: definition.sku, name: definition.name, usd: definition.usd,
      qty: definition.variants ? variantQty : definition.qty ?? 100, visibility: definition.visibility ?? 4,
      art: definition.art, gallery: definition.gallery ?? [],
    }, definition.type);
    if (definition.variants) writeVariants(context, id, definition);
    if (definition.options) writeCustomOptions(context, id, definition.options);
    if (definition.bundle) writeBundle(context, id, definition);
    if (definition.downloadable) writeDownloadable(context, id, definition);
  }
  for (const definition of productDefinitions) writeAssignments(context, definition);
  for (const definition of productDefinitions) writeSheet(context, definition);
  db.prepare(`UPDATE color_standards SET product_id = (SELECT p.id FROM catalog_products p
    WHERE p.sku = 'SCH-' || color_standards.code)`).run();
  reindexCatalog(db);
};

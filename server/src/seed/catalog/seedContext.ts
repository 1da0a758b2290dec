import { textFor } from '../localized';
import { storeDefinitions } from '../store/stores';
import type { Localized } from '../localized';
import type { Database } from 'better-sqlite3';

/** Ids handed from one catalogue seeding step to the next. */
export interface CatalogSeedContext {
  db: Database;
  /** attribute code → option key → option id */
  optionIds: Map<string, Map<string, number>>;
  attributeIds: Map<string, number>;
  categoryIds: Map<string, number>;
  productIds: Map<string, number>;
}

export const createSeedContext = (db: Database): CatalogSeedContext =>
  ({ db, optionIds: new Map(), attributeIds: new Map(), categoryIds: new Map(), productIds: new Map() });

export const optionId = (context: CatalogSeedContext, code: string, key: string): number => {
  const id = context.optionIds.get(code)?.get(key);
  if (id === undefined) throw new Error(`Unknown option ${code}=${key}`);
  return id;
};

export const productId = (context: CatalogSeedContext, sku: string): number => {
  const id = context.productIds.get(sku);
  if (id === undefined) throw new Error(`Unknown product ${sku}`);
  return id;
};

/** Writes a store-scoped label in every store view. */
export const insertLabels = (db: Database, entity: string, entityId: number, label: Localized): void => {
  const insert = db.prepare('INSERT INTO catalog_labels (entity, entity_id, store_code, label) VALUES (?, ?, ?, ?)');
  for (const store of storeDefinitions) insert.run(entity, entityId, store.code, textFor(store, label));
};

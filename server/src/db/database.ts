import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { seedDatabase } from '../seed';
import { cartSchemaSql } from './cartSchema';
import { catalogSchemaSql } from './catalog/catalogSchema';
import { productStructureSchemaSql } from './catalog/productStructureSchema';
import { engagementSchemaSql } from './catalog/reviewSchema';
import { contentSchemaSql } from './contentSchema';
import { customerSchemaSql, migrateCustomerSchema } from './customerSchema';
import { directorySchemaSql } from './directorySchema';
import { migrateSalesSchema, salesSchemaSql } from './salesSchema';
import { securitySchemaSql } from './securitySchema';
import { schemaSql } from './storeSchema';
import { DEFAULT_BUSY_TIMEOUT_MS, immediateTransactions } from './writeLock';

export type { Database } from 'better-sqlite3';

/**
 * Opens (creating if needed) the backend's SQLite database, creates missing tables and seeds empty
 * ones. Safe to call on every start: nothing already stored is touched. Use ':memory:' in tests.
 */
export function createDatabase(filename: string = ':memory:', busyTimeoutMs: number = DEFAULT_BUSY_TIMEOUT_MS): Database {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const db = new BetterSqlite3(filename, { timeout: busyTimeoutMs });
  immediateTransactions(db);
  if (filename !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(schemaSql);
  db.exec(catalogSchemaSql);
  db.exec(productStructureSchemaSql);
  db.exec(engagementSchemaSql);
  db.exec(contentSchemaSql);
  db.exec(directorySchemaSql);
  db.exec(customerSchemaSql);
  migrateCustomerSchema(db);
  db.exec(salesSchemaSql);
  migrateSalesSchema(db);
  db.exec(cartSchemaSql);
  db.exec(securitySchemaSql);
  seedDatabase(db);
  return db;
}

import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { seedDatabase } from '../seed';
import { analyticsSchemaSql } from './analyticsSchema';
import { cartSchemaSql } from './cartSchema';
import { catalogSchemaSql } from './catalog/catalogSchema';
import { productAlertSchemaSql } from './catalog/productAlertSchema';
import { productStructureSchemaSql } from './catalog/productStructureSchema';
import { reviewSchemaSql } from './catalog/reviewSchema';
import { cmsSchemaSql } from './cmsSchema';
import { contentSchemaSql } from './contentSchema';
import { customerSchemaSql, migrateCustomerSchema } from './customerSchema';
import { directorySchemaSql } from './directorySchema';
import { emailSchemaSql } from './emailSchema';
import { mediaSchemaSql } from './mediaSchema';
import { newsletterSchemaSql } from './newsletterSchema';
import { migrateSalesSchema, salesSchemaSql } from './salesSchema';
import { securitySchemaSql } from './securitySchema';
import { storeSchemaSql } from './storeSchema';
import { urlRewriteSchemaSql } from './urlRewriteSchema';
import { DEFAULT_BUSY_TIMEOUT_MS, immediateTransactions } from './writeLock';

export type { Database } from 'better-sqlite3';

/**
 * Opens (creating if needed) the backend's SQLite database, creates missing tables (one db/*Schema.ts per
 * domain, all `IF NOT EXISTS`, so a file database keeps its data and a later feature can add its tables without a
 * migration tool) and seeds empty ones. Safe to call on every start: nothing already stored is touched. Use
 * ':memory:' in tests.
 */
export function createDatabase(filename: string = ':memory:', busyTimeoutMs: number = DEFAULT_BUSY_TIMEOUT_MS): Database {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const db = new BetterSqlite3(filename, { timeout: busyTimeoutMs });
  immediateTransactions(db);
  if (filename !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(storeSchemaSql);
  db.exec(cmsSchemaSql);
  db.exec(newsletterSchemaSql);
  db.exec(analyticsSchemaSql);
  db.exec(catalogSchemaSql);
  db.exec(productStructureSchemaSql);
  db.exec(urlRewriteSchemaSql);
  db.exec(mediaSchemaSql);
  db.exec(reviewSchemaSql);
  db.exec(productAlertSchemaSql);
  db.exec(emailSchemaSql);
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

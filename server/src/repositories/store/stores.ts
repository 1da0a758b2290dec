import type { StoreSettings } from './settings';
import type { Database } from 'better-sqlite3';

export interface StoreRecord {
  code: string;
  name: string;
  websiteCode: string;
  websiteName: string;
  groupCode: string;
  groupName: string;
  prefix: string;
  sortOrder: number;
  isDefaultStore: boolean;
  isDefaultWebsite: boolean;
  settings: StoreSettings;
}

interface StoreRow {
  code: string;
  name: string;
  website_code: string;
  website_name: string;
  group_code: string;
  group_name: string;
  path_prefix: string;
  sort_order: number;
  is_default_store: number;
  is_default_website: number;
  settings: string;
}

const toRecord = (row: StoreRow): StoreRecord => ({
  code: row.code,
  name: row.name,
  websiteCode: row.website_code,
  websiteName: row.website_name,
  groupCode: row.group_code,
  groupName: row.group_name,
  prefix: row.path_prefix,
  sortOrder: row.sort_order,
  isDefaultStore: row.is_default_store === 1,
  isDefaultWebsite: row.is_default_website === 1,
  settings: JSON.parse(row.settings) as StoreSettings,
});

export const findStore = (db: Database, code: string): StoreRecord | null => {
  const row = db.prepare('SELECT * FROM stores WHERE code = ? AND is_active = 1').get(code) as StoreRow | undefined;
  return row ? toRecord(row) : null;
};

/** Magento's default store view: the default store of the default website. */
export const findDefaultStore = (db: Database): StoreRecord | null => {
  const row = db.prepare(`SELECT * FROM stores WHERE is_active = 1
    ORDER BY is_default_website DESC, is_default_store DESC, sort_order LIMIT 1`).get() as StoreRow | undefined;
  return row ? toRecord(row) : null;
};

export const listStores = (db: Database, websiteCode: string, groupCode?: string): StoreRecord[] =>
  (db.prepare(`SELECT * FROM stores WHERE is_active = 1 AND website_code = ? AND (? IS NULL OR group_code = ?)
    ORDER BY sort_order, code`).all(websiteCode, groupCode ?? null, groupCode ?? null) as StoreRow[]).map(toRecord);

export const exchangeRates = (db: Database, base: string): Map<string, number> =>
  new Map((db.prepare('SELECT target_currency, rate FROM currency_rates WHERE base_currency = ?')
    .all(base) as Array<{ target_currency: string; rate: number }>).map((r) => [r.target_currency, r.rate]));

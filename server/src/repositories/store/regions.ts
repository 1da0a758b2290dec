import type { Database } from 'better-sqlite3';

export interface StoreRegionRecord {
  id: number;
  code: string;
  name: string;
  countries: Array<{ id: string; name: string; url: string; store_code: string }>;
}

export const listRegions = (db: Database): StoreRegionRecord[] => {
  const regions = db.prepare('SELECT id, code, name FROM store_regions ORDER BY sort_order, id')
    .all() as Array<Omit<StoreRegionRecord, 'countries'>>;
  const countries = db.prepare(`SELECT id, region_id, name, url, store_code FROM store_region_countries
    ORDER BY sort_order, id`).all() as Array<StoreRegionRecord['countries'][number] & { region_id: number }>;
  return regions.map((region) => ({
    ...region,
    countries: countries.filter((c) => c.region_id === region.id)
      .map(({ id, name, url, store_code }) => ({ id, name, url, store_code })),
  }));
};

export interface StoreMessageRecord {
  country: string;
  target_url: string;
  html: string;
}

export const findStoreMessage = (db: Database, storeCode: string, country: string): StoreMessageRecord | null =>
  (db.prepare('SELECT country, target_url, html FROM store_messages WHERE store_code = ? AND country = ?')
    .get(storeCode, country) as StoreMessageRecord | undefined) ?? null;

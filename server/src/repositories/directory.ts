import type { Database } from 'better-sqlite3';

export interface RegionRecord {
  id: number;
  country_id: string;
  code: string;
  name: string;
}

export interface CountryRecord {
  id: string;
  iso3: string;
}

/** The countries a website allows (Magento's general/country/allow), by ISO code. */
export const listAllowedCountries = (db: Database, websiteCode: string): CountryRecord[] =>
  db.prepare(`SELECT c.id, c.iso3 FROM directory_countries c
    JOIN directory_website_countries w ON w.country_id = c.id AND w.website_code = ? ORDER BY c.id`).all(websiteCode) as CountryRecord[];

export const findAllowedCountry = (db: Database, websiteCode: string, countryId: string): CountryRecord | null =>
  (db.prepare(`SELECT c.id, c.iso3 FROM directory_countries c
    JOIN directory_website_countries w ON w.country_id = c.id AND w.website_code = ? WHERE c.id = ?`)
    .get(websiteCode, countryId) as CountryRecord | undefined) ?? null;

export const regionsOf = (db: Database, countryIds: readonly string[]): Map<string, RegionRecord[]> => {
  const rows = db.prepare(`SELECT id, country_id, code, name FROM directory_regions
    WHERE country_id IN (SELECT value FROM json_each(?)) ORDER BY country_id, name`).all(JSON.stringify(countryIds)) as RegionRecord[];
  const byCountry = new Map<string, RegionRecord[]>();
  for (const row of rows) byCountry.set(row.country_id, [...(byCountry.get(row.country_id) ?? []), row]);
  return byCountry;
};

export const findRegionById = (db: Database, id: number): RegionRecord | null =>
  (db.prepare('SELECT id, country_id, code, name FROM directory_regions WHERE id = ?').get(id) as RegionRecord | undefined) ?? null;

export const findRegionByCode = (db: Database, countryId: string, code: string): RegionRecord | null =>
  (db.prepare('SELECT id, country_id, code, name FROM directory_regions WHERE country_id = ? AND code = ? COLLATE NOCASE')
    .get(countryId, code) as RegionRecord | undefined) ?? null;

export const countryHasRegions = (db: Database, countryId: string): boolean =>
  db.prepare('SELECT 1 FROM directory_regions WHERE country_id = ? LIMIT 1').get(countryId) !== undefined;

import { allowedCountries, iso3, MAGENTO_REGION_IDS, regions } from './data';
import type { Database } from 'better-sqlite3';

/** Countries, their regions (Magento's ids where MAGENTO_REGION_IDS has them, after those in file order) and each website's allowed countries. */
export const seedDirectory = (db: Database): void => {
  const country = db.prepare('INSERT INTO directory_countries (id, iso3) VALUES (?, ?)');
  for (const [id, code] of Object.entries(iso3)) country.run(id, code);
  const region = db.prepare('INSERT INTO directory_regions (id, country_id, code, name) VALUES (?, ?, ?, ?)');
  const known = Object.entries(regions).filter(([countryId]) => MAGENTO_REGION_IDS[countryId]);
  const rest = Object.entries(regions).filter(([countryId]) => !MAGENTO_REGION_IDS[countryId]);
  for (const [countryId, list] of [...known, ...rest]) {
    for (const [code, name] of list) region.run(MAGENTO_REGION_IDS[countryId]?.[code] ?? null, countryId, code, name);
  }
  const allowed = db.prepare('INSERT INTO directory_website_countries (website_code, country_id) VALUES (?, ?)');
  for (const [website, ids] of Object.entries(allowedCountries)) for (const id of ids) allowed.run(website, id);
};

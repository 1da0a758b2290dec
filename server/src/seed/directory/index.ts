import { allowedCountries, iso3, regions } from './data';
import type { Database } from 'better-sqlite3';

/** Countries, their regions (ids in file order) and each website's allowed countries. */
export const seedDirectory = (db: Database): void => {
  const country = db.prepare('INSERT INTO directory_countries (id, iso3) VALUES (?, ?)');
  for (const [id, code] of Object.entries(iso3)) country.run(id, code);
  const region = db.prepare('INSERT INTO directory_regions (country_id, code, name) VALUES (?, ?, ?)');
  for (const [countryId, list] of Object.entries(regions)) for (const [code, name] of list) region.run(countryId, code, name);
  const allowed = db.prepare('INSERT INTO directory_website_countries (website_code, country_id) VALUES (?, ?)');
  for (const [website, ids] of Object.entries(allowedCountries)) for (const id of ids) allowed.run(website, id);
};

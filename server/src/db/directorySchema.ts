/**
 * Magento's directory: countries with their ISO codes and regions (states, provinces), plus which countries each
 * website allows (general/country/allow). Read by the `countries` / `country` queries and address validation.
 */
export const directorySchemaSql = `
CREATE TABLE IF NOT EXISTS directory_countries (
  id TEXT PRIMARY KEY,
  iso3 TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS directory_regions (
  id INTEGER PRIMARY KEY,
  country_id TEXT NOT NULL REFERENCES directory_countries(id),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  UNIQUE (country_id, code)
);
CREATE INDEX IF NOT EXISTS directory_regions_country ON directory_regions (country_id);

CREATE TABLE IF NOT EXISTS directory_website_countries (
  website_code TEXT NOT NULL,
  country_id TEXT NOT NULL REFERENCES directory_countries(id),
  PRIMARY KEY (website_code, country_id)
);
`;

import { seedSalesRules } from './cart';
import { seedCatalog } from './catalog';
import { seedReviews } from './catalog/reviews';
import { copyFor, footerLinks, homePage, navigation, pencilBanner } from './cms/blocks';
import { lacksHomeBanner, seedHomeBanner } from './cms/homeBanner';
import { seedCmsPages } from './cms/pages';
import { lacksStockCms, seedStockCms } from './cms/stockContent';
import { seedContent } from './content';
import { seedSampleCustomers } from './customer';
import { seedDirectory } from './directory';
import { seedBestSellerHistory } from './sales/bestSellerHistory';
import { storeMessages } from './store/messages';
import { storeRegions } from './store/regions';
import { settingsFor } from './store/settings';
import { currencyRates, storeDefinitions } from './store/stores';
import { seedUrlRewrites } from './urlRewrite';
import type { Database } from 'better-sqlite3';

const isEmpty = (table: string) => (db: Database): boolean =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n === 0;

// The CMS pages beyond home came with the catalogue; databases seeded before them get them once.
const lacksCatalogPages = (db: Database): boolean =>
  db.prepare("SELECT 1 FROM cms_pages WHERE identifier = 'no-route'").get() === undefined;

const seedStores = (db: Database): void => {
  const insert = db.prepare(`INSERT INTO stores (code, name, website_code, website_name, group_code, group_name,
    path_prefix, sort_order, is_default_store, is_default_website, settings)
    VALUES (@code, @name, @websiteCode, @websiteName, @groupCode, @groupName, @prefix, @sortOrder,
    @isDefaultStore, @isDefaultWebsite, @settings)`);
  for (const store of storeDefinitions) {
    insert.run({
      ...store,
      isDefaultStore: store.isDefaultStore ? 1 : 0,
      isDefaultWebsite: store.isDefaultWebsite ? 1 : 0,
      settings: JSON.stringify(settingsFor(store)),
    });
  }
  const rate = db.prepare('INSERT INTO currency_rates (base_currency, target_currency, rate) VALUES (?, ?, ?)');
  for (const [base, target, value] of currencyRates) rate.run(base, target, value);
};

const seedCms = (db: Database): void => {
  const block = db.prepare('INSERT INTO cms_blocks (store_code, identifier, title, content) VALUES (?, ?, ?, ?)');
  const page = db.prepare(`INSERT INTO cms_pages (store_code, identifier, title, content_heading, content, meta_title,
    meta_description, meta_keywords) VALUES (?, 'home', ?, ?, ?, ?, ?, ?)`);
  for (const store of storeDefinitions) {
    const copy = copyFor(store);
    block.run(store.code, 'header_pencil_banner', copy.banner.title, pencilBanner(store, copy));
    block.run(store.code, 'home_cms_navigation', copy.nav.title, navigation(store, copy));
    block.run(store.code, 'footer_links', copy.footer.title, footerLinks(store, copy));
    page.run(store.code, copy.home.title, copy.home.heading, homePage(store, copy), copy.defaultTitle,
      copy.defaultDescription, copy.defaultKeywords);
  }
};

const seedRegions = (db: Database): void => {
  const region = db.prepare('INSERT INTO store_regions (id, code, name, sort_order) VALUES (?, ?, ?, ?)');
  const country = db.prepare(`INSERT INTO store_region_countries (id, region_id, name, url, store_code, sort_order)
    VALUES (?, ?, ?, ?, ?, ?)`);
  storeRegions.forEach((r, i) => {
    region.run(r.id, r.code, r.name, i);
    r.countries.forEach((c, j) => country.run(c.id, r.id, c.name, c.url, c.store_code, j));
  });
  const message = db.prepare(`INSERT INTO store_messages (store_code, country, target_url, html)
    VALUES (@store_code, @country, @target_url, @html)`);
  for (const row of storeMessages()) message.run(row);
};

/**
 * Sample data, each part written only when its table is empty, so restarts never duplicate or
 * overwrite what a running store changed. Later features add their own seeders to this list; the
 * order matters where one part reads another (URL rewrites are made from pages, categories and products).
 */
const seeders: Array<[needed: (db: Database) => boolean, seed: (db: Database) => void]> = [
  [isEmpty('stores'), seedStores],
  [isEmpty('cms_blocks'), seedCms],
  [isEmpty('store_regions'), seedRegions],
  [isEmpty('catalog_products'), seedCatalog],
  [isEmpty('ratings'), seedReviews],
  [lacksCatalogPages, seedCmsPages],
  [isEmpty('article_categories'), seedContent],
  [isEmpty('url_rewrites'), seedUrlRewrites],
  // The home banner block reads the categories (names, URLs, pictures); older databases get it once.
  [lacksHomeBanner, seedHomeBanner],
  // The stock profile's own navigation and pages (after the catalogue and the pages they are made from).
  [lacksStockCms, seedStockCms],
  // Customer accounts: the directory first (sample addresses look their regions up), then the sample customers and orders.
  [isEmpty('directory_countries'), seedDirectory],
  [isEmpty('customers'), seedSampleCustomers],
  [isEmpty('sales_rules'), seedSalesRules],
  // The sales history behind the best sellers (after the catalogue; databases seeded before it get it once).
  [isEmpty('sales_bestsellers_aggregated'), seedBestSellerHistory],
];

export const seedDatabase = (db: Database): void => {
  db.transaction(() => {
    for (const [needed, seed] of seeders) if (needed(db)) seed(db);
  })();
};

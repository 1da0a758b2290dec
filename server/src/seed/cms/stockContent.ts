import { escapeHtml } from '../../lib/html';
import { storeRootCategoryId } from '../catalog/categories';
import { storeDefinitions } from '../store/stores';
import { copyFor } from './blocks';
import { pageIdentifier, pagesByLanguage, paragraphHtml } from './pages';
import type { Database } from 'better-sqlite3';

// The stock profile (BACKEND_PROFILE=stock) plays a merchant's ordinary Magento: its CMS content links to
// the catalogue and the CMS pages only, never to the brand module's routes (articles, events, colour systems,
// colour finder, dealers). These rows of cms_profile_content replace the full store's version where it differs.

export const lacksStockCms = (db: Database): boolean =>
  db.prepare("SELECT 1 FROM cms_profile_content WHERE profile = 'stock'").get() === undefined;

/** The dealers link and the word joining it to the sentence ("… or find a dealer", "，或…"): stock has no dealers page. */
const dealerLink = /(\s+\S+\s+|，或)\{link:@page:dealers\|[^}]*\}/g;

interface MenuCategory { name: string; url_path: string }

export const seedStockCms = (db: Database): void => {
  const insert = db.prepare(`INSERT OR IGNORE INTO cms_profile_content (profile, entity, store_code, identifier, title, content)
    VALUES ('stock', ?, ?, ?, ?, ?)`);
  const menu = db.prepare(`SELECT s.name, s.url_path FROM catalog_categories c
    JOIN catalog_category_store s ON s.category_id = c.id AND s.store_code = ?
    WHERE c.parent_id = ? AND c.is_active = 1 AND c.include_in_menu = 1 ORDER BY c.position, c.id`);
  for (const store of storeDefinitions) {
    const copy = copyFor(store);
    // The home page's navigation: the store's top-level menu categories, as a merchant would list them.
    const categories = menu.all(store.code, storeRootCategoryId) as MenuCategory[];
    const links = categories.map((c) => `<li><a href="${escapeHtml(`${store.prefix}/${c.url_path}.html`)}">${escapeHtml(c.name)}</a></li>`);
    insert.run('block', store.code, 'home_cms_navigation', copy.nav.title, `<ul>${links.join('')}</ul>`);
    // About us without the dealers link; the dealers page itself does not exist.
    const { about } = pagesByLanguage[store.language];
    const content = about.paragraphs.map((p) => paragraphHtml(db, store, p.replace(dealerLink, ''))).join('');
    insert.run('page', store.code, pageIdentifier(store, 'about'), null, content);
    insert.run('page', store.code, pageIdentifier(store, 'dealers'), null, null);
  }
};

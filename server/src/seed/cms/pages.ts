import { escapeHtml } from '../../lib/html';
import { categoryDefinitions } from '../catalog/categories';
import { americanise } from '../localized';
import { storeDefinitions } from '../store/stores';
import { copyFor } from './blocks';
import { germanPages } from './de';
import { dealersByWebsite } from './dealers';
import { englishPages } from './en';
import { spanishPages } from './es';
import { frenchPages } from './fr';
import { italianPages } from './it';
import { chinesePages } from './zh';
import type { PageKey, PagesCopy } from './types';
import type { Language, StoreDefinition } from '../types';
import type { Database } from 'better-sqlite3';

export const pagesByLanguage: Record<Language, PagesCopy> = {
  en: englishPages, de: germanPages, es: spanishPages, fr: frenchPages, it: italianPages, zh: chinesePages,
};

/** CMS identifiers: about and dealers follow spec §2.2 per store, the rest are the footer's paths. */
export const pageIdentifier = (store: StoreDefinition, key: PageKey): string => {
  const { slugs } = copyFor(store);
  if (key === 'about') return slugs.about;
  if (key === 'dealers') return `${slugs.about}/${slugs.dealers}`;
  return key;
};

const targetUrl = (db: Database, store: StoreDefinition, target: string): string => {
  const [kind, key = ''] = target.split(':');
  if (kind === '@category') {
    const id = categoryDefinitions.find((c) => c.key === key)?.id;
    const row = db.prepare('SELECT url_path FROM catalog_category_store WHERE store_code = ? AND category_id = ?').get(store.code, id) as { url_path: string } | undefined;
    return `${store.prefix}/${row?.url_path ?? ''}.html`;
  }
  if (kind === '@product') {
    const row = db.prepare(`SELECT s.url_key FROM catalog_products p JOIN catalog_product_store s ON s.product_id = p.id AND s.store_code = ?
      WHERE p.sku = ?`).get(store.code, key) as { url_key: string } | undefined;
    return `${store.prefix}/${row?.url_key ?? ''}.html`;
  }
  if (kind === '@page') return `${store.prefix}/${pageIdentifier(store, key as PageKey)}`;
  return `${store.prefix}/`;
};

// Text and link labels are escaped (and americanised for US stores); link targets are resolved per store.
export const paragraphHtml = (db: Database, store: StoreDefinition, paragraph: string): string => {
  const plain = (text: string): string => escapeHtml(store.language === 'en' && store.spelling === 'us' ? americanise(text) : text);
  const parts = paragraph.split(/\{link:([^|}]*)\|([^}]*)\}/);
  let html = '';
  for (let i = 0; i < parts.length; i += 3) {
    html += plain(parts[i] ?? '');
    if (i + 2 < parts.length) html += `<a href="${escapeHtml(targetUrl(db, store, parts[i + 1] ?? ''))}">${plain(parts[i + 2] ?? '')}</a>`;
  }
  return `<p>${html}</p>`;
};

/** About, dealers, customer service, legal pages and the 404 page, in each store's language. */
export const seedCmsPages = (db: Database): void => {
  const insert = db.prepare(`INSERT OR IGNORE INTO cms_pages (store_code, identifier, title, content_heading, content,
    meta_title, meta_description) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const store of storeDefinitions) {
    const pages = pagesByLanguage[store.language];
    const spell = (text: string): string => (store.language === 'en' && store.spelling === 'us' ? americanise(text) : text);
    for (const [key, page] of Object.entries(pages) as Array<[PageKey, PagesCopy[PageKey]]>) {
      let content = page.paragraphs.map((paragraph) => paragraphHtml(db, store, paragraph)).join('');
      if (key === 'dealers') {
        content += `<ul class="dealers">${(dealersByWebsite[store.websiteCode] ?? [])
          .map(([name, city]) => `<li><strong>${escapeHtml(name)}</strong>, ${escapeHtml(city)}</li>`).join('')}</ul>`;
      }
      const description = spell(page.paragraphs[0]?.replace(/\{link:[^|}]*\|([^}]*)\}/g, '$1') ?? '');
      insert.run(store.code, pageIdentifier(store, key), spell(page.title), spell(page.heading), content, spell(page.title), description);
    }
  }
  // A page the store owner has switched off, as shops keep them: no URL, not found by identifier, and
  // 'No such entity.' by id (Magento's CmsPageTest).
  db.prepare(`INSERT OR IGNORE INTO cms_pages (store_code, identifier, title, content, is_active) VALUES ('na_us', ?, ?, ?, 0)`)
    .run(RETIRED_PAGE, 'Spring Colour Event 2025', '<p>The event is over.</p>');
};

/** The identifier of the sample data's disabled CMS page (na_us). */
export const RETIRED_PAGE = 'spring-colour-event-2025';

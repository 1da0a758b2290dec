import { storeDefinitions } from '../store/stores';
import { copyFor, escapeHtml } from './blocks';
import type { Language } from '../types';
import type { Database } from 'better-sqlite3';

// The home page's banner carousel as a CMS block, so a store's content team changes slides in the
// admin (Content › Blocks) without a deployment. Magento has no banner entity; the storefront reads
// this block's markup: one `.banner-slide` per slide, each with an <img> (width and height), a
// heading, a paragraph and a link. The first slide's heading is the home page's heading.

export const HOME_BANNER_BLOCK = 'home_banner';

/** The sample slides promote colour guides, chip sets and lighting & measurement (category ids). */
const SLIDE_CATEGORIES = [3, 6, 11] as const;

const SHOP: Record<Language, (name: string) => string> = {
  en: (name) => `Shop ${name}`,
  de: (name) => `${name} entdecken`,
  es: (name) => `Descubrir ${name}`,
  fr: (name) => `Découvrir : ${name}`,
  it: (name) => `Scopri ${name}`,
  zh: (name) => `選購${name}`,
};

const BLOCK_TITLE: Record<Language, string> = {
  en: 'Home page banner',
  de: 'Banner der Startseite',
  es: 'Banner de la página de inicio',
  fr: 'Bannière de la page d’accueil',
  it: 'Banner della home page',
  zh: '主頁橫幅',
};

interface SlideCategory {
  image: string | null;
  name: string;
  url_path: string;
  description: string | null;
  width: number | null;
  height: number | null;
}

export const lacksHomeBanner = (db: Database): boolean =>
  db.prepare('SELECT 1 FROM cms_blocks WHERE identifier = ?').get(HOME_BANNER_BLOCK) === undefined;

/** The description's first paragraph (seeded HTML, already escaped), without its tags. */
const firstParagraph = (html: string | null): string => (/<p>([\s\S]*?)<\/p>/.exec(html ?? '')?.[1] ?? '').replace(/<[^>]*>/g, '');

export const seedHomeBanner = (db: Database): void => {
  const category = db.prepare(`SELECT c.image, s.name, s.url_path, s.description, m.width, m.height
    FROM catalog_categories c
    JOIN catalog_category_store s ON s.category_id = c.id AND s.store_code = ?
    LEFT JOIN media_images m ON m.path = 'catalog/category/' || c.image
    WHERE c.id = ?`);
  const insert = db.prepare('INSERT INTO cms_blocks (store_code, identifier, title, content) VALUES (?, ?, ?, ?)');
  for (const store of storeDefinitions) {
    const copy = copyFor(store);
    const slides = SLIDE_CATEGORIES.map((id, index) => {
      const row = category.get(store.code, id) as SlideCategory | undefined;
      if (!row) return '';
      const title = index === 0 ? copy.home.heading : row.name;
      const text = index === 0 ? escapeHtml(copy.defaultDescription) : firstParagraph(row.description);
      const image = row.image
        ? `<img src="/media/catalog/category/${escapeHtml(row.image)}" alt="" width="${row.width ?? 1200}" height="${row.height ?? 480}">`
        : '';
      const href = `${store.prefix}/${row.url_path}.html`;
      return `<div class="banner-slide">${image}<h2>${escapeHtml(title)}</h2><p>${text}</p>`
        + `<p><a href="${escapeHtml(href)}">${escapeHtml(SHOP[store.language](row.name))}</a></p></div>`;
    });
    insert.run(store.code, HOME_BANNER_BLOCK, BLOCK_TITLE[store.language], `<div class="banner-slides">${slides.join('')}</div>`);
  }
};

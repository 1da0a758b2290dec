import { escapeHtml } from '../../lib/html';
import { normalizeSearchText } from '../../repositories/catalog/searchText';
import { categoryDefinitions } from '../catalog/categories';
import { urlKeyFor } from '../catalog/urlKeys';
import { textFor } from '../localized';
import { registerImage } from '../media';
import { storeDefinitions } from '../store/stores';
import { articleCategories } from './articleCategories';
import { inspirationArticles } from './articlesInspiration';
import { printArticles } from './articlesPrint';
import { theoryArticles } from './articlesTheory';
import { colorSystemDefinitions } from './colorSystems';
import { eventDefinitions } from './events';
import { zonedInstant } from './zonedTime';
import type { Localized } from '../localized';
import type { StoreDefinition } from '../types';
import type { Database } from 'better-sqlite3';

export const articleDefinitions = [...theoryArticles, ...printArticles, ...inspirationArticles];
const editorialImage = { width: 1200, height: 675 } as const;

const html = (store: StoreDefinition, paragraphs: Localized[]): string =>
  paragraphs.map((p) => `<p>${escapeHtml(textFor(store, p))}</p>`).join('');

const seedArticles = (db: Database): void => {
  const category = db.prepare('INSERT INTO article_categories (id, position) VALUES (?, ?)');
  const categoryStore = db.prepare(`INSERT INTO article_category_store (category_id, store_code, name, url_key, description)
    VALUES (?, ?, ?, ?, ?)`);
  articleCategories.forEach((definition, index) => {
    category.run(definition.id, index + 1);
    for (const store of storeDefinitions) {
      categoryStore.run(definition.id, store.code, textFor(store, definition.name), urlKeyFor(store, definition.name),
        textFor(store, definition.description));
    }
  });
  const article = db.prepare('INSERT INTO articles (id, category_id, published_at, author, image) VALUES (?, ?, ?, ?, ?)');
  const articleStore = db.prepare(`INSERT INTO article_store (article_id, store_code, title, url_key, summary, content,
    meta_title, meta_description, search_title, search_text) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const definition of articleDefinitions) {
    const image = `spectrane/articles/article-${definition.id}.svg`;
    registerImage(db, image, definition.art, editorialImage.width, editorialImage.height);
    const categoryId = articleCategories.find((c) => c.key === definition.category)?.id;
    article.run(definition.id, categoryId, definition.publishedAt, definition.author, image);
    for (const store of storeDefinitions) {
      const title = textFor(store, definition.title);
      const summary = textFor(store, definition.summary);
      const content = html(store, definition.paragraphs);
      articleStore.run(definition.id, store.code, title, urlKeyFor(store, definition.title), summary, content, title, summary,
        normalizeSearchText(title), normalizeSearchText(`${summary} ${content}`));
    }
  }
};

const seedEvents = (db: Database, now: Date): void => {
  const event = db.prepare(`INSERT INTO events (id, starts_at, ends_at, timezone, country_code, online, image, registration_url)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const eventStore = db.prepare(`INSERT INTO event_store (event_id, store_code, title, url_key, summary, description,
    location_name, address, city) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const definition of eventDefinitions) {
    const starts = zonedInstant(now, definition.startsInDays, definition.startHour, definition.timezone);
    const ends = new Date(starts.getTime() + definition.durationHours * 3600000);
    const image = `spectrane/events/event-${definition.id}.svg`;
    registerImage(db, image, definition.art, editorialImage.width, editorialImage.height);
    event.run(definition.id, starts.toISOString(), ends.toISOString(), definition.timezone, definition.countryCode,
      definition.online ? 1 : 0, image, definition.registrationUrl);
    for (const store of storeDefinitions) {
      eventStore.run(definition.id, store.code, textFor(store, definition.title), urlKeyFor(store, definition.title),
        textFor(store, definition.summary), html(store, definition.paragraphs), textFor(store, definition.locationName),
        definition.address, definition.city ? textFor(store, definition.city) : null);
    }
  }
};

const seedColorSystems = (db: Database): void => {
  const system = db.prepare('INSERT INTO color_systems (id, position, image, category_id, color_count) VALUES (?, ?, ?, ?, ?)');
  const systemStore = db.prepare(`INSERT INTO color_system_store (system_id, store_code, name, url_key, summary, content)
    VALUES (?, ?, ?, ?, ?, ?)`);
  colorSystemDefinitions.forEach((definition, index) => {
    const image = `spectrane/color-systems/system-${definition.id}.svg`;
    registerImage(db, image, definition.art, editorialImage.width, editorialImage.height);
    system.run(definition.id, index + 1, image, categoryDefinitions.find((c) => c.key === definition.category)?.id ?? null,
      definition.colorCount);
    for (const store of storeDefinitions) {
      systemStore.run(definition.id, store.code, textFor(store, definition.name), urlKeyFor(store, definition.name),
        textFor(store, definition.summary), html(store, definition.paragraphs));
    }
  });
};

/** Articles, events (dated around the day of seeding) and colour systems, in every store's language. */
export const seedContent = (db: Database, now = new Date()): void => {
  seedArticles(db);
  seedEvents(db, now);
  seedColorSystems(db);
};

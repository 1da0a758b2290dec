import { escapeHtml } from '../../lib/html';
import { textFor } from '../localized';
import { registerImage } from '../media';
import { storeDefinitions } from '../store/stores';
import { buildYourSheetNotice, categoryDefinitions, rootCategoryId, storeRootCategoryId } from './categories';
import { urlKeyFor } from './urlKeys';
import type { CatalogSeedContext } from './seedContext';

export const categoryImageSize = { width: 1200, height: 480 } as const;

/** Magento's two roots, then the tree with per-store names, URL keys and paths. */
export const writeCategories = (context: CatalogSeedContext): void => {
  const { db } = context;
  const insert = db.prepare(`INSERT INTO catalog_categories (id, parent_id, path, level, position, include_in_menu,
    is_anchor, image, build_your_sheet) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`);
  const storeRow = db.prepare(`INSERT INTO catalog_category_store (category_id, store_code, name, url_key, url_path,
    description, meta_title, meta_description, notice) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  insert.run(rootCategoryId, null, '1', 0, 0, 1, null, 0);
  insert.run(storeRootCategoryId, rootCategoryId, '1/2', 1, 1, 1, null, 0);
  for (const store of storeDefinitions) {
    storeRow.run(rootCategoryId, store.code, 'Root Catalog', null, null, null, null, null, null);
    storeRow.run(storeRootCategoryId, store.code, 'Default Category', null, null, null, null, null, null);
  }
  context.categoryIds.set('root', storeRootCategoryId);

  const paths = new Map<string, string>([['root', '1/2']]);
  const urlPaths = new Map<string, string>();
  for (const category of categoryDefinitions) {
    const parentKey = category.parent ?? 'root';
    const parentId = context.categoryIds.get(parentKey) ?? storeRootCategoryId;
    const path = `${paths.get(parentKey) ?? '1/2'}/${category.id}`;
    const image = `catalog/category/${category.key}.svg`;
    registerImage(db, image, category.art, categoryImageSize.width, categoryImageSize.height);
    insert.run(category.id, parentId, path, path.split('/').length - 1, category.position,
      category.includeInMenu === false ? 0 : 1, `${category.key}.svg`, category.buildYourSheet ? 1 : 0);
    context.categoryIds.set(category.key, category.id);
    paths.set(category.key, path);
    for (const store of storeDefinitions) {
      const name = textFor(store, category.name);
      const urlKey = urlKeyFor(store, category.name);
      const parentPath = category.parent ? urlPaths.get(`${store.code}:${category.parent}`) : undefined;
      const urlPath = parentPath ? `${parentPath}/${urlKey}` : urlKey;
      urlPaths.set(`${store.code}:${category.key}`, urlPath);
      const description = textFor(store, category.description);
      storeRow.run(category.id, store.code, name, urlKey, urlPath, `<p>${escapeHtml(description)}</p>`,
        name, description, category.buildYourSheet ? textFor(store, buildYourSheetNotice) : null);
    }
  }
};

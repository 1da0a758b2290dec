import type { Database } from 'better-sqlite3';

export interface CmsBlockRecord {
  identifier: string;
  title: string;
  content: string;
}

export interface CmsPageRecord {
  id: number;
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  page_layout: string;
}

/** Magento looks blocks up by identifier, or by numeric block id when the identifier is a number. */
export const findBlock = (db: Database, storeCode: string, identifier: string): CmsBlockRecord | null => {
  const column = /^\d+$/.test(identifier) ? 'id' : 'identifier';
  return (db.prepare(`SELECT identifier, title, content FROM cms_blocks
    WHERE store_code = ? AND ${column} = ? AND is_active = 1`).get(storeCode, identifier) as CmsBlockRecord | undefined) ?? null;
};

export const findPage = (db: Database, storeCode: string, key: { id?: number; identifier?: string }): CmsPageRecord | null => {
  const [column, value] = key.id !== undefined ? ['id', key.id] : ['identifier', key.identifier];
  return (db.prepare(`SELECT id, identifier, title, content_heading, content, meta_title, meta_description, meta_keywords,
    page_layout FROM cms_pages WHERE store_code = ? AND ${column} = ? AND is_active = 1`)
    .get(storeCode, value) as CmsPageRecord | undefined) ?? null;
};

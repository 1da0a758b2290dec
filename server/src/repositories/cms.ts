import type { BackendProfile } from '../profile';
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

interface ProfileContent { title: string | null; content: string | null }

/**
 * A profile's own version of a block or page (cms_profile_content): a row with content replaces the
 * content (and the title, when set); a row without content means the entity does not exist there.
 * The full profile serves the CMS tables as they are.
 */
const withProfile = <T extends { identifier: string; title: string; content: string }>(
  db: Database, profile: BackendProfile, entity: 'block' | 'page', storeCode: string, record: T | undefined,
): T | null => {
  if (!record) return null;
  if (profile === 'full') return record;
  const own = db.prepare(`SELECT title, content FROM cms_profile_content
    WHERE profile = ? AND entity = ? AND store_code = ? AND identifier = ?`).get(profile, entity, storeCode, record.identifier) as ProfileContent | undefined;
  if (!own) return record;
  return own.content === null ? null : { ...record, title: own.title ?? record.title, content: own.content };
};

/** Magento looks blocks up by identifier, or by numeric block id when the identifier is a number. */
export const findBlock = (db: Database, storeCode: string, identifier: string, profile: BackendProfile = 'full'): CmsBlockRecord | null => {
  const column = /^\d+$/.test(identifier) ? 'id' : 'identifier';
  return withProfile(db, profile, 'block', storeCode, db.prepare(`SELECT identifier, title, content FROM cms_blocks
    WHERE store_code = ? AND ${column} = ? AND is_active = 1`).get(storeCode, identifier) as CmsBlockRecord | undefined);
};

/** Whether a CMS page with this id exists in the store but is disabled. */
export const isDisabledPage = (db: Database, storeCode: string, id: number): boolean =>
  db.prepare('SELECT 1 FROM cms_pages WHERE store_code = ? AND id = ? AND is_active = 0').get(storeCode, id) !== undefined;

export const findPage = (
  db: Database, storeCode: string, key: { id?: number; identifier?: string }, profile: BackendProfile = 'full',
): CmsPageRecord | null => {
  const [column, value] = key.id !== undefined ? ['id', key.id] : ['identifier', key.identifier];
  return withProfile(db, profile, 'page', storeCode, db.prepare(`SELECT id, identifier, title, content_heading, content, meta_title,
    meta_description, meta_keywords, page_layout FROM cms_pages WHERE store_code = ? AND ${column} = ? AND is_active = 1`)
    .get(storeCode, value) as CmsPageRecord | undefined);
};

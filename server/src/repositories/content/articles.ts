import { searchTerms } from '../catalog/searchText';
import type { Database } from 'better-sqlite3';

export interface ArticleCategoryRecord {
  id: number;
  position: number;
  name: string;
  url_key: string;
  description: string | null;
  article_count: number;
}

export interface ArticleRecord {
  id: number;
  category_id: number;
  published_at: string;
  author: string | null;
  image: string | null;
  title: string;
  url_key: string;
  summary: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
  relevance: number;
}

export const listArticleCategories = (db: Database, storeCode: string): ArticleCategoryRecord[] =>
  db.prepare(`SELECT c.id, c.position, s.name, s.url_key, s.description,
    (SELECT COUNT(*) FROM articles a WHERE a.category_id = c.id AND a.is_active = 1) AS article_count
    FROM article_categories c JOIN article_category_store s ON s.category_id = c.id AND s.store_code = ?
    WHERE c.is_active = 1 ORDER BY c.position, c.id`).all(storeCode) as ArticleCategoryRecord[];

export interface ArticleCriteria {
  storeCode: string;
  search?: string;
  categoryIds?: number[];
  urlKeys?: string[];
}

/**
 * Active articles of the store matching the criteria, newest first, or best match first when searching:
 * a word in the title counts five times one in the summary or text.
 */
export const findArticles = (db: Database, criteria: ArticleCriteria): ArticleRecord[] => {
  const params: unknown[] = [];
  const terms = criteria.search ? searchTerms(criteria.search) : [];
  const relevance = terms.length === 0 ? '0' : terms.map((term) => {
    params.push(term, term);
    return '(CASE WHEN instr(s.search_title, ?) > 0 THEN 5 ELSE 0 END) + (CASE WHEN instr(s.search_text, ?) > 0 THEN 1 ELSE 0 END)';
  }).join(' + ');
  params.push(criteria.storeCode);
  const where = ['a.is_active = 1', 'c.is_active = 1'];
  if (criteria.categoryIds) { where.push('a.category_id IN (SELECT value FROM json_each(?))'); params.push(JSON.stringify(criteria.categoryIds)); }
  if (criteria.urlKeys) { where.push('s.url_key IN (SELECT value FROM json_each(?))'); params.push(JSON.stringify(criteria.urlKeys)); }
  return db.prepare(`SELECT * FROM (SELECT a.id, a.category_id, a.published_at, a.author, a.image, s.title, s.url_key, s.summary,
    s.content, s.meta_title, s.meta_description, ${relevance} AS relevance
    FROM articles a JOIN article_categories c ON c.id = a.category_id
    JOIN article_store s ON s.article_id = a.id AND s.store_code = ?
    WHERE ${where.join(' AND ')}) ${terms.length > 0 ? 'WHERE relevance > 0 ORDER BY relevance DESC,' : 'ORDER BY'}
    published_at DESC, id DESC`).all(...params) as ArticleRecord[];
};


import { normalizeSearchText, searchTerms } from './searchText';
import type { Database } from 'better-sqlite3';

export interface AttributeFilter {
  attributeId: number;
  optionIds: number[];
}

export interface TextMatch {
  text: string;
  /** FULL: the whole text as one phrase; PARTIAL (default): every word. */
  full: boolean;
}

/** What a products(search, filter) query asks for, already resolved to ids. */
export interface ProductCriteria {
  store: string;
  currency: string;
  search?: string;
  /** null: no category filter; []: a filter that matched no category (nothing found). */
  categoryIds: number[] | null;
  skus?: string[];
  urlKeys?: string[];
  name?: TextMatch;
  description?: TextMatch;
  shortDescription?: TextMatch;
  priceFrom?: number;
  priceTo?: number;
  attributes: AttributeFilter[];
}

/** A matching product with what sorting needs. */
export interface ProductMatch {
  id: number;
  name: string;
  price: number;
  /** Position in the filtered category (lowest when several), else null. */
  position: number | null;
  relevance: number;
}

const like = (column: string, match: TextMatch, params: unknown[]): string => {
  const words = match.full ? [normalizeSearchText(match.text)] : searchTerms(match.text);
  return words.map((word) => {
    params.push(word);
    return `instr(${column}, ?) > 0`;
  }).join(' AND ') || '1';
};

/**
 * Every visible, enabled product that matches, with its sort keys. Catalogues here are small (≈100
 * products per store), so sorting and paging happen on this list and the indexes keep it quick.
 */
export const matchProducts = (db: Database, criteria: ProductCriteria): ProductMatch[] => {
  if (criteria.categoryIds?.length === 0) return [];
  const params: unknown[] = [];
  const where: string[] = ['p.status = 1', criteria.search ? 'p.visibility IN (3, 4)' : 'p.visibility IN (2, 4)'];
  let relevance = '0';
  const terms = criteria.search ? searchTerms(criteria.search) : [];
  if (terms.length > 0) {
    const scores = terms.map((term) => {
      params.push(term, term.toUpperCase(), term);
      return `(CASE WHEN instr(s.search_name, ?) > 0 THEN 10 ELSE 0 END) + (CASE WHEN upper(p.sku) = ? THEN 30 ELSE 0 END)
        + (CASE WHEN instr(s.search_text, ?) > 0 THEN 2 ELSE 0 END)`;
    });
    relevance = scores.join(' + ');
  }
  const position = criteria.categoryIds
    ? '(SELECT MIN(ci.position) FROM catalog_category_product_index ci WHERE ci.product_id = p.id AND ci.category_id IN (SELECT value FROM json_each(?)))'
    : 'NULL';
  if (criteria.categoryIds) params.push(JSON.stringify(criteria.categoryIds));
  const selectParams = [...params];
  params.length = 0;

  if (criteria.categoryIds) {
    where.push(`p.id IN (SELECT product_id FROM catalog_category_product_index WHERE category_id IN (SELECT value FROM json_each(?)))`);
    params.push(JSON.stringify(criteria.categoryIds));
  }
  if (criteria.skus) {
    where.push('upper(p.sku) IN (SELECT upper(value) FROM json_each(?))');
    params.push(JSON.stringify(criteria.skus));
  }
  if (criteria.urlKeys) {
    where.push('s.url_key IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(criteria.urlKeys));
  }
  if (criteria.name) where.push(like('s.search_name', criteria.name, params));
  if (criteria.description) where.push(like('s.search_text', criteria.description, params));
  if (criteria.shortDescription) where.push(like('s.search_text', criteria.shortDescription, params));
  if (criteria.priceFrom !== undefined) { where.push('i.min_final >= ?'); params.push(criteria.priceFrom); }
  if (criteria.priceTo !== undefined) { where.push('i.min_final <= ?'); params.push(criteria.priceTo); }
  for (const filter of criteria.attributes) {
    where.push(`p.id IN (SELECT product_id FROM catalog_product_attribute_index
      WHERE attribute_id = ? AND option_id IN (SELECT value FROM json_each(?)))`);
    params.push(filter.attributeId, JSON.stringify(filter.optionIds));
  }
  // Placeholders in text order: relevance, position (selectParams), store, currency, then the filters.
  const sql = `SELECT * FROM (SELECT p.id, s.name, COALESCE(i.min_final, 0) AS price, ${relevance} AS relevance,
    ${position} AS position FROM catalog_products p
    JOIN catalog_product_store s ON s.product_id = p.id AND s.store_code = ?
    LEFT JOIN catalog_product_price_index i ON i.product_id = p.id AND i.currency = ?
    WHERE ${where.join(' AND ')}) ${terms.length > 0 ? 'WHERE relevance > 0' : ''}`;
  return db.prepare(sql).all(...selectParams, criteria.store, criteria.currency, ...params) as ProductMatch[];
};

import { blogPath, isBlogSegment, type StoreRef } from '../../shared/store/storePaths';

// Blog paths inside a store (relative to the router's basename, for <Link to>). Spec §2.2: each store
// has its own segment(s) (/eu/de artikel, /eu/fr articles or articulos …); /blog lists too.

/**
 * The article-list base the page's links use: the segment the shopper came through when it is one
 * of the store's (fr_fr keeps /articulos), else the store's first segment (also for /blog).
 */
export function blogBase(store: StoreRef, segment: string | undefined): string {
  return segment && isBlogSegment(store, segment) ? `/${segment.toLowerCase()}` : blogPath(store);
}

/** A category's article list: /{segment}/{category}. */
export function articleCategoryPath(base: string, categoryKey: string): string {
  return `${base}/${encodeURIComponent(categoryKey)}`;
}

interface ArticleRef {
  url_key: string;
  relative_url: string;
  category: { url_key: string } | null;
}

/**
 * An article: /{segment}/{category}/{article}. Built from the store's own segment rather than taken
 * from the backend's relative_url, so that a link always reaches this store's blog route; an
 * article without a category keeps its relative_url.
 */
export function articlePath(base: string, article: ArticleRef): string {
  if (!article.category) return `/${article.relative_url.replace(/^\/+/, '')}`;
  return `${articleCategoryPath(base, article.category.url_key)}/${encodeURIComponent(article.url_key)}`;
}

/** The ?page= of an article list: a whole number from 1, else 1. */
export function pageFromSearch(search: string): number {
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value > 1 ? value : 1;
}

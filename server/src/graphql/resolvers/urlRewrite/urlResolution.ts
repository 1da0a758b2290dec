import {
  findRewriteByRequestPath, findRewriteByTargetPath, type UrlRewriteRecord,
} from '../../../repositories/urlRewrite';
import { inputError } from '../../errors';
import type { GraphQLContext } from '../../context';

export interface ResolvedUrl {
  entityId: number;
  /** CMS_PAGE, CATEGORY, PRODUCT; null for a redirect to a path without an entity. */
  type: string | null;
  relativeUrl: string;
  redirectCode: number;
}

// Magento's url argument may be a full URL or a path; we also drop this store's own prefix (/eu/de/…),
// which the storefront's URLs carry but Magento's paths do not.
const pathOf = (context: GraphQLContext, url: string): { path: string; query: string } => {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://storefront.invalid');
  } catch {
    return { path: url, query: '' };
  }
  let path = decodeURIComponent(parsed.pathname);
  const prefix = context.store.prefix;
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) path = path.slice(prefix.length) || '/';
  if (path !== '/') path = path.replace(/^\/+/, '');
  return { path, query: parsed.search.replace(/^\?/, '') };
};

const followRedirects = (context: GraphQLContext, rewrite: UrlRewriteRecord): UrlRewriteRecord => {
  let current = rewrite;
  for (let hops = 0; hops < 10; hops += 1) {
    const next = findRewriteByRequestPath(context.db, context.store.code, current.target_path);
    if (!next) break;
    current = next;
  }
  return current;
};

/**
 * Magento's AbstractEntityUrl: look the path up as a request path (redirects keep their code), else as a
 * target path; follow redirect chains; "/" is the CMS home page. Null when nothing matches.
 */
export const resolveUrl = (context: GraphQLContext, url: string): ResolvedUrl | null => {
  if (!url.trim()) throw inputError('"url" argument should be specified and not empty');
  const { db, store } = context;
  const { path: rawPath, query } = pathOf(context, url.trim());
  const path = rawPath === '/' ? store.settings.cms_home_page : rawPath;
  const byRequest = findRewriteByRequestPath(db, store.code, path);
  const rewrite = byRequest ?? findRewriteByTargetPath(db, store.code, path);
  if (!rewrite) return null;
  const redirectCode = byRequest?.redirect_type ?? 0;
  const final = followRedirects(context, rewrite);
  const relative = redirectCode > 0 ? (final.redirect_type > 0 ? final.target_path : final.request_path) : rewrite.request_path;
  return {
    entityId: final.entity_id,
    type: final.entity_id ? final.entity_type.toUpperCase().replace(/-/g, '_') : null,
    relativeUrl: query ? `${relative}?${query}` : relative,
    redirectCode,
  };
};

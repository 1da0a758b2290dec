import { otherSiteUrl, safeInternalPath } from '../../lib/security/sanitize';

// Catalogue URLs inside a store (relative to the router's basename, so they go straight into
// <Link to>); absoluteUrl adds origin and store prefix for canonical links and structured data.

/** Spec §2.2 product link: /{url_key} followed by the store's product URL suffix. */
export function productPath(urlKey: string | null | undefined, suffix: string): string {
  return `/${urlKey ?? ''}${suffix}`;
}

/** A category page: its url_path with the store's category URL suffix. */
export function categoryPath(urlPath: string | null | undefined, suffix: string): string {
  return `/${urlPath ?? ''}${suffix}`;
}

/** The absolute URL of a path inside the store (canonical links, structured data). */
export function absoluteUrl(routePath: string, path: string, origin: string = window.location.origin): string {
  return `${origin}${routePath}${path.startsWith('/') ? path : `/${path}`}`;
}

export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/**
 * Where a 301/302 answer of the route query leads. relative_url is relative to the store's base;
 * an absolute URL on our origin is followed in-app too; another site's http(s) URL is 'external' (the page
 * links to it, it is not followed on its own); anything else (javascript:, data:) is nothing.
 */
export function redirectTarget(relativeUrl: string | null | undefined, routePath: string, origin: string = window.location.origin): RedirectTarget | null {
  const value = relativeUrl?.trim();
  if (!value) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) {
    const internal = safeInternalPath(value, origin);
    if (internal !== null) {
      const inStore = routePath && internal.startsWith(`${routePath}/`) ? internal.slice(routePath.length) : internal;
      return { kind: 'internal', path: inStore };
    }
    const other = /^https?:\/\//i.test(value) ? otherSiteUrl(value, origin) : null;
    return other ? { kind: 'external', href: other.href } : null;
  }
  const path = value.startsWith('/') ? value : `/${value}`;
  // A path such as /\\host reads as another host: never followed.
  return safeInternalPath(path, origin) === null ? null : { kind: 'internal', path };
}

/** The fields of a route answer that decide which page shows it. */
export interface RouteShape {
  __typename?: string;
  type?: string | null;
  redirect_code?: number | null;
}

/**
 * Which catalogue page shows a resolved route (FallbackPage's choice): a category or a product page,
 * or neither (a redirect, a CMS page, nothing). The early script and the fallback's loader use it
 * to load that page's code ahead of the render.
 */
export function routePage(route: RouteShape | null | undefined): 'category' | 'product' | null {
  if (!route || route.redirect_code === 301 || route.redirect_code === 302) return null;
  if (route.__typename === 'CategoryTree') return 'category';
  return route.type === 'PRODUCT' ? 'product' : null;
}

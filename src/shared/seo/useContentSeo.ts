import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { usePageDescription, usePageTitle } from '../../lib/head/pageTitle';
import { useCanonical, useStructuredData } from '../../lib/seo/headElements';
import { breadcrumbList } from '../../lib/seo/structuredData';
import { useStoreRules } from '../store/storeRules';
import type { Crumb } from '../../components/Breadcrumbs';

// SEO of the content pages (CMS, blog, events, colour): exported on purpose for those features.

/** The absolute URL of a path inside the current store (canonical links, structured data). */
export function storeUrl(routePath: string, path: string, origin: string = window.location.origin): string {
  const inStore = path.startsWith('/') ? path : `/${path}`;
  // The store's home is its bare prefix ('/eu/de'), as the store links it; the default store's is '/'.
  return `${origin}${routePath}${inStore === '/' && routePath ? '' : inStore}`;
}

interface ContentSeo {
  title: string | null | undefined;
  description?: string | null;
  /** Breadcrumbs as shown; the last one is the page itself. None: no BreadcrumbList. */
  crumbs?: readonly Crumb[];
  /** The page's own in-store path; the current location when left out. */
  path?: string;
}

/** Title, meta description, canonical link and BreadcrumbList JSON-LD of a content page. */
export function useContentSeo({ title, description, crumbs, path }: ContentSeo): { canonical: string; routePath: string } {
  const routePath = useAppSelector((state) => state.app.routePath);
  const { pathname } = useLocation();
  // The store's default_base_url (its own origin where the backend does not say).
  const { baseOrigin } = useStoreRules();
  const canonical = storeUrl(routePath, path ?? pathname, baseOrigin);
  usePageTitle(title);
  usePageDescription(description);
  useCanonical(canonical);
  const data = useMemo(
    () => (crumbs && crumbs.length > 1 ? breadcrumbList(crumbs.map((crumb) => ({ name: crumb.label, url: crumb.to ? storeUrl(routePath, crumb.to, baseOrigin) : canonical }))) : null),
    [crumbs, routePath, canonical, baseOrigin],
  );
  useStructuredData('breadcrumbs', data);
  return { canonical, routePath };
}

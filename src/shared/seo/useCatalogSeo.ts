import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { type Crumb } from '../../components/Breadcrumbs';
import { usePageDescription, usePageTitle } from '../../lib/head/pageTitle';
import { useCanonical, useStructuredData } from '../../lib/seo/headElements';
import { breadcrumbList } from '../../lib/seo/structuredData';
import { absoluteUrl } from '../catalog/catalogUrls';
import { useStoreRules } from '../store/storeRules';

interface CatalogSeo {
  title: string | null;
  description: string | null;
  /** The page's own path inside the store. */
  path: string;
  crumbs: readonly Crumb[];
}

/** Title, meta description, canonical link and BreadcrumbList structured data of a catalogue page. */
export function useCatalogSeo({ title, description, path, crumbs }: CatalogSeo): { canonical: string } {
  const routePath = useAppSelector((state) => state.app.routePath);
  // The store's default_base_url (its own origin where the backend does not say).
  const { baseOrigin } = useStoreRules();
  const canonical = absoluteUrl(routePath, path, baseOrigin);
  usePageTitle(title);
  usePageDescription(description);
  useCanonical(canonical);
  const breadcrumbData = useMemo(
    () => breadcrumbList(crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(routePath, crumb.to ?? path, baseOrigin) }))),
    [crumbs, routePath, path, baseOrigin],
  );
  useStructuredData('breadcrumbs', breadcrumbData);
  return { canonical };
}

import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { type Crumb } from '../../components/Breadcrumbs';
import { usePageDescription, usePageTitle } from '../../lib/head/pageTitle';
import { useCanonical, useStructuredData } from '../../lib/seo/headElements';
import { breadcrumbList } from '../../lib/seo/structuredData';
import { absoluteUrl } from './catalogUrls';

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
  const canonical = absoluteUrl(routePath, path);
  usePageTitle(title);
  usePageDescription(description);
  useCanonical(canonical);
  const breadcrumbData = useMemo(
    () => breadcrumbList(crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(routePath, crumb.to ?? path) }))),
    [crumbs, routePath, path],
  );
  useStructuredData('breadcrumbs', breadcrumbData);
  return { canonical };
}

import './CmsPageView.css';
import { useAppSelector } from '../../app/hooks';
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { SafeHtml } from '../../components/SafeHtml';
import { useT } from '../../lib/i18n/useT';
import { useContentSeo } from '../../shared/seo/useContentSeo';

/** The Magento CmsPage fields the view shows; url_key and relative_url are optional. */
export interface CmsPageViewData {
  identifier?: string | null;
  url_key?: string | null;
  title: string | null;
  content_heading: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

export interface CmsPageViewProps {
  page: CmsPageViewData;
  /** The page's in-store path for its canonical link; the current location when left out. */
  path?: string;
}

/**
 * A CMS page: breadcrumbs Home → page (spec §9 '→', only when storeConfig.show_cms_breadcrumbs is
 * on), its heading, its sanitised HTML whose internal links route in-app, and its title,
 * description, canonical link and BreadcrumbList. The catalogue's resolver renders it for CMS_PAGE.
 */
export function CmsPageView({ page, path }: CmsPageViewProps) {
  const t = useT();
  const showCrumbs = Boolean(useAppSelector((state) => state.app.storeConfig?.show_cms_breadcrumbs));
  const heading = page.content_heading || page.title || '';
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), to: '/' }, { label: page.title || heading }];
  useContentSeo({ title: page.meta_title || page.title, description: page.meta_description, crumbs: showCrumbs ? crumbs : undefined, path });

  return (
    <article className="cms-page">
      {showCrumbs && <Breadcrumbs items={crumbs} />}
      {heading && <h1 className="cms-page__title">{heading}</h1>}
      <SafeHtml html={page.content} className="cms-page__content cms-content" />
    </article>
  );
}

export default CmsPageView;

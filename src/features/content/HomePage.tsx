import './HomePage.css';
import { useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../app/hooks';
import { SafeHtml } from '../../components/SafeHtml';
import { useT } from '../../lib/i18n/useT';
import { useCatalogConfig } from '../../shared/catalog/useCatalogConfig';
import { withDocuments } from '../../shared/pageData/pageData';
import { useContentSeo } from '../../shared/seo/useContentSeo';
import { GET_CMS_PAGE } from './cmsPage.gql';
import { FeaturedProducts } from './FeaturedProducts';
import { GET_HOME_CATALOG } from './home.gql';
import { HomeBanner } from './HomeBanner';
import { HOME_DATA } from './homeData';
import { HOME_BANNER_BLOCK, homeCatalogVariables, homeCmsVariables } from './homeQueries';
import { homeSlides } from './homeSlides';
import { PageLoading } from './PageLoading';

/** The home catalogue's options: the featured products and banner may fail quietly. */
const CATALOG_OPTIONS = { errorPolicy: 'all', context: { silent: true } } as const;

/** The page's data for its loader (src/app/pages.ts): HOME_DATA with its documents. */
export const PAGE_DATA = withDocuments(HOME_DATA, { cms: GET_CMS_PAGE, catalog: GET_HOME_CATALOG });

/**
 * The home page from the store's CMS home page (storeConfig.cms_home_page): the banner (the page's
 * heading on its first slide), the featured products and the CMS content below. Without a CMS page
 * it still greets the shopper with the store's name.
 */
export default function HomePage() {
  const t = useT();
  const config = useAppSelector((state) => state.app.storeConfig);
  const routePath = useAppSelector((state) => state.app.routePath);
  const cms = useQuery(GET_CMS_PAGE, { variables: homeCmsVariables(config) });
  // The banner's CMS block and the featured products: without them the home page still stands (its
  // CMS heading and content), so their failure shows no notification.
  const catalog = useQuery(GET_HOME_CATALOG, { variables: homeCatalogVariables(config), ...CATALOG_OPTIONS });
  // The featured prices are formatted with the store's price format: waiting for it keeps them from
  // changing format after they appeared.
  const format = useCatalogConfig();
  const page = cms.data?.cmsPage ?? null;
  useContentSeo({ title: page?.meta_title || page?.title, description: page?.meta_description, path: '/' });

  // The requests run side by side; the page shows once all answered, so nothing moves afterwards.
  if ((cms.loading && !cms.data) || (catalog.loading && !catalog.data) || format.loading) return <PageLoading />;
  const storeName = config?.store_name || config?.default_title || '';
  const bannerHtml = catalog.data?.cmsBlocks?.items?.find((block) => block?.identifier === HOME_BANNER_BLOCK)?.content;
  const slides = homeSlides(page, bannerHtml, routePath, t('home.title', { storeName }));

  return (
    <div className="home-page">
      <HomeBanner slides={slides} />
      <FeaturedProducts items={catalog.data?.products?.items ?? []} />
      {page?.content && <SafeHtml html={page.content} className="home-page__content cms-content" />}
    </div>
  );
}

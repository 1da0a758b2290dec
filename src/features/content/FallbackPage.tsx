import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { useT } from '../../lib/i18n/useT';
import { redirectTarget } from '../../shared/catalog/catalogUrls';
import { withDocuments } from '../../shared/pageData/pageData';
import { useRouteEntity } from '../catalog';
import { CATALOG_ROUTE_DATA, GET_PRODUCT_OPTIONS, RESOLVE_ROUTE, routePage } from '../catalog/early';
import { CmsPageView } from './CmsPageView';
import NotFoundPage from './NotFoundPage';
import type { CategoryData, CmsPageData, RouteEntity } from '../catalog';

// Each page kind is its own chunk: a category visit does not download the product page.
const loadCategoryPage = () => import(/* webpackChunkName: "category" */ '../catalog/category/CategoryPage');
const loadProductPage = () => import(/* webpackChunkName: "product" */ '../catalog/product/ProductPage');
const CategoryPage = lazy(loadCategoryPage);
const ProductPage = lazy(loadProductPage);
// Rare (a URL moved to another site): not in the start-up code.
const MovedAwayPage = lazy(() => import(/* webpackChunkName: "moved-away" */ './MovedAwayPage'));

/**
 * The page's data for its loader (src/app/pages.ts): the route (with a product's options), and on its
 * answer the code of the page that shows it, with that page's own data (a category's listing).
 */
export const PAGE_DATA = withDocuments(CATALOG_ROUTE_DATA, { route: RESOLVE_ROUTE, productOptions: GET_PRODUCT_OPTIONS }, (route) => {
  const page = routePage(route);
  if (page === 'category') return loadCategoryPage().then((module) => module.PAGE_DATA);
  if (page === 'product') return loadProductPage().then(() => null);
  return null;
});

/**
 * Loading, as tall as a screen: the footer stays below the fold until the page arrives, so nothing
 * in view jumps (layout shift) when it does.
 */
function PageLoading() {
  const t = useT();
  return (
    <div style={{ minHeight: '100vh' }}>
      <Loading>{t('global.fetch')}</Loading>
    </div>
  );
}

function isCmsPage(entity: RouteEntity): entity is RouteEntity & CmsPageData {
  return entity.__typename === 'CmsPage';
}

function isCategory(entity: RouteEntity): entity is RouteEntity & CategoryData {
  return entity.__typename === 'CategoryTree';
}

/**
 * Spec §2.2 "any other path": the backend's route query says what the URL is — a category, a
 * product or a CMS page — and that page shows; an unknown URL is the 404 page. A retired URL
 * (301/302) is replaced by its current one when it stays on our site (in-app); one on another site is
 * only linked to.
 */
export default function FallbackPage() {
  const t = useT();
  const { pathname, search } = useLocation();
  const routePath = useAppSelector((state) => state.app.routePath);
  const resolved = useRouteEntity(pathname);

  switch (resolved.kind) {
    case 'loading':
      return <PageLoading />;
    case 'error':
      return (
        <div className="load-error" role="alert">
          <p>{t('global.pageError')}</p>
        </div>
      );
    case 'notFound':
      return <NotFoundPage />;
    case 'redirect': {
      const target = redirectTarget(resolved.relativeUrl, routePath);
      if (!target) return <NotFoundPage />;
      if (target.kind === 'external') {
        return (
          <Suspense fallback={<PageLoading />}>
            <MovedAwayPage href={target.href} />
          </Suspense>
        );
      }
      return <Navigate to={target.path + search} replace />;
    }
    case 'product':
      return (
        <Suspense fallback={<PageLoading />}>
          <ProductPage key={resolved.product.uid} product={resolved.product} />
        </Suspense>
      );
    default:
      break;
  }
  const { entity } = resolved;
  if (isCmsPage(entity)) return <CmsPageView page={entity} path={`/${(entity.relative_url ?? entity.identifier ?? '').replace(/^\//, '')}`} />;
  if (!isCategory(entity)) return <NotFoundPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <CategoryPage key={entity.uid} category={entity} />
    </Suspense>
  );
}

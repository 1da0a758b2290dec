import { useEffect, useLayoutEffect } from 'react';
import { Outlet, Route, Routes, useHref, useLocation, useParams } from 'react-router-dom';
import { loadPage } from '../lib/browser/location';
import { pageOf, ROUTE_TABLE, type RouteId } from '../shared/store/routeTable';
import { matchStorePrefix } from '../shared/store/stores';
import Shell from '../shell/Shell';
import { useAppSelector } from './hooks';
import { NewPageArrival } from './NewPageArrival';
import { PAGES } from './pages';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function FullLoad({ to }: { to: string }) {
  useEffect(() => {
    loadPage(to);
  }, [to]);
  return null;
}

/**
 * Under the default store (no basename) a path starting with an allowed region names another
 * store: a valid pair is loaded in full, so the startup rules pick that store; an invalid pair
 * (/uk/de, /hk/fr, /eu/xx) is the 404 page (spec §2.1). Under a store prefix every path is ordinary.
 */
function StorePrefixGuard() {
  const { pathname, search, hash } = useLocation();
  const underStore = useHref('/') !== '/';
  const match = underStore ? null : matchStorePrefix(pathname);
  if (match?.kind === 'invalid') return <PAGES.notFound />;
  if (match?.kind === 'store') return <FullLoad to={pathname + search + hash} />;
  return <Outlet />;
}

/**
 * A route's loader: starts the code and the declared data (PAGE_DATA) of the page a URL shows
 * (src/app/boot.ts). The first URL's started as the app booted; each later one as it is navigated to.
 */
export type PageLoader = (id: RouteId, path: string, search: string) => void;

/**
 * The page of a route; a blog route whose segment is not the store's falls through to the resolver.
 * Its loader runs as soon as the URL is committed, before the page's code has arrived: the page's data
 * is on its way while the code downloads (a category's listing as soon as its route answers), not
 * asked only once the page has rendered.
 */
function RoutePage({ id, pageLoader }: { id: RouteId; pageLoader: PageLoader }) {
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const params = useParams();
  const { pathname, search } = useLocation();
  const page = pageOf(id, params, storeCode);
  useLayoutEffect(() => pageLoader(page, pathname, search), [pageLoader, page, pathname, search]);
  const Page = PAGES[page];
  return (
    <RouteErrorBoundary key={pathname}>
      <Page />
    </RouteErrorBoundary>
  );
}

/** The route table (spec §2.2) inside the shell, which is the layout of every page. */
export function AppRoutes({ pageLoader }: { pageLoader: PageLoader }) {
  return (
    <>
      <NewPageArrival />
      <Routes>
        <Route element={<Shell />}>
          <Route element={<StorePrefixGuard />}>
            {ROUTE_TABLE.map((route) => (
              <Route key={route.id} path={route.path} element={<RoutePage id={route.id} pageLoader={pageLoader} />} />
            ))}
          </Route>
        </Route>
      </Routes>
    </>
  );
}

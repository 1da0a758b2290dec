import { useEffect } from 'react';
import { Outlet, Route, Routes, useHref, useLocation, useParams } from 'react-router-dom';
import { loadPage } from '../lib/browser/location';
import { pageOf, ROUTE_TABLE, type RouteId } from '../shared/store/routeTable';
import { matchStorePrefix } from '../shared/store/stores';
import Shell from '../shell/Shell';
import { useAppSelector } from './hooks';
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

/** The page of a route; a blog route whose segment is not the store's falls through to the resolver. */
function RoutePage({ id }: { id: RouteId }) {
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const params = useParams();
  const { pathname } = useLocation();
  const Page = PAGES[pageOf(id, params, storeCode)];
  return (
    <RouteErrorBoundary key={pathname}>
      <Page />
    </RouteErrorBoundary>
  );
}

/** The route table (spec §2.2) inside the shell, which is the layout of every page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route element={<StorePrefixGuard />}>
          {ROUTE_TABLE.map((route) => (
            <Route key={route.id} path={route.path} element={<RoutePage id={route.id} />} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}

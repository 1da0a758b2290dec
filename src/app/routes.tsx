import { lazy, useEffect } from 'react';
import { Route, Routes, useHref, useLocation } from 'react-router-dom';
import { matchStorePrefix } from '../features/store/stores';
import { loadPage } from '../lib/browser/location';
import Shell from '../shell/Shell';

// Each page is its own chunk: the first load carries the gate and the providers only.
const HomePage = lazy(() => import('../features/content/HomePage'));
const NotFoundPage = lazy(() => import('../features/content/NotFoundPage'));

/** Route paths relative to the store's base (the router's basename carries /{store}/{lang}). */
export const ROUTES = {
  home: '/',
  notFound: '/404',
} as const;

/** Later issues put the catalogue / CMS fallback page here (spec §2.2 "any other path"). */
const FallbackPage = NotFoundPage;

function FullLoad({ to }: { to: string }) {
  useEffect(() => {
    loadPage(to);
  }, [to]);
  return null;
}

/**
 * Two leading segments. Under the default store (no basename) an allowed region means another
 * store: a valid pair is loaded in full, so the startup rules pick that store; an invalid pair
 * (e.g. /uk/de) is the 404 page (spec §2.1). Under a store prefix, or for other segments, it is an
 * ordinary path.
 */
function TwoSegmentPath() {
  const { pathname, search, hash } = useLocation();
  const underStore = useHref('/') !== '/';
  const match = underStore ? { kind: 'none' as const } : matchStorePrefix(pathname);
  if (match.kind === 'invalid') return <NotFoundPage />;
  if (match.kind === 'store') return <FullLoad to={pathname + search + hash} />;
  return <FallbackPage />;
}

/** The route table (spec §2.2); grows with each feature. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route path={ROUTES.home} element={<HomePage />} />
        <Route path={ROUTES.notFound} element={<NotFoundPage />} />
        <Route path="/:first/:second/*" element={<TwoSegmentPath />} />
        <Route path="*" element={<FallbackPage />} />
      </Route>
    </Routes>
  );
}

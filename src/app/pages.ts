import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { lazyWithAntd, preloadAntd } from '../components/antd/lazyWithAntd';
import { loadPageData, type PageLoad } from '../shared/pageData/loadPageData';
import type { PageDataModule } from '../shared/pageData/pageData';
import type { RouteId } from '../shared/store/routeTable';

// One lazily loaded chunk per page kind (but the catalogue fallback, see below), so the first load
// carries the shell only. Every id of the route table needs its page here (the Record type says so).
// Screens built with antd (forms, modals) load through lazyWithAntd, which brings antd's theme with
// them; the browsing pages (home, catalogue, search, content) use no antd and never load it.

// In the entry with the fallback, which imports it (webpack emits no chunk of its own for it).
const notFound = () => import(/* webpackMode: "eager" */ '../features/content/NotFoundPage');

// Brand pages exist only where the build's target backend has their capability (the route table has
// no route to them elsewhere): each test is a literal after webpack's DefinePlugin, so a page the
// target cannot serve is left out of the build with its documents.
const articles = __CAPABILITIES__.articles ? () => import(/* webpackChunkName: "articles" */ '../features/blog/ArticlesPage') : notFound;

/**
 * A page's module: the page, and optionally PAGE_DATA, its data declaration with its documents
 * (src/shared/pageData/pageData.ts), which its loader asks before the page first renders.
 */
type PageModule = Promise<{ default: ComponentType; PAGE_DATA?: PageDataModule }>;

/** Each page's module (its chunk, or the entry for the fallback), and whether it is built with antd. */
const LOADERS: Readonly<Record<RouteId, { load: () => PageModule; antd: boolean }>> = {
  home: { load: () => import(/* webpackChunkName: "home" */ '../features/content/HomePage'), antd: false },
  cart: { load: () => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage'), antd: true },
  checkout: { load: () => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage'), antd: true },
  checkoutSuccess: { load: () => import(/* webpackChunkName: "checkout-success" */ '../features/checkout/CheckoutSuccessPage'), antd: true },
  forgotPassword: { load: () => import(/* webpackChunkName: "forgot-password" */ '../features/account/ForgotPasswordPage'), antd: true },
  resetPassword: { load: () => import(/* webpackChunkName: "reset-password" */ '../features/account/ResetPasswordPage'), antd: true },
  login: { load: () => import(/* webpackChunkName: "login" */ '../features/account/LoginPage'), antd: true },
  createAccount: { load: () => import(/* webpackChunkName: "create-account" */ '../features/account/CreateAccountPage'), antd: true },
  connect: { load: () => import(/* webpackChunkName: "connect" */ '../features/content/ConnectPage'), antd: false },
  account: { load: () => import(/* webpackChunkName: "account" */ '../features/account/AccountPage'), antd: true },
  blog: { load: articles, antd: false },
  articles: { load: articles, antd: false },
  articleCategory: { load: articles, antd: false },
  article: { load: __CAPABILITIES__.articles ? () => import(/* webpackChunkName: "article" */ '../features/blog/ArticlePage') : notFound, antd: false },
  colorSystems: { load: __CAPABILITIES__.colorSystems ? () => import(/* webpackChunkName: "color-systems" */ '../features/color/ColorSystemsPage') : notFound, antd: false },
  color: { load: __CAPABILITIES__.colors ? () => import(/* webpackChunkName: "color" */ '../features/color/ColorPage') : notFound, antd: false },
  colorFinder: { load: __CAPABILITIES__.colors ? () => import(/* webpackChunkName: "color-finder" */ '../features/color/ColorFinderPage') : notFound, antd: false },
  events: { load: __CAPABILITIES__.events ? () => import(/* webpackChunkName: "events" */ '../features/events/EventsPage') : notFound, antd: false },
  event: { load: __CAPABILITIES__.events ? () => import(/* webpackChunkName: "event" */ '../features/events/EventPage') : notFound, antd: false },
  notFound: { load: notFound, antd: false },
  search: { load: () => import(/* webpackChunkName: "search" */ '../features/search/SearchPage'), antd: false },
  // In the entry (no chunk of its own): every catalogue and CMS URL starts here, and the two requests
  // of its chunk before a category or product page could show weighed more than its 1.5 to 2 KB gzip
  // on home and search. It brings NotFoundPage (which it imports) into the entry too.
  fallback: { load: () => import(/* webpackMode: "eager" */ '../features/content/FallbackPage'), antd: false },
};

export const PAGES = Object.fromEntries(
  Object.entries(LOADERS).map(([id, { load, antd }]) => [id, antd ? lazyWithAntd(load) : lazy(load)]),
) as Readonly<Record<RouteId, LazyExoticComponent<ComponentType>>>;

/**
 * A page's loader: starts loading its chunk now (webpack keeps the one promise, so the lazy page
 * reuses it) and, for a URL, the data its module declares (PAGE_DATA, loadPageData). The entry calls
 * it for the first URL before React renders, so the page's code and data arrive alongside the store
 * config instead of after it; the routes call it for each later URL as it is navigated to
 * (src/app/routes.tsx), so the page's data is on its way while its code downloads. Settles (never
 * rejects) once the code and the data are in: the first page can then render whole, at once.
 */
export function preloadPage(id: RouteId, url?: PageLoad): Promise<void> {
  const { load, antd } = LOADERS[id];
  if (antd) preloadAntd();
  return load()
    .then((page) => (url && page.PAGE_DATA ? loadPageData(page.PAGE_DATA, url) : undefined))
    .then(() => undefined, () => undefined);
}

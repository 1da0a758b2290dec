import { matchPath, matchRoutes, type Params } from 'react-router-dom';
import { isBlogSegment, type StoreRef } from './storePaths';
import { withoutStorePrefix } from './stores';
import type { Capability } from '../../lib/graphql/capabilities';

// The one table of routes (spec §2.2). Paths are relative to the store's route base: the router's
// basename carries the optional /{store}/{lang} prefix. src/app/routes.tsx renders one page per id.

export type RouteId =
  | 'home'
  | 'cart'
  | 'checkout'
  | 'checkoutSuccess'
  | 'forgotPassword'
  | 'resetPassword'
  | 'login'
  | 'createAccount'
  | 'connect'
  | 'account'
  | 'blog'
  | 'articles'
  | 'articleCategory'
  | 'article'
  | 'colorSystems'
  | 'color'
  | 'colorFinder'
  | 'events'
  | 'event'
  | 'notFound'
  | 'search'
  | 'fallback';

/** Fixed paths to link to (relative to the store base: use with <Link to> or navigate()). */
export const PATHS = {
  home: '/',
  cart: '/checkout/cart',
  checkout: '/checkout',
  checkoutSuccess: '/checkout/onepage/success/',
  forgotPassword: '/customer/account/forgotpassword',
  resetPassword: '/customer/account/createPassword',
  login: '/customer/account/login',
  createAccount: '/customer/account/create',
  connect: '/connect',
  account: '/account',
  blog: '/blog',
  events: '/events',
  colorFinder: '/color-finder',
  notFound: '/404',
  search: '/search',
} as const;

export interface RouteEntry {
  id: RouteId;
  /** A react-router path pattern; the router ranks static segments above :params above '*'. */
  path: string;
  /** Only where the build's target backend has this brand capability (else the path is the resolver's). */
  capability?: Capability;
}

const ROUTES: readonly RouteEntry[] = [
  { id: 'home', path: '/' },
  { id: 'cart', path: '/checkout/cart' },
  { id: 'checkout', path: '/checkout' },
  { id: 'checkoutSuccess', path: '/checkout/onepage/success' },
  { id: 'forgotPassword', path: '/customer/account/forgotpassword' },
  { id: 'resetPassword', path: '/customer/account/createPassword' },
  { id: 'login', path: '/customer/account/login' },
  { id: 'createAccount', path: '/customer/account/create' },
  { id: 'connect', path: '/connect' },
  // Not exact: /account and every subpath (order history, address book …).
  { id: 'account', path: '/account/*' },
  { id: 'blog', path: '/blog', capability: 'articles' },
  // /(articles|articulos|artikel|articoli): only the store's own segment(s) reach the blog (BLOG_ROUTES).
  { id: 'articles', path: '/:blogSegment', capability: 'articles' },
  { id: 'articleCategory', path: '/:blogSegment/:category', capability: 'articles' },
  { id: 'article', path: '/:blogSegment/:category/:details', capability: 'articles' },
  { id: 'colorSystems', path: '/color-systems/:articles', capability: 'colorSystems' },
  // Spec §2.3 colour page (one colour standard by its code) and colour finder (§6: login required).
  { id: 'color', path: '/color/:code', capability: 'colors' },
  { id: 'colorFinder', path: '/color-finder', capability: 'colors' },
  { id: 'events', path: '/events', capability: 'events' },
  { id: 'event', path: '/event/:details', capability: 'events' },
  { id: 'notFound', path: '/404' },
  // Search results (?q=…), where the header's search overlay submits.
  { id: 'search', path: '/search' },
  // Any other path: the catalogue / CMS resolver (CMS_PAGE, CATEGORY, PRODUCT).
  { id: 'fallback', path: '*' },
];

/** The routes of this build: a brand page the target backend cannot serve has no route (its path is the resolver's, a 404). */
export const ROUTE_TABLE: readonly RouteEntry[] = ROUTES.filter((route) => !route.capability || __CAPABILITIES__[route.capability]);

/** Routes whose first segment must be one of the store's blog segments, else the fallback page. */
export const BLOG_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['articles', 'articleCategory', 'article']);

export interface ResolvedRoute {
  id: RouteId;
  params: Params;
}

/** The same path with a leading store prefix removed, so full and in-router paths both work. */

/** The page a matched route shows: a blog route whose segment is not the store's falls through to the resolver. */
export function pageOf(id: RouteId, params: Params, store: StoreRef): RouteId {
  return BLOG_ROUTES.has(id) && !isBlogSegment(store, params.blogSegment ?? '') ? 'fallback' : id;
}

/** Which page a path (relative to the store base) shows for a store: the router's choice, blog rule included. */
export function resolveRoute(pathname: string, store: StoreRef): ResolvedRoute {
  const matches = matchRoutes(ROUTE_TABLE.map((r) => ({ id: r.id, path: r.path })), pathname);
  const last = matches?.[matches.length - 1];
  const params = last?.params ?? {};
  return { id: pageOf((last?.route.id ?? 'fallback') as RouteId, params, store), params };
}

/**
 * Spec §2.2: the checkout page is the one at path 'checkout' (not the cart, not the success page).
 * Takes the router's pathname or the full one with a store prefix.
 */
export function isCheckoutPath(pathname: string): boolean {
  return matchPath(PATHS.checkout, withoutStorePrefix(pathname)) !== null;
}

/** The companion-service landing (/connect), whose header shows Log in / Sign up instead of the tools. */
export function isConnectPath(pathname: string): boolean {
  return matchPath(PATHS.connect, withoutStorePrefix(pathname)) !== null;
}

import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { RouteId } from '../features/store/routeTable';

// One lazily loaded chunk per page kind, so the first load carries the shell only. Every id of the
// route table needs its page here (the Record type says so).

const articles = () => import(/* webpackChunkName: "articles" */ '../features/blog/ArticlesPage');

export const PAGES: Readonly<Record<RouteId, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import(/* webpackChunkName: "home" */ '../features/content/HomePage')),
  cart: lazy(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage')),
  checkout: lazy(() => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage')),
  checkoutSuccess: lazy(() => import(/* webpackChunkName: "checkout-success" */ '../features/checkout/CheckoutSuccessPage')),
  forgotPassword: lazy(() => import(/* webpackChunkName: "forgot-password" */ '../features/account/ForgotPasswordPage')),
  resetPassword: lazy(() => import(/* webpackChunkName: "reset-password" */ '../features/account/ResetPasswordPage')),
  login: lazy(() => import(/* webpackChunkName: "login" */ '../features/account/LoginPage')),
  createAccount: lazy(() => import(/* webpackChunkName: "create-account" */ '../features/account/CreateAccountPage')),
  connect: lazy(() => import(/* webpackChunkName: "connect" */ '../features/content/ConnectPage')),
  account: lazy(() => import(/* webpackChunkName: "account" */ '../features/account/AccountPage')),
  blog: lazy(articles),
  articles: lazy(articles),
  articleCategory: lazy(articles),
  article: lazy(() => import(/* webpackChunkName: "article" */ '../features/blog/ArticlePage')),
  colorSystems: lazy(() => import(/* webpackChunkName: "color-systems" */ '../features/color/ColorSystemsPage')),
  color: lazy(() => import(/* webpackChunkName: "color" */ '../features/color/ColorPage')),
  colorFinder: lazy(() => import(/* webpackChunkName: "color-finder" */ '../features/color/ColorFinderPage')),
  events: lazy(() => import(/* webpackChunkName: "events" */ '../features/events/EventsPage')),
  event: lazy(() => import(/* webpackChunkName: "event" */ '../features/events/EventPage')),
  notFound: lazy(() => import(/* webpackChunkName: "not-found" */ '../features/content/NotFoundPage')),
  search: lazy(() => import(/* webpackChunkName: "search" */ '../features/search/SearchPage')),
  fallback: lazy(() => import(/* webpackChunkName: "fallback" */ '../features/content/FallbackPage')),
};

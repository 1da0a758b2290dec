import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { lazyWithAntd } from '../components/antd/lazyWithAntd';
import type { RouteId } from '../features/store/routeTable';

// One lazily loaded chunk per page kind, so the first load carries the shell only. Every id of the
// route table needs its page here (the Record type says so). Screens built with antd (forms, modals)
// load through lazyWithAntd, which brings antd's theme with them; the browsing pages (home, catalogue,
// search, content) use no antd and never load it.

const articles = () => import(/* webpackChunkName: "articles" */ '../features/blog/ArticlesPage');

export const PAGES: Readonly<Record<RouteId, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import(/* webpackChunkName: "home" */ '../features/content/HomePage')),
  cart: lazyWithAntd(() => import(/* webpackChunkName: "cart" */ '../features/cart/CartPage')),
  checkout: lazyWithAntd(() => import(/* webpackChunkName: "checkout" */ '../features/checkout/CheckoutPage')),
  checkoutSuccess: lazyWithAntd(() => import(/* webpackChunkName: "checkout-success" */ '../features/checkout/CheckoutSuccessPage')),
  forgotPassword: lazyWithAntd(() => import(/* webpackChunkName: "forgot-password" */ '../features/account/ForgotPasswordPage')),
  resetPassword: lazyWithAntd(() => import(/* webpackChunkName: "reset-password" */ '../features/account/ResetPasswordPage')),
  login: lazyWithAntd(() => import(/* webpackChunkName: "login" */ '../features/account/LoginPage')),
  createAccount: lazyWithAntd(() => import(/* webpackChunkName: "create-account" */ '../features/account/CreateAccountPage')),
  connect: lazy(() => import(/* webpackChunkName: "connect" */ '../features/content/ConnectPage')),
  account: lazyWithAntd(() => import(/* webpackChunkName: "account" */ '../features/account/AccountPage')),
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

import type { GenerateSWConfig } from 'workbox-webpack-plugin';

type RuntimeCaching = NonNullable<GenerateSWConfig['runtimeCaching']>[number];

const DAY_S = 24 * 60 * 60;

/**
 * One shopper-independent catalogue answer cache's options (spec §7): the same URL answers per store and currency,
 * and only complete public answers are kept.
 */
const catalogueCache = (cacheName: string): RuntimeCaching['options'] => ({
  cacheName,
  expiration: { maxEntries: 400, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true },
  plugins: [
    {
      // One URL answers differently per store and currency (headers, not the URL): key by them too.
      cacheKeyWillBeUsed: async ({ request }) => {
        const key = new URL(request.url);
        key.searchParams.set('sw-store', request.headers.get('Store') || '');
        key.searchParams.set('sw-currency', request.headers.get('Content-Currency') || '');
        return key.href;
      },
      // Only complete public answers: never an error status, never one marked private (a signed-in
      // answer). Not no-store: servers send it on every GraphQL answer, and this cache is the
      // shopper's own offline copy of what they saw, not a shared cache.
      cacheWillUpdate: async ({ response }) => {
        const control = response.headers.get('Cache-Control') || '';
        return response.status === 200 && !/private/i.test(control) ? response : null;
      },
    },
  ],
});

/**
 * The first pages' declared queries (src/shared/pageData/pageData.ts), by operation name, never signed in. Workbox
 * writes a matcher into service-worker.js as its source text: the names are written into the matcher's own body.
 */
function pageDataMatcher(operations: readonly string[]): RuntimeCaching['urlPattern'] {
  if (!operations.every((name) => /^[A-Za-z]+$/.test(name))) throw new Error(`Not operation names: ${operations.join(', ')}`);
  // Made from text so that Workbox's copy holds the list (a closure's variable would be missing there).
  return new Function('context', `const { url, request, sameOrigin } = context;
    return sameOrigin && url.pathname === '/graphql' && !request.headers.has('Authorization') &&
      ${JSON.stringify(operations)}.includes(url.searchParams.get('operationName') || '');`) as RuntimeCaching['urlPattern'];
}

// Build time only (webpack.config.js hands these to Workbox's GenerateSW): the service worker's runtime caching
// (spec §7, issue #8), first match wins. Workbox copies the matchers and the plugin into service-worker.js as source
// text: they must not use anything from outside their own body (test/unit/pwa/runtimeCaching.test.ts checks the rules
// against every real GraphQL document of the app).
/** The rules, given the operations the first pages declare (src/boot/pageDataTable.ts FIRST_PAGE_OPERATIONS). */
export const runtimeCachingFor = (pageOperations: readonly string[]): RuntimeCaching[] => [
  // Mutations and analytics go to the network only and are never stored.
  { urlPattern: ({ url }) => url.pathname === '/graphql', method: 'POST', handler: 'NetworkOnly' },
  { urlPattern: ({ url }) => url.pathname.startsWith('/segment/'), method: 'POST', handler: 'NetworkOnly' },
  { urlPattern: ({ url }) => url.pathname.startsWith('/segment/'), method: 'GET', handler: 'NetworkOnly' },
  // The first pages' data (their loaders' queries): stale-while-revalidate, in a cache of their own so that
  // the catalogue's other answers never push them out.
  { urlPattern: pageDataMatcher(pageOperations), handler: 'StaleWhileRevalidate', options: catalogueCache('page-data') },
  {
    // Catalogue and CMS queries (GET /graphql?query=…&operationName=…): stale-while-revalidate.
    // Never a signed-in request (Authorization header) and never an operation whose name speaks of
    // the cart, the customer, orders, VAT, an e-mail's account or the wish list, nor the reCAPTCHA settings (a
    // security setting, asked fresh once per visit): those stay NetworkOnly (next rule).
    urlPattern: ({ url, request, sameOrigin }) => {
      if (!sameOrigin || url.pathname !== '/graphql' || request.headers.has('Authorization')) return false;
      const operation = url.searchParams.get('operationName') || '';
      return /^[A-Za-z]+$/.test(operation) && !/cart|customer|account|order|vat|email|wish|recaptcha/i.test(operation);
    },
    handler: 'StaleWhileRevalidate',
    options: catalogueCache('graphql-catalogue'),
  },
  { urlPattern: ({ url }) => url.pathname === '/graphql', method: 'GET', handler: 'NetworkOnly' },
  {
    // Translations: shown at once from the cache, refreshed behind.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/i18n/') && url.pathname.endsWith('.json'),
    handler: 'StaleWhileRevalidate',
    options: { cacheName: 'i18n', cacheableResponse: { statuses: [200] } },
  },
  {
    // Content-hashed bundles the precache does not hold: their name changes with their content.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/static/'),
    handler: 'CacheFirst',
    options: {
      cacheName: 'static-assets',
      expiration: { maxEntries: 200, maxAgeSeconds: 365 * DAY_S, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // Images (/media product and CMS images, any other image): cache-first within limits.
    urlPattern: ({ url, request, sameOrigin }) =>
      request.destination === 'image' ||
      (sameOrigin && url.pathname.startsWith('/media/') && /[.](png|jpe?g|gif|webp|avif|svg)$/i.test(url.pathname)),
    handler: 'CacheFirst',
    options: {
      cacheName: 'images',
      expiration: { maxEntries: 250, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
    },
  },
];

// @vitest-environment node
import { FIRST_PAGE_OPERATIONS } from '../../../src/boot/pageDataTable';
import { storefrontTemplates } from '../../../src/build/graphql/storefrontDocuments';
import { runtimeCachingFor } from '../../../src/pwa/build/runtimeCaching';
import type { OperationDefinitionNode } from 'graphql';

// The service worker's runtime caching rules as webpack.config.js hands them to Workbox (src/pwa/build/runtimeCaching.ts): which
// request goes to which strategy. First match wins, as in Workbox's router.

interface Context {
  url: URL;
  request: { method: string; headers: Headers; destination: string; url: string };
  sameOrigin: boolean;
}
interface Plugin {
  cacheKeyWillBeUsed?: (args: { request: Context['request'] }) => Promise<string>;
  cacheWillUpdate?: (args: { response: Response }) => Promise<Response | null>;
}
interface Rule {
  urlPattern: (context: Context) => boolean;
  method?: string;
  handler: string;
  options?: { cacheName?: string; plugins?: Plugin[] };
}

const runtimeCaching = runtimeCachingFor(FIRST_PAGE_OPERATIONS) as unknown as Rule[];

const ORIGIN = 'https://shop.example';

function request(path: string, init: { method?: string; headers?: Record<string, string>; destination?: string } = {}): Context {
  const url = new URL(path, ORIGIN);
  return {
    url,
    request: { method: init.method ?? 'GET', headers: new Headers(init.headers), destination: init.destination ?? '', url: url.href },
    sameOrigin: url.origin === ORIGIN,
  };
}

/** The rule Workbox would pick: the first whose method and matcher agree. */
function ruleFor(context: Context): Rule | undefined {
  return runtimeCaching.find((rule) => (rule.method ?? 'GET') === context.request.method && rule.urlPattern(context));
}

/** A GET query as Apollo's HttpLink sends it (useGETForQueries): query, operationName, variables. */
const query = (operationName: string, variables: object = {}) =>
  `/graphql?query=${encodeURIComponent(`query ${operationName}{x}`)}&operationName=${operationName}&variables=${encodeURIComponent(JSON.stringify(variables))}`;

const strategy = (context: Context) => {
  const rule = ruleFor(context);
  return rule ? `${rule.handler}${rule.options?.cacheName ? ` ${rule.options.cacheName}` : ''}` : 'none';
};

describe('service worker runtime caching (spec §7, issue #8)', () => {
  it("catalogue and CMS queries: stale-while-revalidate; the first pages' declared queries in a cache of their own", () => {
    for (const name of ['GetStoreConfig', 'GetContentBlocks', 'GetStoreRegions', 'GetShellBlocks']) {
      expect(strategy(request(query(name))), name).toBe('StaleWhileRevalidate graphql-catalogue');
    }
    for (const name of ['ResolveRoute', 'GetProductOptions', 'GetProductListing', 'GetCmsPage', 'GetHomeCatalog', 'GetSearchCounts']) {
      expect(strategy(request(query(name))), name).toBe('StaleWhileRevalidate page-data');
    }
  });

  it('the page-data matcher stands alone in the service worker: its operations are written into its own source', () => {
    const rule = runtimeCaching.find((r) => r.options?.cacheName === 'page-data');
    const source = String(rule?.urlPattern);
    for (const name of FIRST_PAGE_OPERATIONS) expect(source).toContain(`"${name}"`);
    expect(() => runtimeCachingFor(['GetCmsPage', 'x); alert(1']).length).toThrow();
  });

  it('cart, customer, order and VAT queries are never cached', () => {
    for (const name of ['GetGuestCart', 'GetCustomerCart', 'GetCartCrossSells', 'GetCustomerChip', 'GetAccountCustomer', 'GetCustomerOrders', 'GetCustomerOrder', 'GetCurrentVat']) {
      expect(strategy(request(query(name, { cartId: 'abc' }))), name).toBe('NetworkOnly');
    }
  });

  // Root fields whose answer belongs to one shopper (a cart id, a token, an e-mail's account): whatever a document
  // that asks them is called, its GET is never stored, even without an Authorization header.
  const PRIVATE_ROOTS = new Set(['cart', 'customer', 'customerCart', 'customerOrders', 'customerDownloadableProducts',
    'customerPaymentTokens', 'currentVat', 'isEmailAvailable', 'wishlist']);
  // Public answers asked fresh all the same: the cross-sells follow the cart's items (their name speaks of the cart);
  // the reCAPTCHA settings decide whether a form's call goes with a token, so never an old copy.
  const FRESH_PUBLIC = new Set(['GetCartCrossSells', 'RecaptchaConfig', 'RecaptchaFormConfig']);

  it('every query of the app that reads one shopper\'s data is never cached; every other is (by its real name)', () => {
    const queries = storefrontTemplates().flatMap(({ document }) => document.definitions)
      .filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && d.operation === 'query');
    expect(queries.length).toBeGreaterThan(30);
    for (const operation of queries) {
      const name = operation.name?.value ?? '';
      const roots = operation.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
      const fresh = roots.some((root) => PRIVATE_ROOTS.has(root)) || FRESH_PUBLIC.has(name);
      const expected = fresh ? 'NetworkOnly' : `StaleWhileRevalidate ${FIRST_PAGE_OPERATIONS.includes(name) ? 'page-data' : 'graphql-catalogue'}`;
      expect(strategy(request(query(name))), `${name} (${roots.join(', ')})`).toBe(expected);
    }
  });

  it('a signed-in request (Authorization) is never cached, whatever it asks', () => {
    expect(strategy(request(query('GetProductListing'), { headers: { Authorization: 'Bearer t' } }))).toBe('NetworkOnly');
    expect(strategy(request(query('GetStoreConfig'), { headers: { Authorization: 'Bearer t' } }))).toBe('NetworkOnly');
  });

  it('a query without an operation name is not cached', () => {
    expect(strategy(request(`/graphql?query=${encodeURIComponent('{storeConfig{code}}')}`))).toBe('NetworkOnly');
  });

  it('every mutation (POST) and every analytics call go to the network only', () => {
    expect(strategy(request('/graphql', { method: 'POST' }))).toBe('NetworkOnly');
    expect(strategy(request('/segment/collect/page', { method: 'POST' }))).toBe('NetworkOnly');
    expect(strategy(request('/segment/events?type=page'))).toBe('NetworkOnly');
  });

  it('translations: stale-while-revalidate; hashed assets and images: cache-first with limits', () => {
    expect(strategy(request('/media/i18n/de_DE.json'))).toBe('StaleWhileRevalidate i18n');
    expect(strategy(request('/static/js/main.0123456789.js'))).toBe('CacheFirst static-assets');
    expect(strategy(request('/media/catalog/product/fan-deck.png'))).toBe('CacheFirst images');
    expect(strategy(request('https://cdn.example/p/1.webp', { destination: 'image' }))).toBe('CacheFirst images');
    const images = runtimeCaching.find((rule) => rule.options?.cacheName === 'images');
    expect(JSON.stringify(images?.options)).toMatch(/"maxEntries":\d+.*"maxAgeSeconds":\d+/);
  });

  describe.each(['graphql-catalogue', 'page-data'])('the %s cache', (cacheName) => {
    const plugin = () => {
      const rule = runtimeCaching.find((r) => r.options?.cacheName === cacheName);
      const found = rule?.options?.plugins?.[0];
      if (!found?.cacheKeyWillBeUsed || !found.cacheWillUpdate) throw new Error('no catalogue plugin');
      return { key: found.cacheKeyWillBeUsed, update: found.cacheWillUpdate };
    };

    it('keys an answer by store and currency too (the same URL answers per Store header)', async () => {
      const us = await plugin().key({ request: request(query('GetStoreConfig'), { headers: { Store: 'na_us', 'Content-Currency': 'USD' } }).request });
      const de = await plugin().key({ request: request(query('GetStoreConfig'), { headers: { Store: 'de_de', 'Content-Currency': 'EUR' } }).request });
      expect(us).not.toBe(de);
      expect(new URL(de).searchParams.get('sw-store')).toBe('de_de');
      expect(new URL(de).searchParams.get('operationName')).toBe('GetStoreConfig');
    });

    it('stores only complete answers that are not private', async () => {
      const { update } = plugin();
      expect(await update({ response: new Response('{}', { status: 200, headers: { 'Cache-Control': 'no-store' } }) })).not.toBeNull();
      expect(await update({ response: new Response('{}', { status: 200, headers: { 'Cache-Control': 'private, no-store' } }) })).toBeNull();
      expect(await update({ response: new Response('{}', { status: 500 }) })).toBeNull();
    });
  });
});

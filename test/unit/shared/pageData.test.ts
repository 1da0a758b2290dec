import { earlyOperations } from '../../../src/boot/earlyOperations';
import { startEarlyRequests } from '../../../src/boot/earlyRequests';
import { FIRST_PAGE_DATA, FIRST_PAGE_OPERATIONS } from '../../../src/boot/pageDataTable';
import { PAGE_DATA as CATEGORY_PAGE } from '../../../src/features/catalog/category/CategoryPage';
import { PAGE_DATA as FALLBACK_PAGE } from '../../../src/features/content/FallbackPage';
import { PAGE_DATA as HOME_PAGE } from '../../../src/features/content/HomePage';
import { PAGE_DATA as SEARCH_PAGE } from '../../../src/features/search/SearchPage';
import { createApolloClient } from '../../../src/lib/graphql/client';
import { runtimeCachingFor } from '../../../src/pwa/build/runtimeCaching';
import { loadPageData } from '../../../src/shared/pageData/loadPageData';
import { createFetchMock, type RecordedRequest } from '../helpers/fetchMock';
import { storeConfigResponse } from '../helpers/storeConfig';
import type { EarlyOperations } from '../../../src/boot/earlyRequests';
import type { PageDataModule } from '../../../src/shared/pageData/pageData';
import type { StoreConfig } from '../../../src/shared/store/storeConfig.gql';

// A first page's queries are declared once (src/shared/pageData/pageData.ts). This file proves that the three
// readers read that one declaration: the early script (src/boot/earlyRequests.ts), the page's loader
// (loadPageData with the page module's PAGE_DATA) and the service worker's page-data cache (runtimeCachingFor).

const STORE = storeConfigResponse({ locale: 'de_DE', cms_home_page: 'startseite', home_featured_category_uid: 'Mw==', grid_per_page: 24 }).data.storeConfig as StoreConfig;
const CATEGORY_ROUTE = { __typename: 'CategoryTree', relative_url: 'chip-sets.html', redirect_code: 0, type: 'CATEGORY', uid: 'Ng==', default_sort_by: 'name', category_image: null };
const PRODUCT_ROUTE = { __typename: 'SimpleProduct', relative_url: 'fan-deck.html', redirect_code: 0, type: 'PRODUCT', uid: 'MTI=', image: null, media_gallery: [] };

function network(route: object) {
  return createFetchMock({
    GetStoreConfig: () => ({ data: { storeConfig: STORE, currency: null, storeMessage: null } }),
    ResolveRoute: () => ({ data: { route } }),
    GetProductOptions: () => ({ data: { route: { __typename: 'CategoryTree' } } }),
    GetProductListing: () => ({ data: { products: { __typename: 'Products', items: [], total_count: 0, page_info: null, aggregations: [], sort_fields: null } } }),
    GetSearchCounts: () => ({ data: { products: { __typename: 'Products', total_count: 0 }, articles: null } }),
    GetCmsPage: () => ({ data: { cmsPage: null } }),
    GetHomeCatalog: () => ({ data: { cmsBlocks: { __typename: 'CmsBlocks', items: [] }, products: null } }),
  });
}

const settle = async () => {
  for (let i = 0; i < 8; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The page queries among `requests` (not the store config or the shell's blocks, which every page asks), comparable. */
const pageQueries = (requests: RecordedRequest[]) =>
  requests.filter((r) => FIRST_PAGE_OPERATIONS.includes(r.operationName ?? '')).map((r) => `${r.operationName} ${JSON.stringify(r.variables)}`).sort();

/** What the early script sends for a URL (its own network, no app). */
async function earlySends(operations: EarlyOperations, pathname: string, search: string, route: object) {
  const early = network(route);
  startEarlyRequests({ location: { pathname: `/eu/de${pathname}`, search }, fetch: early.fetch, document } as unknown as Window, operations);
  await settle();
  return early.requests;
}

/** What the page's loader asks for the same URL through the app's client (no early answers to take). */
async function loaderAsks(page: PageDataModule, path: string, search: string, route: object) {
  const app = network(route);
  const client = createApolloClient({ fetch: app.fetch, notify: () => undefined, getStoreCode: () => 'de_de', getCurrencyCode: () => 'EUR', getToken: () => undefined });
  await loadPageData(page, { client, path, search, storeConfig: Promise.resolve(STORE) });
  return app.requests;
}

/** The cache the service worker keeps a request's answer in (its first matching rule), as Workbox picks it. */
function swCache(request: RecordedRequest): string {
  const url = new URL(`${request.url.pathname}${request.url.search}`, 'https://shop.example');
  const context = { url, request: { method: 'GET', headers: new Headers(), destination: '', url: url.href }, sameOrigin: true };
  const rule = runtimeCachingFor(FIRST_PAGE_OPERATIONS).find((r) => (r.method ?? 'GET') === 'GET' && typeof r.urlPattern === 'function' && r.urlPattern(context as never));
  return rule?.options?.cacheName ?? rule?.handler.toString() ?? 'none';
}

let operations: EarlyOperations;
beforeAll(async () => {
  operations = await earlyOperations();
});

describe("a first page's data: one declaration, three readers", () => {
  it("each first page's module exports the very declaration the early script's table holds", () => {
    expect(HOME_PAGE.data).toBe(FIRST_PAGE_DATA.home);
    expect(SEARCH_PAGE.data).toBe(FIRST_PAGE_DATA.search);
    expect(FALLBACK_PAGE.data).toBe(FIRST_PAGE_DATA.catalogRoute);
    expect(CATEGORY_PAGE.data).toBe(FIRST_PAGE_DATA.category);
  });

  it('the build captures a query text for every declared operation, and only those', () => {
    expect(Object.keys(operations.pages).sort()).toEqual([...FIRST_PAGE_OPERATIONS]);
    expect(FIRST_PAGE_OPERATIONS).toEqual(['GetCmsPage', 'GetHomeCatalog', 'GetProductListing', 'GetProductOptions', 'GetSearchCounts', 'ResolveRoute']);
  });

  it.each([
    ['home', HOME_PAGE, '/', '', CATEGORY_ROUTE, ['GetCmsPage', 'GetHomeCatalog']],
    ['search', SEARCH_PAGE, '/search', '?q=blue', CATEGORY_ROUTE, ['GetProductListing', 'GetSearchCounts']],
    ['category', FALLBACK_PAGE, '/chip-sets.html', '?color_family=blue&sort=price_desc', CATEGORY_ROUTE, ['GetProductListing', 'GetProductOptions', 'ResolveRoute']],
    ['product', FALLBACK_PAGE, '/fan-deck.html', '', PRODUCT_ROUTE, ['GetProductOptions', 'ResolveRoute']],
  ] as const)('%s: the early script and the loader ask the same queries with the same variables, each kept in the page-data cache', async (_name, page, path, search, route, expected) => {
    const early = await earlySends(operations, path, search, route);
    const loader = await loaderAsks(page, path, search, route);
    expect(pageQueries(early)).toEqual(pageQueries(loader));
    expect([...new Set(pageQueries(loader).map((line) => line.split(' ')[0]))]).toEqual(expected);
    for (const request of early.filter((r) => FIRST_PAGE_OPERATIONS.includes(r.operationName ?? ''))) expect(swCache(request), request.operationName ?? '').toBe('page-data');
  });

  it('a change to a declaration reaches the early script and the loader alike', async () => {
    const cms = FIRST_PAGE_DATA.home.cms as { variables: (input: unknown) => Record<string, unknown> | null };
    const declared = cms.variables;
    cms.variables = () => ({ identifier: 'probe' });
    try {
      const early = await earlySends(operations, '/', '', CATEGORY_ROUTE);
      const loader = await loaderAsks(HOME_PAGE, '/', '', CATEGORY_ROUTE);
      for (const requests of [early, loader]) expect(requests.find((r) => r.operationName === 'GetCmsPage')?.variables).toEqual({ identifier: 'probe' });
    } finally {
      cms.variables = declared;
    }
  });
});

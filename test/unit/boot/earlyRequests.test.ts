import { earlyOperations } from '../../../src/boot/earlyOperations';
import { isCatalogPath, preloadImage, startEarlyRequests } from '../../../src/boot/earlyRequests';
import { GET_PRODUCT_OPTIONS, RESOLVE_ROUTE } from '../../../src/features/catalog/route.gql';
import { GET_CMS_PAGE } from '../../../src/features/content/cmsPage.gql';
import { PAGE_DATA as FALLBACK_DATA } from '../../../src/features/content/FallbackPage';
import { GET_HOME_CATALOG } from '../../../src/features/content/home.gql';
import { homeCatalogVariables, homeCmsVariables } from '../../../src/features/content/homeQueries';
import { PAGE_DATA as SEARCH_DATA } from '../../../src/features/search/SearchPage';
import { withEarlyResponses } from '../../../src/lib/early/earlyResponses';
import { createApolloClient } from '../../../src/lib/graphql/client';
import { fetchMessages } from '../../../src/lib/i18n/fetchMessages';
import { loadPageData } from '../../../src/shared/pageData/loadPageData';
import { GET_STORE_CONFIG } from '../../../src/shared/store/storeConfig.gql';
import { SHELL_BLOCK_VARIABLES } from '../../../src/shell/blockIds';
import { GET_SHELL_BLOCKS } from '../../../src/shell/shellBlocks.gql';
import { createFetchMock, jsonResponse } from '../helpers/fetchMock';
import type { EarlyOperations } from '../../../src/boot/earlyRequests';

let operations: EarlyOperations;
beforeAll(async () => {
  operations = await earlyOperations();
});

// With the catalogue's settings, which the store config carries: 24 products per page in a grid.
const CONFIG = { __typename: 'StoreConfig', store_code: 'de_de', locale: 'de_DE', cms_home_page: 'startseite', home_featured_category_uid: 'Mw==', grid_per_page: 24, catalog_default_sort_by: 'position' };
const STORE_CONFIG = { data: { storeConfig: CONFIG, currency: null, storeMessage: null } };

/** A window at `pathname` whose fetch is `network`, as the inlined script sees it. */
function fakeWindow(pathname: string, network: typeof fetch): Window {
  return { location: { pathname }, fetch: network } as unknown as Window;
}

function network() {
  return createFetchMock(
    {
      GetStoreConfig: () => STORE_CONFIG,
      GetShellBlocks: SHELL_BLOCKS_ANSWER,
      ResolveRoute: (r) => ({
        data: { route: { __typename: 'CategoryTree', relative_url: r.variables.url, redirect_code: 0, type: 'CATEGORY', category_image: '/media/catalog/category/chip-sets.svg' } },
      }),
      GetProductOptions: () => ({ data: { route: { __typename: 'CategoryTree' } } }),
      GetCmsPage: (r) => ({ data: { cmsPage: { __typename: 'CmsPage', identifier: r.variables.identifier } } }),
      GetHomeCatalog: () => ({ data: { cmsBlocks: { __typename: 'CmsBlocks', items: [] }, products: { __typename: 'Products', items: [] } } }),
    },
    { '/media/i18n/de_DE.json': () => jsonResponse({ 'global.fetch': 'Lädt' }) },
  );
}

const SHELL_BLOCKS_ANSWER = () => {
  const block = (id: string) => ({ __typename: 'CmsBlocks', items: [{ __typename: 'CmsBlock', identifier: id, title: 't', content: '<p>c</p>' }] });
  return { data: { pencilBanner: block(SHELL_BLOCK_VARIABLES.pencilBanner[0]), navigation: block(SHELL_BLOCK_VARIABLES.navigation[0]), footerLinks: block(SHELL_BLOCK_VARIABLES.footerLinks[0]) } };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app's own client in store `store`, whose fetch takes over early responses before asking `appNetwork`. */
function appClient(win: Window, appNetwork: typeof fetch, store = 'de_de', currency = 'EUR') {
  return createApolloClient({
    fetch: withEarlyResponses(appNetwork, win),
    notify: () => undefined,
    getStoreCode: () => store,
    getCurrencyCode: () => currency,
    getToken: () => undefined,
  });
}

describe('early requests', () => {
  it('sends the store config (with the catalogue config), the shell blocks in one request and the route of a catalogue URL, then its translations', async () => {
    const early = network();
    const requests = startEarlyRequests(fakeWindow('/eu/de/chip-sets.html', early.fetch), operations);
    await settle();
    await settle();
    expect(early.requests.map((r) => r.operationName)).toEqual([
      'GetStoreConfig', 'GetShellBlocks', 'ResolveRoute', 'GetProductOptions',
    ]);
    expect(early.requests.map((r) => r.headers.get('Store'))).toEqual(Array(4).fill('de_de'));
    expect(early.requests.map((r) => r.headers.get('Content-Currency'))).toEqual(Array(4).fill('EUR'));
    expect(early.requests[2]?.variables).toEqual({ url: '/chip-sets.html' });
    // A catalogue URL may be a product's: its options go out with its route.
    expect(early.requests[3]?.variables).toEqual({ url: '/chip-sets.html' });
    expect(early.requests[1]?.variables).toEqual({ pencilBanner: ['header_pencil_banner'], navigation: ['home_cms_navigation'], footerLinks: ['footer_links'] });
    // Spec §7: the translations only once the store config is in, in its locale. A path with Magento's
    // default suffix has its route asked at once, beside the store config.
    expect(requests.map((r) => r.url.split('?')[0])).toEqual(['/graphql', '/graphql', '/graphql', '/graphql', '/media/i18n/de_DE.json']);
  });

  it("resolves the route of a path with Magento's default suffix at once, and of one with the store config's own suffixes once it names them (spec §2.2)", async () => {
    const suffixed = createFetchMock({
      GetStoreConfig: () => ({ data: { storeConfig: { ...CONFIG, product_url_suffix: '', category_url_suffix: '.htm' }, currency: null, storeMessage: null } }),
      GetShellBlocks: SHELL_BLOCKS_ANSWER,
      ResolveRoute: (r) => ({ data: { route: { __typename: 'CategoryTree', relative_url: r.variables.url, redirect_code: 0, type: 'CATEGORY', category_image: null } } }),
    });
    for (const path of ['/eu/de/chip-sets.html', '/eu/de/chip-sets.htm', '/eu/de/about-us']) startEarlyRequests(fakeWindow(path, suffixed.fetch), operations);
    await settle();
    await settle();
    const routes = suffixed.requests.filter((r) => r.operationName === 'ResolveRoute');
    expect(routes.map((r) => r.variables)).toEqual([{ url: '/chip-sets.html' }, { url: '/chip-sets.htm' }]);
  });

  it.each([
    ['/chip-sets.html', true],
    ['/', false],
    ['/checkout/cart', false],
  ])('isCatalogPath(%s) with the .html suffixes: %s', (path, expected) => {
    expect(isCatalogPath(path, { productUrlSuffix: '.html', categoryUrlSuffix: '.html' })).toBe(expected);
    expect(isCatalogPath(path, { productUrlSuffix: '', categoryUrlSuffix: '' })).toBe(false);
  });

  it('are taken over by the app when it asks for the same: nothing is sent twice', async () => {
    const early = network();
    const win = fakeWindow('/eu/de/chip-sets.html', early.fetch);
    startEarlyRequests(win, operations);
    await settle();
    await settle();
    const app = network();
    const client = appClient(win, app.fetch);
    const config = await client.query({ query: GET_STORE_CONFIG, variables: { countryCode: null }, fetchPolicy: 'no-cache' });
    expect(config.data?.storeConfig?.locale).toBe('de_DE');
    const { pencilBanner, navigation, footerLinks } = SHELL_BLOCK_VARIABLES;
    const variables = { pencilBanner: [...pencilBanner], navigation: [...navigation], footerLinks: [...footerLinks] };
    const blocks = await client.query({ query: GET_SHELL_BLOCKS, variables, fetchPolicy: 'no-cache' });
    expect(blocks.data?.footerLinks?.items?.[0]?.identifier).toBe('footer_links');
    const route = await client.query({ query: RESOLVE_ROUTE, variables: { url: '/chip-sets.html' }, fetchPolicy: 'no-cache' });
    expect(route.data?.route?.relative_url).toBe('/chip-sets.html');
    const options = await client.query({ query: GET_PRODUCT_OPTIONS, variables: { url: '/chip-sets.html' }, fetchPolicy: 'no-cache' });
    expect(options.data?.route?.__typename).toBe('CategoryTree');
    const messages = await fetchMessages('de_DE', withEarlyResponses(app.fetch, win));
    expect(messages.messages['global.fetch']).toEqual([{ type: 0, value: 'Lädt' }]);
    expect(app.fetch).not.toHaveBeenCalled();
    expect(win.__spectraneEarly).toEqual([]);

    // Each is taken once: asked again, it goes to the network.
    await client.query({ query: GET_STORE_CONFIG, variables: { countryCode: null }, fetchPolicy: 'no-cache' });
    expect(app.requests.map((r) => r.operationName)).toEqual(['GetStoreConfig']);
  });

  it('ask for the home page\'s CMS page and catalogue once the store config names them, as the home page does', async () => {
    const early = network();
    const win = fakeWindow('/eu/de/', early.fetch);
    startEarlyRequests(win, operations);
    await settle();
    await settle();
    expect(early.requests.map((r) => r.operationName)).toEqual([
      'GetStoreConfig', 'GetShellBlocks', 'GetCmsPage', 'GetHomeCatalog',
    ]);
    expect(early.requests[2]?.variables).toEqual({ identifier: 'startseite' });
    expect(early.requests[3]?.variables).toMatchObject({ featuredUid: 'Mw==', withFeatured: true });
    const app = network();
    const client = appClient(win, app.fetch);
    const page = await client.query({ query: GET_CMS_PAGE, variables: homeCmsVariables(CONFIG), fetchPolicy: 'no-cache' });
    expect(page.data?.cmsPage?.identifier).toBe('startseite');
    await client.query({ query: GET_HOME_CATALOG, variables: homeCatalogVariables(CONFIG), fetchPolicy: 'no-cache' });
    expect(app.fetch).not.toHaveBeenCalled();
  });

  it('preload the page\'s code: the category page once the route names it (the catalogue fallback is in the entry)', async () => {
    const early = network();
    const win = {
      location: { pathname: '/eu/de/chip-sets.html' },
      fetch: early.fetch,
      document,
      __spectranePageFiles: {
        category: ['/static/js/category.2.chunk.js'],
        product: ['/static/js/product.3.chunk.js'],
      },
    } as unknown as Window;
    const preloads = () =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => [link.getAttribute('href'), link.getAttribute('as')]);
    startEarlyRequests(win, operations);
    // Nothing before the route has named the page.
    expect(preloads()).toEqual([]);
    await settle();
    await settle();
    // And its banner image, the category page's largest paint, at high priority.
    expect(preloads()).toEqual([
      ['/static/js/category.2.chunk.js', 'script'],
      ['/media/catalog/category/chip-sets.svg', 'image'],
    ]);
    expect(document.head.querySelector('link[as="image"]')?.getAttribute('fetchpriority')).toBe('high');
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  it("preload a product's first picture (by gallery position) and the header logo once their answers are in", async () => {
    const early = createFetchMock({
      GetStoreConfig: () => ({ data: { ...STORE_CONFIG.data, storeConfig: { ...CONFIG, header_logo_src: 'default/logo.svg', secure_base_media_url: '/media/' } } }),
      GetShellBlocks: SHELL_BLOCKS_ANSWER,
      ResolveRoute: (r) => ({
        data: {
          route: {
            __typename: 'SimpleProduct',
            relative_url: r.variables.url,
            redirect_code: 0,
            type: 'PRODUCT',
            image: { url: '/media/catalog/product/main.svg', label: null, width: null, height: null },
            media_gallery: [
              { url: '/media/catalog/product/second.svg', label: null, width: null, height: null, position: 2, disabled: false },
              { url: '/media/catalog/product/hidden.svg', label: null, width: null, height: null, position: 0, disabled: true },
              { url: '/media/catalog/product/first.svg', label: null, width: null, height: null, position: 1, disabled: false },
            ],
          },
        },
      }),
    });
    const win = { location: { pathname: '/eu/de/swatch-card.html' }, fetch: early.fetch, document, __spectranePageFiles: { product: [] } } as unknown as Window;
    startEarlyRequests(win, operations);
    for (let i = 0; i < 5; i += 1) await settle();
    const images = Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]);
    // The product's picture is its page's largest one (high priority); the logo is fetched at the browser's own.
    expect(images).toEqual(expect.arrayContaining([['/media/catalog/product/first.svg', 'high'], ['/media/logo/default/logo.svg', null]]));
    expect(images).toHaveLength(2);
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  it('are handed to the app in a later task than its asking, never in the same one', async () => {
    const win = { __spectraneEarly: [{ url: '/media/i18n/de_DE.json', store: 'de_de', currency: 'EUR', response: Promise.resolve(jsonResponse({ a: 'b' })) }] } as unknown as Window;
    const network = vi.fn<typeof fetch>();
    let handed = false;
    void withEarlyResponses(network, win)('/media/i18n/de_DE.json', { method: 'GET' }).then(() => (handed = true));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(handed).toBe(false);
    await settle();
    await settle();
    expect(handed).toBe(true);
    expect(network).not.toHaveBeenCalled();
  });

  it("preload home's first banner picture (its largest paint) once the home catalogue answers", async () => {
    const banner = [
      '<div class="banner-slide"><p>Neither title nor picture: not a slide</p></div>',
      '<div class="banner-slide"><img src="/media/banner-1.svg" alt=""><h2>First</h2></div>',
      '<div class="banner-slide"><img src="/media/banner-2.svg" alt=""><h2>Second</h2></div>',
    ].join('');
    const early = createFetchMock({
      GetStoreConfig: () => STORE_CONFIG,
      GetShellBlocks: SHELL_BLOCKS_ANSWER,
      GetCmsPage: () => ({ data: { cmsPage: null } }),
      GetHomeCatalog: () => ({
        data: {
          cmsBlocks: { __typename: 'CmsBlocks', items: [{ __typename: 'CmsBlock', identifier: 'home_banner', title: 'b', content: banner }] },
          products: { __typename: 'Products', items: [] },
        },
      }),
    });
    startEarlyRequests({ location: { pathname: '/eu/de/' }, fetch: early.fetch, document } as unknown as Window, operations);
    for (let i = 0; i < 5; i += 1) await settle();
    const images = Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).map((link) => link.getAttribute('href'));
    expect(images).toEqual(['/media/banner-1.svg']);
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  describe("a listing's first page of products", () => {
    const LISTING = { data: { products: { __typename: 'Products', items: [], total_count: 0, page_info: null, aggregations: [], sort_fields: null } } };
    function listingNetwork() {
      return createFetchMock({
        GetStoreConfig: () => STORE_CONFIG,
        GetShellBlocks: SHELL_BLOCKS_ANSWER,
        ResolveRoute: (r) => ({
          data: { route: { __typename: 'CategoryTree', relative_url: r.variables.url, redirect_code: 0, type: 'CATEGORY', uid: 'Mg==', default_sort_by: 'name', category_image: null } },
        }),
        GetProductOptions: () => ({ data: { route: { __typename: 'CategoryTree' } } }),
        GetProductListing: () => LISTING,
        GetSearchCounts: () => ({ data: { products: { __typename: 'Products', total_count: 3 }, blogPosts: null } }),
      });
    }
    const flush = async () => {
      for (let i = 0; i < 6; i += 1) await settle();
    };

    it("of a category, once the route and the store config (with the catalogue's settings) answer, asked as the category's loader asks it", async () => {
      const early = listingNetwork();
      const win = { location: { pathname: '/eu/de/chip-sets.html', search: '?color_family=blue&sort=price_desc' }, fetch: early.fetch, document } as unknown as Window;
      startEarlyRequests(win, operations);
      await flush();
      const listing = early.requests.filter((r) => r.operationName === 'GetProductListing');
      expect(listing).toHaveLength(1);
      expect(listing[0]?.variables).toMatchObject({ pageSize: 24, currentPage: 1, withFacets: true, sort: { price: 'DESC' } });
      // The app's own loaders (the catalogue fallback's, then the category's) find every answer they need among the early ones.
      const app = listingNetwork();
      const client = appClient(win, app.fetch);
      const { data } = await client.query({ query: GET_STORE_CONFIG, variables: { countryCode: null } });
      await loadPageData(FALLBACK_DATA, { client, path: '/chip-sets.html', search: win.location.search, storeConfig: Promise.resolve(data?.storeConfig ?? null) });
      expect(app.requests).toEqual([]);
      // Taken over: no early listing is left waiting.
      expect(win.__spectraneEarly?.filter((r) => r.url.includes('GetProductListing'))).toEqual([]);
    });

    it('of a search, with its tab counts, asked as the search page asks them', async () => {
      const early = listingNetwork();
      const win = { location: { pathname: '/eu/de/search', search: '?q=%20blue%20' }, fetch: early.fetch, document } as unknown as Window;
      startEarlyRequests(win, operations);
      await flush();
      expect(early.requests.filter((r) => r.operationName === 'GetSearchCounts').map((r) => r.variables)).toEqual([{ search: 'blue' }]);
      expect(early.requests.filter((r) => r.operationName === 'GetProductListing').map((r) => r.variables)).toMatchObject([{ search: 'blue', sort: { relevance: 'DESC' } }]);
      const app = listingNetwork();
      const client = appClient(win, app.fetch);
      const { data } = await client.query({ query: GET_STORE_CONFIG, variables: { countryCode: null } });
      await loadPageData(SEARCH_DATA, { client, path: '/search', search: win.location.search, storeConfig: Promise.resolve(data?.storeConfig ?? null) });
      expect(app.requests).toEqual([]);
      expect(win.__spectraneEarly?.filter((r) => r.url.includes('GetProductListing'))).toEqual([]);
    });

    it('not for the articles tab of a search', async () => {
      const early = listingNetwork();
      startEarlyRequests({ location: { pathname: '/eu/de/search', search: '?q=blue&tab=articles' }, fetch: early.fetch, document } as unknown as Window, operations);
      await flush();
      expect(early.requests.map((r) => r.operationName)).toContain('GetSearchCounts');
      expect(early.requests.map((r) => r.operationName)).not.toContain('GetProductListing');
    });
  });

  it('preloads only an http(s) or same-site banner image', () => {
    const win = { document } as unknown as Window;
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/x.png', '', null]) preloadImage(win, url);
    expect(document.head.querySelectorAll('link[as="image"]')).toHaveLength(0);
    preloadImage(win, 'https://cdn.example/c.jpg');
    preloadImage(win, '/media/c.jpg');
    expect(Array.from(document.head.querySelectorAll('link[as="image"]')).map((link) => link.getAttribute('href'))).toEqual(['https://cdn.example/c.jpg', '/media/c.jpg']);
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  it('are not used for a request that differs (another store, other variables): those go to the network', async () => {
    const early = network();
    const win = fakeWindow('/eu/de/chip-sets.html', early.fetch);
    startEarlyRequests(win, operations);
    await settle();
    const app = network();
    await appClient(win, app.fetch, 'fr_fr', 'EUR').query({ query: GET_STORE_CONFIG, variables: { countryCode: null }, fetchPolicy: 'no-cache' });
    await appClient(win, app.fetch).query({ query: RESOLVE_ROUTE, variables: { url: '/other.html' }, fetchPolicy: 'no-cache' });
    expect(app.requests.map((r) => [r.operationName, r.headers.get('Store')])).toEqual([
      ['GetStoreConfig', 'fr_fr'],
      ['ResolveRoute', 'de_de'],
    ]);
  });

  it('resolve no route away from catalogue URLs, and load no translations when the store config fails', async () => {
    const failing = createFetchMock({ GetStoreConfig: () => new Error('offline'), GetShellBlocks: SHELL_BLOCKS_ANSWER });
    const requests = startEarlyRequests(fakeWindow('/checkout/cart', failing.fetch), operations);
    await settle();
    await settle();
    expect(failing.requests.map((r) => r.operationName)).toEqual(['GetStoreConfig', 'GetShellBlocks']);
    expect(requests.some((r) => r.url.includes('/media/i18n/'))).toBe(false);
  });

  it('read every answer to its end as it arrives, so that one the app never asks for leaves no request open', async () => {
    let drained = 0;
    const streamed = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":{"pencilBanner":null,"navigation":null,"footerLinks":null}}'));
            controller.close();
            drained += 1;
          },
        }, { highWaterMark: 0 }),
      );
    const early = createFetchMock({ GetStoreConfig: streamed, GetShellBlocks: streamed });
    startEarlyRequests(fakeWindow('/about-us', early.fetch), operations);
    await settle();
    await settle();
    expect(drained).toBe(2);
  });

  it('hand a failed early request to the app as the failure it is', async () => {
    const failing = createFetchMock({ GetStoreConfig: () => new Error('offline') });
    const win = fakeWindow('/', failing.fetch);
    startEarlyRequests(win, operations);
    const app = network();
    await expect(
      appClient(win, app.fetch, 'na_us', 'USD').query({ query: GET_STORE_CONFIG, variables: { countryCode: null }, fetchPolicy: 'no-cache' }),
    ).rejects.toThrow();
    expect(app.fetch).not.toHaveBeenCalled();
  });
});

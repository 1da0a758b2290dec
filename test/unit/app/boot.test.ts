import Cookies from 'js-cookie';
import { boot } from '../../../src/app/boot';
import { GET_CONTENT_BLOCKS } from '../../../src/components/ContentBlock/contentBlocks.gql';
import * as storage from '../../../src/lib/storage/storage';
import { createFetchMock, jsonResponse } from '../helpers/fetchMock';
import { storeConfigResponse } from '../helpers/storeConfig';

function serve(revoke: () => Promise<Response> | Response) {
  const mock = createFetchMock({ GetStoreConfig: () => storeConfigResponse(), RevokeCustomerToken: () => jsonResponse({}) });
  const inner = mock.fetch;
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof init?.body === 'string' && init.body.includes('RevokeCustomerToken')) return revoke();
    if (String(input).startsWith('/media/i18n/')) return jsonResponse({});
    return inner(input, init);
  });
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
};

// Each boot starts the store-config and translation requests; let them finish inside the test.
const started: Array<ReturnType<typeof boot>> = [];
const bootNow = () => {
  const b = boot(window);
  started.push(b);
  return b;
};

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  for (const b of started.splice(0)) await vi.waitFor(() => expect(b.reduxStore.getState().app.i18n).not.toBe(''));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('boot (spec §4: nothing renders until the store selection settles)', () => {
  it('waits for the token revoke of a store switch, then clears the session and saves the new store', async () => {
    storage.setStoreCode('de_de');
    storage.setAccessToken('tok');
    storage.setCartId('c1');
    let answer: (response: Response) => void = () => undefined;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    window.history.replaceState(null, '', '/uk/en/checkout/cart');
    const booted = bootNow();
    expect(document.documentElement.lang).toBe('en-gb');
    expect(booted.reduxStore.getState().app).toMatchObject({ storeCode: 'uk_en', routePath: '/uk/en' });
    expect(await settled(booted.ready)).toBe(false);
    expect(storage.getStoreCode()).toBe('de_de');

    answer(jsonResponse({ data: { revokeCustomerToken: { __typename: 'RevokeCustomerTokenOutput', result: true } } }));
    await booted.ready;
    expect(storage.getStoreCode()).toBe('uk_en');
    expect(storage.getAccessToken()).toBeUndefined();
    expect(storage.getCartId()).toBeUndefined();
  });

  it('settles at once when the saved store is the path store', async () => {
    storage.setStoreCode('hk_tc');
    storage.setCartId('c1');
    serve(() => jsonResponse({}));
    window.history.replaceState(null, '', '/hk/tc');
    const booted = bootNow();
    expect(await settled(booted.ready)).toBe(true);
    expect(document.documentElement.lang).toBe('zh-hk');
    expect(storage.getCartId()).toBe('c1');
  });

  it('rewrites a saved-store visit to / and an alias prefix before anything else, keeping query and hash', async () => {
    storage.setStoreCode('fr_fr');
    serve(() => jsonResponse({}));
    window.history.replaceState(null, '', '/?a=1#top');
    const booted = bootNow();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/eu/fr?a=1#top');
    expect(booted.decision.basename).toBe('/eu/fr');
    await booted.ready;

    window.history.replaceState(null, '', '/eu/em/about');
    bootNow();
    expect(window.location.pathname).toBe('/eu/en/about');
  });

  it('switches to na_us and saves it for a pair the store table lacks', async () => {
    storage.setStoreCode('uk_en');
    storage.setCartId('c1');
    storage.setAnalyticsUserId('u1');
    serve(() => jsonResponse({}));
    window.history.replaceState(null, '', '/uk/de');
    const booted = bootNow();
    await booted.ready;
    expect(booted.decision.store.code).toBe('na_us');
    expect(storage.getStoreCode()).toBe('na_us');
    expect(storage.getCartId()).toBeUndefined();
    expect(storage.getAnalyticsUserId()).toBeUndefined();
    expect(document.documentElement.lang).toBe('en-us');
  });

  it('starts the cart only once the first page is on screen, so that its answers never land mid-render', async () => {
    storage.setStoreCode('na_us');
    storage.setCartId('c1');
    const fetchImpl = serve(() => jsonResponse({}));
    window.history.replaceState(null, '', '/about-us');
    const booted = bootNow();
    await booted.ready;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cartRequests = () => fetchImpl.mock.calls.filter(([url]) => /operationName=GetGuestCart/.test(String(url))).length;
    expect(cartRequests()).toBe(0);
    booted.pageShown();
    await vi.waitFor(() => expect(cartRequests()).toBe(1));
  });

  it('links the store manifest only once the first page is on screen (the browser fetches it at once)', async () => {
    document.head.querySelector('link[rel="manifest"]')?.remove();
    serve(() => jsonResponse({}));
    window.history.replaceState(null, '', '/eu/de/about-us');
    const booted = bootNow();
    await booted.ready;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    booted.pageShown();
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest/de_de.webmanifest'));
  });

  it("opens the first page only once the shell's CMS blocks are in the cache, so that its widgets ask for nothing", async () => {
    const block = (id: string) => ({ __typename: 'CmsBlocks', items: [{ __typename: 'CmsBlock', identifier: id, title: id, content: `<p>${id}</p>` }] });
    const mock = createFetchMock({
      GetStoreConfig: () => storeConfigResponse(),
      GetShellBlocks: () => ({ data: { pencilBanner: block('header_pencil_banner'), navigation: block('home_cms_navigation'), footerLinks: block('footer_links') } }),
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/media/i18n/')) return jsonResponse({});
      if (String(input).includes('operationName=GetShellBlocks')) await held;
      return mock.fetch(input, init);
    }));
    window.history.replaceState(null, '', '/eu/de/checkout/cart');
    const booted = bootNow();
    await vi.waitFor(() => expect(booted.reduxStore.getState().app.i18n).toBe('de_DE'));
    expect(await settled(booted.firstPage)).toBe(false);
    release();
    await booted.firstPage;
    const { data } = await booted.client.query({ query: GET_CONTENT_BLOCKS, variables: { identifiers: ['footer_links'] } });
    expect(data?.cmsBlocks?.items?.[0]?.content).toBe('<p>footer_links</p>');
    const names = mock.requests.map((r) => r.operationName);
    expect(names.filter((name) => name === 'GetShellBlocks')).toHaveLength(1);
    expect(names).not.toContain('GetContentBlocks');
  });

  it("asks a later URL's declared data as the routes' loader is called, and the first URL's only once", async () => {
    const LISTING = { data: { products: { __typename: 'Products', total_count: 0, items: [], page_info: { __typename: 'SearchResultPageInfo', total_pages: 1 }, aggregations: [], sort_fields: null } } };
    const mock = createFetchMock({
      GetStoreConfig: () => storeConfigResponse(),
      GetProductListing: () => LISTING,
      GetSearchCounts: () => ({ data: { products: { __typename: 'Products', total_count: 0 }, articles: { __typename: 'Articles', total_count: 0 } } }),
    });
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/media/i18n/')) return jsonResponse({});
      return mock.fetch(input, init);
    }));
    window.history.replaceState(null, '', '/search?q=blue');
    const booted = bootNow();
    await booted.firstPage;
    const asked = (name: string) => mock.requests.filter((r) => r.operationName === name);
    expect(asked('GetProductListing')).toHaveLength(1);
    // The first URL's page mounts: its data came with the boot, nothing is asked again.
    booted.pageLoader('search', '/search', '?q=blue');
    // A later search: its tab counts and first page of products go out before any page renders.
    booted.pageLoader('search', '/search', '?q=red');
    await vi.waitFor(() => expect(asked('GetProductListing').map((r) => r.variables.search)).toEqual(['blue', 'red']));
    expect(asked('GetSearchCounts').map((r) => r.variables.search)).toEqual(['blue', 'red']);
  });
});

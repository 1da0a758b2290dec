import Cookies from 'js-cookie';
import { loadStoreAndTranslations } from '../../../../src/app/startup';
import { makeStore } from '../../../../src/app/store';
import { GET_CONTENT_BLOCKS } from '../../../../src/components/ContentBlock/contentBlocks.gql';
import { fetchStoreConfig } from '../../../../src/features/store/fetchStoreConfig';
import { switchStore } from '../../../../src/features/store/switchStore';
import { createApolloClient } from '../../../../src/lib/graphql/client';
import * as storage from '../../../../src/lib/storage/storage';
import { GET_CATALOG_CONFIG } from '../../../../src/shared/catalog/catalogConfig.gql';
import { logoFromConfig } from '../../../../src/shared/store/logo';
import { FOOTER_LINKS_BLOCK, NAVIGATION_BLOCK, PENCIL_BANNER_BLOCK } from '../../../../src/shell/blockIds';
import { createFetchMock, jsonResponse } from '../../helpers/fetchMock';
import { storeConfigFixture, storeConfigResponse } from '../../helpers/storeConfig';

function setup(handlers: Parameters<typeof createFetchMock>[0], paths: Parameters<typeof createFetchMock>[1] = {}) {
  const mock = createFetchMock(handlers, paths);
  const notify = vi.fn();
  const client = createApolloClient({
    fetch: mock.fetch,
    notify,
    getStoreCode: () => 'de_de',
    getCurrencyCode: () => 'EUR',
    getToken: storage.getAccessToken,
  });
  // The translations go through the global fetch, as in the browser.
  vi.stubGlobal('fetch', mock.fetch);
  return { store: makeStore({ client }), client, notify, ...mock };
}

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchStoreConfig', () => {
  it("brings the catalogue's settings and price format with it: GetCatalogConfig is then answered from the cache", async () => {
    const { store, client, requests } = setup({ GetStoreConfig: () => storeConfigResponse({ grid_per_page: 24 }) });
    await store.dispatch(fetchStoreConfig());
    const { data } = await client.query({ query: GET_CATALOG_CONFIG });
    expect(data?.storeConfig?.grid_per_page).toBe(24);
    expect(data?.currency?.price_format?.decimalSymbol).toBe(',');
    expect(requests.map((r) => r.operationName)).toEqual(['GetStoreConfig']);
  });

  it('sends GetStoreConfig with the geo country and stores the result', async () => {
    Cookies.set('X-Geo-Country', 'DE');
    const { store, requests } = setup({ GetStoreConfig: () => storeConfigResponse() });
    await store.dispatch(fetchStoreConfig());
    expect(requests[0]).toMatchObject({ method: 'GET', operationName: 'GetStoreConfig', variables: { countryCode: 'DE' } });
    expect(store.getState().app).toMatchObject({ loading: false, storeConfig: storeConfigFixture(), storeMessage: { html: '<p>Hallo</p>' } });
  });

  it('sends a null country without the cookie, and fails on an empty config', async () => {
    const { store, requests } = setup({ GetStoreConfig: () => ({ data: { storeConfig: null, currency: null, storeMessage: null } }) });
    const result = await store.dispatch(fetchStoreConfig());
    expect(requests[0]?.variables).toEqual({ countryCode: null });
    expect(fetchStoreConfig.rejected.match(result)).toBe(true);
    expect(store.getState().app).toMatchObject({ loading: false, storeConfig: null });
  });
});

describe('loadStoreAndTranslations', () => {
  it('loads the messages of the config locale after the config', async () => {
    const { store, mock } = setup({ GetStoreConfig: () => storeConfigResponse({ locale: 'fr_FR' }) }, { '/media/i18n/fr_FR.json': () => jsonResponse({ a: 'fr' }) });
    await store.dispatch(loadStoreAndTranslations());
    expect(store.getState().app).toMatchObject({ i18n: 'fr_FR', messages: { a: [{ type: 0, value: 'fr' }] } });
    await store.dispatch(loadStoreAndTranslations());
    const i18nCalls = mock.mock.calls.filter(([url]) => String(url).startsWith('/media/i18n/'));
    expect(i18nCalls).toHaveLength(1);
  });

  it("brings the shell's three CMS blocks into the cache in one request before it settles, and their failure does not stop it", async () => {
    const block = (id: string) => ({ __typename: 'CmsBlocks', items: [{ __typename: 'CmsBlock', identifier: id, title: 't', content: `<p>${id}</p>` }] });
    const ok = setup(
      {
        GetStoreConfig: () => storeConfigResponse({ locale: 'fr_FR' }),
        GetShellBlocks: () => ({ data: { pencilBanner: block(PENCIL_BANNER_BLOCK), navigation: block(NAVIGATION_BLOCK), footerLinks: block(FOOTER_LINKS_BLOCK) } }),
      },
      { '/media/i18n/fr_FR.json': () => jsonResponse({ a: 'fr' }) },
    );
    await ok.store.dispatch(loadStoreAndTranslations());
    expect(ok.requests.map((r) => r.operationName)).toEqual(['GetStoreConfig', 'GetShellBlocks']);
    for (const id of [PENCIL_BANNER_BLOCK, NAVIGATION_BLOCK, FOOTER_LINKS_BLOCK]) {
      expect(ok.client.readQuery({ query: GET_CONTENT_BLOCKS, variables: { identifiers: [id] } })?.cmsBlocks?.items?.[0]?.content).toBe(`<p>${id}</p>`);
    }

    const offline = setup(
      { GetStoreConfig: () => storeConfigResponse({ locale: 'fr_FR' }), GetShellBlocks: () => new TypeError('offline') },
      { '/media/i18n/fr_FR.json': () => jsonResponse({ a: 'fr' }) },
    );
    await offline.store.dispatch(loadStoreAndTranslations());
    expect(offline.store.getState().app).toMatchObject({ i18n: 'fr_FR', loading: false });
    expect(offline.store.getState().app.storeConfig).not.toBeNull();
  });

  it("uses the store table's locale when the config fails", async () => {
    const { store } = setup({ GetStoreConfig: () => new TypeError('offline') }, { '/media/i18n/zh_HK.json': () => jsonResponse({ a: 'zh' }) });
    store.dispatch({ type: 'app/storeSelected', payload: 'hk_tc' });
    await store.dispatch(loadStoreAndTranslations());
    expect(store.getState().app).toMatchObject({ i18n: 'zh_HK', messages: { a: [{ type: 0, value: 'zh' }] }, storeConfig: null, loading: false });
  });
});

describe('switchStore (spec §4)', () => {
  function seed() {
    storage.setStoreCode('de_de');
    storage.setCurrencyCode('EUR');
    storage.setCartId('c1');
    storage.setAnalyticsUserId('u1');
  }

  it('without a token clears the session, saves the code and forgets the analytics user', async () => {
    seed();
    const { store, requests } = setup({});
    await store.dispatch(switchStore('uk_en'));
    expect(requests).toHaveLength(0);
    expect(storage.getStoreCode()).toBe('uk_en');
    expect(storage.getCurrencyCode()).toBeUndefined();
    expect(storage.getCartId()).toBeUndefined();
    expect(storage.getAnalyticsUserId()).toBeUndefined();
  });

  it('with a token revokes it first, then clears and saves', async () => {
    seed();
    storage.setAccessToken('tok');
    const { store, requests } = setup({ RevokeCustomerToken: () => ({ data: { revokeCustomerToken: { result: true } } }) });
    await store.dispatch(switchStore('uk_en'));
    expect(requests[0]).toMatchObject({ method: 'POST', operationName: 'RevokeCustomerToken' });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(storage.getAccessToken()).toBeUndefined();
    expect(storage.getCartId()).toBeUndefined();
    expect(storage.getStoreCode()).toBe('uk_en');
  });

  it('with a token keeps the analytics user id (only the token-less branch resets it)', async () => {
    seed();
    storage.setAccessToken('tok');
    const { store } = setup({ RevokeCustomerToken: () => ({ data: { revokeCustomerToken: { result: true } } }) });
    await store.dispatch(switchStore('uk_en'));
    expect(storage.getCurrencyCode()).toBeUndefined();
    expect(storage.getAnalyticsUserId()).toBe('u1');
  });

  it.each([
    ['a GraphQL error', () => ({ errors: [{ message: 'denied' }] })],
    ['a network error', () => new TypeError('Failed to fetch')],
    ['result false', () => ({ data: { revokeCustomerToken: { result: false } } })],
  ])('swallows %s silently and keeps the session as it was', async (_label, reply) => {
    seed();
    storage.setAccessToken('tok');
    const { store, notify } = setup({ RevokeCustomerToken: reply });
    const result = await store.dispatch(switchStore('uk_en'));
    expect(switchStore.fulfilled.match(result)).toBe(true);
    expect(storage.getAccessToken()).toBe('tok');
    expect(storage.getStoreCode()).toBe('de_de');
    expect(storage.getCartId()).toBe('c1');
    expect(storage.getCurrencyCode()).toBe('EUR');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('logoFromConfig', () => {
  it("builds Magento's media/logo URL with size and alt", () => {
    expect(logoFromConfig(storeConfigFixture(), 'x')).toEqual({
      src: 'https://shop.example/media/logo/stores/2/logo.svg',
      alt: 'Spectrane',
      width: 160,
      height: 40,
    });
  });

  it('handles a missing slash, absolute sources, missing alt and no logo', () => {
    const config = storeConfigFixture({ secure_base_media_url: '/media', header_logo_src: '/a.png', logo_alt: null, logo_width: null });
    expect(logoFromConfig(config, 'Fallback')).toMatchObject({ src: '/media/logo/a.png', alt: 'Fallback', width: undefined });
    expect(logoFromConfig(storeConfigFixture({ header_logo_src: 'https://cdn.example/l.svg' }), 'x')?.src).toBe('https://cdn.example/l.svg');
    expect(logoFromConfig(storeConfigFixture({ secure_base_media_url: null }), 'x')?.src).toBe('/media/logo/stores/2/logo.svg');
    expect(logoFromConfig(storeConfigFixture({ header_logo_src: null }), 'x')).toBeNull();
  });
});

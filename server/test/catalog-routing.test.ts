import { expectMagentoErrorShape, graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const ROUTE = `query ResolveRoute($url: String!) {
  route(url: $url) {
    __typename relative_url redirect_code type
    ... on CmsPage { identifier title }
    ... on CategoryTree { uid name url_path }
    ... on ProductInterface { sku name url_key }
  }
}`;

const URL_RESOLVER = `query ResolveUrl($url: String!) {
  urlResolver(url: $url) { id entity_uid relative_url redirectCode type canonical_url }
}`;

type Routed = Record<string, unknown> | null;

describe('route and urlResolver', () => {
  let server: RunningServer;
  const route = async (store: string, url: string): Promise<Routed> =>
    (await graphqlGet<{ route: Routed }>(server.url, ROUTE, { store, variables: { url } })).body.data?.route ?? null;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['na_us', '/color-guides.html', 'Color Guides'],
    ['uk_en', '/colour-guides/fan-decks.html', 'Fan Decks'],
    ['de_de', '/farbfaecher/faecher.html', 'Fächer'],
    ['fr_fr', 'nuanciers.html', 'Nuanciers'],
    ['hk_tc', '/chip-sets/build-your-sheet.html', '自選色卡頁'],
  ])('resolves the %s category URL %s with the store suffix', async (store, url, name) => {
    const routed = await route(store, url);
    expect(routed).toMatchObject({ __typename: 'CategoryTree', type: 'CATEGORY', redirect_code: 0, name });
    expect(routed?.relative_url).toBe(url.replace(/^\//, ''));
  });

  it.each([
    ['na_us', 'core-fan-deck-coated.html', 'SimpleProduct', 'SFD-CORE-C'],
    ['de_de', '/grosse-farbkarte.html', 'ConfigurableProduct', 'SLS'],
    ['es_es', '/kit-de-inicio-para-disenadores.html', 'BundleProduct', 'SKIT-DESIGNER'],
    ['it_it', '/libreria-colore-digitale-per-app-di-grafica.html', 'DownloadableProduct', 'SDL-DESIGN'],
    ['hk_tc', '/colour-consultation-60-min-online.html', 'VirtualProduct', 'SSV-CONSULT'],
  ])('resolves the %s product URL %s to a %s', async (store, url, typename, sku) => {
    expect(await route(store, url)).toMatchObject({ __typename: typename, type: 'PRODUCT', redirect_code: 0, sku });
  });

  it('resolves CMS pages, "/" being cms_home_page, in each store language', async () => {
    expect(await route('na_us', '/')).toMatchObject({ __typename: 'CmsPage', type: 'CMS_PAGE', identifier: 'home', relative_url: 'home' });
    expect(await route('de_de', '/uber-spectrane/spectrane-handler')).toMatchObject({
      __typename: 'CmsPage', identifier: 'uber-spectrane/spectrane-handler', title: 'Spectrane-Händler',
    });
    expect(await route('it_it', 'privacy-policy')).toMatchObject({ title: 'Informativa sulla privacy' });
    expect(await route('hk_tc', '/faq')).toMatchObject({ title: '常見問題' });
  });

  it('drops the store prefix and keeps the query string, as the storefront sends full paths', async () => {
    expect(await route('de_de', '/eu/de/farbfaecher.html?page=2')).toMatchObject({
      type: 'CATEGORY', relative_url: 'farbfaecher.html?page=2',
    });
  });

  it('answers a retired URL with a 301 to the current one and the entity', async () => {
    expect(await route('uk_en', '/core-fan-deck-2024.html')).toMatchObject({
      __typename: 'SimpleProduct', sku: 'SFD-CORE-C', redirect_code: 301, relative_url: 'core-fan-deck-coated.html',
    });
  });

  it('answers unknown URLs, URLs of another store and variants (not visible) with null', async () => {
    expect(await route('na_us', '/no-such-page.html')).toBeNull();
    expect(await route('na_us', '/farbfaecher.html')).toBeNull();
    expect(await route('na_us', '/large-color-swatch-card-coral-red-a4.html')).toBeNull();
  });

  it('rejects an empty url with Magento\'s message', async () => {
    const { body } = await graphqlGet(server.url, ROUTE, { store: 'na_us', variables: { url: '  ' } });
    expectMagentoErrorShape(body);
    expect(body.errors?.[0]).toMatchObject({
      message: '"url" argument should be specified and not empty', extensions: { category: 'graphql-input' },
    });
  });

  it('urlResolver gives the entity id, uid and type', async () => {
    const { body } = await graphqlGet<{ urlResolver: Record<string, unknown> }>(server.url, URL_RESOLVER, {
      store: 'fr_fr', variables: { url: '/eventail-core-couche.html' },
    });
    expect(body.data?.urlResolver).toEqual({
      id: 1, entity_uid: 'MQ==', relative_url: 'eventail-core-couche.html', redirectCode: 0, type: 'PRODUCT',
      canonical_url: 'eventail-core-couche.html',
    });
    const missing = await graphqlGet<{ urlResolver: unknown }>(server.url, URL_RESOLVER, { store: 'fr_fr', variables: { url: '/nope' } });
    expect(missing.body).toEqual({ data: { urlResolver: null } });
  });
});

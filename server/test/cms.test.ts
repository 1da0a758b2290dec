import { expectMagentoErrorShape, graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const BLOCKS = `query GetCmsBlocks($identifiers: [String]) {
  cmsBlocks(identifiers: $identifiers) { items { identifier title content } }
}`;

type Blocks = { cmsBlocks: { items: Array<{ identifier: string; title: string; content: string } | null> } };

const block = async (url: string, store: string, identifier: string): Promise<string> => {
  const { body } = await graphqlGet<Blocks>(url, BLOCKS, { store, variables: { identifiers: [identifier] } });
  return body.data?.cmsBlocks.items[0]?.content ?? '';
};

const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('cmsBlocks and cmsPage', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('returns the three shell blocks in the order asked', async () => {
    const identifiers = ['footer_links', 'header_pencil_banner', 'home_cms_navigation'];
    const { body } = await graphqlGet<Blocks>(server.url, BLOCKS, { store: 'na_us', variables: { identifiers } });
    expect(body.errors).toBeUndefined();
    expect(body.data?.cmsBlocks.items.map((item) => item?.identifier)).toEqual(identifiers);
  });

  it('writes each store in its language', async () => {
    expect(await block(server.url, 'de_de', 'home_cms_navigation')).toContain('Farbfächer');
    expect(await block(server.url, 'de_de', 'header_pencil_banner')).toContain('Kostenloser Versand');
    expect(await block(server.url, 'es_es', 'home_cms_navigation')).toContain('Guías de color');
    expect(await block(server.url, 'fr_fr', 'footer_links')).toContain('Service client');
    expect(await block(server.url, 'it_it', 'home_cms_navigation')).toContain('Mazzette colori');
    expect(await block(server.url, 'hk_tc', 'home_cms_navigation')).toContain('色彩指南');
    expect(await block(server.url, 'na_us', 'home_cms_navigation')).toContain('Color guides');
    expect(await block(server.url, 'uk_en', 'home_cms_navigation')).toContain('Colour guides');
    expect(await block(server.url, 'uk_en', 'header_pencil_banner')).toContain('£60');
  });

  it('serves the home banner block: one slide per promoted category, each with a sized picture, heading, text and an in-store link', async () => {
    const slidesOf = (html: string) => html.split('<div class="banner-slide">').slice(1);
    const us = await block(server.url, 'na_us', 'home_banner');
    const usSlides = slidesOf(us);
    expect(usSlides).toHaveLength(3);
    for (const slide of usSlides) {
      expect(slide).toMatch(/<img src="\/media\/catalog\/category\/[a-z-]+\.svg" alt="" width="1200" height="480">/);
      expect(slide).toMatch(/<h2>[^<]+<\/h2><p>[^<]+<\/p>/);
    }
    expect(usSlides[0]).toContain('<h2>Every color, exactly right</h2>');
    expect(hrefs(us)).toEqual(['/color-guides.html', '/chip-sets.html', '/lighting-measurement.html']);
    expect(us).toContain('Shop Lighting &amp; Measurement');
    const de = await block(server.url, 'de_de', 'home_banner');
    expect(hrefs(de)).toEqual(['/eu/de/farbfaecher.html', '/eu/de/farbmuster-sets.html', '/eu/de/licht-messtechnik.html']);
    expect(de).toContain('Farbmuster-Sets entdecken');
    expect(await block(server.url, 'hk_tc', 'home_banner')).toContain('選購色卡套裝');
    // The pictures it names exist.
    const image = /src="([^"]+)"/.exec(us)?.[1] ?? '';
    const response = await fetch(`${server.url}${image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('links inside blocks are root-relative with the store prefix and the localised article segment', async () => {
    const de = hrefs(await block(server.url, 'de_de', 'home_cms_navigation'));
    expect(de).toContain('/eu/de/artikel');
    expect(de.every((href) => href.startsWith('/eu/de/'))).toBe(true);
    expect(hrefs(await block(server.url, 'es_es', 'home_cms_navigation'))).toContain('/eu/es/articulos');
    expect(hrefs(await block(server.url, 'it_it', 'home_cms_navigation'))).toContain('/eu/it/articoli');
    expect(hrefs(await block(server.url, 'na_us', 'home_cms_navigation'))).toContain('/articles');
    expect(hrefs(await block(server.url, 'hk_tc', 'home_cms_navigation'))).toContain('/hk/tc/articles');
  });

  it('serves the dealers page of spec §2.2 as a CMS page at its per-store path', async () => {
    const dealers: Record<string, string> = {
      na_us: '/about-spectrane/spectrane-dealers',
      de_de: '/eu/de/uber-spectrane/spectrane-handler',
      es_es: '/eu/es/acerca-de-spectrane/distribuidores-de-spectrane',
      fr_fr: '/eu/fr/a-propos-de-spectrane/distributeurs-spectrane',
      it_it: '/eu/it/informazioni-su-spectrane/rivenditore-spectrane',
      hk_tc: '/hk/tc/about-spectrane/spectrane-dealers',
    };
    const RESOLVE = 'query Resolve($url: String!) { urlResolver(url: $url) { type } }';
    for (const [store, path] of Object.entries(dealers)) {
      const { body } = await graphqlGet<{ urlResolver: { type: string } | null }>(server.url, RESOLVE, { store, variables: { url: path } });
      expect(body.data?.urlResolver?.type, store).toBe('CMS_PAGE');
    }
    // The storefront renders the dealers link itself (footer bottom bar), so the block does not repeat it.
    expect(hrefs(await block(server.url, 'de_de', 'footer_links'))).not.toContain(dealers.de_de);
  });

  it('answers a missing block as Magento does: a null item with its own error, the others still served', async () => {
    const { status, body } = await graphqlGet<Blocks>(server.url, BLOCKS, {
      store: 'na_us', variables: { identifiers: ['footer_links', 'no_such_block'] },
    });
    expect(status).toBe(200);
    expect(body.data?.cmsBlocks.items[0]?.identifier).toBe('footer_links');
    expect(body.data?.cmsBlocks.items[1]).toBeNull();
    expectMagentoErrorShape(body);
    expect(body.errors?.[0]).toMatchObject({
      message: 'The CMS block with the "no_such_block" ID doesn\'t exist.',
      path: ['cmsBlocks', 'items', 1],
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('requires identifiers', async () => {
    const { body } = await graphqlGet(server.url, BLOCKS, { store: 'na_us', variables: { identifiers: [] } });
    expect(body.errors?.[0]).toMatchObject({
      message: '"identifiers" of CMS blocks should be specified',
      extensions: { category: 'graphql-input' },
    });
  });

  it('serves the home page of each store (cms_home_page) and a Magento error for unknown pages', async () => {
    const PAGE = '{ cmsPage(identifier: "home") { identifier title content_heading content relative_url type redirect_code } }';
    const { body } = await graphqlGet<{ cmsPage: Record<string, unknown> }>(server.url, PAGE, { store: 'fr_fr' });
    expect(body.data?.cmsPage).toMatchObject({
      identifier: 'home', title: 'Accueil', relative_url: 'home', type: 'CMS_PAGE', redirect_code: 0,
    });
    expect(String(body.data?.cmsPage.content)).toContain('href="/eu/fr/nuanciers.html"');
    const missing = await graphqlGet(server.url, '{ cmsPage(identifier: "nope") { title } }', { store: 'fr_fr' });
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'The CMS page with the "nope" ID doesn\'t exist.',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });
});

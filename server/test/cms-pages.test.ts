import { graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const PAGE = `query Page($identifier: String!) {
  cmsPage(identifier: $identifier) { identifier title content_heading content meta_title meta_description url_key relative_url }
}`;
const ROUTE = 'query Route($url: String!) { route(url: $url) { type relative_url } }';

type Page = { identifier: string; title: string; content_heading: string; content: string; meta_title: string; meta_description: string };

const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('CMS pages beyond home', () => {
  let server: RunningServer;
  const page = async (store: string, identifier: string): Promise<Page | undefined> =>
    (await graphqlGet<{ cmsPage: Page }>(server.url, PAGE, { store, variables: { identifier } })).body.data?.cmsPage;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['na_us', 'about-spectrane/spectrane-dealers', 'Spectrane dealers', 'Prism Supply Co.'],
    ['uk_en', 'about-spectrane/spectrane-dealers', 'Spectrane dealers', 'Thames Colour Supplies'],
    ['de_de', 'uber-spectrane/spectrane-handler', 'Spectrane-Händler', 'Farbhaus Mitte GmbH'],
    ['es_es', 'acerca-de-spectrane/distribuidores-de-spectrane', 'Distribuidores de Spectrane', 'Color y Papel S.L.'],
    ['fr_fr', 'a-propos-de-spectrane/distributeurs-spectrane', 'Distributeurs Spectrane', 'Atelier Nuances'],
    ['it_it', 'informazioni-su-spectrane/rivenditore-spectrane', 'Rivenditori Spectrane', 'Tinte &amp; Carta S.r.l.'],
    ['hk_tc', 'about-spectrane/spectrane-dealers', 'Spectrane 經銷商', 'Harbour Colour Trading Ltd.'],
  ])('%s: the dealers page lives at the spec §2.2 path, with the website\'s dealers', async (store, identifier, title, dealer) => {
    const found = await page(store, identifier);
    expect(found).toMatchObject({ identifier, title, meta_title: title });
    expect(found?.content).toContain(dealer);
  });

  it.each([
    ['na_us', 'contact', 'Customer service'], ['de_de', 'contact', 'Kundenservice'], ['es_es', 'privacy-policy', 'Política de privacidad'],
    ['fr_fr', 'returns', 'Retours'], ['it_it', 'shipping', 'Spedizioni'], ['hk_tc', 'about-spectrane', '關於 Spectrane'],
    ['uk_en', 'no-route', '404 Not Found'], ['de_de', 'uber-spectrane', 'Über Spectrane'],
  ])('%s serves %s in its language', async (store, identifier, title) => {
    const found = await page(store, identifier);
    expect(found?.title).toBe(title);
    expect(found?.content_heading).toBeTruthy();
    expect(found?.meta_description).not.toContain('{link');
  });

  it('uses US spelling on the US store and British on the UK store', async () => {
    expect((await page('na_us', 'about-spectrane'))?.content).toContain('color guides');
    expect((await page('uk_en', 'about-spectrane'))?.content).toContain('colour guides');
    expect((await page('na_us', 'about-spectrane'))?.content_heading).toBe('One shared language for color');
  });

  it('links inside pages carry the store prefix and resolve to real pages, categories and products', async () => {
    for (const [store, prefix] of [['de_de', '/eu/de'], ['na_us', ''], ['hk_tc', '/hk/tc']] as const) {
      const links = [...hrefs((await page(store, store === 'de_de' ? 'uber-spectrane' : 'about-spectrane'))?.content ?? ''),
        ...hrefs((await page(store, 'contact'))?.content ?? '')];
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const href of links) {
        expect(href.startsWith(`${prefix}/`)).toBe(true);
        const { body } = await graphqlGet<{ route: { type: string } | null }>(server.url, ROUTE, { store, variables: { url: href.slice(prefix.length) } });
        expect(body.data?.route, `${store} ${href}`).not.toBeNull();
      }
    }
  });
});

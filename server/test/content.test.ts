import { graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const ARTICLES = `query Articles($search: String, $filter: ArticleFilterInput, $pageSize: Int, $currentPage: Int) {
  articles(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
    total_count page_info { current_page page_size total_pages }
    items { uid url_key relative_url title summary author published_at image { url label width height } category { url_key name } }
  }
}`;
const ARTICLE = `query Article($key: String!) {
  article(url_key: $key) { title content meta_title meta_description relative_url category { name relative_url article_count } }
}`;
const CATEGORIES = '{ articleCategories { uid url_key relative_url name description article_count } storeConfig { article_url_segment } }';
const EVENTS = `query Events($period: EventPeriodEnum) {
  events(filter: { period: $period }) {
    total_count items { url_key relative_url title summary description starts_at ends_at timezone registration_url
      location { name address city country_code online } image { width height } }
  }
}`;
const EVENT = 'query Event($key: String!) { event(url_key: $key) { title starts_at location { city } } }';
const SYSTEMS = `{ colorSystems { url_key relative_url name summary color_count image { url width height } category { url_path } }
  one: colorSystem(url_key: "spectrane-grafik") { name content } none: colorSystem(url_key: "nope") { name } }`;

interface ArticleItem { uid: string; url_key: string; relative_url: string; title: string; published_at: string; category: { url_key: string } }
interface ArticlesData { articles: { total_count: number; page_info: Record<string, number>; items: ArticleItem[] } }

describe('brand content: articles, events, colour systems', () => {
  let server: RunningServer;
  const articles = async (store: string, variables: Record<string, unknown> = {}): Promise<ArticlesData['articles']> => {
    const { body } = await graphqlGet<ArticlesData>(server.url, ARTICLES, { store, variables });
    expect(body.errors).toBeUndefined();
    if (!body.data) throw new Error('no data');
    return body.data.articles;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['na_us', 'articles', 'how-to-read-a-spectrane-color-code', 'How to read a Spectrane color code'],
    ['uk_en', 'articles', 'how-to-read-a-spectrane-colour-code', 'How to read a Spectrane colour code'],
    ['de_de', 'artikel', 'so-lesen-sie-einen-spectrane-farbcode', 'So lesen Sie einen Spectrane-Farbcode'],
    ['es_es', 'articulos', 'como-leer-un-codigo-de-color-spectrane', 'Cómo leer un código de color Spectrane'],
    ['fr_fr', 'articles', 'comment-lire-un-code-couleur-spectrane', 'Comment lire un code couleur Spectrane'],
    ['it_it', 'articoli', 'come-leggere-un-codice-colore-spectrane', 'Come leggere un codice colore Spectrane'],
    ['hk_tc', 'articles', 'how-to-read-a-spectrane-colour-code', '如何解讀 Spectrane 色號'],
  ])('%s has seven articles in its language, with its URL keys under /%s', async (store, segment, key, title) => {
    const result = await articles(store, { pageSize: 20 });
    expect(result.total_count).toBe(7);
    expect(new Set(result.items.map((a) => a.category.url_key)).size).toBe(3);
    const dates = result.items.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const found = result.items.find((a) => a.url_key === key);
    expect(found?.title).toBe(title);
    expect(found?.relative_url).toBe(`${segment}/${found?.category.url_key}/${key}`);
  });

  it('pages the article list and filters it by category URL key', async () => {
    const page = await articles('na_us', { pageSize: 3, currentPage: 3 });
    expect(page.page_info).toEqual({ current_page: 3, page_size: 3, total_pages: 3 });
    expect(page.items).toHaveLength(1);
    const theory = await articles('de_de', { filter: { category_url_key: { eq: 'farbtheorie' } } });
    expect(theory.items.map((a) => a.url_key)).toEqual(['so-lesen-sie-einen-spectrane-farbcode', 'warum-farben-im-ladenlicht-anders-aussehen']);
  });

  it('finds articles for the search page\'s Articles tab, title matches first', async () => {
    const result = await articles('na_us', { search: 'metamerism' });
    expect(result.items.map((a) => a.url_key)).toEqual(['why-colors-change-under-shop-lights']);
    const coated = await articles('fr_fr', { search: 'couché' });
    expect(coated.items[0]?.url_key).toBe('couche-ou-non-couche-choisir-le-bon-guide');
    expect((await articles('hk_tc', { search: '色卡' })).total_count).toBeGreaterThan(0);
    expect((await articles('na_us', { search: 'zzzz' })).total_count).toBe(0);
  });

  it('serves one article by its URL key in the store language, null otherwise', async () => {
    const { body } = await graphqlGet<{ article: Record<string, unknown> | null }>(server.url, ARTICLE, {
      store: 'it_it', variables: { key: 'perche-i-colori-cambiano-con-le-luci-del-negozio' },
    });
    expect(body.data?.article).toMatchObject({
      title: 'Perché i colori cambiano con le luci del negozio',
      relative_url: 'articoli/teoria-del-colore/perche-i-colori-cambiano-con-le-luci-del-negozio',
      category: { name: 'Teoria del colore', relative_url: 'articoli/teoria-del-colore', article_count: 2 },
    });
    expect(String(body.data?.article?.content)).toMatch(/^<p>/);
    const other = await graphqlGet<{ article: unknown }>(server.url, ARTICLE, { store: 'na_us', variables: { key: 'perche-i-colori-cambiano-con-le-luci-del-negozio' } });
    expect(other.body).toEqual({ data: { article: null } });
  });

  it('lists the article categories with the store\'s blog segment', async () => {
    const { body } = await graphqlGet<{ articleCategories: Array<Record<string, unknown>>; storeConfig: { article_url_segment: string } }>(
      server.url, CATEGORIES, { store: 'es_es' });
    expect(body.data?.storeConfig.article_url_segment).toBe('articulos');
    expect(body.data?.articleCategories.map((c) => [c.url_key, c.relative_url, c.article_count])).toEqual([
      ['teoria-del-color', 'articulos/teoria-del-color', 2], ['impresion-y-produccion', 'articulos/impresion-y-produccion', 3],
      ['inspiracion', 'articulos/inspiracion', 2],
    ]);
  });

  it('lists upcoming events soonest first, past ones separately, with times in the venue\'s zone', async () => {
    const { body } = await graphqlGet<{ events: { total_count: number; items: Array<Record<string, unknown> & { starts_at: string; ends_at: string; location: Record<string, unknown> }> } }>(
      server.url, EVENTS, { store: 'uk_en' });
    const upcoming = body.data?.events.items ?? [];
    expect(upcoming).toHaveLength(4);
    const starts = upcoming.map((e) => Date.parse(e.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]).toBeGreaterThan(Date.now());
    expect(upcoming[0]).toMatchObject({ title: 'Webinar: Colour Trends 2027', location: { name: 'Online', online: true, country_code: null } });
    const expo = upcoming.find((e) => e.location.country_code === 'DE');
    expect(expo).toMatchObject({ timezone: 'Europe/Berlin', relative_url: `event/${String(expo?.url_key)}`, image: { width: 1200, height: 675 } });
    expect(expo?.starts_at).toMatch(/T09:00:00\+0[12]:00$/);
    expect(Date.parse(expo?.ends_at ?? '')).toBeGreaterThan(Date.parse(expo?.starts_at ?? ''));
    const past = await graphqlGet<{ events: { items: Array<{ title: string; starts_at: string }> } }>(server.url, EVENTS, { store: 'uk_en', variables: { period: 'PAST' } });
    expect(past.body.data?.events.items.map((e) => e.title)).toEqual(['Spectrane Open Studio New York']);
    expect(Date.parse(past.body.data?.events.items[0]?.starts_at ?? '')).toBeLessThan(Date.now());
  });

  it('serves one event by its URL key in the store language', async () => {
    const { body } = await graphqlGet<{ event: Record<string, unknown> | null }>(server.url, EVENT, {
      store: 'fr_fr', variables: { key: 'atelier-gestion-de-la-couleur-a-londres' },
    });
    expect(body.data?.event).toMatchObject({ title: 'Atelier gestion de la couleur à Londres', location: { city: 'Londres' } });
  });

  it('lists the colour systems with their categories, and one by URL key', async () => {
    const { body } = await graphqlGet<{ colorSystems: Array<Record<string, unknown>>; one: Record<string, unknown> | null; none: null }>(
      server.url, SYSTEMS, { store: 'de_de' });
    expect(body.data?.colorSystems.map((s) => [s.url_key, s.relative_url, s.color_count])).toEqual([
      ['spectrane-grafik', 'color-systems/spectrane-grafik', 2161], ['spectrane-textil', 'color-systems/spectrane-textil', 2310],
      ['spectrane-architektur', 'color-systems/spectrane-architektur', 1750],
    ]);
    expect(body.data?.colorSystems[0]).toMatchObject({ category: { url_path: 'farbfaecher/faecher' }, image: { width: 1200, height: 675 } });
    expect(body.data?.one).toMatchObject({ name: 'Spectrane Grafik' });
    expect(body.data?.none).toBeNull();
  });
});

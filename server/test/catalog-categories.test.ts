import { graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const TREE = `query CategoryTree($filters: CategoryFilterInput) {
  categories(filters: $filters) {
    total_count page_info { current_page page_size total_pages }
    items {
      uid name level url_path children_count product_count
      children { uid name url_key url_path position level include_in_menu product_count
        children { name url_path url_suffix canonical_url product_count } }
    }
  }
}`;

const CATEGORY = `query Category($filters: CategoryFilterInput) {
  categoryList(filters: $filters) {
    id uid name url_key url_path url_suffix canonical_url description image image_width image_height level path
    product_count children_count default_sort_by available_sort_by display_mode meta_title meta_description
    build_your_sheet deactivated_color_count build_your_sheet_notice
    breadcrumbs { category_id category_uid category_level category_name category_url_key category_url_path }
    products(pageSize: 3) { total_count page_info { total_pages } items { sku } }
  }
}`;

interface Tree { categories: { total_count: number; items: Array<Record<string, unknown> & { children: Array<Record<string, unknown> & { children: Array<Record<string, unknown>> }> }> } }

describe('categories and categoryList', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('without filters gives the store root with the nested tree, in position order', async () => {
    const { body } = await graphqlGet<Tree>(server.url, TREE, { store: 'uk_en' });
    expect(body.errors).toBeUndefined();
    const root = body.data?.categories.items[0];
    expect(body.data?.categories.total_count).toBe(1);
    expect(root).toMatchObject({ uid: 'Mg==', name: 'Default Category', level: 1, url_path: null, children_count: '15' });
    const top = root?.children ?? [];
    expect(top.map((c) => c.url_key)).toEqual(['colour-guides', 'chip-sets', 'kits-bundles', 'lighting-measurement', 'digital-colour-libraries', 'services']);
    const chipSets = top[1];
    expect(chipSets?.children.map((c) => c.url_path)).toEqual(['chip-sets/chip-collections', 'chip-sets/build-your-sheet', 'chip-sets/swatch-cards']);
    expect(chipSets?.children[1]).toMatchObject({ url_suffix: '.html', canonical_url: 'chip-sets/build-your-sheet.html', product_count: 31 });
    // An anchor category counts its subtree: 5 collections + 31 chips + 1 swatch card.
    expect(chipSets?.product_count).toBe(37);
  });

  it('names and URL keys follow the store language', async () => {
    const { body } = await graphqlGet<Tree>(server.url, TREE, { store: 'de_de' });
    const top = body.data?.categories.items[0]?.children ?? [];
    expect(top.slice(0, 2).map((c) => [c.name, c.url_key])).toEqual([['Farbfächer', 'farbfaecher'], ['Farbmuster-Sets', 'farbmuster-sets']]);
    const us = await graphqlGet<Tree>(server.url, TREE, { store: 'na_us' });
    expect(us.body.data?.categories.items[0]?.children[0]).toMatchObject({ name: 'Color Guides', url_key: 'color-guides' });
  });

  it('filters by url_path and returns breadcrumbs, image size and the category products', async () => {
    const { body } = await graphqlGet<{ categoryList: Array<Record<string, unknown>> }>(server.url, CATEGORY, {
      store: 'fr_fr', variables: { filters: { url_path: { eq: 'nuanciers/eventails' } } },
    });
    expect(body.errors).toBeUndefined();
    const [category] = body.data?.categoryList ?? [];
    expect(category).toMatchObject({
      id: 4, uid: 'NA==', name: 'Éventails', url_key: 'eventails', url_path: 'nuanciers/eventails', url_suffix: '.html',
      canonical_url: 'nuanciers/eventails.html', level: 3, path: '1/2/3/4', product_count: 9, children_count: '0',
      default_sort_by: 'position', available_sort_by: ['position', 'name', 'price'], display_mode: 'PRODUCTS',
      image_width: 1200, image_height: 480, build_your_sheet: false, deactivated_color_count: 0, build_your_sheet_notice: null,
      breadcrumbs: [{ category_id: 3, category_uid: 'Mw==', category_level: 2, category_name: 'Nuanciers', category_url_key: 'nuanciers', category_url_path: 'nuanciers' }],
      products: { total_count: 9, page_info: { total_pages: 3 }, items: [{ sku: 'SFD-CORE-C' }, { sku: 'SFD-CORE-U' }, { sku: 'SFD-CORE-CU' }] },
    });
    expect(String(category?.description)).toContain('<p>');
    expect(String(category?.image)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/catalog\/category\/fan-decks\.svg$/);
  });

  it('a top-level category has no breadcrumbs (null, as Magento)', async () => {
    const { body } = await graphqlGet<{ categoryList: Array<Record<string, unknown>> }>(server.url, CATEGORY, {
      store: 'na_us', variables: { filters: { url_key: { eq: 'chip-sets' } } },
    });
    expect(body.data?.categoryList[0]?.breadcrumbs).toBeNull();
  });

  it('Build Your Sheet carries its flag, deactivated-colour count and notice in the store language', async () => {
    const { body } = await graphqlGet<{ categoryList: Array<Record<string, unknown>> }>(server.url, CATEGORY, {
      store: 'it_it', variables: { filters: { category_uid: { eq: 'OA==' } } },
    });
    expect(body.data?.categoryList[0]).toMatchObject({
      name: 'Crea il tuo foglio', build_your_sheet: true, deactivated_color_count: 3,
      build_your_sheet_notice: 'Alcuni colori sono temporaneamente disattivati e al momento non possono essere aggiunti al tuo foglio.',
    });
  });

  it('filters by parent, name and ids; several filters must all match', async () => {
    const children = await graphqlGet<Tree>(server.url, TREE, { store: 'na_us', variables: { filters: { parent_category_uid: { eq: 'MTE=' } } } });
    expect(children.body.data?.categories.items.map((c) => c.name)).toEqual(['Lighting Booths', 'Measuring Instruments', 'Accessories']);
    const byName = await graphqlGet<Tree>(server.url, TREE, { store: 'es_es', variables: { filters: { name: { match: 'muestra' } } } });
    expect(byName.body.data?.categories.items.map((c) => c.name)).toEqual(['Juegos de muestras', 'Colecciones de muestras', 'Muestrarios']);
    const both = await graphqlGet<Tree>(server.url, TREE, { store: 'na_us', variables: { filters: { ids: { in: ['3', '6'] }, parent_id: { eq: '3' } } } });
    expect(both.body.data?.categories.total_count).toBe(0);
  });
});

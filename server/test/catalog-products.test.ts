import { expectMagentoErrorShape, graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const LIST = `query ProductList($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput,
  $pageSize: Int, $currentPage: Int, $childrenOnly: Boolean) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    page_info { current_page page_size total_pages }
    sort_fields { default options { label value } }
    items { sku name price_range { minimum_price { final_price { value currency } } } }
    aggregations(filter: { category: { includeDirectChildrenOnly: $childrenOnly } }) {
      attribute_code label count position options { label value count }
    }
  }
}`;

interface Aggregation { attribute_code: string; label: string; count: number; options: Array<{ label: string; value: string; count: number }> }
interface ListData {
  products: {
    total_count: number;
    page_info: { current_page: number; page_size: number; total_pages: number };
    sort_fields: { default: string; options: Array<{ label: string; value: string }> };
    items: Array<{ sku: string; name: string; price_range: { minimum_price: { final_price: { value: number; currency: string } } } }>;
    aggregations: Aggregation[];
  };
}

const chipSets = 'Ng==';
const buildYourSheet = 'OA==';

describe('products: filter, sort, pagination, aggregations, search', () => {
  let server: RunningServer;
  const list = async (store: string, variables: Record<string, unknown>): Promise<ListData['products']> => {
    const { body } = await graphqlGet<ListData>(server.url, LIST, { store, variables });
    expect(body.errors).toBeUndefined();
    if (!body.data) throw new Error('no data');
    return body.data.products;
  };
  const skus = (result: ListData['products']): string[] => result.items.map((item) => item.sku);
  const aggregation = (result: ListData['products'], code: string): Aggregation | undefined =>
    result.aggregations.find((a) => a.attribute_code === code);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists a category by position (the default) with totals and page_info', async () => {
    const page1 = await list('na_us', { filter: { category_uid: { eq: chipSets } }, pageSize: 24 });
    expect(page1.total_count).toBe(37);
    expect(page1.page_info).toEqual({ current_page: 1, page_size: 24, total_pages: 2 });
    expect(page1.items).toHaveLength(24);
    // Own products first, then those of the subcategories in their order (collections, chips).
    expect(skus(page1).slice(0, 6)).toEqual(['SCS-SOLID-C', 'SCS-SOLID-U', 'SCS-FASHION', 'SCS-MINI', 'SCB', 'SCH-SR-110']);
    expect(page1.sort_fields).toEqual({
      default: 'position',
      options: [{ label: 'Position', value: 'position' }, { label: 'Product Name', value: 'name' }, { label: 'Price', value: 'price' }],
    });
    const page2 = await list('na_us', { filter: { category_uid: { eq: chipSets } }, pageSize: 24, currentPage: 2 });
    expect(page2.items).toHaveLength(13);
    expect(new Set([...skus(page1), ...skus(page2)]).size).toBe(37);
  });

  it('category_id, category_uid and category_url_path select the same products', async () => {
    const byId = skus(await list('es_es', { filter: { category_id: { eq: '4' } } }));
    expect(byId).toHaveLength(9);
    expect(skus(await list('es_es', { filter: { category_uid: { eq: 'NA==' } } }))).toEqual(byId);
    expect(skus(await list('es_es', { filter: { category_url_path: { eq: 'guias-de-color/abanicos-de-color' } } }))).toEqual(byId);
    expect((await list('es_es', { filter: { category_url_path: { eq: 'color-guides/fan-decks' } } })).total_count).toBe(0);
    expect((await list('na_us', { filter: { category_id: { in: ['4', '5'] } } })).total_count).toBe(13);
  });

  it('refuses a page past the last one, and bad page arguments, with Magento\'s messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ filter: { category_uid: { eq: chipSets } }, pageSize: 24, currentPage: 3 }, 'currentPage value 3 specified is greater than the 2 page(s) available.'],
      [{ filter: {}, currentPage: 0 }, 'currentPage value must be greater than 0.'],
      [{ filter: {}, pageSize: 0 }, 'pageSize value must be greater than 0.'],
      [{}, "'search' or 'filter' input argument is required."],
    ];
    for (const [variables, message] of cases) {
      const { body } = await graphqlGet(server.url, LIST, { store: 'na_us', variables });
      expectMagentoErrorShape(body);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    }
  });

  it('sorts by name in the store\'s language and by price either way', async () => {
    const byName = await list('de_de', { filter: { category_uid: { eq: 'NA==' } }, sort: { name: 'ASC' }, pageSize: 3 });
    expect(byName.items.map((i) => i.name)).toEqual(['Core-Farbfächer Ausgabe 2019', 'Core-Farbfächer gestrichen', 'Core-Farbfächer ungestrichen']);
    const cheapest = await list('de_de', { filter: { category_uid: { eq: 'NA==' } }, sort: { price: 'ASC' } });
    const prices = cheapest.items.map((i) => i.price_range.minimum_price.final_price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dearest = await list('de_de', { filter: { category_uid: { eq: 'NA==' } }, sort: { price: 'DESC' }, pageSize: 1 });
    expect(dearest.items[0]?.price_range.minimum_price.final_price).toEqual({ value: 325, currency: 'EUR' });
  });

  it('filters by price range (inclusive, in the request currency), SKU, URL key and name', async () => {
    const cheap = await list('uk_en', { filter: { category_uid: { eq: 'NA==' }, price: { from: '60', to: '185' } } });
    expect(skus(cheap).sort()).toEqual(['SFD-CORE-C', 'SFD-CORE-U', 'SFD-LEGACY-19', 'SFD-METAL', 'SFD-PASTEL', 'SFD-POCKET', 'SFG']);
    expect(cheap.items.every((i) => i.price_range.minimum_price.final_price.currency === 'GBP')).toBe(true);
    expect(skus(await list('na_us', { filter: { sku: { in: ['sfd-core-c', 'SKIT-PRINT'] } } })).sort()).toEqual(['SFD-CORE-C', 'SKIT-PRINT']);
    expect(skus(await list('es_es', { filter: { url_key: { eq: 'abanico-core-estucado' } } }))).toEqual(['SFD-CORE-C']);
    expect(skus(await list('fr_fr', { filter: { name: { match: 'éventail core' } } })).sort())
      .toEqual(['SFD-CORE-C', 'SFD-CORE-CU', 'SFD-CORE-U', 'SFD-LEGACY-19']);
  });

  it('builds layered navigation: price buckets, categories, colour family, finish, colour', async () => {
    const result = await list('de_de', { filter: { category_uid: { eq: buildYourSheet } } });
    expect(result.aggregations.map((a) => a.attribute_code)).toEqual(['price', 'category_uid', 'color_family', 'finish', 'color']);
    expect(aggregation(result, 'price')).toMatchObject({ label: 'Preis', count: 1, options: [{ label: '3-4', value: '3_4', count: 31 }] });
    const family = aggregation(result, 'color_family');
    expect(family?.label).toBe('Farbfamilie');
    expect(family?.options.reduce((sum, o) => sum + o.count, 0)).toBe(31);
    expect(family?.options[0]).toEqual({ label: 'Blautöne', value: expect.any(String), count: 5 });
    expect(aggregation(result, 'finish')?.options.map((o) => [o.label, o.count])).toEqual([['Gestrichen', 26], ['Ungestrichen', 5]]);
    expect(aggregation(result, 'color')?.count).toBe(31);

    // Filtering by an option narrows the list and every aggregation to the match.
    const blues = await list('de_de', { filter: { category_uid: { eq: buildYourSheet }, color_family: { eq: family?.options[0]?.value } } });
    expect(blues.total_count).toBe(5);
    expect(skus(blues).every((sku) => sku.startsWith('SCH-SB-'))).toBe(true);
    expect(aggregation(blues, 'color_family')?.options).toHaveLength(1);
  });

  it('offers every filterable attribute the schema can filter by: the seeded material, by option id', async () => {
    const guides = await list('fr_fr', { filter: { category_uid: { eq: 'Mw==' } } });
    expect(guides.aggregations.map((a) => a.attribute_code)).toEqual(['price', 'category_uid', 'finish', 'material']);
    const material = aggregation(guides, 'material');
    expect(material).toMatchObject({ label: 'Matière', count: 5 });
    expect(material?.options.map((o) => [o.label, o.count])).toEqual([['Papier', 8], ['Carton', 1], ['Coton', 1], ['Polyester', 1], ['PVC', 1]]);
    const cotton = material?.options.find((o) => o.label === 'Coton')?.value;
    const paper = material?.options.find((o) => o.label === 'Papier')?.value;
    expect(cotton).toMatch(/^\d+$/);
    // eq and in, as FilterEqualTypeInput; aggregations narrow with the result.
    const onlyCotton = await list('fr_fr', { filter: { category_uid: { eq: 'Mw==' }, material: { eq: cotton } } });
    expect(skus(onlyCotton)).toEqual(['SSB-COTTON']);
    expect(aggregation(onlyCotton, 'material')?.options).toEqual([{ label: 'Coton', value: cotton, count: 1 }]);
    const either = await list('fr_fr', { filter: { category_uid: { eq: 'NQ==' }, material: { in: [cotton, paper] } } });
    expect(skus(either).sort()).toEqual(['SSB-COTTON', 'SSB-PAPER']);
    // Combined with another attribute, both must hold; an unknown option matches nothing.
    const coated = aggregation(guides, 'finish')?.options.find((o) => o.label === 'Couché')?.value;
    const paperCoated = await list('fr_fr', { filter: { category_uid: { eq: 'Mw==' }, material: { eq: paper }, finish: { eq: coated } } });
    expect(skus(paperCoated).sort()).toEqual(['SFD-CORE-C', 'SFD-CORE-CU', 'SFD-LEGACY-19', 'SFD-PASTEL']);
    expect((await list('fr_fr', { filter: { category_uid: { eq: 'Mw==' }, material: { eq: '999999' } } })).total_count).toBe(0);
  });

  it('category aggregation: uid values, all categories of the result, or only direct children when asked', async () => {
    const all = await list('na_us', { filter: { category_uid: { eq: chipSets } } });
    const categories = aggregation(all, 'category_uid');
    expect(categories?.label).toBe('Category');
    expect(categories?.options[0]).toEqual({ label: 'Chip Sets', value: chipSets, count: 37 });
    const children = await list('na_us', { filter: { category_uid: { eq: chipSets } }, childrenOnly: true });
    expect(aggregation(children, 'category_uid')?.options).toEqual([
      { label: 'Build Your Sheet', value: buildYourSheet, count: 31 },
      { label: 'Chip Collections', value: 'Nw==', count: 5 },
      { label: 'Swatch Cards', value: 'OQ==', count: 1 },
    ]);
    // A configurable is found by its variants' colours.
    const coral = aggregation(all, 'color')?.options.find((o) => o.label === 'Coral Red');
    const byColour = await list('na_us', { filter: { category_uid: { eq: chipSets }, color: { eq: coral?.value } } });
    expect(skus(byColour).sort()).toEqual(['SCH-SR-210', 'SLS']);
  });

  it('uses price buckets in the request currency (HKD on hk_tc)', async () => {
    const result = await list('hk_tc', { filter: { category_uid: { eq: 'NA==' } } });
    const price = aggregation(result, 'price');
    expect(price?.options.map((o) => o.value)).toEqual(['0_1000', '1000_2000', '2000_3000']);
    expect(price?.options.reduce((sum, o) => sum + o.count, 0)).toBe(9);
  });

  it('searches name, description and SKU, best match first, with search sort fields', async () => {
    const result = await list('na_us', { search: 'fan deck' });
    expect(result.total_count).toBeGreaterThan(5);
    expect(result.items[0]?.name).toMatch(/Fan Deck/);
    expect(result.sort_fields.default).toBe('relevance');
    expect(result.sort_fields.options.map((o) => o.value)).toEqual(['relevance', 'name', 'price']);
    expect(skus(await list('na_us', { search: 'SKIT-PRINT' }))[0]).toBe('SKIT-PRINT');
    expect(skus(await list('na_us', { search: 'metamerism' }))).toContain('SLB-PRO');
  });

  it('searches in the store language, ignoring case and accents', async () => {
    expect(skus(await list('fr_fr', { search: 'ECHANTILLONS' })).length).toBeGreaterThan(3);
    expect(skus(await list('de_de', { search: 'farbfächer' }))).toContain('SFD-CORE-C');
    expect(skus(await list('hk_tc', { search: '扇形色卡' }))).toContain('SFD-CORE-C');
    expect((await list('na_us', { search: 'farbfächer' })).total_count).toBe(0);
  });

  it('combines search with a filter and an explicit sort', async () => {
    const result = await list('na_us', { search: 'chip', filter: { category_uid: { eq: buildYourSheet } }, sort: { name: 'DESC' }, pageSize: 2 });
    expect(result.total_count).toBe(31);
    expect(result.items.map((i) => i.name)).toEqual(['Chip SY-310 Mustard', 'Chip SY-230 Sunflower']);
  });
});

import { normalizeSearchText } from '../src/repositories/catalog/searchText';
import { graphqlGet, graphqlPost, useTestServer } from './helpers';

const SEARCH = 'query Search($text: String!) { products(search: $text, pageSize: 5) { total_count } }';
const BY_NAME = 'query ByName($match: String!) { products(filter: { name: { match: $match } }, pageSize: 50) { total_count items { name } } }';
const CATEGORIES = 'query Categories($match: String!) { categoryList(filters: { name: { match: $match } }) { name } }';

describe('search text under abuse', () => {
  const { server } = useTestServer();

  it('cleans text in linear time: a megabyte of "<" takes well under a second', () => {
    const started = performance.now();
    expect(normalizeSearchText('<'.repeat(1_000_000))).toBe('<'.repeat(1_000_000));
    expect(normalizeSearchText('a<b>c<<d>e')).toBe('a c< e');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('answers 100 KB of "<" in a search or a name filter at once, and other shoppers meanwhile', async () => {
    const text = '<'.repeat(100_000);
    const started = performance.now();
    const [search, categories, other] = await Promise.all([
      graphqlPost(server.url, SEARCH, { store: 'na_us', variables: { text } }),
      graphqlPost(server.url, CATEGORIES, { store: 'na_us', variables: { match: text } }),
      graphqlGet(server.url, '{ storeConfig { store_code } }'),
    ]);
    expect(search.status).toBe(200);
    expect(categories.status).toBe(200);
    expect(other.body).toEqual({ data: { storeConfig: { store_code: 'na_us' } } });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('cuts search text at 128 characters, as Magento\'s catalog/search/max_query_length', async () => {
    const decks = await graphqlPost<{ products: { total_count: number } }>(server.url, BY_NAME, { store: 'na_us', variables: { match: 'deck' } });
    expect(decks.body.data?.products.total_count).toBeGreaterThan(0);
    // Within 128 characters every word must match (none does); beyond them, the extra word is cut off.
    const within = `deck ${' '.repeat(100)} nosuchword`;
    const beyond = `deck${' '.repeat(124)} nosuchword`;
    expect((await graphqlPost<{ products: { total_count: number } }>(server.url, BY_NAME, { store: 'na_us', variables: { match: within } })).body.data?.products.total_count).toBe(0);
    expect((await graphqlPost<{ products: { total_count: number } }>(server.url, BY_NAME, { store: 'na_us', variables: { match: beyond } })).body.data?.products)
      .toEqual(decks.body.data?.products);
  });
});

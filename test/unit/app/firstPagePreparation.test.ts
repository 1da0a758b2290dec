import { prepare as prepareCategory } from '../../../src/features/catalog/category/CategoryPage';
import { GET_CMS_PAGE } from '../../../src/features/content/cmsPage.gql';
import { GET_HOME_CATALOG } from '../../../src/features/content/home.gql';
import { prepare as prepareHome } from '../../../src/features/content/HomePage';
import { homeCatalogVariables, homeCmsVariables } from '../../../src/features/content/homeQueries';
import { prepare as prepareSearch } from '../../../src/features/search/SearchPage';
import { createApolloClient } from '../../../src/lib/graphql/client';
import { createFetchMock } from '../helpers/fetchMock';
import { storeConfigResponse } from '../helpers/storeConfig';
import type { CategoryData } from '../../../src/features/catalog/catalogTypes';
import type { StoreConfig } from '../../../src/shared/store/storeConfig.gql';

// Spec §9 listing defaults come from the store (its config, which carries the catalogue's settings):
// 24 per page in a grid, sorted by name.
const STORE = storeConfigResponse({ cms_home_page: 'startseite', grid_per_page: 24, grid_per_page_values: '24,48', catalog_default_sort_by: 'name' }).data.storeConfig as StoreConfig;
const LISTING = { data: { products: { __typename: 'Products', total_count: 0, items: [], page_info: { __typename: 'SearchResultPageInfo', total_pages: 1 }, aggregations: [], sort_fields: null } } };
const CMS = { data: { cmsPage: { __typename: 'CmsPage', identifier: 'startseite', title: 'Start', content_heading: 'Willkommen', content: '<p>x</p>', meta_title: null, meta_description: null } } };
const HOME_CATALOG = { data: { cmsBlocks: { __typename: 'CmsBlocks', items: [] }, products: { __typename: 'Products', items: [] } } };

function setup() {
  const mock = createFetchMock({
    GetProductListing: () => LISTING,
    GetSearchCounts: () => ({ data: { products: { __typename: 'Products', total_count: 3 }, articles: { __typename: 'Articles', total_count: 1 } } }),
    GetCmsPage: () => CMS,
    GetHomeCatalog: () => HOME_CATALOG,
  });
  const client = createApolloClient({ fetch: mock.fetch, notify: () => undefined, getStoreCode: () => 'de_de', getCurrencyCode: () => 'EUR', getToken: () => undefined });
  const names = () => mock.requests.map((r) => r.operationName);
  return { client, mock, names };
}

const preparation = (client: ReturnType<typeof setup>['client'], search = '', storeConfig: StoreConfig | null = STORE) => ({
  client,
  path: '/',
  search,
  storeConfig: Promise.resolve(storeConfig),
});

const CATEGORY = { __typename: 'CategoryTree', uid: 'Ng==', default_sort_by: null } as unknown as CategoryData;

describe('preparing the first page before it renders', () => {
  it("home: the CMS page and the home catalogue land in the cache with the page's own variables", async () => {
    const { client, names } = setup();
    await prepareHome(preparation(client));
    expect(names().sort()).toEqual(['GetCmsPage', 'GetHomeCatalog']);
    // What HomePage asks (cache-first) is answered from the cache: no loading state, no second request.
    expect(client.readQuery({ query: GET_CMS_PAGE, variables: homeCmsVariables(STORE) })?.cmsPage?.identifier).toBe('startseite');
    expect(client.readQuery({ query: GET_HOME_CATALOG, variables: homeCatalogVariables(STORE) })).not.toBeNull();
  });

  it('home and category: nothing without a store config (the gate shows its error instead)', async () => {
    const { client, names } = setup();
    await prepareHome(preparation(client, '', null));
    await prepareCategory(preparation(client, '', null), CATEGORY);
    expect(names()).toEqual([]);
  });

  it("category: the listing's first page as the URL asks it, with the store's defaults for the rest", async () => {
    const { client, mock } = setup();
    await prepareCategory(preparation(client, '?color_family=blue&mode=grid'), CATEGORY);
    // Only the listing: the catalogue's settings came with the store config.
    expect(mock.requests.map((r) => r.operationName)).toEqual(['GetProductListing']);
    const listing = mock.requests.find((r) => r.operationName === 'GetProductListing');
    expect(listing?.variables).toEqual({
      search: null,
      filter: { category_uid: { eq: 'Ng==' }, color_family: { eq: 'blue' } },
      sort: { name: 'ASC' },
      pageSize: 24,
      currentPage: 1,
      withFacets: true,
    });
  });

  it("category: the category's own default sort wins over the store's, and the URL's sort over both", async () => {
    const { client, mock } = setup();
    await prepareCategory(preparation(client), { ...CATEGORY, default_sort_by: 'price' });
    await prepareCategory(preparation(client, '?sort=name_desc'), { ...CATEGORY, default_sort_by: 'price' });
    expect(mock.requests.filter((r) => r.operationName === 'GetProductListing').map((r) => r.variables.sort)).toEqual([{ price: 'ASC' }, { name: 'DESC' }]);
  });

  it('search: the tab counts and the products by relevance; on the articles tab the counts only; nothing without a query', async () => {
    const products = setup();
    await prepareSearch(preparation(products.client, '?q=blue'));
    expect(products.names().sort()).toEqual(['GetProductListing', 'GetSearchCounts']);
    expect(products.mock.requests.find((r) => r.operationName === 'GetProductListing')?.variables).toMatchObject({ search: 'blue', filter: {}, sort: { relevance: 'DESC' }, pageSize: 24 });

    const articles = setup();
    await prepareSearch(preparation(articles.client, '?q=blue&tab=articles'));
    expect(articles.names()).toEqual(['GetSearchCounts']);

    const none = setup();
    await prepareSearch(preparation(none.client, '?q=%20'));
    expect(none.names()).toEqual([]);
  });
});

import { GET_CMS_PAGE } from '../../../src/features/content/cmsPage.gql';
import { PAGE_DATA as FALLBACK_DATA } from '../../../src/features/content/FallbackPage';
import { GET_HOME_CATALOG } from '../../../src/features/content/home.gql';
import { PAGE_DATA as HOME_DATA } from '../../../src/features/content/HomePage';
import { homeCatalogVariables, homeCmsVariables } from '../../../src/features/content/homeQueries';
import { PAGE_DATA as SEARCH_DATA } from '../../../src/features/search/SearchPage';
import { createApolloClient } from '../../../src/lib/graphql/client';
import { loadPageData } from '../../../src/shared/pageData/loadPageData';
import { createFetchMock } from '../helpers/fetchMock';
import { storeConfigResponse } from '../helpers/storeConfig';
import type { StoreConfig } from '../../../src/shared/store/storeConfig.gql';

// Spec §9 listing defaults come from the store (its config, which carries the catalogue's settings):
// 24 per page in a grid, sorted by name.
const STORE = storeConfigResponse({ cms_home_page: 'startseite', grid_per_page: 24, grid_per_page_values: '24,48', catalog_default_sort_by: 'name' }).data.storeConfig as StoreConfig;
const LISTING = { data: { products: { __typename: 'Products', total_count: 0, items: [], page_info: { __typename: 'SearchResultPageInfo', total_pages: 1 }, aggregations: [], sort_fields: null } } };
const CMS = { data: { cmsPage: { __typename: 'CmsPage', identifier: 'startseite', title: 'Start', content_heading: 'Willkommen', content: '<p>x</p>', meta_title: null, meta_description: null } } };
const HOME_CATALOG = { data: { cmsBlocks: { __typename: 'CmsBlocks', items: [] }, products: { __typename: 'Products', items: [] } } };
const category = (defaultSort: string | null) => ({
  data: { route: { __typename: 'CategoryTree', relative_url: 'chip-sets.html', redirect_code: 0, type: 'CATEGORY', uid: 'Ng==', default_sort_by: defaultSort } },
});

function setup(route = category(null)) {
  const mock = createFetchMock({
    GetProductListing: () => LISTING,
    GetSearchCounts: () => ({ data: { products: { __typename: 'Products', total_count: 3 }, articles: { __typename: 'Articles', total_count: 1 } } }),
    GetCmsPage: () => CMS,
    GetHomeCatalog: () => HOME_CATALOG,
    ResolveRoute: () => route,
    GetProductOptions: () => ({ data: { route: { __typename: 'CategoryTree' } } }),
  });
  const client = createApolloClient({ fetch: mock.fetch, notify: () => undefined, getStoreCode: () => 'de_de', getCurrencyCode: () => 'EUR', getToken: () => undefined });
  const names = () => mock.requests.map((r) => r.operationName);
  return { client, mock, names };
}

const url = (client: ReturnType<typeof setup>['client'], path: string, search = '', storeConfig: StoreConfig | null = STORE) => ({
  client,
  path,
  search,
  storeConfig: Promise.resolve(storeConfig),
});

describe("a first page's loader (its declared data, before it renders)", () => {
  it("home: the CMS page and the home catalogue land in the cache with the page's own variables", async () => {
    const { client, names } = setup();
    await loadPageData(HOME_DATA, url(client, '/'));
    expect(names().sort()).toEqual(['GetCmsPage', 'GetHomeCatalog']);
    // What HomePage asks (cache-first) is answered from the cache: no loading state, no second request.
    expect(client.readQuery({ query: GET_CMS_PAGE, variables: homeCmsVariables(STORE) })?.cmsPage?.identifier).toBe('startseite');
    expect(client.readQuery({ query: GET_HOME_CATALOG, variables: homeCatalogVariables(STORE) })).not.toBeNull();
  });

  it('home and category: nothing from the store config without one (the gate shows its error instead)', async () => {
    const { client, names } = setup();
    await loadPageData(HOME_DATA, url(client, '/', '', null));
    await loadPageData(FALLBACK_DATA, url(client, '/chip-sets.html', '', null));
    // The route and a product's options need the URL alone; the listing needs the catalogue's settings.
    expect(names()).toEqual(['ResolveRoute', 'GetProductOptions']);
  });

  it("category: its route, then the listing's first page as the URL asks it, with the store's defaults for the rest", async () => {
    const { client, mock, names } = setup();
    await loadPageData(FALLBACK_DATA, url(client, '/chip-sets.html', '?color_family=blue&mode=grid'));
    // The catalogue's settings came with the store config.
    expect(names()).toEqual(['ResolveRoute', 'GetProductOptions', 'GetProductListing']);
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
    const { client, mock } = setup(category('price'));
    await loadPageData(FALLBACK_DATA, url(client, '/chip-sets.html'));
    await loadPageData(FALLBACK_DATA, url(client, '/chip-sets.html', '?sort=name_desc'));
    expect(mock.requests.filter((r) => r.operationName === 'GetProductListing').map((r) => r.variables.sort)).toEqual([{ price: 'ASC' }, { name: 'DESC' }]);
  });

  it("a path without the store's product suffix: no product options; a CMS page's route: nothing after it", async () => {
    const { client, names } = setup({ data: { route: { __typename: 'CmsPage', relative_url: 'about-us', redirect_code: 0, type: 'CMS_PAGE' } } } as unknown as ReturnType<typeof category>);
    await loadPageData(FALLBACK_DATA, url(client, '/about-us'));
    expect(names()).toEqual(['ResolveRoute']);
  });

  it('search: the tab counts and the products by relevance; on the articles tab the counts only; nothing without a query', async () => {
    const products = setup();
    await loadPageData(SEARCH_DATA, url(products.client, '/search', '?q=blue'));
    expect(products.names().sort()).toEqual(['GetProductListing', 'GetSearchCounts']);
    expect(products.mock.requests.find((r) => r.operationName === 'GetProductListing')?.variables).toMatchObject({ search: 'blue', filter: {}, sort: { relevance: 'DESC' }, pageSize: 24 });

    const articles = setup();
    await loadPageData(SEARCH_DATA, url(articles.client, '/search', '?q=blue&tab=articles'));
    expect(articles.names()).toEqual(['GetSearchCounts']);

    const none = setup();
    await loadPageData(SEARCH_DATA, url(none.client, '/search', '?q=%20'));
    expect(none.names()).toEqual([]);
  });

  it("reports a failure as the page's own query would on a later navigation, and keeps quiet on the first page", async () => {
    const notified = async (navigation: boolean) => {
      const mock = createFetchMock({ GetCmsPage: () => ({ errors: [{ message: 'The CMS page is disabled.' }] }), GetHomeCatalog: () => HOME_CATALOG });
      const notify = vi.fn();
      const client = createApolloClient({ fetch: mock.fetch, notify, getStoreCode: () => 'de_de', getCurrencyCode: () => 'EUR', getToken: () => undefined });
      await loadPageData(HOME_DATA, { ...url(client, '/'), navigation });
      return notify.mock.calls.map(([notification]) => notification);
    };
    expect(await notified(false)).toEqual([]);
    expect(await notified(true)).toEqual([{ type: 'warning', message: 'The CMS page is disabled.' }]);
  });
});

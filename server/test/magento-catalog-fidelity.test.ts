import { RETIRED_PAGE } from '../src/seed/cms/pages';
import { registerCustomer } from './customerHelpers';
import { graphqlPost, useTestServer } from './helpers';

// Assertions of Magento 2.4.8's api-functional tests (dev/tests/api-functional/testsuite/Magento/GraphQl/Cms, Catalog,
// UrlRewrite, Review), as the embedded backend answers them. Each case names the Magento test class and method.

type Body = Awaited<ReturnType<typeof graphqlPost>>['body'];
const first = (body: Body) => body.errors?.map((e) => ({ message: e.message, category: e.extensions?.category }))[0];

describe('Magento Cms fidelity', () => {
  const { db, server } = useTestServer();
  const query = async (document: string) => (await graphqlPost(server.url, document, { store: 'na_us' })).body;

  // CmsPageTest::testGetCmsPageWithoutId, testGetCmsPageByNonExistentId, testGetCmsPageByNonExistentIdentifier,
  // testGetCmsPageByIdentifier.
  it('cmsPage: no argument, an unknown id, an empty identifier, and a page by identifier', async () => {
    expect(first(await query('{ cmsPage { title } }'))).toEqual({ message: 'Page id/identifier should be specified', category: 'graphql-input' });
    expect(first(await query('{ cmsPage(id: 0) { title } }')))
      .toEqual({ message: 'The CMS page with the "0" ID doesn\'t exist.', category: 'graphql-no-such-entity' });
    expect(first(await query('{ cmsPage(identifier: "") { title } }')))
      .toEqual({ message: 'The CMS page with the "" ID doesn\'t exist.', category: 'graphql-no-such-entity' });
    expect((await query('{ cmsPage(identifier: "faq") { identifier url_key } }')).data).toEqual({ cmsPage: { identifier: 'faq', url_key: 'faq' } });
  });

  // CmsPageTest::testGetDisabledCmsPageById, testGetDisabledCmsPageByIdentifier: the sample data's switched-off page.
  it('cmsPage: a disabled page is "No such entity." by id and does not exist by identifier; it has no URL', async () => {
    const { id } = db.prepare('SELECT id FROM cms_pages WHERE identifier = ? AND is_active = 0').get(RETIRED_PAGE) as { id: number };
    expect(first(await query(`{ cmsPage(id: ${id}) { title } }`))).toEqual({ message: 'No such entity.', category: 'graphql-no-such-entity' });
    expect(first(await query(`{ cmsPage(identifier: "${RETIRED_PAGE}") { title } }`)))
      .toEqual({ message: `The CMS page with the "${RETIRED_PAGE}" ID doesn't exist.`, category: 'graphql-no-such-entity' });
    expect((await query(`{ route(url: "${RETIRED_PAGE}") { type } urlResolver(url: "${RETIRED_PAGE}") { type } }`)).data)
      .toEqual({ route: null, urlResolver: null });
  });

  // CmsBlockTest::testGetCmsBlocksWithoutIdentifiers, testGetCmsBlockByNonExistentIdentifier,
  // testGetEnabledAndDisabledCmsBlockInOneRequest (the found block stays in items, the other is an error).
  it('cmsBlocks: no identifiers, an unknown one, and a known with an unknown one', async () => {
    expect(first(await query('{ cmsBlocks(identifiers: []) { items { identifier } } }')))
      .toEqual({ message: '"identifiers" of CMS blocks should be specified', category: 'graphql-input' });
    expect(first(await query('{ cmsBlocks(identifiers: "nonexistent_id") { items { identifier } } }')))
      .toEqual({ message: 'The CMS block with the "nonexistent_id" ID doesn\'t exist.', category: 'graphql-no-such-entity' });
    const both = await query('{ cmsBlocks(identifiers: ["footer_links", "nonexistent_id"]) { items { identifier } } }');
    expect((both.data as { cmsBlocks: { items: Array<{ identifier: string } | null> } }).cmsBlocks.items[0]).toEqual({ identifier: 'footer_links' });
    expect(both.errors?.[0]?.message).toBe('The CMS block with the "nonexistent_id" ID doesn\'t exist.');
  });
});

describe('Magento Catalog and UrlRewrite fidelity', () => {
  const { server } = useTestServer();
  const query = async (document: string) => (await graphqlPost(server.url, document, { store: 'na_us' })).body;

  // CategoryListTest / CategoriesQuery: unknown ids give an empty list; paging as Magento's CategoriesQuery validates it.
  it('categoryList and categories: unknown ids are empty, paging errors in Magento\'s words', async () => {
    expect((await query('{ categoryList(filters: { ids: { eq: "999" } }) { uid } }')).data).toEqual({ categoryList: [] });
    expect((await query('{ categories(filters: { ids: { eq: "999" } }) { total_count items { uid } } }')).data)
      .toEqual({ categories: { total_count: 0, items: [] } });
    expect(first(await query('{ categories(pageSize: 0) { total_count } }')))
      .toEqual({ message: 'pageSize value must be greater than 0.', category: 'graphql-input' });
    expect(first(await query('{ categories(currentPage: 0) { total_count } }')))
      .toEqual({ message: 'currentPage value must be greater than 0.', category: 'graphql-input' });
    expect(first(await query('{ categories(currentPage: 5) { total_count } }')))
      .toEqual({ message: 'currentPage value 5 specified is greater than the 1 page(s) available.', category: 'graphql-input' });
  });

  // ProductSearchTest: a query without search or filter; an empty result answers no paging error.
  it('products: search or filter required; no match is an empty page, not an error', async () => {
    expect(first(await query('{ products { total_count } }')))
      .toEqual({ message: "'search' or 'filter' input argument is required.", category: 'graphql-input' });
    expect((await query('{ products(search: "zzzzqqq", currentPage: 2) { total_count items { sku } } }')).data)
      .toEqual({ products: { total_count: 0, items: [] } });
  });

  // RouteTest / UrlResolverTest: an empty url is an input error; a URL nothing rewrites is null.
  it('route: empty url and unknown url', async () => {
    expect(first(await query('{ route(url: "  ") { relative_url } }')))
      .toEqual({ message: '"url" argument should be specified and not empty', category: 'graphql-input' });
    expect((await query('{ route(url: "nope-404.html") { relative_url } }')).data).toEqual({ route: null });
  });

  // ProductViewTest (a disabled product is not returned) and RouteTest (no route to it): the sample data's
  // switched-off service, whose SKU exists with status 2.
  it('a disabled product is in no product query and has no route', async () => {
    expect((await query('{ products(filter: { sku: { eq: "SSV-AUDIT-2025" } }) { total_count items { sku } } }')).data)
      .toEqual({ products: { total_count: 0, items: [] } });
    const searched = (await query('{ products(search: "Print Audit 2025", pageSize: 100) { items { sku } } }')).data as { products: { items: Array<{ sku: string }> } };
    expect(searched.products.items.map((item) => item.sku)).not.toContain('SSV-AUDIT-2025');
    expect((await query('{ route(url: "print-audit-2025.html") { relative_url } }')).data).toEqual({ route: null });
  });

  // GetProductReviewsTest::testProductReviewRatingsMetadata: ratings with their values, ids base64-encoded.
  it('productReviewRatingsMetadata lists each rating with its values', async () => {
    const { data } = await query('{ productReviewRatingsMetadata { items { id name values { value_id value } } } }');
    const items = (data as { productReviewRatingsMetadata: { items: Array<{ id: string; name: string; values: Array<{ value: string }> }> } })
      .productReviewRatingsMetadata.items;
    expect(items.map((item) => [item.id, item.name, item.values.map((v) => v.value)])).toEqual([['NA==', 'Rating', ['1', '2', '3', '4', '5']]]);
  });
});

describe('Magento Review fidelity', () => {
  const { db, server } = useTestServer();
  const CREATE = `mutation Review($input: CreateProductReviewInput!) {
    createProductReview(input: $input) { review { nickname summary text average_rating ratings_breakdown { name value } } }
  }`;
  const input = (nickname: string) => ({
    sku: 'SFD-POCKET', nickname, summary: 'Summary Test', text: 'Text Test', ratings: [{ id: 'NA==', value_id: 'MTg=' }],
  });

  // CreateProductReviewsTest::testCustomerAddProductReviews (guest and signed-in customer) and GetProductReviewsTest::
  // testCustomerReviewsAddedToProduct: the review comes back with its vote as a percentage and its breakdown.
  it('createProductReview as guest and as customer; the customer finds it in customer.reviews', async () => {
    const expected = (nickname: string) => ({ createProductReview: { review: {
      nickname, summary: 'Summary Test', text: 'Text Test', average_rating: 60, ratings_breakdown: [{ name: 'Rating', value: '3' }],
    } } });
    expect((await graphqlPost(server.url, CREATE, { store: 'na_us', variables: { input: input('John Doe') } })).body.data).toEqual(expected('John Doe'));
    const { token } = await registerCustomer(server.url);
    expect((await graphqlPost(server.url, CREATE, { store: 'na_us', token, variables: { input: input('John') } })).body.data).toEqual(expected('John'));
    const mine = await graphqlPost(server.url, 'query Mine { customer { reviews { items { nickname summary text average_rating ratings_breakdown { name value } } } } }',
      { store: 'na_us', token });
    expect(mine.body.data).toEqual({ customer: { reviews: { items: [expected('John').createProductReview.review] } } });
  });

  // CreateProductReviewsTest::testAddProductReviewGuestIsNotAllowed (catalog/review/allow_guest 0).
  it('refuses a guest where only customers may write reviews', async () => {
    const row = db.prepare("SELECT settings FROM stores WHERE code = 'na_us'").get() as { settings: string };
    db.prepare("UPDATE stores SET settings = ? WHERE code = 'na_us'")
      .run(JSON.stringify({ ...JSON.parse(row.settings) as object, allow_guests_to_write_product_reviews: '0' }));
    try {
      const guest = await graphqlPost(server.url, CREATE, { store: 'na_us', variables: { input: input('John Doe') } });
      expect(guest.status).toBe(403);
      expect(first(guest.body)).toEqual({ message: "Guest customers aren't allowed to add product reviews.", category: 'graphql-authorization' });
    } finally {
      db.prepare("UPDATE stores SET settings = ? WHERE code = 'na_us'").run(row.settings);
    }
  });
});

import fs from 'node:fs';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery, isInputObjectType, isInterfaceType, isObjectType, parse } from 'graphql';
import { brandSchemaFile } from '../src/graphql/schema';
import { parseBackendProfile } from '../src/profile';
import { graphqlGet, graphqlPost, useTestServer } from './helpers';
import { brandDefinitions } from './schemaConformance';

// Issue #19: BACKEND_PROFILE=stock plays a stock Magento 2.4.8 — Magento's schema alone, Magento's content.

const brand = brandDefinitions(parse(fs.readFileSync(brandSchemaFile, 'utf8')));

const introspect = async (url: string): Promise<ReturnType<typeof buildClientSchema>> => {
  const { body } = await graphqlPost<IntrospectionQuery>(url, getIntrospectionQuery());
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return buildClientSchema(body.data);
};

/** Every `Type.field` (and input field) the schema has. */
const fieldsOf = (schema: ReturnType<typeof buildClientSchema>): Set<string> => new Set(Object.values(schema.getTypeMap())
  .flatMap((type) => (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)
    ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : [])));

const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');

describe('BACKEND_PROFILE', () => {
  it('is full unless set to stock; anything else is refused', () => {
    expect(parseBackendProfile(undefined)).toBe('full');
    expect(parseBackendProfile('')).toBe('full');
    expect(parseBackendProfile('stock')).toBe('stock');
    expect(() => parseBackendProfile('brand')).toThrow('BACKEND_PROFILE must be one of full, stock (got "brand").');
  });
});

describe('stock profile: Magento 2.4.8 alone', () => {
  const stock = useTestServer({ profile: 'stock' });
  const full = useTestServer();

  it('introspects no brand type, field, input field or operation; the full profile has them all', async () => {
    const schema = await introspect(stock.server.url);
    expect([...brand.types].filter((name) => schema.getType(name))).toEqual([]);
    const fields = fieldsOf(schema);
    expect([...brand.fields].filter((field) => fields.has(field))).toEqual([]);
    expect(brand.fields.has('Mutation.addToCart') && brand.types.has('Article')).toBe(true);
    const fullFields = fieldsOf(await introspect(full.server.url));
    expect([...brand.fields].filter((field) => !fullFields.has(field))).toEqual([]);
    // Magento's own cart operations are there, createGuestCart and clearCart included.
    for (const field of ['Mutation.createGuestCart', 'Mutation.clearCart', 'Mutation.placeOrder', 'ShippingAddressInput.customer_notes']) {
      expect(fields.has(field)).toBe(true);
    }
  });

  it('answers a query naming a brand field, operation or input field as Magento answers an unknown one', async () => {
    const cases: Array<[string, string]> = [
      ['{ storeConfig { store_code article_url_segment } }', 'Cannot query field "article_url_segment" on type "StoreConfig".'],
      ['{ articles { total_count } }', 'Cannot query field "articles" on type "Query".'],
      ['mutation { removeCartAllItems(cart_id: "x") { cart { id } } }', 'Cannot query field "removeCartAllItems" on type "Mutation".'],
      ['{ cart(cart_id: "x") { id quote_id } }', 'Cannot query field "quote_id" on type "Cart".'],
      ['mutation { setPaymentMethodOnCart(input: { cart_id: "x", payment_method: { code: "spectrane_card", spectrane_card: { token: "tok_visa" } } }) { cart { id } } }',
        'Field "spectrane_card" is not defined by type "PaymentMethodInput".'],
    ];
    for (const [query, message] of cases) {
      const response = await graphqlPost(stock.server.url, query);
      expect(response.status).toBe(200);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors?.map((e) => ({ message: e.message.split(' Did you mean')[0], category: e.extensions?.category })))
        .toEqual([{ message, category: 'graphql' }]);
    }
    // The same query is fine on the full profile.
    expect((await graphqlPost(full.server.url, '{ storeConfig { store_code article_url_segment } }')).body.errors).toBeUndefined();
  });

  it('links no CMS block or page to a brand route; the dealers page does not exist; the full profile keeps its content', async () => {
    const brandPaths = /^\/(?:[a-z]{2}\/[a-z]{2}\/)?(?:articles|artikel|articulos|articoli|events?|color-systems|colou?r-finder)(?:\/|$)/;
    const dealerPages = (stock.db.prepare("SELECT DISTINCT identifier FROM cms_pages WHERE identifier LIKE '%/%'").all() as Array<{ identifier: string }>)
      .map((row) => row.identifier);
    expect(dealerPages.length).toBeGreaterThan(0);
    const isBrandLink = (href: string): boolean =>
      brandPaths.test(href) || dealerPages.some((page) => href === `/${page}` || href.endsWith(`/${page}`));
    const stores = stock.db.prepare('SELECT code FROM stores').all() as Array<{ code: string }>;
    for (const { code } of stores) {
      const blocks = await graphqlGet<{ cmsBlocks: { items: Array<{ identifier: string; content: string }> } }>(stock.server.url,
        '{ cmsBlocks(identifiers: ["home_cms_navigation", "footer_links", "header_pencil_banner", "home_banner"]) { items { identifier content } } }',
        { store: code });
      expect(blocks.body.errors).toBeUndefined();
      const pages = (stock.db.prepare('SELECT identifier FROM cms_pages WHERE store_code = ? AND is_active = 1').all(code) as Array<{ identifier: string }>)
        .map((row) => row.identifier).filter((identifier) => !dealerPages.includes(identifier));
      const contents = [...(blocks.body.data?.cmsBlocks.items ?? []).map((item) => item.content)];
      for (const identifier of pages) {
        const page = await graphqlGet<{ cmsPage: { content: string } }>(stock.server.url,
          'query Page($id: String) { cmsPage(identifier: $id) { content } }', { store: code, variables: { id: identifier } });
        expect(page.body.errors, `${code} ${identifier}`).toBeUndefined();
        contents.push(page.body.data?.cmsPage.content ?? '');
      }
      const links = contents.flatMap(hrefs);
      expect(links.length).toBeGreaterThan(10);
      expect(links.filter(isBrandLink), code).toEqual([]);
    }
    // The home navigation lists the store's top-level categories, in the store's language.
    const nav = await graphqlGet<{ cmsBlocks: { items: Array<{ content: string }> } }>(stock.server.url,
      '{ cmsBlocks(identifiers: ["home_cms_navigation"]) { items { content } } }', { store: 'de_de' });
    expect(hrefs(nav.body.data?.cmsBlocks.items[0]?.content ?? '')).toEqual([
      '/eu/de/farbfaecher.html', '/eu/de/farbmuster-sets.html', '/eu/de/sets-bundles.html', '/eu/de/licht-messtechnik.html',
      '/eu/de/digitale-farbbibliotheken.html', '/eu/de/dienstleistungen.html',
    ]);
    // No dealers page, by identifier or by URL; the about page no longer points to it.
    const dealers = await graphqlGet(stock.server.url, '{ cmsPage(identifier: "uber-spectrane/spectrane-handler") { title } }', { store: 'de_de' });
    expect(dealers.body.errors?.[0]).toMatchObject({
      message: 'The CMS page with the "uber-spectrane/spectrane-handler" ID doesn\'t exist.', extensions: { category: 'graphql-no-such-entity' },
    });
    const route = await graphqlGet<{ route: unknown; urlResolver: unknown }>(stock.server.url,
      '{ route(url: "uber-spectrane/spectrane-handler") { relative_url } urlResolver(url: "uber-spectrane/spectrane-handler") { id } }', { store: 'de_de' });
    expect(route.body.data).toEqual({ route: null, urlResolver: null });
    const about = await graphqlGet<{ cmsPage: { content: string } }>(stock.server.url, '{ cmsPage(identifier: "about-spectrane") { content } }');
    expect(about.body.data?.cmsPage.content).toContain('Browse the <a href="/color-guides.html">color guides</a>.</p>');
    // The full profile: unchanged brand content.
    const fullNav = await graphqlGet<{ cmsBlocks: { items: Array<{ content: string }> } }>(full.server.url,
      '{ cmsBlocks(identifiers: ["home_cms_navigation"]) { items { content } } }', { store: 'de_de' });
    expect(hrefs(fullNav.body.data?.cmsBlocks.items[0]?.content ?? '')).toEqual(expect.arrayContaining(['/eu/de/artikel', '/eu/de/events']));
    const fullDealers = await graphqlGet(full.server.url, '{ cmsPage(identifier: "uber-spectrane/spectrane-handler") { title } }', { store: 'de_de' });
    expect(fullDealers.body.errors).toBeUndefined();
  });

  it('offers no aggregation on the brand\'s filter attributes, and serves no picture of brand content', async () => {
    const query = '{ products(filter: { category_id: { eq: "6" } }) { aggregations { attribute_code } } }';
    const codes = async (url: string): Promise<string[]> =>
      ((await graphqlGet<{ products: { aggregations: Array<{ attribute_code: string }> } }>(url, query)).body.data?.products.aggregations ?? [])
        .map((a) => a.attribute_code);
    expect(await codes(full.server.url)).toEqual(expect.arrayContaining(['color_family', 'finish']));
    const stockCodes = await codes(stock.server.url);
    expect(stockCodes).toEqual(expect.arrayContaining(['price', 'category_uid']));
    expect(stockCodes.filter((code) => code === 'color_family' || code === 'finish')).toEqual([]);
    // Magento's own kind of attribute (material, a field of Magento's ProductAttributeFilterInput) is there and filters.
    const guides = '{ products(filter: { category_id: { eq: "3" } }) { aggregations { attribute_code options { label value } } } }';
    type Guides = { products: { aggregations: Array<{ attribute_code: string; options: Array<{ label: string; value: string }> }> } };
    const stockGuides = (await graphqlGet<Guides>(stock.server.url, guides)).body.data?.products.aggregations ?? [];
    const cotton = stockGuides.find((a) => a.attribute_code === 'material')?.options.find((o) => o.label === 'Cotton')?.value ?? '';
    expect(cotton).not.toBe('');
    const filtered = await graphqlGet<{ products: { items: Array<{ sku: string }> } }>(stock.server.url,
      `{ products(filter: { category_id: { eq: "3" }, material: { eq: "${cotton}" } }) { items { sku } } }`);
    expect(filtered.body.data?.products.items).toEqual([{ sku: 'SSB-COTTON' }]);
    const article = 'media/spectrane/articles/article-1.svg';
    expect((await fetch(`${full.server.url}/${article}`)).status).toBe(200);
    expect((await fetch(`${stock.server.url}/${article}`)).status).toBe(404);
    expect((await fetch(`${stock.server.url}/media/catalog/category/colour-guides.svg`)).status).toBe(200);
  });
});

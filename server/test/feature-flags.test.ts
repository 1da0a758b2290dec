import { print } from 'graphql';
import { GET_STORE_VIEW_TWIN, GET_STORE_VIEWS, GET_SWITCH_ROUTE } from '../../src/features/store/storeViews.gql';
import { GET_MEGA_MENU } from '../../src/shell/Header/megaMenu.gql';
import { add, createCart, readCart } from './cartHelpers';
import { expectMagentoErrorShape, graphqlGet, graphqlPost, useTestServer } from './helpers';

// What the storefront's feature flags ask of the backend (spec §1: multi-currency, multi-store,
// mega-menu), with the storefront's own documents, on both profiles where they are Magento's.

const PRICE = `query Price($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku
  price_range { minimum_price { final_price { value currency } } } } } }`;

type PriceData = { products: { items: Array<{ price_range: { minimum_price: { final_price: { value: number; currency: string } } } }> } };

describe('multi-currency: Content-Currency as Magento honours it', () => {
  const { server, db } = useTestServer();
  const finalPrice = async (store: string, currency?: string) =>
    (await graphqlGet<PriceData>(server.url, PRICE, { store, currency, variables: { sku: 'SACC-LOUPE' } })).body.data?.products.items[0]
      ?.price_range.minimum_price.final_price;

  it('offers the Hong Kong stores two currencies with a rate from the website base', async () => {
    const { body } = await graphqlGet<{ currency: { available_currency_codes: string[]; exchange_rates: Array<{ currency_to: string; rate: number }> } }>(
      server.url, '{ currency { available_currency_codes exchange_rates { currency_to rate } } }', { store: 'hk_en' });
    expect(body.data?.currency.available_currency_codes).toEqual(['USD', 'HKD']);
    expect(body.data?.currency.exchange_rates).toContainEqual({ currency_to: 'HKD', rate: 7.78 });
  });

  it('answers catalogue prices in the requested currency', async () => {
    const usd = await finalPrice('hk_en');
    const hkd = await finalPrice('hk_en', 'HKD');
    expect(usd?.currency).toBe('USD');
    expect(hkd?.currency).toBe('HKD');
    // HKD is the Hong Kong price list (local price points, server/README departures): near the rate, not equal.
    expect(hkd?.value).toBeGreaterThan((usd?.value ?? 0) * 7);
    expect(await finalPrice('hk_tc', 'HKD')).toEqual(hkd);
  });

  it('moves a cart to the currency of the request (UpdateCartCurrency): items and totals follow', async () => {
    const cartId = await createCart(server.url, { store: 'hk_en' });
    const inUsd = await add(server.url, cartId, [{ sku: 'SACC-LOUPE', quantity: 2 }], { store: 'hk_en' });
    expect(inUsd.prices.grand_total.currency).toBe('USD');
    const inHkd = await readCart(server.url, cartId, { store: 'hk_en', currency: 'HKD' });
    expect(inHkd.prices.grand_total.currency).toBe('HKD');
    expect(inHkd.items[0]?.prices.price.currency).toBe('HKD');
    expect(inHkd.prices.grand_total.value).toBeCloseTo(2 * ((await finalPrice('hk_en', 'HKD'))?.value ?? 0), 2);
    expect(db.prepare('SELECT currency FROM carts WHERE masked_id = ?').get(cartId)).toEqual({ currency: 'HKD' });
    // Back to the default display currency: the same cart in USD again.
    expect((await readCart(server.url, cartId, { store: 'hk_en', currency: 'USD' })).prices.grand_total).toEqual(inUsd.prices.grand_total);
  });

  it('refuses a currency the store does not allow with Magento’s message and category', async () => {
    const { status, body } = await graphqlGet(server.url, PRICE, { store: 'hk_en', currency: 'EUR', variables: { sku: 'SACC-LOUPE' } });
    expect(status).toBe(200);
    expectMagentoErrorShape(body);
    expect(body.errors).toEqual([{ message: 'Please correct the target currency', extensions: { category: 'graphql-input' } }]);
  });
});

describe('multi-store: availableStores and the equivalent page', () => {
  const { server } = useTestServer();
  type Views = { availableStores: Array<{ store_code: string; locale: string }> };

  it.each([
    ['de_de', ['eu_en', 'de_de', 'es_es', 'fr_fr', 'it_it']],
    ['hk_tc', ['hk_en', 'hk_tc']],
    ['na_us', ['na_us']],
  ])('lists the store views of %s’s group, in their order', async (store, codes) => {
    const { body } = await graphqlGet<Views>(server.url, print(GET_STORE_VIEWS), { store });
    expect(body.errors).toBeUndefined();
    expect(body.data?.availableStores.map((view) => view.store_code)).toEqual(codes);
  });

  it('finds a product and a category of one store view in another, under that view’s URL keys', async () => {
    type Route = { route: { type: string; sku?: string; uid?: string } | null };
    type Twin = { products?: { items: Array<{ url_key: string; url_suffix: string }> }; categories?: { items: Array<{ url_path: string }> } };
    const { body: fr } = await graphqlGet<{ products: { items: Array<{ url_key: string; sku: string }> } }>(server.url,
      '{ products(filter: { sku: { eq: "SFD-POCKET" } }) { items { sku url_key } } }', { store: 'fr_fr' });
    const frKey = fr.data?.products.items[0]?.url_key ?? '';
    const { body: here } = await graphqlGet<Route>(server.url, print(GET_SWITCH_ROUTE), { store: 'fr_fr', variables: { url: `${frKey}.html` } });
    expect(here.data?.route).toMatchObject({ type: 'PRODUCT', sku: 'SFD-POCKET' });
    const variables = { sku: 'SFD-POCKET', uid: '', identifier: '', product: true, category: false, page: false };
    const { body: there } = await graphqlGet<Twin>(server.url, print(GET_STORE_VIEW_TWIN), { store: 'de_de', variables });
    const deKey = there.data?.products?.items[0]?.url_key;
    expect(deKey).toBeTruthy();
    expect(deKey).not.toBe(frKey);
    const category = await graphqlGet<Twin>(server.url, print(GET_STORE_VIEW_TWIN),
      { store: 'it_it', variables: { ...variables, sku: '', uid: 'NA==', product: false, category: true } });
    expect(category.body.data?.categories?.items[0]?.url_path).toMatch(/\//);
  });
});

describe('mega-menu: the category tree', () => {
  type Node = { uid: string; name: string; url_path: string; include_in_menu: number; position: number; children?: Node[] };
  const { server } = useTestServer();

  it('answers the menu document with every level under the store root, in the store language', async () => {
    const { body } = await graphqlPost<{ categories: { items: Array<{ children: Node[] }> } }>(server.url, print(GET_MEGA_MENU), { store: 'de_de' });
    expect(body.errors).toBeUndefined();
    const top = body.data?.categories.items[0]?.children ?? [];
    expect(top.map((node) => node.name)).toEqual(expect.arrayContaining(['Farbfächer', 'Farbmuster-Sets']));
    const guides = top.find((node) => node.name === 'Farbfächer');
    expect(guides?.children?.map((node) => node.name)).toEqual(expect.arrayContaining(['Fächer', 'Musterbücher']));
    expect(guides?.children?.[0]?.url_path).toMatch(/^[^/]+\/[^/]+$/);
  });
});

describe('on stock Magento (profile stock)', () => {
  const { server } = useTestServer({ profile: 'stock' });

  it('answers the flags’ documents: they use Magento operations only', async () => {
    const views = await graphqlGet<{ availableStores: unknown[] }>(server.url, print(GET_STORE_VIEWS), { store: 'es_es' });
    expect(views.body.errors).toBeUndefined();
    expect(views.body.data?.availableStores).toHaveLength(5);
    const menu = await graphqlPost<{ categories: { items: Array<{ children: unknown[] }> } }>(server.url, print(GET_MEGA_MENU), { store: 'es_es' });
    expect(menu.body.errors).toBeUndefined();
    expect(menu.body.data?.categories.items[0]?.children.length).toBeGreaterThan(1);
    const twin = await graphqlGet(server.url, print(GET_STORE_VIEW_TWIN), {
      store: 'es_es', variables: { sku: 'SFD-POCKET', uid: '', identifier: '', product: true, category: false, page: false },
    });
    expect(twin.body.errors).toBeUndefined();
    const hkd = await graphqlGet<PriceData>(server.url, PRICE, { store: 'hk_en', currency: 'HKD', variables: { sku: 'SACC-LOUPE' } });
    expect(hkd.body.data?.products.items[0]?.price_range.minimum_price.final_price.currency).toBe('HKD');
  });
});

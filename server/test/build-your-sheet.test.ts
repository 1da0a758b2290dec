import { createDatabase, type Database } from '../src/db/database';
import { add, addProducts, addToCart, createCart } from './cartHelpers';
import {
  call, cartOf, newYork, placeOrder, setBillingAddress, setPaymentMethod, setShippingAddress, setShippingMethod,
} from './checkoutHelpers';
import { roxanne, tokenFor } from './customerHelpers';
import { expectMagentoErrorShape, graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const SHEET = `query Sheet($key: String!) {
  categories(filters: { url_key: { eq: $key } }) { items {
    uid build_your_sheet
    sheet { size product { sku render_type
      ... on CustomizableProductInterface { options { uid title required
        ... on CustomizableFieldOption { value { uid sku max_characters } } } } } }
  } }
  products(filter: { category_uid: { eq: "OA==" } }, pageSize: 100) { total_count items { sku stock_status color_standard { code } } }
}`;

interface SheetData {
  categories: { items: Array<{ uid: string; build_your_sheet: boolean; sheet: null | { size: number; product: {
    sku: string; render_type: string | null;
    options: Array<{ uid: string; title: string; required: boolean; value?: { uid: string; sku: string | null; max_characters: number } }>;
  } } }> };
  products: { total_count: number; items: Array<{ sku: string; stock_status: string; color_standard: { code: string } | null }> };
}

describe('Build Your Sheet: one cart item carrying its chips', () => {
  let db: Database;
  let server: RunningServer;
  let chipsUid = '';
  const sheetItem = (value: string) => ({ sku: 'SBS-SHEET', quantity: 1, entered_options: [{ uid: chipsUid, value }] });
  const twelve = ['SR-110', 'SR-210', 'SR-340', 'SR-420', 'SO-120', 'SO-250', 'SO-330', 'SY-105', 'SY-230', 'SG-140', 'SG-220', 'SG-360'];

  beforeAll(async () => {
    db = createDatabase(':memory:');
    server = await startTestServer({ db });
    const { body } = await graphqlGet<SheetData>(server.url, SHEET, { store: 'na_us', variables: { key: 'build-your-sheet' } });
    chipsUid = body.data?.categories.items[0]?.sheet?.product.options.find((o) => o.value?.sku === 'CHIPS')?.uid ?? '';
  }, 60000);
  afterAll(async () => {
    await server.close();
    db.close();
  });

  it('describes the sheet on its category: size, product and the CHIPS field option; other categories have none', async () => {
    const { body } = await graphqlGet<SheetData>(server.url, SHEET, { store: 'na_us', variables: { key: 'build-your-sheet' } });
    expect(body.errors).toBeUndefined();
    const category = body.data?.categories.items[0];
    expect(category).toMatchObject({ build_your_sheet: true, sheet: { size: 12, product: { sku: 'SBS-SHEET', render_type: 'build-your-sheet' } } });
    expect(category?.sheet?.product.options).toEqual([
      { uid: chipsUid, title: 'Chips', required: true, value: { uid: chipsUid, sku: 'CHIPS', max_characters: 120 } },
    ]);
    // The colours: the category's chip products, deactivated ones out of stock.
    const colours = body.data?.products.items ?? [];
    expect(colours.length).toBeGreaterThan(12);
    expect(colours.find((p) => p.color_standard?.code === 'SY-310')?.stock_status).toBe('OUT_OF_STOCK');
    const other = await graphqlGet<SheetData>(server.url, SHEET, { store: 'na_us', variables: { key: 'swatch-cards' } });
    expect(other.body.data?.categories.items[0]?.sheet).toBeNull();
  });

  it('adds a valid sheet as one line whose customizable option lists the chips, in one spelling', async () => {
    const cartId = await createCart(server.url);
    const cart = await add(server.url, cartId, [sheetItem(' sr-110, SB-120,SN-500 ')]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 1, product: { sku: 'SBS-SHEET', render_type: 'build-your-sheet' }, item_row_price: 29 });
    expect(cart.items[0]?.customizable_options).toEqual([
      { label: 'Chips', values: [{ label: '', value: 'SR-110,SB-120,SN-500', price: { type: 'FIXED', units: '$', value: 0 } }] },
    ]);
    // A full sheet is fine; the same sheet again is the same line.
    const full = await add(server.url, cartId, [sheetItem(twelve.join(','))]);
    expect(full.items).toHaveLength(2);
    const again = await add(server.url, cartId, [sheetItem('SR-110,SB-120,SN-500')]);
    expect(again.items.map((i) => i.quantity).sort()).toEqual([1, 2]);
  });

  it('refuses too many chips, a colour twice, unknown and deactivated colours and an empty sheet (user_errors)', async () => {
    const cartId = await createCart(server.url);
    const { body } = await addProducts(server.url, cartId, [
      sheetItem([...twelve, 'SB-120'].join(',')),
      sheetItem('SR-110,SR-110'),
      sheetItem('SR-110,XX-999'),
      sheetItem('SB-120,SY-310'),
      sheetItem(' , '),
    ]);
    expect(body.data?.addProductsToCart?.user_errors).toEqual([
      { __typename: 'CartUserInputError', code: 'INVALID_PARAMETER_VALUE', message: 'A sheet holds at most 12 chips.' },
      { __typename: 'CartUserInputError', code: 'INVALID_PARAMETER_VALUE', message: 'The color "SR-110" is already on the sheet.' },
      { __typename: 'CartUserInputError', code: 'INVALID_PARAMETER_VALUE', message: 'The color "XX-999" is not available for this sheet.' },
      { __typename: 'CartUserInputError', code: 'NOT_SALABLE', message: 'The color "SY-310" is temporarily deactivated.' },
      { __typename: 'CartUserInputError', code: 'UNDEFINED', message: "The product's required option(s) weren't entered. Make sure the options are entered and try again." },
    ]);
    expect(body.data?.addProductsToCart?.cart.items).toEqual([]);
  });

  it('addToCart answers a graphql-input error in the store\'s language and adds nothing', async () => {
    const cartId = await createCart(server.url, { store: 'de_de' });
    const { body } = await addToCart(server.url, cartId, [sheetItem('SV-310')], { store: 'de_de' });
    expectMagentoErrorShape(body);
    expect(body.errors?.[0]).toMatchObject({ message: 'Die Farbe „SV-310“ ist vorübergehend deaktiviert.', extensions: { category: 'graphql-input' } });
    expect(body.data?.addToCart ?? null).toBeNull();
  });

  it('keeps the chips on the order item (entered_options) through checkout', async () => {
    const token = await tokenFor(server.url, roxanne.email, roxanne.password);
    const me = { token };
    const { body: cartBody } = await call<{ customerCart: { id: string } }>(server.url, 'query { customerCart { id } }', {}, me);
    const cartId = cartBody.data?.customerCart.id ?? '';
    await add(server.url, cartId, [sheetItem('SR-110,SB-120')], me);
    cartOf(await setShippingAddress(server.url, cartId, { address: newYork }, me), 'setShippingAddressesOnCart');
    cartOf(await setBillingAddress(server.url, cartId, { same_as_shipping: true }, me), 'setBillingAddressOnCart');
    cartOf(await setShippingMethod(server.url, cartId, 'flatrate', 'flatrate', me), 'setShippingMethodsOnCart');
    cartOf(await setPaymentMethod(server.url, cartId, { code: 'checkmo' }, me), 'setPaymentMethodOnCart');
    const number = (await placeOrder(server.url, cartId, me)).body.data?.placeOrder?.order?.order_number ?? '';
    expect(number).not.toBe('');
    const { body } = await call<{ customer: { orders: { items: Array<{ items: unknown[] }> } } }>(server.url,
      `query Order($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items {
        items { product_sku product_name quantity_ordered entered_options { label value } selected_options { label value } }
      } } } }`, { number }, me);
    expect(body.data?.customer.orders.items[0]?.items).toEqual([{
      product_sku: 'SBS-SHEET', product_name: 'Your Color Sheet', quantity_ordered: 1,
      entered_options: [{ label: 'Chips', value: 'SR-110,SB-120' }], selected_options: [],
    }]);
  });
});

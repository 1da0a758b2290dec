import { graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const PRODUCT = `query ProductDetail($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    items {
      __typename uid id sku name url_key url_suffix canonical_url type_id stock_status only_x_left_in_stock min_sale_qty max_sale_qty
      meta_title meta_description render_type canonical_name base_canonical_name is_discontinued discontinued_message
      description { html } short_description { html }
      image { url label width height } small_image { url } thumbnail { url }
      media_gallery { __typename url label position disabled width height }
      price_range {
        minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
        maximum_price { regular_price { value currency } final_price { value currency } }
      }
      special_price price_tiers { quantity final_price { value currency } discount { amount_off percent_off } }
      categories { uid name url_path breadcrumbs { category_name } }
      related_products { sku } upsell_products { sku } crosssell_products { sku }
      rating_summary review_count
      color_standard { code name hex family { label } finish { label } product { sku } }
      ... on CustomizableProductInterface {
        options {
          __typename uid option_id title required sort_order
          ... on CustomizableFieldOption { product_sku field: value { uid price price_type max_characters sku } }
          ... on CustomizableAreaOption { area: value { max_characters price } }
          ... on CustomizableDateOption { date: value { type price price_type } }
          ... on CustomizableFileOption { file: value { file_extension image_size_x image_size_y } }
          ... on CustomizableRadioOption { radio: value { uid option_type_id title price price_type sort_order } }
          ... on CustomizableDropDownOption { dropDown: value { title price } }
          ... on CustomizableCheckboxOption { checkbox: value { title price price_type } }
          ... on CustomizableMultipleOption { multiple: value { title price } }
        }
      }
      ... on PhysicalProductInterface { weight }
      ... on ConfigurableProduct {
        configurable_options { uid attribute_uid attribute_code label position values { uid value_index label swatch_data { __typename value } } }
        variants { attributes { code value_index uid } product { sku stock_status price_range { minimum_price { final_price { value } } } } }
      }
      ... on BundleProduct {
        dynamic_price dynamic_sku price_view ship_bundle_items
        items { uid option_id title type required position sku
          options { uid id label quantity can_change_quantity is_default price price_type product { sku } } }
      }
      ... on DownloadableProduct {
        links_purchased_separately links_title
        downloadable_product_links { uid title price sample_url sort_order }
        downloadable_product_samples { title sample_url sort_order }
      }
    }
  }
}`;

type Product = Record<string, unknown> & {
  price_range: { minimum_price: Record<string, unknown>; maximum_price: Record<string, unknown> };
  options: Array<Record<string, unknown>> | null;
  media_gallery: Array<Record<string, unknown>>;
  image: { url: string; width: number; height: number } | null;
};

describe('product types and their fields', () => {
  let server: RunningServer;
  const product = async (sku: string, store = 'na_us', currency?: string): Promise<Product> => {
    const { body } = await graphqlGet<{ products: { items: Product[] } }>(server.url, PRODUCT, { store, currency, variables: { sku } });
    expect(body.errors).toBeUndefined();
    const item = body.data?.products.items[0];
    if (!item) throw new Error(`${sku} not found`);
    return item;
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a simple product: identity, copy, images with sizes, categories, links and reviews', async () => {
    const p = await product('SFD-CORE-C');
    expect(p).toMatchObject({
      __typename: 'SimpleProduct', uid: 'MQ==', id: 1, sku: 'SFD-CORE-C', name: 'Core Fan Deck Coated', url_key: 'core-fan-deck-coated',
      url_suffix: '.html', canonical_url: 'core-fan-deck-coated.html', type_id: 'simple', stock_status: 'IN_STOCK',
      only_x_left_in_stock: null, min_sale_qty: 1, max_sale_qty: 10000, weight: 0.9, render_type: null,
      canonical_name: 'Spectrane Core Fan Deck Coated', base_canonical_name: 'Spectrane Core Fan Deck',
      is_discontinued: false, discontinued_message: null, meta_title: 'Core Fan Deck Coated', color_standard: null,
      description: { html: expect.stringContaining('<p>') }, short_description: { html: expect.stringContaining('2,161') },
      image: { label: 'Core Fan Deck Coated', width: 800, height: 800 },
      categories: [{ uid: 'NA==', name: 'Fan Decks', url_path: 'color-guides/fan-decks', breadcrumbs: [{ category_name: 'Color Guides' }] }],
      related_products: [{ sku: 'SFD-CORE-U' }, { sku: 'SCS-SOLID-C' }], upsell_products: [{ sku: 'SFD-CORE-CU' }],
      crosssell_products: [{ sku: 'SACC-SLEEVE' }, { sku: 'SLB-LAMP' }], review_count: 2, rating_summary: 90,
    });
    expect(p.image?.url).toMatch(/\/media\/catalog\/product\/s\/f\/sfd-core-c\.svg$/);
    expect(p.media_gallery).toEqual([
      { __typename: 'ProductImage', url: p.image?.url, label: 'Core Fan Deck Coated', position: 1, disabled: false, width: 800, height: 800 },
      expect.objectContaining({ position: 2, url: expect.stringMatching(/sfd-core-c-2\.svg$/) }),
    ]);
    const image = await fetch(p.image?.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await image.text()).toMatch(/^<svg [^>]*width="800" height="800"/);
  });

  it('customizable options of every kind, with FIXED prices in the currency and PERCENT as a percentage', async () => {
    const p = await product('SFD-CORE-C', 'de_de');
    expect(p.options?.map((o) => o.__typename)).toEqual(['CustomizableFieldOption', 'CustomizableRadioOption', 'CustomizableCheckboxOption']);
    expect(p.options?.[0]).toMatchObject({
      uid: Buffer.from(`custom-option/${String(p.options?.[0]?.option_id)}`).toString('base64'), title: 'Persönliche Gravur',
      required: false, product_sku: 'SFD-CORE-C', field: { price: 13.99, price_type: 'FIXED', max_characters: 24, sku: 'ENGRAVE' },
    });
    expect(p.options?.[1]).toMatchObject({ title: 'Etui', required: true, radio: [
      { title: 'Ohne Etui', price: 0, price_type: 'FIXED', sort_order: 1 }, { title: 'Schutzhülle', price: 17.99 }, { title: 'Hartschalenetui', price: 32.99 }] });
    expect(p.options?.[2]).toMatchObject({ checkbox: [{ title: 'Geschenkverpackung', price: 5.55, price_type: 'FIXED' }, { price: 5, price_type: 'PERCENT' }] });
    const service = await product('SSV-CONSULT', 'uk_en');
    expect(service.__typename).toBe('VirtualProduct');
    expect(service).not.toHaveProperty('weight');
    expect(service.options?.map((o) => o.__typename)).toEqual(['CustomizableDateOption', 'CustomizableMultipleOption', 'CustomizableAreaOption']);
    expect(service.options?.[0]).toMatchObject({ required: true, date: { type: 'DATE_TIME', price: 0 } });
    expect((await product('SCC-CUSTOM')).options?.[2]).toMatchObject({
      __typename: 'CustomizableFileOption', file: { file_extension: 'jpg, png, pdf', image_size_x: 4000, image_size_y: 4000 },
    });
  });

  it('prices in the store currency: USD, EUR on de_de, GBP on uk_en, HKD on hk_tc (USD there on request)', async () => {
    const money = async (store: string, currency?: string): Promise<unknown> =>
      (await product('SFD-CORE-C', store, currency)).price_range.minimum_price;
    expect(await money('na_us')).toMatchObject({ regular_price: { value: 229, currency: 'USD' }, final_price: { value: 229, currency: 'USD' } });
    expect(await money('de_de')).toMatchObject({ regular_price: { value: 215, currency: 'EUR' }, final_price: { value: 215, currency: 'EUR' } });
    expect(await money('uk_en')).toMatchObject({ final_price: { value: 185, currency: 'GBP' } });
    expect(await money('hk_tc')).toMatchObject({ final_price: { value: 1790, currency: 'HKD' } });
    expect(await money('hk_tc', 'USD')).toMatchObject({ final_price: { value: 229, currency: 'USD' } });
    // Required options raise the minimum, all options the maximum: 229 + 15 + 35 + 6 + 5 % of 229.
    expect((await product('SFD-CORE-C')).price_range.maximum_price).toMatchObject({ final_price: { value: 296.45, currency: 'USD' } });
  });

  it('special prices and tier prices show as discounts', async () => {
    const set = await product('SFD-CORE-CU', 'de_de');
    expect(set.special_price).toBe(325);
    expect(set.price_range.minimum_price).toEqual({
      regular_price: { value: 370, currency: 'EUR' }, final_price: { value: 325, currency: 'EUR' }, discount: { amount_off: 45, percent_off: 12.16 },
    });
    expect((await product('SFD-CORE-C')).price_tiers).toEqual([
      { quantity: 3, final_price: { value: 215, currency: 'USD' }, discount: { amount_off: 14, percent_off: 6.11 } },
      { quantity: 10, final_price: { value: 199, currency: 'USD' }, discount: { amount_off: 30, percent_off: 13.1 } },
    ]);
  });

  it('stock states: out of stock, only a few left, discontinued with its message', async () => {
    expect(await product('SFD-ARCH')).toMatchObject({ stock_status: 'OUT_OF_STOCK', is_discontinued: false });
    expect(await product('SFD-POCKET')).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: 3 });
    expect(await product('SFD-LEGACY-19', 'de_de')).toMatchObject({
      stock_status: 'OUT_OF_STOCK', is_discontinued: true,
      discontinued_message: 'Dieses Produkt wird nicht mehr hergestellt. Wir empfehlen stattdessen Core-Farbfächer gestrichen.',
    });
  });

  it('render types simulator-customize and barcode, and the minimum sale quantity', async () => {
    expect(await product('SCC-CUSTOM')).toMatchObject({ __typename: 'SimpleProduct', render_type: 'simulator-customize' });
    expect(await product('SBC-LABELS')).toMatchObject({ render_type: 'barcode', min_sale_qty: 2 });
  });

  it('a configurable product: colour and text swatches, variants with their own SKU, price and stock', async () => {
    const p = await product('SLS', 'de_de');
    const options = p.configurable_options as Array<{ attribute_code: string; attribute_uid: string; label: string; values: Array<Record<string, unknown>> }>;
    expect(p.__typename).toBe('ConfigurableProduct');
    expect(options.map((o) => [o.attribute_code, o.attribute_uid, o.label])).toEqual([['color', 'OTM=', 'Farbe'], ['format', 'MjAy', 'Format']]);
    expect(options[0]?.values[0]).toMatchObject({ label: 'Korallenrot', swatch_data: { __typename: 'ColorSwatchData', value: '#f0544f' } });
    expect(options[1]?.values.map((v) => v.swatch_data)).toEqual(['A5', 'A4', 'A3'].map((value) => ({ __typename: 'TextSwatchData', value })));
    const variants = p.variants as Array<{ attributes: Array<{ code: string; uid: string; value_index: number }>; product: Record<string, unknown> }>;
    expect(variants).toHaveLength(12);
    const a3 = variants.find((v) => v.product.sku === 'SLS-SR-210-A3');
    const a5 = variants.find((v) => v.product.sku === 'SLS-SR-210-A5');
    expect(a3?.product).toMatchObject({ stock_status: 'IN_STOCK', price_range: { minimum_price: { final_price: { value: 26.99 } } } });
    expect(a5?.product).toMatchObject({ price_range: { minimum_price: { final_price: { value: 10.99 } } } });
    expect(a3?.attributes[0]?.uid).toBe(Buffer.from(`configurable/93/${String(a3?.attributes[0]?.value_index)}`).toString('base64'));
    expect(variants.find((v) => v.product.sku === 'SLS-SG-220-A3')?.product.stock_status).toBe('OUT_OF_STOCK');
    expect(p.price_range.minimum_price).toMatchObject({ final_price: { value: 10.99, currency: 'EUR' } });
    expect(p.price_range.maximum_price).toMatchObject({ final_price: { value: 26.99, currency: 'EUR' } });
  });

  it('a dynamic-price bundle prices itself from its children; a fixed one from its own price and selections', async () => {
    const dynamic = await product('SKIT-DESIGNER');
    expect(dynamic).toMatchObject({ __typename: 'BundleProduct', dynamic_price: true, dynamic_sku: true, price_view: 'PRICE_RANGE', ship_bundle_items: 'TOGETHER' });
    const items = dynamic.items as Array<Record<string, unknown> & { options: Array<Record<string, unknown>> }>;
    expect(items.map((i) => [i.title, i.type, i.required])).toEqual([['Fan deck', 'radio', true], ['Chip set', 'select', true], ['Accessories', 'checkbox', false]]);
    expect(items[0]?.options[0]).toMatchObject({ label: 'Core Fan Deck Coated', quantity: 1, is_default: true, price_type: 'DYNAMIC', product: { sku: 'SFD-CORE-C' } });
    expect(items[2]?.options[2]).toMatchObject({ quantity: 2, can_change_quantity: true, product: { sku: 'SACC-GLOVES' } });
    // Minimum: the cheapest required choices (pocket deck 79 + mini chips 59). Maximum: the dearest deck (229)
    // and chip set (249), plus every accessory (19 + 39 + 2 × 12).
    expect(dynamic.price_range.minimum_price).toMatchObject({ final_price: { value: 138, currency: 'USD' } });
    expect(dynamic.price_range.maximum_price).toMatchObject({ final_price: { value: 560, currency: 'USD' } });
    const fixed = await product('SKIT-PRINT', 'uk_en');
    expect(fixed).toMatchObject({ dynamic_price: false, price_view: 'AS_LOW_AS', price_range: { minimum_price: { final_price: { value: 440, currency: 'GBP' } } } });
    const extras = (fixed.items as Array<{ options: Array<Record<string, unknown>> }>)[2]?.options;
    expect(extras).toEqual([
      expect.objectContaining({ price: 25, price_type: 'PERCENT', product: { sku: 'SLB-LAMP' } }),
      expect.objectContaining({ price: 22.99, price_type: 'FIXED', quantity: 2 }),
    ]);
  });

  it('a downloadable product: links (bought separately) with prices and samples that can be fetched', async () => {
    const p = await product('SDL-DESIGN', 'fr_fr');
    expect(p).toMatchObject({ __typename: 'DownloadableProduct', links_purchased_separately: 1, links_title: 'Fichiers de bibliothèque' });
    const links = p.downloadable_product_links as Array<{ title: string; price: number; sample_url: string | null; uid: string }>;
    expect(links.map((l) => [l.title, l.price])).toEqual([['Graphique couché', 26.99], ['Graphique non couché', 26.99], ['Textile', 32.99]]);
    expect(links[0]?.uid).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(p.price_range.minimum_price).toMatchObject({ final_price: { value: 26.99, currency: 'EUR' } });
    const samples = p.downloadable_product_samples as Array<{ title: string; sample_url: string }>;
    expect(samples[0]?.title).toBe('Palette d’essai (12 couleurs)');
    for (const url of [links[0]?.sample_url ?? '', samples[0]?.sample_url ?? '']) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it('a colour chip carries its colour standard', async () => {
    expect(await product('SCH-SR-210', 'es_es')).toMatchObject({
      color_standard: { code: 'SR-210', name: 'Rojo coral', hex: '#f0544f', family: { label: 'Rojos' }, finish: { label: 'Estucado' }, product: { sku: 'SCH-SR-210' } },
    });
  });
});

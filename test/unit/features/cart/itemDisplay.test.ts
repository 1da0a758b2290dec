import { itemName, itemPriceCell, itemRegularPrice, itemRowTotal, itemSku, itemThumbnail, itemUnitPrice } from '../../../../src/features/cart/itemDisplay';
import { itemOptionLines } from '../../../../src/features/cart/itemOptions';
import { cartProduct, itemPrices, simpleItem } from '../../helpers/cartFixtures';
import type { CartItem } from '../../../../src/features/cart/cartTypes';

// What a cart line shows, from the brand module's item fields where the backend sends them and from
// stock Magento's own fields where it does not (a build for stock Magento never asks for them).

const deck = cartProduct('SFD-CORE', 'Core Fan Deck', { thumbnail: { url: '/media/deck.svg', label: null } });

/** A configurable line as stock Magento answers it: the chosen variant in configured_variant. */
const stockConfigurable: CartItem = {
  __typename: 'ConfigurableCartItem',
  id: '9',
  uid: 'uid-9',
  quantity: 2,
  product: cartProduct('SLS', 'Light Sheet', { thumbnail: { url: '/media/sheet.svg', label: null } }),
  prices: itemPrices(40, { withTax: 47.6, original: 59.5, quantity: 2 }),
  configurable_options: [{ option_label: 'Colour', value_label: 'Red' }, null],
  configured_variant: { sku: 'SLS-RED', thumbnail: { url: '/media/sheet-red.svg', label: null } },
  customizable_options: [],
};

describe('cart line display with the brand fields (full build)', () => {
  const brand = simpleItem('7', deck, 3, {
    item_row_name: 'Core Fan Deck – 2026',
    current_product: { sku: 'SFD-CORE-26' },
    item_row_thumbnail: '/media/deck-26.svg',
    item_row_price: 259,
    item_row_total_price: 777,
    item_has_old_price: true,
    item_row_old_price: 289,
    prices: itemPrices(217.65, { withTax: 259, original: 289, quantity: 3 }),
  });

  it('takes name, SKU, picture and amounts from the brand fields', () => {
    expect(itemName(brand)).toBe('Core Fan Deck – 2026');
    expect(itemSku(brand)).toBe('SFD-CORE-26');
    expect(itemThumbnail(brand)).toBe('/media/deck-26.svg');
    expect(itemUnitPrice(brand, false)).toBe(259);
    expect(itemRowTotal(brand, false)).toBe(777);
    expect(itemRegularPrice(brand, false)).toBe(289);
  });

  it('shows no old price when the brand says there is none, whatever Magento’s prices say', () => {
    expect(itemRegularPrice({ ...brand, item_has_old_price: false }, true)).toBeNull();
  });
});

describe('cart line display on stock Magento (no brand fields)', () => {
  it('a simple line: the product’s name, SKU and picture', () => {
    const line = simpleItem('7', deck, 1, { prices: itemPrices(100) });
    expect(itemName(line)).toBe('Core Fan Deck');
    expect(itemSku(line)).toBe('SFD-CORE');
    expect(itemThumbnail(line)).toBe('/media/deck.svg');
  });

  it('a configurable line: the chosen variant’s SKU and picture, its options listed', () => {
    expect(itemName(stockConfigurable)).toBe('Light Sheet');
    expect(itemSku(stockConfigurable)).toBe('SLS-RED');
    expect(itemThumbnail(stockConfigurable)).toBe('/media/sheet-red.svg');
    expect(itemOptionLines(stockConfigurable, 'Links')).toEqual([{ label: 'Colour', value: 'Red' }]);
  });

  it('unit price and row total as the store shows them: with tax where it has a tax wording', () => {
    expect(itemUnitPrice(stockConfigurable, true)).toBe(47.6);
    expect(itemRowTotal(stockConfigurable, true)).toBe(95.2);
    expect(itemUnitPrice(stockConfigurable, false)).toBe(40);
    expect(itemRowTotal(stockConfigurable, false)).toBe(80);
  });

  it('the regular price (original_item_price) is the old price only when above the price charged', () => {
    expect(itemRegularPrice(stockConfigurable, true)).toBe(59.5);
    expect(itemRegularPrice(simpleItem('7', deck, 1, { prices: itemPrices(100, { withTax: 119, original: 119 }) }), true)).toBeNull();
    expect(itemRegularPrice(simpleItem('7', deck, 1, { prices: itemPrices(100) }), false)).toBeNull();
  });

  it('no prices at all: no amounts', () => {
    const line = simpleItem('7', deck);
    expect(itemUnitPrice(line, true)).toBeNull();
    expect(itemRowTotal(line, false)).toBeNull();
    expect(itemRegularPrice(line, true)).toBeNull();
  });
});

describe('itemPriceCell: the price treatment of spec §3 render_type', () => {
  const range = (final: number, regular: number) => {
    const price = { final_price: { value: final }, regular_price: { value: regular } };
    return { minimum_price: price, maximum_price: price };
  };

  it('a custom colour (simulator-customize) shows the price charged for its design, never an old price', () => {
    // The catalogue product is on special (290 -> 250); the designed colour with its options is charged 350.
    const custom = simpleItem('1', cartProduct('SCC-CUSTOM', 'Custom Colour Standard', { render_type: 'simulator-customize', price_range: range(250, 290) }), 1, {
      prices: itemPrices(350, { original: 390 }),
    });
    expect(itemPriceCell(custom, false)).toEqual({ final: 350, regular: null });
    // The same line as a standard product: the old price struck through.
    const standard = simpleItem('2', cartProduct('X', 'X', { price_range: range(250, 290) }), 1, { prices: itemPrices(350, { original: 390 }) });
    expect(itemPriceCell(standard, false)).toEqual({ final: 350, regular: 390 });
  });

  it("a barcode product's price range sits on the product: its final price, struck through against its regular one", () => {
    const barcode = simpleItem('3', cartProduct('SBC-CARD', 'Card', { render_type: 'barcode', price_range: range(12, 14) }), 2, { prices: itemPrices(14) });
    expect(itemPriceCell(barcode, false)).toEqual({ final: 12, regular: 14 });
    const plain = simpleItem('4', cartProduct('SBC-CARD', 'Card', { render_type: 'barcode', price_range: range(14, 14) }), 2, { prices: itemPrices(14) });
    expect(itemPriceCell(plain, false)).toEqual({ final: 14, regular: null });
  });
});

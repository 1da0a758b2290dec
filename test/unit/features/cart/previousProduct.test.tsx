import { screen } from '@testing-library/react';
import { initialCartState } from '../../../../src/features/cart/cartSlice';
import { popupPrice, popupProductOf } from '../../../../src/features/cart/previousProduct';
import AddToCartPopup from '../../../../src/shell/Overlays/AddToCartPopup';
import { cartProduct, itemPrices, simpleItem } from '../../helpers/cartFixtures';
import { renderWithApp } from '../../shell/renderShell';
import type { CartItem } from '../../../../src/features/cart/cartTypes';

const simple: CartItem = simpleItem(
  '7',
  cartProduct('SFD-METAL', 'Metallic Fan Deck', { id: 1, url_key: 'metallic', render_type: null, thumbnail: { url: '/media/m.svg', label: null } }),
  1,
  {
    current_product: { sku: 'SFD-METAL' },
    item_has_old_price: true,
    item_row_old_price: 289,
    item_row_price: 259,
    prices: itemPrices(259),
  },
);

const configurable: CartItem = {
  ...simple,
  id: '8',
  product: { ...simple.product, sku: 'SLS', name: 'Light Sheet' },
  current_product: { sku: 'SLS-RED-A4' },
  item_has_old_price: false,
  item_row_old_price: null,
  item_row_price: 49.5,
};

describe('previous product (spec §3) from the cart line just added', () => {
  it('a simple product: its price_range from the line, old price kept for the strike-through', () => {
    const product = popupProductOf(simple, false);
    expect(product.sku).toBe('SFD-METAL');
    expect(product.variants).toBeNull();
    expect(popupPrice(product)).toEqual({ final: 259, regular: 289 });
  });

  it("a configurable: the chosen variant's sku and price", () => {
    const product = popupProductOf(configurable, false);
    expect(product.sku).toBe('SLS-RED-A4');
    expect(product.variants?.[0]?.product.sku).toBe('SLS-RED-A4');
    expect(popupPrice(product)).toEqual({ final: 49.5, regular: 49.5 });
    // A variant's own price wins over the product's range.
    expect(
      popupPrice({ ...product, price_range: { minimum_price: { final_price: { value: 10 }, regular_price: { value: 10 } } } }),
    ).toEqual({ final: 49.5, regular: 49.5 });
  });

  it('stock Magento (no brand fields): the price as the store shows it, the regular price above it kept', () => {
    const line = simpleItem('9', cartProduct('SFD-METAL', 'Metallic Fan Deck'), 1, { prices: itemPrices(217.65, { withTax: 259, original: 289 }) });
    expect(popupPrice(popupProductOf(line, true))).toEqual({ final: 259, regular: 289 });
    const untaxed = simpleItem('9', cartProduct('SFD-METAL', 'Metallic Fan Deck'), 1, { prices: itemPrices(200, { withTax: 216.5, original: 250 }) });
    expect(popupPrice(popupProductOf(untaxed, false))).toEqual({ final: 200, regular: 250 });
    expect(popupProductOf(line, true)).toMatchObject({ sku: 'SFD-METAL', name: 'Metallic Fan Deck', variants: null });
  });

  it('no price known: none shown', () => {
    expect(popupPrice({ sku: 'X', name: 'X' })).toBeNull();
  });
});

describe('add-to-cart popup price', { timeout: 20000 }, () => {
  it('shows the product just added with its price, old price struck through', async () => {
    renderWithApp(<AddToCartPopup />, {
      state: { cart: { ...initialCartState, cartModalVisible: true, previousProduct: popupProductOf(simple, false) } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveTextContent('Metallic Fan Deck');
    expect(dialog.querySelector('.add-to-cart__price del')).toHaveTextContent('$289.00');
    expect(dialog.querySelector('.add-to-cart__price .price__final')).toHaveTextContent('$259.00');
  });
});

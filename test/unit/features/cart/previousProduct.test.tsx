import { screen } from '@testing-library/react';
import { initialCartState } from '../../../../src/features/cart/cartSlice';
import { popupPrice, popupProductOf } from '../../../../src/features/cart/previousProduct';
import AddToCartPopup from '../../../../src/shell/Overlays/AddToCartPopup';
import { renderWithApp } from '../../shell/renderShell';
import type { CartItem } from '../../../../src/features/cart/cartTypes';

const simple: CartItem = {
  id: '7',
  quantity: 1,
  product: { id: 1, sku: 'SFD-METAL', name: 'Metallic Fan Deck', url_key: 'metallic', render_type: null, stock_status: 'IN_STOCK', thumbnail: { url: '/media/m.svg', label: null } },
  current_product: { sku: 'SFD-METAL' },
  item_has_old_price: true,
  item_row_old_price: 289,
  item_row_price: 259,
  prices: { price: { value: 259, currency: 'USD' } },
} as CartItem;

const configurable: CartItem = {
  ...simple,
  id: '8',
  product: { ...simple.product, sku: 'SLS', name: 'Light Sheet' },
  current_product: { sku: 'SLS-RED-A4' },
  item_has_old_price: false,
  item_row_old_price: null,
  item_row_price: 49.5,
} as CartItem;

describe('previous product (spec §3) from the cart line just added', () => {
  it('a simple product: its price_range from the line, old price kept for the strike-through', () => {
    const product = popupProductOf(simple);
    expect(product.sku).toBe('SFD-METAL');
    expect(product.variants).toBeNull();
    expect(popupPrice(product)).toEqual({ final: 259, regular: 289 });
  });

  it("a configurable: the chosen variant's sku and price", () => {
    const product = popupProductOf(configurable);
    expect(product.sku).toBe('SLS-RED-A4');
    expect(product.variants?.[0]?.product.sku).toBe('SLS-RED-A4');
    expect(popupPrice(product)).toEqual({ final: 49.5, regular: 49.5 });
    // A variant's own price wins over the product's range.
    expect(
      popupPrice({ ...product, price_range: { minimum_price: { final_price: { value: 10 }, regular_price: { value: 10 } } } }),
    ).toEqual({ final: 49.5, regular: 49.5 });
  });

  it('no price known: none shown', () => {
    expect(popupPrice({ sku: 'X', name: 'X' })).toBeNull();
  });
});

describe('add-to-cart popup price', { timeout: 20000 }, () => {
  it('shows the product just added with its price, old price struck through', async () => {
    renderWithApp(<AddToCartPopup />, {
      state: { cart: { ...initialCartState, cartModalVisible: true, previousProduct: popupProductOf(simple) } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveTextContent('Metallic Fan Deck');
    expect(dialog.querySelector('.add-to-cart__price del')).toHaveTextContent('$289.00');
    expect(dialog.querySelector('.add-to-cart__price .price__final')).toHaveTextContent('$259.00');
  });
});

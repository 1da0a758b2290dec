import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInitialAppState } from '../../../src/app/appSlice';
import { initialCartState } from '../../../src/features/cart/cartSlice';
import AddToCartPopup from '../../../src/shell/Overlays/AddToCartPopup';
import SearchOverlay from '../../../src/shell/Search/SearchOverlay';
import { renderWithApp, where } from './renderShell';

configure({ asyncUtilTimeout: 15000 });

describe('search overlay', { timeout: 20000 }, () => {
  it('goes to /search?q=… with the query, and ignores an empty one', async () => {
    const { store } = renderWithApp(<SearchOverlay />, { state: { app: { ...createInitialAppState(), searchVisible: true } }, basename: '/eu/de' });
    const field = await screen.findByRole('searchbox', { name: 'Search for products and articles' });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/');
    await userEvent.type(field, 'chip & sets');
    await userEvent.keyboard('{Enter}');
    expect(where()).toBe('/search?q=chip%20%26%20sets');
    expect(store.getState().app.searchVisible).toBe(false);
  });
});

describe('add-to-cart popup', { timeout: 20000 }, () => {
  it("shows the product just added with its picture, and closes on 'Continue shopping'", async () => {
    const { store } = renderWithApp(<AddToCartPopup />, {
      state: {
        cart: {
          ...initialCartState,
          cartModalVisible: true,
          previousProduct: { sku: 'CG-1', name: 'Colour guide', small_image: { url: '/media/cg.jpg', label: 'Colour guide, open' } },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveTextContent('Colour guide');
    expect(screen.getByRole('img', { name: 'Colour guide, open' })).toHaveAttribute('src', '/media/cg.jpg');
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/checkout/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(store.getState().cart.cartModalVisible).toBe(false));
  });
});

import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInitialAppState } from '../../../src/app/appSlice';
import { emptyCartDetail, initialCartState } from '../../../src/features/cart/cartSlice';
import MiniCartDrawer from '../../../src/shell/MiniCart/MiniCartDrawer';
import { itemsNewestFirst } from '../../../src/shell/MiniCart/miniCartItems';
import { renderWithApp, where } from './renderShell';
import type { CartItem } from '../../../src/features/cart/cartTypes';

configure({ asyncUtilTimeout: 15000 });

const item = (id: string, name: string, quantity = 1): CartItem => ({ id, quantity, product: { sku: `sku-${id}`, name } });

const openApp = {
  ...createInitialAppState(),
  miniCartVisible: true,
  currency: { base_currency_code: 'USD', default_display_currency_code: 'USD', default_display_currency_symbol: '$', available_currency_codes: ['USD'] },
};

describe('mini-cart (spec §2.4)', () => {
  it('lists the items newest (highest id) first, with quantities and the subtotal', async () => {
    renderWithApp(<MiniCartDrawer />, {
      state: {
        app: openApp,
        cart: {
          ...initialCartState,
          cartDetail: {
            ...emptyCartDetail('c1'),
            items: [item('3', 'Chip set'), item('10', 'Colour guide', 2), item('7', 'Swatch book')],
            total_quantity: 4,
            prices: { grand_total: { value: 120 }, subtotal_including_tax: { value: 118.5 } },
          },
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Items in your cart' });
    const rows = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['Colour guideQty: 2', 'Swatch bookQty: 1', 'Chip setQty: 1']);
    expect(screen.getByText('Subtotal').parentElement).toHaveTextContent('Subtotal$118.50');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/checkout/cart');
  });

  it('orders numeric ids numerically, not as text', () => {
    expect(itemsNewestFirst([item('9', 'a'), item('100', 'b'), item('20', 'c')]).map((i) => i.id)).toEqual(['100', '20', '9']);
  });

  it('tells a guest the cart is empty and offers Sign in, recording the checkout source "minicart"', async () => {
    const { store } = renderWithApp(<MiniCartDrawer />, { state: { app: openApp } });
    expect(await screen.findByText('You have no items in your shopping cart.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(store.getState().checkout.checkoutSource).toBe('minicart');
    expect(store.getState().app.miniCartVisible).toBe(false);
    expect(where()).toBe('/customer/account/login');
  });

  it('offers no Sign in to a signed-in customer with an empty cart', async () => {
    renderWithApp(<MiniCartDrawer />, {
      state: { app: openApp, user: { isLogin: true, token: 't', email: '', addresses: [], customer: null, loading: false } },
    });
    expect(await screen.findByText('You have no items in your shopping cart.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

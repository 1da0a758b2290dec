import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInitialAppState } from '../../../src/app/appSlice';
import { emptyCartDetail, initialCartState } from '../../../src/features/cart/cartSlice';
import MiniCartDrawer from '../../../src/shell/MiniCart/MiniCartDrawer';
import { itemsNewestFirst } from '../../../src/shell/MiniCart/miniCartItems';
import { cartPrices, cartProduct, simpleItem } from '../helpers/cartFixtures';
import { renderWithApp, where } from './renderShell';
import type { CartItem } from '../../../src/features/cart/cartTypes';

configure({ asyncUtilTimeout: 15000 });

const cartCalls = (requests: Array<{ operationName?: string | null }>) =>
  requests.filter((r) => r.operationName === 'UpdateCartItems' || r.operationName === 'RemoveItemFromCart');

const item = (id: string, name: string, quantity = 1): CartItem => simpleItem(id, cartProduct(`sku-${id}`, name), quantity);

const openApp = {
  ...createInitialAppState(),
  miniCartVisible: true,
  currency: { base_currency_code: 'USD', default_display_currency_code: 'USD', default_display_currency_symbol: '$', available_currency_codes: ['USD'], price_format: null },
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
            prices: cartPrices(120, 118.5),
          },
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Items in your cart' });
    const names = within(list).getAllByRole('listitem').map((li) => li.querySelector('.mini-cart__name')?.textContent);
    expect(names).toEqual(['Colour guide', 'Swatch book', 'Chip set']);
    expect(screen.getByRole('textbox', { name: 'Quantity of Colour guide' })).toHaveValue('2');
    expect(screen.getByText('SKU: sku-10')).toBeInTheDocument();
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

  it('shows Update only when the edited quantity differs, validates it, and sends the change', async () => {
    const updated = { ...emptyCartDetail('c1'), items: [item('3', 'Chip set', 4)], total_quantity: 4 };
    const { requests } = renderWithApp(<MiniCartDrawer />, {
      state: {
        app: openApp,
        cart: { ...initialCartState, cartId: 'c1', cartDetail: { ...emptyCartDetail('c1'), items: [item('3', 'Chip set', 2)], total_quantity: 2 } },
      },
      graphql: { UpdateCartItems: () => ({ data: { updateCartItems: { cart: updated, message: null } } }) },
    });
    const input = await screen.findByRole('textbox', { name: 'Quantity of Chip set' });
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '2');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a whole number for the quantity.');
    expect(cartCalls(requests)).toHaveLength(0);
    await userEvent.clear(input);
    await userEvent.type(input, '4{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Quantity of Chip set' })).toHaveValue('4');
    expect(requests.find((r) => r.operationName === 'UpdateCartItems')?.variables).toMatchObject({ cart_id: 'c1', cart_item_id: 3, quantity: 4 });
  });

  it('removes an item only after the confirmation', async () => {
    const { requests } = renderWithApp(<MiniCartDrawer />, {
      state: {
        app: openApp,
        cart: { ...initialCartState, cartId: 'c1', cartDetail: { ...emptyCartDetail('c1'), items: [item('3', 'Chip set', 2)], total_quantity: 2 } },
      },
      graphql: { RemoveItemFromCart: () => ({ data: { removeItemFromCart: { cart: emptyCartDetail('c1') } } }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Chip set' }));
    // A dialog of its own above the drawer (a popover outside the drawer's modal dialog was out of reach).
    const question = (await screen.findAllByText('Are you sure you would like to remove this item from the shopping cart?'))[0];
    expect(question?.closest('.ant-modal')).not.toBeNull();
    expect(cartCalls(requests)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You have no items in your shopping cart.')).toBeInTheDocument();
    expect(cartCalls(requests).map((r) => r.operationName)).toEqual(['RemoveItemFromCart']);
  });
});

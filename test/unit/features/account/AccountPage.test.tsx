import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import AccountPage from '../../../../src/features/account/AccountPage';
import { afterLoginPath, loginPathFor } from '../../../../src/features/account/afterLogin';
import LoginPage from '../../../../src/features/account/LoginPage';
import { renderWithApp, where } from '../../shell/renderShell';
import type { RootState } from '../../../../src/app/store';

// Lazily loaded antd screens on a busy machine.
configure({ asyncUtilTimeout: 15000 });

const CHIP = { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', default_billing: '1', default_shipping: '1', wishlist: { id: null, sharing_code: null } };
const ADDRESS = {
  id: 1, firstname: 'Ada', middlename: null, lastname: 'Lovelace', company: null, street: ['1 Main St'], city: 'Springfield',
  country_code: 'US', region: { region: 'Texas', region_code: 'TX', region_id: 57 }, postcode: '75001', telephone: '555-0100',
  default_billing: true, default_shipping: true,
};
const signedIn: Partial<RootState> = {
  user: { isLogin: true, token: 't', email: CHIP.email, addresses: [], customer: CHIP, loading: false },
};

const ui = (
  <Routes>
    <Route path="/account/*" element={<AccountPage />} />
    <Route path="/customer/account/login" element={<LoginPage />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

describe('afterLoginPath', () => {
  it('prefers a local returnTo, then the checkout source, else the dashboard', () => {
    expect(afterLoginPath('?returnTo=/color-finder', '/checkout')).toBe('/color-finder');
    expect(afterLoginPath('?returnTo=//evil.example', '/checkout')).toBe('/checkout');
    expect(afterLoginPath('?returnTo=https://evil.example', '')).toBe('/account');
    expect(loginPathFor('/account/address-book')).toBe('/customer/account/login?returnTo=%2Faccount%2Faddress-book');
    // The colour finder's way back keeps its query (spec §6).
    expect(loginPathFor('/color-finder?hex=#d7263d')).toBe('/customer/account/login?returnTo=%2Fcolor-finder%3Fhex%3D%23d7263d');
  });
});

describe('account area', () => {
  it('sends a guest to login, and back to the account route after signing in', async () => {
    renderWithApp(ui, {
      path: '/account/address-book',
      graphql: {
        GenerateCustomerToken: () => ({ data: { generateCustomerToken: { token: 'tok' } } }),
        GetCustomerChip: () => ({ data: { customer: CHIP } }),
        GetAccountCustomer: () => ({ data: { customer: { ...CHIP, is_subscribed: false, addresses: [ADDRESS] } } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Customer Login' })).toBeInTheDocument();
    expect(where()).toBe('/customer/account/login?returnTo=%2Faccount%2Faddress-book');
    await userEvent.type(screen.getByLabelText('Email'), CHIP.email);
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#2024{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Address Book' })).toBeInTheDocument();
    expect(where()).toBe('/account/address-book');
    expect(await screen.findByText('1 Main St')).toBeInTheDocument();
  });

  it('shows the §2.2 menu and the dashboard with contact information and default addresses', async () => {
    renderWithApp(ui, {
      path: '/account',
      state: signedIn,
      graphql: { GetAccountCustomer: () => ({ data: { customer: { ...CHIP, is_subscribed: true, addresses: [ADDRESS] } } }) },
    });
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(menu).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/account', '/account/order-history', '/account/downloadable', '/account/address-book', '/account/account-information', '/account/newsletter',
      '/account/wishlist', '/account/reviews',
    ]);
    expect(within(menu).getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(await screen.findByText('You are subscribed to "General Subscription".')).toBeInTheDocument();
    expect(screen.getAllByText('1 Main St')).toHaveLength(2);
  });

  it('deletes an address only after Confirm in the confirm modal, and only when the server confirms it (spec §4)', async () => {
    const second = { ...ADDRESS, id: 2, street: ['2 Side St'], default_billing: false, default_shipping: false };
    let confirmDelete = false;
    const { store, requests } = renderWithApp(ui, {
      path: '/account/address-book',
      state: signedIn,
      graphql: {
        GetAccountCustomer: () => ({ data: { customer: { ...CHIP, is_subscribed: false, addresses: [ADDRESS, second] } } }),
        DeleteCustomerAddress: () => ({ data: { deleteCustomerAddress: confirmDelete } }),
      },
    });
    const deletes = () => requests.filter((r) => r.operationName === 'DeleteCustomerAddress');
    const ask = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Are you sure you want to delete this address?');
      return dialog;
    };
    await screen.findByRole('button', { name: 'Delete' });

    // Cancel: no request, the address stays.
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);
    expect(screen.getByText('2 Side St')).toBeInTheDocument();

    // Confirm, but the server says no: still there.
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().user.addresses).toHaveLength(2);
    expect(screen.getByText('2 Side St')).toBeInTheDocument();

    confirmDelete = true;
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('2 Side St')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(2);
  });
});

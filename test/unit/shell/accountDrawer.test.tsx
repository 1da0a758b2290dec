import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Shell from '../../../src/shell/Shell';
import { renderWithApp, where } from './renderShell';

// The drawer's code (and antd's Drawer) loads on first open: slower than the default 1 s.
configure({ asyncUtilTimeout: 15000 });

async function openFromAccountMenu(entry: 'Sign in' | 'Create an account') {
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  await userEvent.click(screen.getByRole('button', { name: entry }));
  return screen.findByRole('dialog');
}

describe('account drawer (spec §2.4)', () => {
  it('opens at the login view and shows exactly one view at a time', async () => {
    renderWithApp(<Shell />);
    const dialog = await openFromAccountMenu('Sign in');
    expect(within(dialog).getByText('Welcome back')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('region')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    expect(within(dialog).getByRole('region', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Welcome back')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Reset my password' })).toHaveAttribute('href', '/customer/account/forgotpassword');
    // Focus follows the switch, so the new view is announced.
    expect(within(dialog).getByRole('region', { name: 'Forgot your password?' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(within(dialog).getAllByRole('region')).toHaveLength(1);
    expect(within(dialog).getByRole('region', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('login view: the sign-in link and "No account? Join today" lead to their pages and close the drawer', async () => {
    renderWithApp(<Shell />, { basename: '/eu/de' });
    let dialog = await openFromAccountMenu('Sign in');
    const signIn = within(dialog).getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/eu/de/customer/account/login');
    await userEvent.click(signIn);
    expect(where()).toBe('/customer/account/login');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openFromAccountMenu('Sign in');
    await userEvent.click(within(dialog).getByRole('link', { name: 'No account? Join today' }));
    expect(where()).toBe('/customer/account/create');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens at the create-account view from "Create an account", with a way back to sign in', async () => {
    renderWithApp(<Shell />);
    const dialog = await openFromAccountMenu('Create an account');
    expect(within(dialog).getByRole('region', { name: 'Create an account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Create my account' })).toHaveAttribute('href', '/customer/account/create');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(within(dialog).getByRole('region', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('shows the account pages and Sign out to a signed-in customer instead', async () => {
    renderWithApp(<Shell />, {
      state: {
        user: {
          isLogin: true,
          token: 't',
          email: 'ada@example.com',
          addresses: [],
          customer: { email: 'ada@example.com', firstname: 'Ada', lastname: 'L', default_billing: null, default_shipping: null, wishlist: null },
          loading: false,
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/order-history');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create an account' })).not.toBeInTheDocument();
  });
});

import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Shell from '../../../src/shell/Shell';
import { renderWithApp, where } from './renderShell';

// The drawer's code (and antd's Drawer) loads on first open: slower than the default 1 s.
configure({ asyncUtilTimeout: 15000 });

async function openFromAccountMenu(entry: 'Sign in' | 'Create an account') {
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  // The menu's panel loads when the pointer reaches the button.
  await userEvent.click(await screen.findByRole('button', { name: entry }));
  return screen.findByRole('dialog');
}

describe('account drawer (spec §2.4)', () => {
  it('opens at the login view and shows exactly one view at a time', async () => {
    renderWithApp(<Shell />);
    const dialog = await openFromAccountMenu('Sign in');
    expect(within(dialog).getByText('Welcome back')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('region')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    expect(within(dialog).getByRole('region', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Welcome back')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reset My Password' })).toBeInTheDocument();
    // Focus follows the switch, so the new view is announced.
    expect(within(dialog).getByRole('region', { name: 'Forgot your password?' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(within(dialog).getAllByRole('region')).toHaveLength(1);
    expect(within(dialog).getByRole('region', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('login view: empty fields show the required message; a wrong password the neutral sign-in message', async () => {
    const message = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
    renderWithApp(<Shell />, { graphql: { GenerateCustomerToken: () => ({ errors: [{ message }] }) } });
    const dialog = await openFromAccountMenu('Sign in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    // antd validates the fields one after the other: wait for both messages, not the first.
    await waitFor(() => expect(within(dialog).getAllByText('This is a required field.')).toHaveLength(2));
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(dialog).getByLabelText('Email'), 'nobody@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong{Enter}');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('signs in from the drawer: the drawer closes and the account menu greets the customer', async () => {
    renderWithApp(<Shell />, {
      graphql: {
        GenerateCustomerToken: () => ({ data: { generateCustomerToken: { token: 'tok' } } }),
        GetCustomerChip: () => ({
          data: { customer: { email: 'ada@example.com', firstname: 'Ada', lastname: 'L', default_billing: null, default_shipping: null, wishlist: { id: null, sharing_code: null } } },
        }),
      },
    });
    const dialog = await openFromAccountMenu('Sign in');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret#2024{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  it('login view: the sign-in link goes to /customer/account/login and the join link to /customer/account/create, each closing the drawer (spec §2.2, §2.4)', async () => {
    renderWithApp(<Shell />);
    let dialog = await openFromAccountMenu('Sign in');
    expect(within(dialog).getByRole('link', { name: 'Open the full sign-in page' })).toHaveAttribute('href', '/customer/account/login');
    expect(within(dialog).getByRole('link', { name: 'No account? Join today' })).toHaveAttribute('href', '/customer/account/create');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Open the full sign-in page' }));
    expect(where()).toBe('/customer/account/login');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openFromAccountMenu('Sign in');
    await userEvent.click(within(dialog).getByRole('link', { name: 'No account? Join today' }));
    expect(where()).toBe('/customer/account/create');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('forgot view answers neutrally', async () => {
    renderWithApp(<Shell />, { graphql: { RequestPasswordResetEmail: () => ({ data: { requestPasswordResetEmail: true } }) } });
    const dialog = await openFromAccountMenu('Sign in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'who@example.com{Enter}');
    expect(
      await within(dialog).findByText('If there is an account associated with who@example.com you will receive an email with a link to reset your password.'),
    ).toBeInTheDocument();
  });

  it('opens at the create-account view from "Create an account", with a way back to sign in', async () => {
    renderWithApp(<Shell />);
    const dialog = await openFromAccountMenu('Create an account');
    expect(within(dialog).getByRole('region', { name: 'Create an account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Sign Up for Newsletter' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret#2024');
    await userEvent.type(within(dialog).getByLabelText('Confirm Password'), 'Secret#2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create an Account' }));
    expect(await within(dialog).findByText('Please enter the same value again.')).toBeInTheDocument();
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
          customer: { email: 'ada@example.com', firstname: 'Ada', lastname: 'L', default_billing: null, default_shipping: null, wishlist: { id: null, sharing_code: null } },
          loading: false,
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/order-history');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create an account' })).not.toBeInTheDocument();
  });
});

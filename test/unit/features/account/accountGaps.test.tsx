import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enUS from '../../../../i18n/en_US.json';
import { renderWithApp } from '../../shell/renderShell';
import { accountRoutes, CHIP, signedIn } from './signedInAccount';

configure({ asyncUtilTimeout: 15000 });

const ui = accountRoutes;

const customer = (allow: boolean) => ({
  data: { customer: { firstname: 'Ada', lastname: 'Lovelace', email: CHIP.email, is_subscribed: false, allow_remote_shopping_assistance: allow, addresses: [] } },
});

describe('Login as Customer (remote shopping assistance)', () => {
  it('shows the notice on the dashboard only when the shopper allows assistance', async () => {
    const on = renderWithApp(ui, { path: '/account', state: signedIn, graphql: { GetAccountCustomer: () => customer(true) } });
    expect(await screen.findByText(enUS['account.assistance.noticeTitle'])).toBeInTheDocument();
    expect(screen.getByText(enUS['account.assistance.notice'])).toBeInTheDocument();
    on.unmount();
    renderWithApp(ui, { path: '/account', state: signedIn, graphql: { GetAccountCustomer: () => customer(false) } });
    await screen.findByText(enUS['account.dashboard.contact']);
    expect(screen.queryByText(enUS['account.assistance.noticeTitle'])).toBeNull();
  });

  it('Account Information shows the stored choice with Magento\'s explanation and saves a change', async () => {
    const { requests } = renderWithApp(ui, {
      path: '/account/account-information', state: signedIn,
      graphql: {
        GetAccountCustomer: () => customer(true),
        UpdateCustomer: ({ variables }) => ({ data: { updateCustomerV2: { customer: {
          firstname: 'Ada', lastname: 'Lovelace', is_subscribed: false,
          allow_remote_shopping_assistance: (variables.input as { allow_remote_shopping_assistance: boolean }).allow_remote_shopping_assistance,
        } } } }),
        GetCustomerChip: () => ({ data: { customer: CHIP } }),
      },
    });
    const box = await screen.findByRole('checkbox', { name: enUS['account.field.assistance'] });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(enUS['account.field.assistanceHint']);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: enUS['account.save'] }));
    await screen.findByText(enUS['account.info.saved']);
    const update = requests.find((r) => r.operationName === 'UpdateCustomer');
    expect(update?.variables).toEqual({ input: { firstname: 'Ada', lastname: 'Lovelace', allow_remote_shopping_assistance: false } });
  });
});

describe('order view: About Your Order', () => {
  const money = (value: number) => ({ value, currency: 'USD' });
  const order = (comments: Array<{ message: string; timestamp: string }>) => ({ data: { customer: { orders: { items: [{
    id: 'MQ==', number: '000000001', order_date: '2026-03-04 10:20:30', status: 'Pending', grand_total: 10, total_count: 1,
    shipping_method: 'Flat Rate - Fixed', payment_methods: [{ name: 'Check / Money order' }], comments,
    billing_address: null, shipping_address: null, items: [],
    total: { subtotal: money(10), grand_total: money(10), total_tax: money(0), total_shipping: money(0), discounts: [] },
    invoices: [], shipments: [],
  }] } } } });

  it('lists the order comment with its date', async () => {
    renderWithApp(ui, {
      path: '/account/order-history/view/000000001', state: signedIn,
      graphql: { GetCustomerOrder: () => order([{ message: 'Leave it with the concierge.', timestamp: '2026-03-04 10:20:30' }]) },
    });
    const about = await screen.findByRole('region', { name: enUS['account.orders.about'] });
    expect(within(about).getByText('Leave it with the concierge.')).toBeInTheDocument();
    expect(within(about).getByText(/3\/4\/2026/)).toBeInTheDocument();
    expect(within(about).getByText(new RegExp(enUS['account.orders.comment']))).toBeInTheDocument();
  });

  it('has no such section without a comment', async () => {
    renderWithApp(ui, { path: '/account/order-history/view/000000001', state: signedIn, graphql: { GetCustomerOrder: () => order([]) } });
    await screen.findByRole('heading', { name: 'Order # 000000001' });
    expect(screen.queryByRole('region', { name: enUS['account.orders.about'] })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import deDE from '../../i18n/de_DE.json';
import enUS from '../../i18n/en_US.json';
import { newContext, trackPageErrors, viewports } from './browser';
import { api, createCustomer, PASSWORD, tokenOf, uniqueEmail } from './graphqlApi';
import { checkBothWidths, ownBackend } from './ownBackend';
import { sharedBrowser } from './sharedBrowser';
import type { Page } from 'playwright-core';

// Spec §2.2 My Orders: print of orders, invoices and shipments. The sample customers' orders
// (server/src/seed/sales/sampleOrders.ts): Roxanne's 000000001 is invoiced and shipped by UPS,
// Lena's 000000003 (German store) shipped by DHL.

const backend = ownBackend();
const chromium = sharedBrowser();
type M = Record<string, string>;

interface OrderFacts {
  number: string;
  invoices: Array<{ number: string; total: { grand_total: { value: number } } }>;
  shipments: Array<{ number: string }>;
}

/** The customer's first order with a shipment (the sample orders are numbered per store). */
async function shippedOrder(store: string, email: string): Promise<OrderFacts> {
  const token = await tokenOf(backend.url, store, email);
  const { customer } = await api<{ customer: { orders: { items: OrderFacts[] } } }>(backend.url, store,
    '{ customer { orders(sort: { sort_field: CREATED_AT, sort_direction: ASC }) { items { number invoices { number total { grand_total { value } } } shipments { number } } } } }',
    {}, token);
  const order = customer.orders.items.find((item) => item.shipments.length > 0);
  if (!order) throw new Error(`${email} has no shipped order`);
  return order;
}

async function signedIn(prefix: string, m: M, email: string, path: string) {
  const context = await newContext(chromium.browser, backend.url, 'desktop');
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${prefix}/customer/account/login?returnTo=${encodeURIComponent(path)}`);
  await page.getByLabel(m['account.field.email'] ?? '', { exact: true }).fill(email);
  await page.getByLabel(m['account.field.password'] ?? '', { exact: true }).fill(PASSWORD);
  await page.getByLabel(m['account.field.password'] ?? '', { exact: true }).press('Enter');
  return { context, page, errors };
}

const sheet = (page: Page) => page.locator('article.printout');

describe('printouts of orders, invoices and shipments', () => {
  it('na_us: the order, an invoice and a shipment print from the order view, as sheets of their own', async () => {
    const m: M = enUS;
    const facts = await shippedOrder('na_us', 'roxanne.demo@example.com');
    expect(facts.number).toBe('000000001');
    const invoice = facts.invoices[0];
    const shipment = facts.shipments[0];
    if (!invoice || !shipment) throw new Error('The sample order lost its invoice or shipment');
    const { context, page, errors } = await signedIn('', m, 'roxanne.demo@example.com', '/account/order-history/view/000000001');
    await page.getByRole('heading', { name: 'Order # 000000001' }).waitFor();

    // The order itself: its lines with SKU, price and quantity, its totals; no account menu beside it.
    await page.getByRole('link', { name: m['account.orders.print'] }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/account/order-history/view/000000001/print');
    await sheet(page).getByRole('heading', { level: 1, name: 'Order # 000000001' }).waitFor();
    await sheet(page).getByRole('heading', { name: m['account.orders.items'] }).waitFor();
    await expect.poll(() => sheet(page).locator('.printout__lines tbody tr').count()).toBeGreaterThan(0);
    await sheet(page).getByText(m['account.orders.grandTotal'] ?? '').waitFor();
    expect(await page.getByRole('navigation', { name: m['account.menu.label'] }).count()).toBe(0);
    expect(await page.title()).toContain('Order # 000000001');
    await sheet(page).getByRole('button', { name: m['printout.print'] }).waitFor();
    await checkBothWidths(page, 'printout-order-na_us');
    // On paper: the sheet alone, without the store's header, footer or the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.site-footer').isVisible()).toBe(false);
    expect(await sheet(page).getByRole('button', { name: m['printout.print'] }).isVisible()).toBe(false);
    expect(await sheet(page).getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // One invoice: what was invoiced, and the invoice's own grand total.
    await sheet(page).getByRole('link', { name: m['printout.back'] }).click();
    await page.getByRole('link', { name: `Print Invoice #${invoice.number}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/account/order-history/view/000000001/print/invoice/${encodeURIComponent(invoice.number)}`);
    const invoiceDoc = sheet(page).locator('.printout__doc');
    await invoiceDoc.getByRole('heading', { name: `Invoice #${invoice.number}` }).waitFor();
    await invoiceDoc.getByRole('columnheader', { name: m['printout.qtyInvoiced'] }).waitFor();
    const grand = await invoiceDoc.locator('.printout__grand dd').textContent();
    expect(grand).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(invoice.total.grand_total.value));
    await checkBothWidths(page, 'printout-invoice-na_us');
    // At 375 px the invoice's table stays inside its sheet (its headings wrap, its amounts do not).
    await page.setViewportSize(viewports.mobile);
    const overhang = await sheet(page).evaluate((article) => {
      const table = article.querySelector('.printout__doc .printout__lines');
      const contentRight = article.getBoundingClientRect().right - parseFloat(getComputedStyle(article).paddingRight);
      return table ? table.getBoundingClientRect().right - contentRight : Infinity;
    });
    expect(overhang).toBeLessThanOrEqual(0.5);
    await page.setViewportSize(viewports.desktop);

    // All shipments: the UPS parcel with its tracking number.
    await sheet(page).getByRole('link', { name: m['printout.back'] }).click();
    await page.getByRole('link', { name: m['account.orders.printAllShipments'] }).click();
    await sheet(page).getByRole('heading', { name: `Shipment #${shipment.number}` }).waitFor();
    await sheet(page).getByText('Tracking Number: 1Z999AA10123456784').waitFor();
    await sheet(page).getByRole('columnheader', { name: m['printout.qtyShipped'] }).waitFor();
    // No prices on a packing slip.
    expect(await sheet(page).getByRole('columnheader', { name: m['account.orders.price'] }).count()).toBe(0);
    await checkBothWidths(page, 'printout-shipments-na_us');

    // A document the order does not have says so.
    await page.goto('/account/order-history/view/000000001/print/invoice/NO-SUCH');
    await sheet(page).getByText(m['printout.notFound'] ?? '').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("de_de: Lena's shipment prints in German; another customer's order does not print at all", async () => {
    const m: M = deDE;
    const facts = await shippedOrder('de_de', 'lena.demo@example.com');
    const shipment = facts.shipments[0];
    if (!shipment) throw new Error('The sample order lost its shipment');
    const path = `/account/order-history/view/${encodeURIComponent(facts.number)}/print/shipment/${encodeURIComponent(shipment.number)}`;
    const { context, page, errors } = await signedIn('/eu/de', m, 'lena.demo@example.com', path);
    await sheet(page).getByRole('heading', { name: `Lieferung #${shipment.number}` }).waitFor();
    await sheet(page).getByText('Sendungsnummer: 00340434161094042557').waitFor();
    await sheet(page).getByRole('button', { name: m['printout.print'] }).waitFor();
    await context.close();

    // A new customer cannot print Lena's order.
    const email = uniqueEmail('printout');
    await createCustomer(backend.url, 'de_de', email);
    const other = await signedIn('/eu/de', m, email, path);
    await other.page.getByText(m['account.orders.notFound'] ?? '').waitFor();
    expect(await other.page.getByText('00340434161094042557').count()).toBe(0);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.context.close();
  });
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deDE from '../../i18n/de_DE.json';
import enUS from '../../i18n/en_US.json';
import { createDatabase, type Database } from '../../server/src/db/database';
import { type RunningServer, startServer } from '../../server/src/serve';
import { axeViolations, launchBrowser, newContext, screenshot, trackPageErrors, viewports } from './browser';
import type { Browser, Page } from 'playwright-core';

// Customer accounts (issue 7) end to end, on the production build and our own in-process backend,
// so the test can read the password-reset mail from the database's email_outbox.

const PASSWORD = 'Spectrane#2024';
const distDir = path.resolve(process.env.DIST_DIR || path.resolve(__dirname, '../../dist'));
let browser: Browser;
let server: RunningServer;
let db: Database;

beforeAll(async () => {
  db = createDatabase(':memory:');
  server = await startServer({ port: 0, host: '127.0.0.1', distDir, db });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  db?.close();
});

const STORES = [
  { code: 'na_us', prefix: '', m: enUS },
  { code: 'de_de', prefix: '/eu/de', m: deDE },
] as const;

async function open(path: string) {
  const context = await newContext(browser, server.url, 'desktop');
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(path);
  return { context, page, errors };
}

type M = (typeof STORES)[number]['m'];

async function signIn(page: Page, m: M, email: string, password: string) {
  await page.getByLabel(m['account.field.email'], { exact: true }).fill(email);
  await page.getByLabel(m['account.field.password'], { exact: true }).fill(password);
  await page.getByLabel(m['account.field.password'], { exact: true }).press('Enter');
}

/** axe at both widths, and a screenshot of each. */
async function checkBothWidths(page: Page, name: string) {
  for (const width of ['desktop', 'mobile'] as const) {
    await page.setViewportSize(viewports[width]);
    await page.waitForTimeout(300);
    expect(await axeViolations(page), `${name} at ${width}`).toEqual([]);
    await screenshot(page, `account-${name}-${width}`);
  }
  await page.setViewportSize(viewports.desktop);
}

async function chooseOption(page: Page, label: string, text: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  await select.fill(text);
  await page.keyboard.press('Enter');
}

describe('customer accounts', () => {
  for (const { code, prefix, m } of STORES) {
    it(`${code}: register with newsletter, change name, address book and defaults, sign out and in`, async () => {
      const { context, page, errors } = await open(`${prefix}/customer/account/create`);
      const email = `e2e.${code}.${Date.now()}@example.com`;
      await page.getByLabel(m['account.field.firstname'], { exact: true }).fill('Erika');
      await page.getByLabel(m['account.field.lastname'], { exact: true }).fill('Muster');
      await page.getByRole('checkbox', { name: m['account.field.newsletter'] }).check();
      await page.getByLabel(m['account.field.email'], { exact: true }).fill(email);
      await page.getByLabel(m['account.field.password'], { exact: true }).fill(PASSWORD);
      await page.getByLabel(m['account.field.confirmPassword'], { exact: true }).fill('Different#1');
      await page.getByRole('button', { name: m['account.create.submit'] }).click();
      await page.getByText(m['validator.sameValue']).waitFor();
      await page.getByLabel(m['account.field.confirmPassword'], { exact: true }).fill(PASSWORD);
      await page.getByLabel(m['account.field.confirmPassword'], { exact: true }).press('Enter');

      await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor();
      await page.getByText(m['account.newsletter.subscribed']).waitFor();
      await checkBothWidths(page, `dashboard-${code}`);

      // Account information: change the first name.
      const menu = page.getByRole('navigation', { name: m['account.menu.label'] });
      await menu.getByRole('link', { name: m['account.menu.accountInformation'] }).click();
      await page.getByLabel(m['account.field.firstname'], { exact: true }).fill('Erica');
      await page.getByRole('button', { name: m['account.save'], exact: true }).click();
      await page.getByText(m['account.info.saved']).waitFor();

      // Address book: add, edit, then a second address that takes the default shipping flag.
      await menu.getByRole('link', { name: m['account.menu.addressBook'] }).click();
      await page.getByRole('button', { name: m['account.address.add'] }).click();
      const fill = async (id: Parameters<typeof page.getByLabel>[0], value: string) => page.getByLabel(id, { exact: true }).fill(value);
      await fill(m['account.address.telephone'], '0301234567');
      await fill(m['account.address.street'], 'Hauptstraße 1');
      await fill(m['account.address.city'], 'Berlin');
      await chooseOption(page, m['account.address.country'], code === 'de_de' ? 'Deutschland' : 'Canada');
      await chooseOption(page, m['account.address.region'], code === 'de_de' ? 'Berlin' : 'Ontario');
      await fill(m['account.address.postcode'], code === 'de_de' ? '10115' : 'M5V 2T6');
      await page.getByRole('checkbox', { name: m['account.address.useAsBilling'] }).check();
      await page.getByRole('checkbox', { name: m['account.address.useAsShipping'] }).check();
      await page.getByRole('button', { name: m['account.address.save'] }).click();
      await page.getByText('Hauptstraße 1').waitFor();

      await page.getByRole('button', { name: m['account.address.editButton'] }).click();
      await fill(m['account.address.street'], 'Hauptstraße 2');
      await page.getByRole('button', { name: m['account.address.save'] }).click();
      await page.getByText('Hauptstraße 2').waitFor();

      await page.getByRole('button', { name: m['account.address.add'] }).click();
      await fill(m['account.address.telephone'], '0307654321');
      await fill(m['account.address.street'], 'Nebenstraße 9');
      await fill(m['account.address.city'], 'Berlin');
      await chooseOption(page, m['account.address.country'], code === 'de_de' ? 'Deutschland' : 'Canada');
      await chooseOption(page, m['account.address.region'], code === 'de_de' ? 'Berlin' : 'Ontario');
      await fill(m['account.address.postcode'], code === 'de_de' ? '10117' : 'M5V 2T7');
      await page.getByRole('checkbox', { name: m['account.address.useAsShipping'] }).check();
      await page.getByRole('button', { name: m['account.address.save'] }).click();
      const second = page.getByRole('listitem').filter({ hasText: 'Nebenstraße 9' });
      await second.getByText(m['account.address.defaultShipping']).waitFor();
      const first = page.getByRole('listitem').filter({ hasText: 'Hauptstraße 2' });
      expect(await first.getByText(m['account.address.defaultShipping']).count()).toBe(0);
      expect(await first.getByText(m['account.address.defaultBilling']).count()).toBe(1);
      await checkBothWidths(page, `address-book-${code}`);

      // Sign out (§4): to the login page with the message; then sign in again.
      await menu.getByRole('button', { name: m['account.menu.signOut'] }).click();
      await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
      await page.getByText(m['global.signOut']).waitFor();
      expect((await context.cookies()).some((c) => c.name === 'access_token')).toBe(false);

      await signIn(page, m, email, 'Wrong#Password1');
      await page.getByText(m['account.login.failed']).waitFor();
      await signIn(page, m, email, PASSWORD);
      // Signed out from the address book, the login page remembers it (returnTo) and brings the shopper back.
      await page.getByRole('heading', { level: 1, name: m['account.menu.addressBook'] }).waitFor();
      const token = (await context.cookies()).find((c) => c.name === 'access_token');
      expect(token?.sameSite).toBe('Lax');
      expect(token && token.expires * 1000 - Date.now()).toBeLessThanOrEqual(3600 * 1000);
      await page.getByText('Erica Muster').first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${code}: an account route sends a guest to login and back`, async () => {
      const { context, page } = await open(`${prefix}/account/address-book`);
      await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/account/address-book');
      const email = code === 'na_us' ? 'roxanne.demo@example.com' : 'lena.demo@example.com';
      await signIn(page, m, email, PASSWORD);
      await page.getByRole('heading', { level: 1, name: m['account.menu.addressBook'] }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${prefix}/account/address-book`);
      await context.close();
    });
  }

  it('na_us: the sample order with its invoice and shipment; the drawer is accessible', async () => {
    const { context, page, errors } = await open('/');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Email', { exact: true }).waitFor();
    await checkBothWidths(page, 'drawer');
    // Keyboard only: type and submit with Enter.
    await drawer.getByLabel('Email', { exact: true }).focus();
    await page.keyboard.type('roxanne.demo@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'hidden' });

    await page.goto('/account/order-history');
    await page.getByRole('link', { name: 'View Order 000000001' }).click();
    await page.getByRole('heading', { name: 'Order # 000000001' }).waitFor();
    await page.getByRole('heading', { name: 'Invoice #000000001' }).waitFor();
    await checkBothWidths(page, 'order-view');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password with the token from the outbox', async () => {
    const email = 'lena.demo@example.com';
    const { context, page } = await open('/eu/de/customer/account/forgotpassword');
    await page.getByLabel(deDE['account.field.email'], { exact: true }).fill(email);
    await page.getByRole('button', { name: deDE['account.forgot.submit'] }).click();
    await page.getByText(deDE['account.forgot.result'].replace('{email}', email)).waitFor();
    const row = db.prepare('SELECT body FROM email_outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1').get(email) as { body: string } | undefined;
    const link = /https?:\/\/[^\s"<]+createPassword\?[^\s"<]+/.exec(row?.body ?? '')?.[0];
    expect(link).toBeTruthy();
    const url = new URL((link ?? '').replace(/&amp;/g, '&'));
    await page.goto(url.pathname + url.search);
    const next = 'Farben#2025';
    await page.getByLabel(deDE['account.field.newPassword'], { exact: true }).fill(next);
    await page.getByLabel(deDE['account.field.confirmNewPassword'], { exact: true }).fill(next);
    await page.getByRole('button', { name: deDE['account.reset.submit'] }).click();
    await page.getByRole('heading', { level: 1, name: deDE['account.login.title'] }).waitFor();
    await signIn(page, deDE, email, next);
    await page.getByRole('heading', { level: 1, name: deDE['account.menu.myAccount'] }).waitFor();
    await context.close();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deDE from '../../i18n/de_DE.json';
import enUS from '../../i18n/en_US.json';
import { createDatabase, type Database } from '../../server/src/db/database';
import { type RunningServer, startServer } from '../../server/src/serve';
import { hasFocus, newContext, trackPageErrors, viewports } from './browser';
import * as graphqlApi from './graphqlApi';
import * as ownBackend from './ownBackend';
import { sharedBrowser } from './sharedBrowser';
import type { Locator, Page } from 'playwright-core';

// Customer accounts (issue 7) end to end, on the production build and our own in-process backend,
// so the test can read the password-reset mail from the database's email_outbox.

const { PASSWORD } = graphqlApi;
const distDir = path.resolve(process.env.DIST_DIR || path.resolve(__dirname, '../../dist'));
const chromium = sharedBrowser();
let server: RunningServer;
let db: Database;

beforeAll(async () => {
  db = createDatabase(':memory:');
  server = await startServer({ port: 0, host: '127.0.0.1', distDir, db });
});
afterAll(async () => {
  await server?.close();
  db?.close();
});

const STORES = [
  { code: 'na_us', prefix: '', m: enUS },
  { code: 'de_de', prefix: '/eu/de', m: deDE },
] as const;

async function open(path: string) {
  const context = await newContext(chromium.browser, server.url, 'desktop');
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

/** axe at both widths, and a screenshot of each (account-<name>-<width>). */
const checkBothWidths = (page: Page, name: string) => ownBackend.checkBothWidths(page, `account-${name}`);

/**
 * At 375 px an account table's rows are blocks and its column headings are hidden: each value cell must say
 * what it is. The labels of a row's cells, where one is shown before the value (null where none is).
 */
async function phoneCellLabels(page: Page, row: Locator): Promise<Array<string | null>> {
  await page.setViewportSize(viewports.mobile);
  const labels = await row.locator('td, th').evaluateAll((cells) =>
    cells.map((cell) => (getComputedStyle(cell, '::before').content === 'none' ? null : cell.getAttribute('data-label'))));
  await page.setViewportSize(viewports.desktop);
  return labels;
}

async function chooseOption(page: Page, label: string, text: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  await select.fill(text);
  await page.keyboard.press('Enter');
}

// ─── Wish list, product reviews, VAT number, checkout source, cart merge, expired session ─────────────

/** graphqlApi's client on this file's backend; new customers are Wanda Wisher. */
const api = <T>(store: string, query: string, variables: Record<string, unknown> = {}, token?: string) =>
  graphqlApi.api<T>(server.url, store, query, variables, token);
const createCustomer = (store: string, email: string, extra: Record<string, unknown> = {}) =>
  graphqlApi.createCustomer(server.url, store, email, { firstname: 'Wanda', lastname: 'Wisher', ...extra });
const tokenOf = (store: string, email: string) => graphqlApi.tokenOf(server.url, store, email);

const unique = (what: string, code: string) => `${what}.${code}.${Date.now()}.${Math.floor(Math.random() * 1e4)}@example.com`;

// Per store: product pages and the texts that carry a number (ICU plurals).
const EXTRA = {
  na_us: {
    metal: { url: 'metallics-fan-deck', name: 'Metallics Fan Deck' },
    core: { url: 'core-fan-deck-coated', name: 'Core Fan Deck Coated' },
    currency: '$',
    addedOne: '1 product has been added to your shopping cart.',
    cartButton: (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`,
    fourStars: '4 stars',
    dateLocale: 'en-US',
  },
  de_de: {
    metal: { url: 'farbfaecher-metallic', name: 'Farbfächer Metallic' },
    core: { url: 'core-farbfaecher-gestrichen', name: 'Core-Farbfächer gestrichen' },
    currency: '€',
    addedOne: '1 Produkt wurde in Ihren Warenkorb gelegt.',
    cartButton: (n: number) => `Warenkorb, ${n} Artikel`,
    fourStars: '4 Sterne',
    dateLocale: 'de-DE',
  },
} as const;

const accountMenu = (page: Page, m: M) => page.getByRole('navigation', { name: m['account.menu.label'] });

async function addToCartOnProductPage(page: Page, m: M, path: string) {
  await page.goto(path);
  const add = page.locator('.product-form').getByRole('button', { name: m['catalog.product.addToCart'] });
  await add.click();
  const popup = page.getByRole('dialog');
  await popup.waitFor();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

describe('wish list, product reviews, VAT number and the session', () => {
  for (const { code, prefix, m } of STORES) {
    const x = EXTRA[code];

    it(`${code}: wish list from the product page (guests told to sign in), update, share by e-mail, add to cart with the required-options rule; my product reviews`, async () => {
      const email = unique('wish', code);
      await createCustomer(code, email);
      const { context, page, errors } = await open(`${prefix}/${x.metal.url}.html`);
      const wishBox = page.locator('.add-to-wishlist');
      await wishBox.getByRole('button', { name: m['account.wishlist.addButton'] }).click();
      await wishBox.getByText(m['account.wishlist.loginFirst']).waitFor();
      await wishBox.getByRole('link', { name: m['account.wishlist.signIn'] }).click();
      await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
      await signIn(page, m, email, PASSWORD);
      await page.waitForURL((url) => url.pathname === `${prefix}/${x.metal.url}.html`);
      await page.getByRole('heading', { level: 1, name: x.metal.name }).waitFor();
      await wishBox.getByRole('button', { name: m['account.wishlist.addButton'] }).click();
      await wishBox.getByText(m['account.wishlist.addedToList'].replace('{name}', x.metal.name)).waitFor();
      // The core fan deck goes on the list without its required Case option.
      await page.goto(`${prefix}/${x.core.url}.html`);
      await wishBox.getByRole('button', { name: m['account.wishlist.addButton'] }).click();
      await wishBox.getByText(m['account.wishlist.addedToList'].replace('{name}', x.core.name)).waitFor();

      await wishBox.getByRole('link', { name: m['account.wishlist.viewList'] }).click();
      await page.getByRole('heading', { level: 1, name: m['account.menu.wishlist'] }).waitFor();
      const list = page.getByRole('list', { name: m['account.wishlist.items'] });
      const metal = list.getByRole('listitem').filter({ hasText: x.metal.name });
      const core = list.getByRole('listitem').filter({ hasText: x.core.name });
      await core.waitFor();
      expect(await metal.textContent()).toContain(x.currency);

      // Quantity and comment by keyboard, then Update Wish List.
      await metal.getByLabel(m['account.wishlist.qty'], { exact: true }).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('2');
      await page.keyboard.press('Tab');
      await page.keyboard.type('For the studio');
      await page.getByRole('button', { name: m['account.wishlist.update'] }).focus();
      await page.keyboard.press('Enter');
      await page.getByText(m['account.wishlist.updated']).waitFor();
      expect(await metal.getByLabel(m['account.wishlist.qty'], { exact: true }).inputValue()).toBe('2');
      expect(await metal.getByLabel(m['account.wishlist.comment'], { exact: true }).inputValue()).toBe('For the studio');
      await checkBothWidths(page, `wishlist-${code}`);

      // Share by keyboard: every address is checked, then the mails reach the outbox.
      const share = page.getByRole('region', { name: m['account.wishlist.share'] });
      const friend = `friend.${code}.${Date.now()}@example.com`;
      const colleague = `colleague.${code}.${Date.now()}@example.com`;
      await share.getByLabel(m['account.wishlist.shareEmails']).focus();
      await page.keyboard.type(`${friend}, not-an-address`);
      await page.keyboard.press('Tab');
      await share.getByText(m['account.wishlist.shareInvalid'].replace('{emails}', 'not-an-address')).waitFor();
      await share.getByLabel(m['account.wishlist.shareEmails']).fill(`${friend}, ${colleague}`);
      await share.getByLabel(m['account.wishlist.shareMessage']).focus();
      await page.keyboard.type('Our picks for the launch');
      await share.getByRole('button', { name: m['account.wishlist.shareSubmit'] }).focus();
      await page.keyboard.press('Enter');
      await share.getByText(m['account.wishlist.shared']).waitFor();
      const mails = db
        .prepare("SELECT to_email, body FROM email_outbox WHERE template = 'wishlist_email_email_template' AND to_email IN (?, ?) ORDER BY to_email")
        .all(friend, colleague) as Array<{ to_email: string; body: string }>;
      expect(mails.map((mail) => mail.to_email).sort()).toEqual([colleague, friend].sort());
      for (const mail of mails) {
        expect(mail.body).toContain('Our picks for the launch');
        expect(mail.body).toContain(x.metal.name);
      }

      // Add All to Cart: the metal deck goes in; the core deck lacks its options and is named with a link.
      await page.getByRole('button', { name: m['account.wishlist.addAll'] }).click();
      await page.getByText(x.addedOne).waitFor();
      const status = page.locator('.wishlist__status');
      await status.getByText(m['account.wishlist.needsOptions']).waitFor();
      expect(await status.getByRole('link', { name: x.core.name }).getAttribute('href')).toBe(`${prefix}/${x.core.url}.html`);
      await metal.waitFor({ state: 'detached' });
      await page.getByRole('banner').getByRole('button', { name: x.cartButton(2) }).waitFor();
      // One item on its own: still refused for the missing option, still named.
      await core.getByRole('button', { name: m['account.wishlist.addToCart'], exact: true }).click();
      await status.getByRole('link', { name: x.core.name }).waitFor();
      await page.goto(`${prefix}/checkout/cart`);
      await page.getByRole('main').getByText(x.metal.name).first().waitFor();

      // My Product Reviews: empty, then the review written on the product page.
      await page.goto(`${prefix}/account/reviews`);
      await page.getByText(m['account.reviews.empty']).waitFor();
      await page.goto(`${prefix}/${x.core.url}.html`);
      await page.getByRole('tab', { name: new RegExp(`^${m['catalog.tabs.reviews'].split(' (')[0]}`) }).click();
      const form = page.locator('form.review-form');
      await form.getByRole('radio', { name: x.fourStars }).check({ force: true });
      const summary = `Wish list review ${code} ${Date.now()}`;
      await form.getByLabel(m['catalog.review.nickname']).fill('Wanda');
      await form.getByLabel(m['catalog.review.summary']).fill(summary);
      await form.getByRole('textbox', { name: m['catalog.review.text'], exact: true }).fill('Even chips, true colours.');
      await form.getByRole('button', { name: m['catalog.review.submit'] }).click();
      await form.getByText(m['catalog.review.success']).waitFor();
      await page.goto(`${prefix}/account/reviews`);
      const row = page.getByRole('row').filter({ hasText: summary });
      await row.waitFor();
      expect(await row.getByRole('link', { name: x.core.name }).getAttribute('href')).toBe(`${prefix}/${x.core.url}.html`);
      expect(await row.textContent()).toContain(new Intl.DateTimeFormat(x.dateLocale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(new Date()));
      expect(await row.textContent()).toContain(m['account.reviews.stars'].replace('{value}', '4'));
      await checkBothWidths(page, `reviews-${code}`);
      expect(await phoneCellLabels(page, row)).toEqual(
        [m['account.reviews.created'], m['account.reviews.product'], m['account.reviews.rating'], m['account.reviews.review']]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${code}: guest cart merges into the sample customer's cart at sign-in; mini-cart and cart page show every item`, async () => {
      const sample = code === 'na_us' ? 'roxanne.demo@example.com' : 'lena.demo@example.com';
      // Roxanne already has a cart with gloves in it; Lena has none.
      if (code === 'na_us') {
        const token = await tokenOf(code, sample);
        const { customerCart } = await api<{ customerCart: { id: string } }>(code, '{ customerCart { id } }', {}, token);
        await api(code, 'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "SACC-GLOVES", quantity: 2 }]) { cart { id } } }', { id: customerCart.id }, token);
      }
      const { context, page, errors } = await open(`${prefix}/`);
      await addToCartOnProductPage(page, m, `${prefix}/${x.metal.url}.html`);
      await page.goto(`${prefix}/customer/account/login`);
      await signIn(page, m, sample, PASSWORD);
      await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor();
      const expected = code === 'na_us' ? [x.metal.name, 'Lint-free Cotton Gloves (pair)'] : [x.metal.name];
      const count = code === 'na_us' ? 3 : 1;
      await page.getByRole('banner').getByRole('button', { name: x.cartButton(count) }).click();
      const drawer = page.getByRole('dialog', { name: new RegExp(m['shell.miniCart.title']) });
      for (const name of expected) await drawer.getByText(name).first().waitFor();
      await page.goto(`${prefix}/checkout/cart`);
      for (const name of expected) await page.getByRole('main').getByText(name).first().waitFor();
      if (code === 'na_us') {
        // Roxanne's invoiced download (order 000000002).
        await page.goto('/account/downloadable');
        await page.getByRole('link', { name: 'Download Color Library for Office Apps – Download (order 000000002)' }).waitFor();
        await page.getByRole('link', { name: '000000002', exact: true }).waitFor();
        await checkBothWidths(page, 'downloadable-na_us');
        const download = page.getByRole('row').filter({ has: page.getByRole('link', { name: '000000002', exact: true }) });
        // What was bought: the product as ordered and the link's title (the brand's fields).
        expect(await download.getByRole('rowheader').innerText()).toBe('Color Library for Office Apps\nDownload');
        // The download link names itself; the other values are labelled.
        expect(await phoneCellLabels(page, download)).toEqual([
          m['account.downloadable.title'], m['account.downloadable.order'], m['account.downloadable.date'], m['account.downloadable.status'],
          m['account.downloadable.remaining'], null,
        ]);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${code}: a token revoked mid-session signs the shopper out cleanly; the guest cart path keeps working`, async () => {
      const email = unique('expire', code);
      await createCustomer(code, email);
      const { context, page, errors } = await open(`${prefix}/customer/account/login`);
      await signIn(page, m, email, PASSWORD);
      await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor();
      const token = (await context.cookies()).find((c) => c.name === 'access_token')?.value ?? '';
      expect(token).not.toBe('');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_id'))).not.toBeNull();
      const customerCartId = await page.evaluate(() => localStorage.getItem('cart_id'));
      await api(code, 'mutation { revokeCustomerToken { result } }', {}, token);

      // The next signed-in request meets the revoked token: the wish list's, unless one the app sends on its own
      // (the cart's, on a busy machine) gets there first and the account menu is already gone.
      await accountMenu(page, m).getByRole('link', { name: m['account.menu.wishlist'] }).click({ timeout: 10_000 }).catch(() => undefined);
      await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
      expect((await context.cookies()).some((c) => c.name === 'access_token')).toBe(false);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_id'))).not.toBe(customerCartId);
      await addToCartOnProductPage(page, m, `${prefix}/${x.metal.url}.html`);
      await page.getByRole('banner').getByRole('button', { name: x.cartButton(1) }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('de_de: a sign-in in flight keeps its button named, readable and focused, and sends once', async () => {
    const email = unique('busy', 'de_de');
    await createCustomer('de_de', email);
    const { context, page, errors } = await open('/eu/de/customer/account/login');
    const held: Array<() => Promise<void>> = [];
    let sent = 0;
    await page.route((url) => url.pathname === '/graphql', async (route) => {
      if (!route.request().postData()?.includes('"operationName":"GenerateCustomerToken"')) return route.fallback();
      sent += 1;
      held.push(() => route.fallback());
      return undefined;
    });
    await signIn(page, deDE, email, PASSWORD);
    await expect.poll(() => sent).toBe(1);
    // Busy: named by its label alone (no English "loading"), aria-disabled, and Enter again sends nothing.
    const submit = page.getByRole('button', { name: deDE['account.login.submit'], exact: true });
    await expect.poll(() => submit.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(page.getByLabel(deDE['account.field.password'], { exact: true }))).toBe(true);
    await page.keyboard.press('Enter');
    // Full colours while it waits: antd's own fade to 65 % took its text to 3:1 contrast. (axe leaves an
    // aria-disabled button's contrast alone, so the opacity is read directly.)
    expect(await submit.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await checkBothWidths(page, 'login-busy');
    expect(sent).toBe(1);
    await Promise.all(held.map((release) => release()));
    await page.getByRole('heading', { level: 1, name: deDE['account.menu.myAccount'] }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('de_de: VAT Number shows the number, the not-validated note, and saves a valid one by keyboard', async () => {
    const email = unique('vat', 'de_de');
    await createCustomer('de_de', email, { taxvat: 'DE12' });
    const { context, page, errors } = await open('/eu/de/customer/account/login');
    await signIn(page, deDE, email, PASSWORD);
    await accountMenu(page, deDE).getByRole('link', { name: deDE['account.menu.vat'] }).click();
    await page.getByRole('heading', { level: 1, name: deDE['account.menu.vat'] }).waitFor();
    await page.getByText(deDE['account.vat.notValidated']).waitFor();
    await page.getByText(deDE['account.vat.notValid'], { exact: true }).waitFor();
    await checkBothWidths(page, 'vat-de_de');
    await page.getByRole('textbox', { name: deDE['account.vat.number'] }).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('DE123456789');
    await page.keyboard.press('Enter');
    await page.getByText(deDE['account.vat.saved']).waitFor();
    await page.getByText(deDE['account.vat.valid'], { exact: true }).waitFor();
    expect(await page.getByText(deDE['account.vat.notValidated']).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('na_us: no VAT Number page or menu entry', async () => {
    const email = unique('novat', 'na_us');
    await createCustomer('na_us', email);
    const { context, page } = await open('/customer/account/login?returnTo=%2Faccount%2Fvat-number');
    await signIn(page, enUS, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: enUS['account.menu.myAccount'] }).waitFor();
    expect(await accountMenu(page, enUS).getByRole('link', { name: enUS['account.menu.vat'] }).count()).toBe(0);
    await accountMenu(page, enUS).getByRole('link', { name: enUS['account.menu.wishlist'] }).waitFor();
    await context.close();
  });

  it('na_us: the mini-cart Sign in comes back to the page with the mini-cart open; a login from /checkout returns there with the guest cart merged', async () => {
    const email = unique('minicart', 'na_us');
    await createCustomer('na_us', email);
    const { context, page, errors } = await open(`/${EXTRA.na_us.core.url}.html`);
    await page.getByRole('banner').getByRole('button', { name: /^Cart,/ }).click();
    const drawer = page.getByRole('dialog', { name: /Shopping cart/ });
    await drawer.getByRole('button', { name: enUS['shell.account.signIn'] }).click();
    await page.getByRole('heading', { level: 1, name: enUS['account.login.title'] }).waitFor();
    await signIn(page, enUS, email, PASSWORD);
    // Back on the product page (the login page's own drawer may still be closing: wait for the URL first).
    await page.waitForURL((url) => url.pathname === `/${EXTRA.na_us.core.url}.html`);
    await drawer.waitFor();
    await page.getByRole('heading', { level: 1, name: EXTRA.na_us.core.name }).waitFor();
    await context.close();

    // The checkout's login: a guest with a cart signs in and lands on /checkout with the cart merged.
    const other = unique('checkout', 'na_us');
    await createCustomer('na_us', other);
    const second = await open('/');
    await addToCartOnProductPage(second.page, enUS, `/${EXTRA.na_us.metal.url}.html`);
    await second.page.goto('/customer/account/login?returnTo=%2Fcheckout');
    await signIn(second.page, enUS, other, PASSWORD);
    await second.page.waitForURL((url) => url.pathname === '/checkout');
    const token = (await second.context.cookies()).find((c) => c.name === 'access_token')?.value ?? '';
    const { customerCart } = await api<{ customerCart: { items: Array<{ product: { name: string } }> } }>('na_us', '{ customerCart { items { product { name } } } }', {}, token);
    expect(customerCart.items.map((item) => item.product.name)).toEqual([EXTRA.na_us.metal.name]);
    expect(errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await second.context.close();
  });
});

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

  it('de_de: deleting an address asks in the confirm modal (spec §9); Cancel and Escape keep it, Confirm removes it, also by keyboard', async () => {
    const m = deDE;
    const email = unique('addresses', 'de_de');
    await createCustomer('de_de', email);
    const token = await tokenOf('de_de', email);
    const { country } = await api<{ country: { available_regions: Array<{ id: number; code: string }> } }>(
      'de_de', '{ country(id: "DE") { available_regions { id code } } }');
    const berlin = country.available_regions.find((region) => region.code === 'BE');
    const address = (street: string, defaults: boolean) => ({
      firstname: 'Lena', lastname: 'Lösch', street: [street], city: 'Berlin', postcode: '10117', telephone: '0301234567',
      country_code: 'DE', region: { region_id: berlin?.id, region_code: 'BE' }, default_billing: defaults, default_shipping: defaults,
    });
    const create = 'mutation ($a: CustomerAddressInput!) { createCustomerAddress(input: $a) { id } }';
    await api('de_de', create, { a: address('Hauptstraße 1', true) }, token);
    await api('de_de', create, { a: address('Nebenstraße 9', false) }, token);
    const streets = async () => (await api<{ customer: { addresses: Array<{ street: string[] }> } }>(
      'de_de', '{ customer { addresses { street } } }', {}, token)).customer.addresses.map((a) => a.street[0]);

    const { context, page, errors } = await open('/eu/de/account/address-book');
    await signIn(page, m, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: m['account.menu.addressBook'] }).waitFor();
    const list = page.locator('.address-book__list');
    const home = list.getByRole('listitem').filter({ hasText: 'Hauptstraße 1' });
    const side = list.getByRole('listitem').filter({ hasText: 'Nebenstraße 9' });
    await side.waitFor();
    // Only an address that is no default has Delete.
    expect(await home.getByRole('button', { name: m['account.address.delete'] }).count()).toBe(0);
    const remove = side.getByRole('button', { name: m['account.address.delete'] });
    const dialog = page.getByRole('dialog').filter({ hasText: m['account.address.deleteConfirm'] });
    const confirmButton = dialog.getByRole('button', { name: m['global.confirm'] });
    const cancelButton = dialog.getByRole('button', { name: m['global.cancel'] });
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    let browserDialogs = 0;
    page.on('dialog', (browserDialog) => {
      browserDialogs += 1;
      void browserDialog.dismiss();
    });

    // The modal, not the browser's confirm: the question as its title, the store's Confirm and Cancel,
    // 416 wide (spec §9); axe-clean at both widths while open.
    await remove.click();
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-confirm-title').textContent()).toBe(m['account.address.deleteConfirm']);
    expect(await confirmButton.count()).toBe(1);
    expect(await cancelButton.count()).toBe(1);
    // Once its zoom-in has ended.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(416);
    await checkBothWidths(page, 'address-delete-confirm-de_de');

    // Cancel keeps the address (nothing sent).
    await cancelButton.click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect(await streets()).toEqual(['Hauptstraße 1', 'Nebenstraße 9']);

    // Each address's buttons are described by the address; the form's Cancel gives focus back to the Edit that opened it,
    // and that Edit shows the site's blue focus ring (antd's own was a pale orange, under 3:1).
    const sideEdit = side.getByRole('button', { name: m['account.address.editButton'] });
    expect(await sideEdit.evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? ''))
      .toContain('Nebenstraße 9');
    await sideEdit.focus();
    await page.keyboard.press('Enter');
    const formCancel = page.getByRole('button', { name: m['account.cancel'], exact: true });
    await formCancel.waitFor();
    await formCancel.focus();
    await page.keyboard.press('Enter');
    await side.waitFor();
    await expect.poll(() => hasFocus(sideEdit)).toBe(true);
    expect(await sideEdit.evaluate((button) => {
      const style = getComputedStyle(button);
      return [style.outlineStyle, style.outlineColor, style.outlineWidth];
    })).toEqual(['solid', 'rgb(29, 78, 216)', '2px']);

    // By keyboard alone: Tab from Edit to Delete, Enter asks, Escape keeps; Enter asks again,
    // focus on Cancel, Tab to Confirm and round, Enter deletes.
    await side.getByRole('button', { name: m['account.address.editButton'] }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(m['account.address.delete']);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect(await streets()).toEqual(['Hauptstraße 1', 'Nebenstraße 9']);
    await expect.poll(focused).toBe(m['account.address.delete']);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    // Focus starts on Cancel (Enter twice must not delete); Tab and Shift+Tab stay in the dialog.
    await expect.poll(focused).toBe(m['global.cancel']);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(m['global.confirm']);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(m['global.cancel']);
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(m['global.confirm']);
    await page.keyboard.press('Enter');
    await side.waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'hidden' });
    expect(await list.getByRole('listitem').count()).toBe(1);
    // Not lost to the page body with the deleted address: on the list's remaining address.
    await expect.poll(() => hasFocus(home.getByRole('button', { name: m['account.address.editButton'] }))).toBe(true);
    expect(await streets()).toEqual(['Hauptstraße 1']);
    await page.reload();
    await home.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(browserDialogs).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

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
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await invoices.getByRole('heading', { name: 'Invoice #000000001' }).waitFor();
    expect(await invoices.getByRole('listitem').allTextContents()).toEqual(['Core Fan Deck Coated × 1', 'Color Inspection Loupe 10× × 2']);
    // The UPS shipment, with what it carried and its tracking number, as the shopper reads them.
    const shipments = page.getByRole('region', { name: 'Order Shipments' });
    const shipment = shipments.locator('.order-view__doc').filter({ has: page.getByRole('heading', { name: 'Shipment #000000001' }) });
    await shipment.waitFor();
    expect(await shipments.locator('.order-view__doc').count()).toBe(1);
    expect(await shipment.getByRole('listitem').allTextContents()).toEqual(['Core Fan Deck Coated × 1', 'Color Inspection Loupe 10× × 2']);
    await shipment.getByText('United Parcel Service: 1Z999AA10123456784', { exact: true }).waitFor();
    expect(await shipments.getByText(enUS['account.orders.noShipments']).count()).toBe(0);
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

// ─── Login as Customer consent, downloadable products, order comments ─────────────────────────────

describe('remote shopping assistance, downloads and order comments', () => {
  it('na_us: opt in to remote shopping assistance at registration, see the Login as Customer notice, turn it off and on again; it stays after a reload', async () => {
    const m = enUS;
    const { context, page, errors } = await open('/customer/account/create');
    const assistance = () => page.getByRole('checkbox', { name: m['account.field.assistance'] });
    await page.getByLabel(m['account.field.firstname'], { exact: true }).fill('Ada');
    await page.getByLabel(m['account.field.lastname'], { exact: true }).fill('Assist');
    // The explanatory text is the checkbox's description.
    await expect.poll(async () => assistance().getAttribute('aria-describedby')).toBeTruthy();
    const hintId = (await assistance().getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toBe(m['account.field.assistanceHint']);
    await assistance().check();
    await page.getByLabel(m['account.field.email'], { exact: true }).fill(unique('assist', 'na_us'));
    await page.getByLabel(m['account.field.password'], { exact: true }).fill(PASSWORD);
    await page.getByLabel(m['account.field.confirmPassword'], { exact: true }).fill(PASSWORD);
    await checkBothWidths(page, 'create-assistance');
    await page.getByRole('button', { name: m['account.create.submit'] }).click();

    await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor();
    const notice = page.getByTestId('login-as-customer-notice');
    await notice.getByText(m['account.assistance.noticeTitle']).waitFor();
    expect(await notice.textContent()).toContain(m['account.assistance.notice']);
    await checkBothWidths(page, 'dashboard-assistance');

    // Account Information: off, saved, and still off after a reload; the notice is gone.
    await accountMenu(page, m).getByRole('link', { name: m['account.menu.accountInformation'] }).click();
    await assistance().waitFor();
    expect(await assistance().isChecked()).toBe(true);
    await checkBothWidths(page, 'information-assistance');
    await assistance().uncheck();
    await page.getByRole('button', { name: m['account.save'], exact: true }).click();
    await page.getByText(m['account.info.saved']).waitFor();
    await page.reload();
    await assistance().waitFor();
    expect(await assistance().isChecked()).toBe(false);
    await page.goto('/account');
    await page.getByText(m['account.dashboard.contact']).waitFor();
    expect(await page.getByTestId('login-as-customer-notice').count()).toBe(0);

    // And on again, by keyboard: Space toggles, Enter in a field submits.
    await page.goto('/account/account-information');
    await assistance().waitFor();
    await assistance().focus();
    await page.keyboard.press('Space');
    expect(await assistance().isChecked()).toBe(true);
    await page.getByLabel(m['account.field.firstname'], { exact: true }).press('Enter');
    await page.getByText(m['account.info.saved']).waitFor();
    await page.reload();
    await assistance().waitFor();
    expect(await assistance().isChecked()).toBe(true);
    await page.goto('/account');
    await page.getByTestId('login-as-customer-notice').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('na_us: the sample customer downloads the purchased file from Downloadable Products; the link is theirs only', async () => {
    const m = enUS;
    const { context, page, errors } = await open('/customer/account/login');
    await signIn(page, m, 'roxanne.demo@example.com', PASSWORD);
    await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor();
    await accountMenu(page, m).getByRole('link', { name: m['account.menu.downloadable'] }).click();
    const link = page.getByRole('link', { name: m['account.downloadable.downloadTitle'].replace('{title}', 'Color Library for Office Apps – Download').replace('{number}', '000000002') });
    await link.waitFor();
    await checkBothWidths(page, 'downloadable');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('sdl-office-1.zip');
    const zip = readFileSync(await download.path());
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(zip.toString('utf8')).toContain('Order # 000000002');

    // The same address without the signature, opened by anyone else, is not found.
    const href = (await link.getAttribute('href')) ?? '';
    const bare = href.split('?')[0] ?? '';
    expect((await fetch(bare)).status).toBe(404);
    // Another customer of the same website, with a valid token.
    const otherEmail = unique('other', 'na_us');
    await createCustomer('na_us', otherEmail);
    const other = await tokenOf('na_us', otherEmail);
    expect((await fetch(bare, { headers: { Authorization: `Bearer ${other}` } })).status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('na_us: the order view shows the order comment under "About Your Order"', async () => {
    const m = enUS;
    const orderId = (db.prepare("SELECT id FROM orders WHERE increment_id = '000000001'").get() as { id: number }).id;
    db.prepare(`INSERT INTO order_checkout (order_id, customer_note) VALUES (?, ?)
      ON CONFLICT (order_id) DO UPDATE SET customer_note = excluded.customer_note`).run(orderId, 'Please ring the studio bell twice.');
    const { context, page, errors } = await open('/customer/account/login');
    await signIn(page, m, 'roxanne.demo@example.com', PASSWORD);
    await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor();
    await page.goto('/account/order-history/view/000000001');
    const about = page.getByRole('region', { name: m['account.orders.about'] });
    await about.waitFor();
    await about.getByText('Please ring the studio bell twice.').waitFor();
    expect(await about.locator('dt').first().textContent()).toContain(m['account.orders.comment']);
    await checkBothWidths(page, 'order-comment');
    // An order without a comment has no such section.
    await page.goto('/account/order-history/view/000000002');
    await page.getByRole('heading', { name: 'Order # 000000002' }).waitFor();
    expect(await page.getByRole('region', { name: m['account.orders.about'] }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import deDE from '../../i18n/de_DE.json';
import enUS from '../../i18n/en_US.json';
import { newContext, trackPageErrors } from './browser';
import { api, apiError, createCustomer, PASSWORD, tokenOf, uniqueEmail } from './graphqlApi';
import { checkBothWidths, ownBackend } from './ownBackend';
import { sharedBrowser } from './sharedBrowser';
import type { Page } from 'playwright-core';

// The account settings a shopper changes (issue #22): newsletter subscriptions, e-mail and password,
// removing a wish-list item, and how My Orders shows dates (deleting an address, with its confirm
// modal: account.test.ts). Each change is checked where it is kept (the backend) and where the shopper
// sees it again (after a reload).

const backend = ownBackend();
const chromium = sharedBrowser();
const m = enUS;
type M = typeof enUS;

const GENERATE_TOKEN = 'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';

async function signedIn(email: string, password = PASSWORD, prefix = '', messages: M = m) {
  const context = await newContext(chromium.browser, backend.url, 'desktop');
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${prefix}/customer/account/login`);
  await signIn(page, email, password, messages);
  await page.getByRole('heading', { level: 1, name: messages['account.menu.myAccount'] }).waitFor();
  return { context, page, errors };
}

async function signIn(page: Page, email: string, password: string, messages: M = m) {
  await page.getByLabel(messages['account.field.email'], { exact: true }).fill(email);
  await page.getByLabel(messages['account.field.password'], { exact: true }).fill(password);
  await page.getByLabel(messages['account.field.password'], { exact: true }).press('Enter');
}

const menu = (page: Page, messages: M = m) => page.getByRole('navigation', { name: messages['account.menu.label'] });

async function isSubscribed(email: string): Promise<boolean> {
  const token = await tokenOf(backend.url, 'na_us', email);
  const { customer } = await api<{ customer: { is_subscribed: boolean } }>(backend.url, 'na_us', '{ customer { is_subscribed } }', {}, token);
  return customer.is_subscribed;
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  return api(backend.url, 'na_us', GENERATE_TOKEN, { e: email, p: password }).then(() => true, () => false);
}

describe('account settings', () => {
  it('Newsletter Subscriptions: subscribing and unsubscribing are kept by the backend and shown again after a reload', async () => {
    const email = uniqueEmail('newsletter');
    await createCustomer(backend.url, 'na_us', email);
    const { context, page, errors } = await signedIn(email);
    await page.getByText(m['account.newsletter.notSubscribed']).waitFor();
    await menu(page).getByRole('link', { name: m['account.menu.newsletter'] }).click();
    await page.getByRole('heading', { level: 1, name: m['account.menu.newsletter'] }).waitFor();
    const general = page.getByRole('checkbox', { name: m['account.newsletter.general'] });
    await general.waitFor();
    expect(await general.isChecked()).toBe(false);

    await general.check();
    await page.getByRole('button', { name: m['account.save'], exact: true }).click();
    await page.getByText(m['account.newsletter.saved']).waitFor();
    expect(await isSubscribed(email)).toBe(true);
    await checkBothWidths(page, 'account-newsletter-saved');
    await page.reload();
    await general.waitFor();
    await expect.poll(() => general.isChecked()).toBe(true);
    await menu(page).getByRole('link', { name: m['account.menu.myAccount'] }).click();
    await page.getByText(m['account.newsletter.subscribed']).waitFor();

    // And off again, by keyboard.
    await menu(page).getByRole('link', { name: m['account.menu.newsletter'] }).click();
    await general.waitFor();
    await expect.poll(() => general.isChecked()).toBe(true);
    await general.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: m['account.save'], exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(m['account.newsletter.saved']).waitFor();
    expect(await isSubscribed(email)).toBe(false);
    await page.reload();
    await general.waitFor();
    await expect.poll(() => general.isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Account Information, e-mail: the spec messages, the backend refusing a wrong password, then the new e-mail signs in and the old one does not', async () => {
    const email = uniqueEmail('old');
    const next = uniqueEmail('new');
    await createCustomer(backend.url, 'na_us', email);
    const { context, page, errors } = await signedIn(email);
    await menu(page).getByRole('link', { name: m['account.menu.accountInformation'] }).click();
    await page.getByRole('checkbox', { name: m['account.info.changeEmail'] }).check();
    const emailField = page.getByLabel(m['account.field.email'], { exact: true });
    const current = page.getByLabel(m['account.field.currentPassword'], { exact: true });
    const save = page.getByRole('button', { name: m['account.save'], exact: true });
    expect(await emailField.inputValue()).toBe(email);

    await emailField.fill('');
    await save.click();
    await expect.poll(() => page.getByText(m['validator.required']).count()).toBe(2);
    await emailField.fill('sam.shopper@');
    await current.focus();
    await page.getByText(m['validator.email']).waitFor();

    // A wrong current password: the backend's own answer, and nothing changed.
    const refusal = await apiError(backend.url, 'na_us', 'mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }',
      { e: next, p: 'Wrong#Password1' }, await tokenOf(backend.url, 'na_us', email));
    await emailField.fill(next);
    await current.fill('Wrong#Password1');
    await save.click();
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    expect(await canSignIn(email, PASSWORD)).toBe(true);

    await current.fill(PASSWORD);
    await save.click();
    await page.getByText(m['account.info.saved']).waitFor();
    await checkBothWidths(page, 'account-information-email-saved');
    expect(await canSignIn(next, PASSWORD)).toBe(true);
    expect(await canSignIn(email, PASSWORD)).toBe(false);

    // As the shopper meets it: signed out, the old address is refused and the new one lets them in.
    await menu(page).getByRole('button', { name: m['account.menu.signOut'] }).click();
    await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
    await signIn(page, email, PASSWORD);
    await page.getByText(m['account.login.failed']).waitFor();
    await signIn(page, next, PASSWORD);
    await page.getByRole('heading', { level: 1, name: m['account.menu.accountInformation'] }).waitFor();
    await menu(page).getByRole('link', { name: m['account.menu.myAccount'] }).click();
    await page.getByRole('main').getByText(next).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Account Information, password: required, length, character classes and confirmation messages; then the new password signs in and the old one does not', async () => {
    const email = uniqueEmail('password');
    const next = 'Swatch#Book2026';
    await createCustomer(backend.url, 'na_us', email);
    const { storeConfig } = await api<{ storeConfig: { minimum_password_length: string; required_character_classes_number: string } }>(
      backend.url, 'na_us', '{ storeConfig { minimum_password_length required_character_classes_number } }');
    const { context, page, errors } = await signedIn(email);
    await menu(page).getByRole('link', { name: m['account.menu.accountInformation'] }).click();
    await page.getByRole('checkbox', { name: m['account.info.changePassword'] }).check();
    const current = page.getByLabel(m['account.field.currentPassword'], { exact: true });
    const fresh = page.getByLabel(m['account.field.newPassword'], { exact: true });
    const confirm = page.getByLabel(m['account.field.confirmNewPassword'], { exact: true });
    const save = page.getByRole('button', { name: m['account.save'], exact: true });

    await save.click();
    await expect.poll(() => page.getByText(m['validator.required']).count()).toBe(3);
    await current.fill(PASSWORD);
    await fresh.fill('Ab#1');
    await page.getByText(m['validator.passwordLength'].replace('{count}', storeConfig.minimum_password_length)).waitFor();
    await fresh.fill('onlylowercaseletters');
    await page.getByText(m['validator.passwordClasses'].replace('{count}', storeConfig.required_character_classes_number)).waitFor();
    await fresh.fill(next);
    await confirm.fill(`${next}!`);
    await save.click();
    await page.getByText(m['validator.sameValue']).waitFor();
    // The last field's message keeps room above the Save button.
    const messageBottom = await page.getByText(m['validator.sameValue']).evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await save.evaluate((el) => el.getBoundingClientRect().top) - messageBottom).toBeGreaterThanOrEqual(8);
    await checkBothWidths(page, 'account-information-password-messages');

    await confirm.fill(next);
    await save.click();
    await page.getByText(m['account.info.saved']).waitFor();
    expect(await canSignIn(email, next)).toBe(true);
    expect(await canSignIn(email, PASSWORD)).toBe(false);

    await menu(page).getByRole('button', { name: m['account.menu.signOut'] }).click();
    await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
    await signIn(page, email, PASSWORD);
    await page.getByText(m['account.login.failed']).waitFor();
    await signIn(page, email, next);
    await page.getByRole('heading', { level: 1, name: m['account.menu.accountInformation'] }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('My Wish List: Remove item takes exactly that item off the list, in the backend and after a reload', async () => {
    const email = uniqueEmail('wishes');
    await createCustomer(backend.url, 'na_us', email);
    const token = await tokenOf(backend.url, 'na_us', email);
    const list = async () => (await api<{ customer: { wishlists: Array<{ id: string; items_v2: { items: Array<{ product: { name: string } }> } }> } }>(
      backend.url, 'na_us', '{ customer { wishlists { id items_v2 { items { product { name } } } } } }', {}, token)).customer.wishlists[0];
    const wishlistId = (await list())?.id;
    await api(backend.url, 'na_us', 'mutation ($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { message } } }',
      { id: wishlistId, items: [{ sku: 'SFD-METAL', quantity: 1 }, { sku: 'SACC-GLOVES', quantity: 1 }] }, token);
    const names = async () => ((await list())?.items_v2.items ?? []).map((item) => item.product.name).sort();
    const [gloves, metal] = await names();
    expect(gloves).toBe('Lint-free Cotton Gloves (pair)');
    expect(metal).toBe('Metallics Fan Deck');

    const { context, page, errors } = await signedIn(email);
    await menu(page).getByRole('link', { name: m['account.menu.wishlist'] }).click();
    const items = page.getByRole('list', { name: m['account.wishlist.items'] });
    const metalRow = items.getByRole('listitem').filter({ hasText: 'Metallics Fan Deck' });
    const glovesRow = items.getByRole('listitem').filter({ hasText: 'Lint-free Cotton Gloves (pair)' });
    await glovesRow.waitFor();
    await metalRow.getByRole('button', { name: m['account.wishlist.remove'] }).click();
    await page.getByText(m['account.wishlist.removed'].replace('{name}', 'Metallics Fan Deck')).waitFor();
    await metalRow.waitFor({ state: 'detached' });
    expect(await glovesRow.count()).toBe(1);
    expect(await names()).toEqual(['Lint-free Cotton Gloves (pair)']);
    await checkBothWidths(page, 'account-wishlist-removed');
    await page.reload();
    await glovesRow.waitFor();
    expect(await metalRow.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const { code, prefix, email, messages, locale } of [
    { code: 'na_us', prefix: '', email: 'roxanne.demo@example.com', messages: m, locale: 'en-US' },
    { code: 'de_de', prefix: '/eu/de', email: 'lena.demo@example.com', messages: deDE as M, locale: 'de-DE' },
  ]) {
    it(`${code}: My Orders and the order view show the order date as the store's locale writes it (spec §9: M/D/YYYY in the US)`, async () => {
      const token = await tokenOf(backend.url, code, email);
      const { customer } = await api<{ customer: { orders: { items: Array<{ number: string; order_date: string }> } } }>(
        backend.url, code, '{ customer { orders { items { number order_date } } } }', {}, token);
      const order = customer.orders.items[0];
      if (!order) throw new Error(`${email} has no order`);
      const [year, month, day] = order.order_date.slice(0, 10).split('-').map(Number);
      const expected = code === 'na_us' ? `${month}/${day}/${year}` : `${day}.${month}.${year}`;
      expect(new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(Date.UTC(year ?? 0, (month ?? 1) - 1, day))).toBe(expected);

      const { context, page, errors } = await signedIn(email, PASSWORD, prefix, messages);
      await menu(page, messages).getByRole('link', { name: messages['account.menu.myOrders'] }).click();
      const row = page.getByRole('row').filter({ hasText: order.number });
      await row.waitFor();
      expect(await row.getByRole('cell').nth(1).textContent()).toBe(expected);
      await checkBothWidths(page, `account-orders-${code}`);
      await row.getByRole('link').click();
      await page.getByRole('heading', { name: messages['account.orders.title'].replace('{number}', order.number) }).waitFor();
      await page.getByText(messages['account.orders.placed'].replace('{date}', expected)).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

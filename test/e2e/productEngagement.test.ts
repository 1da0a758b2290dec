import { describe, expect, it } from 'vitest';
import enUS from '../../i18n/en_US.json';
import { newContext, trackPageErrors, hasFocus } from './browser';
import { api, createCustomer, PASSWORD, tokenOf, uniqueEmail } from './graphqlApi';
import { checkBothWidths, ownBackend } from './ownBackend';
import { sharedBrowser } from './sharedBrowser';
import type { Page } from 'playwright-core';

// What a shopper does around a product beyond buying it (issue #22): the back-in-stock alert of a
// signed-in customer, Email to a Friend, and the related, upsell and cross-sell carousels. Checked
// in what the backend kept (the alert, the mails in the outbox) and in the links the shopper follows.

const backend = ownBackend();
const chromium = sharedBrowser();
const m = enUS;

interface ProductRow {
  id: number;
  sku: string;
  name: string;
  url_key: string;
}

async function product(sku: string, token?: string): Promise<ProductRow & { stock_status: string; stock_alert_subscribed: boolean }> {
  const { products } = await api<{ products: { items: Array<ProductRow & { stock_status: string; stock_alert_subscribed: boolean }> } }>(
    backend.url, 'na_us', '{ products(filter: { sku: { eq: "' + sku + '" } }) { items { id sku name url_key stock_status stock_alert_subscribed } } }', {}, token);
  const found = products.items[0];
  if (!found) throw new Error(`No product ${sku}`);
  return found;
}

async function open(path: string) {
  const context = await newContext(chromium.browser, backend.url, 'desktop');
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(path);
  return { context, page, errors };
}

async function signIn(page: Page, email: string) {
  await page.getByLabel(m['account.field.email'], { exact: true }).fill(email);
  await page.getByLabel(m['account.field.password'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(m['account.field.password'], { exact: true }).press('Enter');
}

describe('product engagement', () => {
  it('Notify Me: a signed-in customer subscribes to an out-of-stock product; the backend keeps the alert and the page shows it after a reload', async () => {
    const email = uniqueEmail('alert');
    await createCustomer(backend.url, 'na_us', email);
    const arch = await product('SFD-ARCH');
    expect(arch.stock_status).toBe('OUT_OF_STOCK');
    const alerts = () => backend.db.prepare(`SELECT COUNT(*) AS n FROM product_alert_stock a JOIN customers c ON c.id = a.customer_id
      WHERE c.email = ? AND a.product_id = ?`).get(email, arch.id) as { n: number };

    const { context, page, errors } = await open(`/${arch.url_key}.html`);
    const box = page.locator('.stock-alert');
    await box.getByRole('link', { name: m['catalog.alert.login'] }).click();
    await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
    await signIn(page, email);
    await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor();
    await page.goto(`/${arch.url_key}.html`);
    await page.getByRole('heading', { level: 1, name: arch.name }).waitFor();
    const notify = box.getByRole('button', { name: m['catalog.alert.notifyMe'] });
    await notify.waitFor();
    expect(alerts().n).toBe(0);
    await notify.click();
    // The backend's confirmation takes the button's place: there is nothing more to ask for.
    await box.getByRole('status').waitFor();
    expect(await notify.count()).toBe(0);
    expect(alerts().n).toBe(1);
    expect((await product('SFD-ARCH', await tokenOf(backend.url, 'na_us', email))).stock_alert_subscribed).toBe(true);
    await checkBothWidths(page, 'product-stock-alert-saved');

    // Back later: the page says the alert is saved, and offers no second subscription.
    await page.reload();
    await box.getByRole('status').filter({ hasText: m['catalog.alert.saved'] }).waitFor();
    expect(await box.getByRole('button', { name: m['catalog.alert.notifyMe'] }).count()).toBe(0);
    expect(alerts().n).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Email to a Friend: required and e-mail messages with focus on the first, then one mail per invitee in the outbox', async () => {
    const metal = await product('SFD-METAL');
    const { context, page, errors } = await open(`/${metal.url_key}.html`);
    await page.getByRole('heading', { level: 1, name: metal.name }).waitFor();
    const toggle = page.getByRole('button', { name: m['catalog.friend.open'] });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const form = page.locator('form.email-friend__form');
    await form.getByRole('heading', { name: m['catalog.friend.title'].replace('{name}', metal.name) }).waitFor();
    const send = form.getByRole('button', { name: m['catalog.friend.send'] });

    // Empty: every field says it is required, and focus goes to the first.
    await send.click();
    await expect.poll(() => form.getByText(m['validator.required']).count()).toBe(5);
    const senderName = form.getByLabel(m['catalog.friend.senderName']);
    expect(await hasFocus(senderName)).toBe(true);
    expect(await senderName.getAttribute('aria-invalid')).toBe('true');

    await senderName.fill('Sam Shopper');
    await form.getByLabel(m['catalog.friend.senderEmail']).fill('sam.shopper@');
    await form.getByRole('textbox', { name: m['catalog.friend.message'], exact: true }).fill('The metallics we talked about.');
    const first = form.getByRole('group', { name: m['catalog.friend.invitee'].replace('{number}', '1') });
    await first.getByRole('textbox', { name: m['catalog.friend.name'], exact: true }).fill('Alex');
    await first.getByRole('textbox', { name: m['catalog.friend.email'], exact: true }).fill('not-an-address');
    await send.click();
    await expect.poll(() => form.getByText(m['validator.email']).count()).toBe(2);
    expect(await form.getByText(m['validator.required']).count()).toBe(0);
    await checkBothWidths(page, 'product-email-friend-messages');

    const alex = uniqueEmail('alex');
    const kim = uniqueEmail('kim');
    await form.getByLabel(m['catalog.friend.senderEmail']).fill('sam.shopper@example.com');
    await first.getByRole('textbox', { name: m['catalog.friend.email'], exact: true }).fill(alex);
    await form.getByRole('button', { name: m['catalog.friend.addInvitee'] }).click();
    const second = form.getByRole('group', { name: m['catalog.friend.invitee'].replace('{number}', '2') });
    await second.getByRole('textbox', { name: m['catalog.friend.name'], exact: true }).fill('Kim');
    await second.getByRole('textbox', { name: m['catalog.friend.email'], exact: true }).fill(kim);
    await send.click();
    await form.getByRole('status').filter({ hasText: m['catalog.friend.success'] }).waitFor();
    // The form starts over for the next message.
    expect(await senderName.inputValue()).toBe('');
    expect(await second.count()).toBe(0);

    const mails = backend.db.prepare(`SELECT to_email, to_name, reply_to_email, body FROM email_outbox
      WHERE template = 'sendfriend_template' AND to_email IN (?, ?) ORDER BY to_name`).all(alex, kim) as
      Array<{ to_email: string; to_name: string; reply_to_email: string; body: string }>;
    expect(mails.map((mail) => [mail.to_name, mail.to_email])).toEqual([['Alex', alex], ['Kim', kim]]);
    for (const mail of mails) {
      expect(mail.reply_to_email).toBe('sam.shopper@example.com');
      expect(mail.body).toContain('The metallics we talked about.');
      expect(mail.body).toContain(`/${metal.url_key}.html`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("related and upsell carousels on the product page, cross-sells on the cart page: the product's own links, each opening its product", async () => {
    const booth = await product('SLB-COMPACT');
    const { context, page, errors } = await open(`/${booth.url_key}.html`);
    await page.getByRole('heading', { level: 1, name: booth.name }).waitFor();
    const related = page.getByRole('region', { name: m['catalog.product.related'] });
    const upsell = page.getByRole('region', { name: m['catalog.product.upsell'] });
    await related.getByRole('link').first().waitFor();
    const linkNames = async (region: typeof related) => (await region.getByRole('link').allTextContents()).map((text) => text.trim());
    expect(await related.getByRole('link').count()).toBe(2);
    expect((await linkNames(related)).join('|')).toMatch(/Multi-Illuminant Lighting Booth Pro.*\|.*Daylight Viewing Lamp D65|Daylight Viewing Lamp D65.*\|.*Multi-Illuminant Lighting Booth Pro/);
    expect(await upsell.getByRole('link').count()).toBe(1);
    expect(await upsell.getByRole('link', { name: /Multi-Illuminant Lighting Booth Pro/ }).getAttribute('href')).toBe('/multi-illuminant-lighting-booth-pro.html');
    await related.scrollIntoViewIfNeeded();
    await checkBothWidths(page, 'product-related-upsell');
    await related.getByRole('link', { name: /Daylight Viewing Lamp D65/ }).click();
    await page.waitForURL((url) => url.pathname === '/daylight-viewing-lamp-d65.html');
    await page.getByRole('heading', { level: 1, name: 'Daylight Viewing Lamp D65' }).waitFor();

    // The cart: what goes with its products, never what is already in it.
    const { createEmptyCart: cartId } = await api<{ createEmptyCart: string }>(backend.url, 'na_us', 'mutation { createEmptyCart }');
    // The gloves sell in pairs of two at least.
    const added = await api<{ addProductsToCart: { user_errors: Array<{ message: string }> } }>(backend.url, 'na_us',
      'mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
      { id: cartId, items: [{ sku: 'SFD-PASTEL', quantity: 1 }, { sku: 'SSB-COTTON', quantity: 1 }, { sku: 'SACC-GLOVES', quantity: 2 }] });
    expect(added.addProductsToCart.user_errors).toEqual([]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_id'))).not.toBeNull();
    await page.evaluate((id) => localStorage.setItem('cart_id', id), cartId);
    await page.goto('/checkout/cart');
    await page.getByRole('heading', { level: 1, name: m['cart.page.title'] }).waitFor();
    const crossSell = page.getByRole('region', { name: m['cart.crossSell'] });
    await crossSell.getByRole('link').first().waitFor();
    expect(await linkNames(crossSell)).toHaveLength(1);
    const sleeve = crossSell.getByRole('link', { name: /Fan Deck Protective Sleeve/ });
    expect(await sleeve.getAttribute('href')).toBe('/fan-deck-protective-sleeve.html');
    await crossSell.scrollIntoViewIfNeeded();
    await checkBothWidths(page, 'cart-cross-sell');
    await sleeve.click();
    await page.waitForURL((url) => url.pathname === '/fan-deck-protective-sleeve.html');
    await page.getByRole('heading', { level: 1, name: 'Fan Deck Protective Sleeve' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

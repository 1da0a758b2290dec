import { describe, expect, it } from 'vitest';
import enUS from '../../i18n/en_US.json';
import { newContext, trackPageErrors } from './browser';
import { api, createCustomer, PASSWORD, uniqueEmail } from './graphqlApi';
import { checkBothWidths, ownBackend } from './ownBackend';
import { sharedBrowser } from './sharedBrowser';
import type { Page } from 'playwright-core';

// Store rules read from the store config, not from the storefront's code (issue #22): Magento's wish list
// switch, the product URL suffix in cart links, the brand's register_url. Each store's setting is changed
// in the backend of this file, and the shopper sees the store follow it.

const backend = ownBackend();
const chromium = sharedBrowser();
const m = enUS;
const POLL = { timeout: 20000 };

function setStoreSetting(store: string, key: string, value: string): void {
  backend.db.prepare('UPDATE stores SET settings = json_set(settings, ?, ?) WHERE code = ?').run(`$.${key}`, value, store);
}

async function urlKey(store: string, sku: string): Promise<string> {
  const { products } = await api<{ products: { items: Array<{ url_key: string }> } }>(
    backend.url, store, 'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { url_key } } }', { sku });
  const key = products.items[0]?.url_key;
  if (!key) throw new Error(`No product ${sku} in ${store}`);
  return key;
}

async function open(path: string) {
  // No service worker: the store config is read afresh after each change of the backend's settings.
  const context = await newContext(chromium.browser, backend.url, 'desktop', 'block');
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(path);
  await page.getByRole('contentinfo').waitFor(POLL);
  return { context, page, errors };
}

async function signIn(page: Page, prefix: string, email: string) {
  await page.goto(`${prefix}/customer/account/login`);
  await page.getByLabel(m['account.field.email'], { exact: true }).fill(email);
  await page.getByLabel(m['account.field.password'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(m['account.field.password'], { exact: true }).press('Enter');
  await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor(POLL);
}

const accountMenu = (page: Page) => page.getByRole('navigation', { name: m['account.menu.label'] });

describe('store rules from the store config', () => {
  it('wish lists off in one store: no My Wish List, no Add to Wish List, the customer still signed in; on in another', async () => {
    setStoreSetting('hk_en', 'magento_wishlist_general_is_enabled', '0');
    try {
      for (const [store, prefix, enabled] of [['hk_en', '/hk/en', false], ['na_us', '', true]] as const) {
        const email = uniqueEmail(`wishlist-${store}`);
        await createCustomer(backend.url, store, email);
        const key = await urlKey(store, 'SFD-PASTEL');
        const { context, page, errors } = await open(`${prefix}/`);
        await signIn(page, prefix, email);
        await accountMenu(page).getByRole('link', { name: m['account.menu.myOrders'] }).waitFor(POLL);
        expect(await accountMenu(page).getByRole('link', { name: m['account.menu.wishlist'] }).count()).toBe(enabled ? 1 : 0);
        await page.goto(`${prefix}/${key}.html`);
        await page.getByRole('button', { name: 'Add to Cart' }).waitFor(POLL);
        expect(await page.getByRole('button', { name: m['account.wishlist.addButton'] }).count()).toBe(enabled ? 1 : 0);
        if (!enabled) await checkBothWidths(page, 'store-rules-no-wishlist-product');
        // Still signed in after the start-up (the customer was not refused with the wish list).
        await page.reload();
        await page.goto(`${prefix}/account`);
        await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor(POLL);
        expect(errors).toEqual([]);
        await context.close();
      }
    } finally {
      setStoreSetting('hk_en', 'magento_wishlist_general_is_enabled', '1');
    }
  }, 120000);

  it("cart links end with the store's product URL suffix", async () => {
    const key = await urlKey('hk_en', 'SFD-PASTEL');
    const { createEmptyCart: cartId } = await api<{ createEmptyCart: string }>(backend.url, 'hk_en', 'mutation { createEmptyCart }');
    await api(backend.url, 'hk_en', 'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "SFD-PASTEL", quantity: 1 }]) { user_errors { message } } }', { id: cartId });
    setStoreSetting('hk_en', 'product_url_suffix', '.htm');
    try {
      const { context, page, errors } = await open('/hk/en/');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_id')), POLL).not.toBeNull();
      await page.evaluate((id) => localStorage.setItem('cart_id', id), cartId);
      await page.goto('/hk/en/checkout/cart');
      const row = page.locator('.cart-row').first();
      await row.waitFor(POLL);
      expect(await row.getByRole('link').first().getAttribute('href')).toBe(`/hk/en/${key}.htm`);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      setStoreSetting('hk_en', 'product_url_suffix', '.html');
    }
  });

  it("/connect's Sign up goes to the store config's register_url", async () => {
    setStoreSetting('uk_en', 'register_url', 'https://connect.example/join?store=uk_en');
    const { context, page, errors } = await open('/uk/en/connect');
    const signUp = page.getByRole('banner').getByRole('link', { name: m['shell.connect.signUp'] });
    await expect.poll(() => signUp.getAttribute('href'), POLL).toBe('https://connect.example/join?store=uk_en');
    expect(errors).toEqual([]);
    await context.close();
  });
});

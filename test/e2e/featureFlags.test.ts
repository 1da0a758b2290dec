import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, hasFocus } from './browser';
import { flaggedBase, openFlaggedStore, signIn } from './flaggedStore';
import { api, createCustomer, tokenOf, uniqueEmail } from './graphqlApi';
import { sharedBrowser } from './sharedBrowser';
import type { Page } from 'playwright-core';

// Spec §1 feature flags multi-currency, multi-store and mega-menu end to end, on the flagged build
// (npm run build:flagged: FEATURE_FLAGS=hide-price,one-step-checkout,multi-currency,multi-store,mega-menu),
// served by the global setup's second server on its own database. Hide-price is on there too, so the
// currency flow signs a customer in to see prices.

const POLL = { timeout: 45000 };
// A store load, a reload and a store switch each: generous on a busy machine.
const SLOW = 120_000;
const HKD = /HK\$\s?\d[\d,]*\.\d{2}/;
const USD = /(?<!HK)\$\s?\d[\d,]*\.\d{2}/;

const shared = sharedBrowser();
const gql = <T>(store: string, query: string, variables: Record<string, unknown> = {}, token?: string, headers: Record<string, string> = {}) =>
  api<T>(flaggedBase(), store, query, variables, token, { headers });

/** A new customer of the store's website, signed in: hide-price shows prices to customers only. */
async function customerToken(store: string): Promise<string> {
  const email = uniqueEmail('flags');
  await createCustomer(flaggedBase(), store, email);
  return tokenOf(flaggedBase(), store, email);
}

async function urlKey(store: string, sku: string): Promise<string> {
  const data = await gql<{ products: { items: Array<{ url_key: string; url_suffix: string }> } }>(
    store, 'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { url_key url_suffix } } }', { sku },
  );
  const item = data.products.items[0];
  if (!item) throw new Error(`${sku} is not in ${store}`);
  return `${item.url_key}${item.url_suffix}`;
}

const open = (prefix: string, width: 'desktop' | 'mobile' = 'desktop') => openFlaggedStore(shared.browser, { prefix, width, timeout: POLL.timeout });

const header = (page: Page) => page.locator('header.site-header');
const main = (page: Page) => page.getByRole('main');

describe('multi-currency (flagged build)', () => {
  it('switches a Hong Kong shopper to HKD: prices after the reload, the cart and its totals, and it persists', async () => {
    const { context, page, errors } = await open('/hk/en');
    await signIn(context, await customerToken('hk_en'));
    const product = `/hk/en/${await urlKey('hk_en', 'SACC-LOUPE')}`;
    await page.goto(product);
    const price = main(page).locator('.product-page__price');
    await expect.poll(() => price.textContent(), POLL).toMatch(USD);

    const picker = header(page).getByRole('button', { name: /Currency/ });
    await expect.poll(() => picker.textContent(), POLL).toContain('USD');
    await picker.click();
    const list = header(page).getByRole('list', { name: 'Currency' });
    await list.waitFor();
    await screenshot(page, 'flags-currency-picker-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([page.waitForEvent('load'), list.getByRole('button', { name: /HKD/ }).click()]);

    await expect.poll(() => price.textContent(), POLL).toMatch(HKD);
    await expect.poll(() => picker.textContent(), POLL).toContain('HKD');
    expect((await context.cookies()).find((c) => c.name === 'currency_code')?.value).toBe('HKD');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const popup = page.getByRole('dialog');
    await popup.waitFor(POLL);
    await expect.poll(() => popup.textContent(), POLL).toMatch(HKD);
    await page.keyboard.press('Escape');

    await page.goto('/hk/en/checkout/cart');
    await page.getByRole('heading', { level: 1 }).waitFor(POLL);
    await expect.poll(() => page.getByTestId('cart-grand-total').textContent(), POLL).toMatch(HKD);
    expect(await main(page).textContent()).not.toMatch(USD);
    // The backend holds the cart in HKD too, and its total is what the page shows.
    const token = (await context.cookies()).find((c) => c.name === 'access_token')?.value ?? '';
    const server = await gql<{ customerCart: { prices: { grand_total: { value: number; currency: string } } } }>(
      'hk_en', '{ customerCart { prices { grand_total { value currency } } } }', {}, token, { 'Content-Currency': 'HKD' },
    );
    expect(server.customerCart.prices.grand_total.currency).toBe('HKD');
    expect(await page.getByTestId('cart-grand-total').textContent()).toContain(server.customerCart.prices.grand_total.value.toFixed(2));
    await screenshot(page, 'flags-currency-cart-desktop');

    // Another page load keeps the choice.
    await page.reload();
    await expect.poll(() => page.getByTestId('cart-grand-total').textContent(), POLL).toMatch(HKD);
    expect(errors).toEqual([]);
    await context.close();
  }, SLOW);

  it('offers no currency picker where the store has one currency', async () => {
    const { context, page } = await open('/eu/de');
    await page.locator('.mega-menu').first().waitFor(POLL);
    expect(await header(page).getByRole('button', { name: /Währung/ }).count()).toBe(0);
    await context.close();
  }, SLOW);
});

describe('multi-store (flagged build)', () => {
  it('switches from French to German on a product page and lands on the same product in German', async () => {
    const { context, page, errors } = await open('/eu/fr');
    const fr = await urlKey('fr_fr', 'SFD-POCKET');
    const de = await urlKey('de_de', 'SFD-POCKET');
    expect(de).not.toBe(fr);
    await page.goto(`/eu/fr/${fr}`);
    await main(page).getByRole('heading', { level: 1 }).waitFor(POLL);
    const picker = header(page).getByRole('button', { name: /Langue/ });
    await expect.poll(() => picker.textContent(), POLL).toContain('Français');
    await picker.click();
    const list = header(page).getByRole('list', { name: 'Langue' });
    expect(await list.getByRole('button').allTextContents()).toEqual(['English', 'Deutsch', 'Español', 'Français', 'Italiano'].map((name) => expect.stringContaining(name)));
    await screenshot(page, 'flags-store-view-picker-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(`**/eu/de/${de}`, POLL), list.getByRole('button', { name: 'Deutsch' }).click()]);
    await main(page).getByRole('heading', { level: 1 }).waitFor(POLL);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-de');
    expect((await context.cookies()).find((c) => c.name === 'store_code')?.value).toBe('de_de');
    await expect.poll(() => header(page).getByRole('button', { name: /Sprache/ }).textContent(), POLL).toContain('Deutsch');
    expect(errors).toEqual([]);
    await context.close();
  }, SLOW);

  it('keeps the cart page, and goes home from a page with no equivalent', async () => {
    const { context, page } = await open('/eu/es');
    await page.goto('/eu/es/checkout/cart');
    await page.getByRole('heading', { level: 1 }).waitFor(POLL);
    await header(page).getByRole('button', { name: /Idioma/ }).click();
    await Promise.all([page.waitForURL('**/eu/it/checkout/cart', POLL), header(page).getByRole('button', { name: 'Italiano' }).click()]);
    await page.goto('/eu/it/no-such-page-anywhere.html');
    await main(page).waitFor(POLL);
    await header(page).getByRole('button', { name: /Lingua/ }).click();
    await Promise.all([page.waitForURL(/\/eu\/en\/$/, POLL), header(page).getByRole('button', { name: 'English' }).click()]);
    await context.close();
  }, SLOW);
});

describe('mega-menu (flagged build)', () => {
  it('at 1280 px opens by keyboard, shows every level and follows a link', async () => {
    const { context, page, errors } = await open('');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    const guides = nav.getByRole('button', { name: 'Color Guides' });
    await guides.waitFor(POLL);
    // From the logo, Tab reaches the menu's first entry.
    await header(page).locator('.logo').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => hasFocus(guides)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await hasFocus(nav.getByRole('button', { name: 'Chip Sets' }))).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    expect(await guides.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await guides.getAttribute('aria-controls')}"]`);
    await panel.getByRole('link', { name: 'Fan Decks' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'flags-mega-menu-desktop');
    await page.keyboard.press('Escape');
    expect(await guides.getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(guides)).toBe(true);

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => hasFocus(panel.getByRole('link', { name: 'All Color Guides' }))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/color-guides/fan-decks.html', POLL);
    await main(page).getByRole('heading', { level: 1, name: 'Fan Decks' }).waitFor(POLL);
    await expect.poll(() => panel.isVisible()).toBe(false);
    // The menu is the header's one navigation: no CMS navigation block beside it.
    expect(await header(page).getByRole('navigation').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, SLOW);

  it('at 375 px is in the menu drawer, with the currency and language pickers of the store', async () => {
    const { context, page, errors } = await open('/hk/en', 'mobile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const guides = drawer.getByRole('button', { name: 'Color Guides' });
    await guides.waitFor(POLL);
    await drawer.getByRole('button', { name: /Currency/ }).waitFor(POLL);
    await drawer.getByRole('button', { name: /Language/ }).waitFor(POLL);
    await guides.focus();
    await page.keyboard.press('Enter');
    expect(await guides.getAttribute('aria-expanded')).toBe('true');
    await drawer.getByRole('link', { name: 'Swatch Books' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'flags-mega-menu-drawer-mobile');
    await drawer.getByRole('link', { name: 'Swatch Books' }).click();
    await page.waitForURL('**/hk/en/color-guides/swatch-books.html', POLL);
    await drawer.waitFor({ state: 'hidden', timeout: POLL.timeout });
    expect(errors).toEqual([]);
    await context.close();
  }, SLOW);
});

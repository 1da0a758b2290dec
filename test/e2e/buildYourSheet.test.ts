import { afterEach, describe, expect, inject, it } from 'vitest';
import enUS from '../../i18n/en_US.json';
import { axeViolations, newContext, screenshot, trackPageErrors, viewports } from './browser';
import { api, tokenOf } from './graphqlApi';
import { sharedBrowser } from './sharedBrowser';
import type { Page } from 'playwright-core';

// Build Your Sheet (issue 21) on the production build and the embedded backend: a signed-in customer picks
// chips by keyboard, tries a deactivated colour, removes a chip, adds the sheet as one cart item, sees its
// chips in the mini-cart, the cart and the checkout review, places the order and finds the chips on the
// confirmation and in the order view. axe-clean with screenshots at 375 and 1280 px.

const baseURL = inject('baseURL');
const POLL = { timeout: 30000 };
const SHEET_PATH = '/chip-sets/build-your-sheet.html';
const m = enUS;
const chromium = sharedBrowser();
let current: Page | null = null;
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && current && !current.isClosed()) {
    await screenshot(current, `sheet-failed-${task.name.slice(0, 24).replace(/\W+/g, '-')}`).catch(() => undefined);
  }
  current = null;
});

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{${key}}`, String(value)), text);
const count = (k: number) => fill(m['catalog.sheet.count'], { count: k, size: 12 });
const chip = (page: Page, code: string) => page.locator('.sheet-palette').getByRole('button', { name: new RegExp(`^${code} `) });
const builder = (page: Page) => page.getByRole('region', { name: m['catalog.sheet.title'] });

/**
 * What in the palette's chips does not fit: a text wider than its chip, or a word of a name or state broken
 * across two lines ("Spectran|e Orange").
 */
const paletteMisfits = (page: Page) => page.locator('.sheet-palette .sheet-chip').evaluateAll((chips) => chips.flatMap((chipEl) => {
  const frame = chipEl.getBoundingClientRect();
  return [...chipEl.querySelectorAll<HTMLElement>('.sheet-chip__code, .sheet-chip__name, .sheet-chip__state')].flatMap((part) => {
    const text = part.firstChild;
    if (!(text instanceof Text)) return [];
    const problems: string[] = [];
    if (part.getBoundingClientRect().right > frame.right - 2) problems.push(`${part.textContent} is wider than its chip`);
    for (const match of (text.data).matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) problems.push(`${match[0]} is broken across lines`);
    }
    return problems;
  });
}));

/** axe at both widths, with a screenshot of each (sheet-<name>-<width>); the palette's chips fit their texts. */
async function check(page: Page, name: string) {
  await page.mouse.move(0, 0);
  for (const width of ['mobile', 'desktop'] as const) {
    await page.setViewportSize(viewports[width]);
    await page.waitForTimeout(250);
    expect(await paletteMisfits(page), `${name} at ${viewports[width].width}`).toEqual([]);
    expect(await axeViolations(page), `${name} at ${viewports[width].width}`).toEqual([]);
    await screenshot(page, `sheet-${name}-${viewports[width].width}`);
  }
}

describe('Build Your Sheet', () => {
  it('picks chips by keyboard, refuses a deactivated colour, adds one sheet and shows its chips through to the order', async () => {
    const token = await tokenOf(baseURL, 'na_us', 'roxanne.demo@example.com');
    // Start from an empty customer cart (other files may have left items in it).
    const { customerCart } = await api<{ customerCart: { id: string; items: Array<{ uid: string }> } }>(baseURL, 'na_us', '{ customerCart { id items { uid } } }', {}, token);
    for (const item of customerCart.items) {
      await api(baseURL, 'na_us', 'mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }',
        { id: customerCart.id, uid: item.uid }, token);
    }

    const context = await newContext(chromium.browser, baseURL, 'desktop', 'block');
    const page = await context.newPage();
    current = page;
    const errors = trackPageErrors(page);
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    await context.addCookies([{ name: 'access_token', value: token, url: baseURL }]);
    await page.goto(SHEET_PATH);
    await builder(page).waitFor(POLL);
    const counter = page.getByTestId('sheet-count');
    await expect.poll(() => counter.textContent(), POLL).toBe(count(0));
    expect(await page.locator('.sheet-slot').count()).toBe(12);
    // Nothing to add yet.
    expect(await builder(page).getByRole('button', { name: m['catalog.sheet.addToCart'] }).isDisabled()).toBe(true);

    // Keyboard: Enter and Space pick chips.
    await chip(page, 'SR-110').focus();
    await page.keyboard.press('Enter');
    await chip(page, 'SB-120').focus();
    await page.keyboard.press('Space');
    await chip(page, 'SN-500').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => counter.textContent()).toBe(count(3));
    expect(await chip(page, 'SR-110').getAttribute('aria-pressed')).toBe('true');

    // A deactivated colour is marked, cannot be picked, and says why.
    const mustard = chip(page, 'SY-310');
    expect(await mustard.getAttribute('aria-disabled')).toBe('true');
    expect(await mustard.textContent()).toContain(m['catalog.sheet.deactivated']);
    await mustard.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => builder(page).getByRole('status').textContent()).toContain('is temporarily deactivated');
    expect(await counter.textContent()).toBe(count(3));
    expect(await mustard.getAttribute('aria-pressed')).toBe('false');
    await check(page, 'builder');

    // Remove SB-120 from the sheet by keyboard; focus stays on the sheet (the next chip's remove button).
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: /^Remove .* \(SB-120\) from the sheet$/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => counter.textContent()).toBe(count(2));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/\(SN-500\)/);
    expect(await page.locator('.sheet-slot--filled .sheet-slot__code').allTextContents()).toEqual(['SR-110', 'SN-500']);

    // Add the sheet: one cart item.
    await builder(page).getByRole('button', { name: m['catalog.sheet.addToCart'] }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => {
      const { customerCart: cart } = await api<{ customerCart: { items: Array<{ product: { sku: string }; quantity: number }> } }>(
        baseURL, 'na_us', '{ customerCart { items { quantity product { sku } } } }', {}, token);
      return cart.items.map((i) => `${i.product.sku}×${i.quantity}`);
    }, POLL).toEqual(['SBS-SHEET×1']);
    await expect.poll(() => counter.textContent(), POLL).toBe(count(0));
    // The add-to-cart popup, as for any product; Escape closes it.
    const popup = page.getByRole('dialog', { name: 'Added to your cart' });
    await popup.waitFor(POLL);
    await screenshot(page, 'sheet-popup-1280');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });

    // sheetChips.label for two chips (an ICU plural in en_US.json).
    const chipsLabel = '2 chips on the sheet';
    expect(m['sheetChips.label']).toContain('on the sheet');
    // Mini-cart.
    await page.getByRole('button', { name: /^Cart,/ }).click();
    const drawer = page.getByRole('dialog', { name: /Shopping cart/ });
    await drawer.getByRole('list', { name: chipsLabel }).waitFor(POLL);
    expect(await drawer.getByRole('list', { name: chipsLabel }).getByRole('listitem').allTextContents()).toEqual(['SR-110', 'SN-500']);
    await screenshot(page, 'sheet-minicart-1280');
    await page.keyboard.press('Escape');

    // Cart page.
    await page.goto('/checkout/cart');
    const cartChips = page.getByRole('main').getByRole('list', { name: chipsLabel });
    await cartChips.waitFor(POLL);
    expect(await cartChips.getByRole('listitem').allTextContents()).toEqual(['SR-110', 'SN-500']);
    await check(page, 'cart');

    // Checkout: the saved address, flat rate, check / money order; the review shows the chips.
    await page.setViewportSize(viewports.desktop);
    await page.goto('/checkout');
    const active = page.locator('.checkout-step--active');
    const next = () => active.getByRole('button', { name: m['checkout.continue'] }).click();
    await expect.poll(() => active.getAttribute('data-step'), POLL).toBe('1');
    await next();
    await expect.poll(() => active.getAttribute('data-step'), POLL).toBe('2');
    await active.getByRole('radio').first().check();
    await next();
    await expect.poll(() => active.getAttribute('data-step'), POLL).toBe('3');
    await next();
    await expect.poll(() => active.getAttribute('data-step'), POLL).toBe('4');
    await active.getByRole('radio', { name: 'Check / Money order' }).check();
    await next();
    await expect.poll(() => active.getAttribute('data-step'), POLL).toBe('5');
    const reviewChips = page.locator('.checkout-review__items').getByRole('list', { name: chipsLabel });
    expect(await reviewChips.getByRole('listitem').allTextContents()).toEqual(['SR-110', 'SN-500']);
    await page.getByRole('button', { name: m['checkout.placeOrder'] }).click();

    // Confirmation, then the order in the account.
    await page.getByRole('heading', { level: 1, name: m['checkout.success.title'] }).waitFor(POLL);
    const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^\d{9,10}$/);
    expect(await page.getByRole('main').getByRole('list', { name: chipsLabel }).getByRole('listitem').allTextContents()).toEqual(['SR-110', 'SN-500']);
    await check(page, 'success');
    await page.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { name: m['account.orders.title'].replace('{number}', number), exact: true }).waitFor(POLL);
    const orderChips = page.locator('.account-table').getByRole('list', { name: chipsLabel });
    await orderChips.waitFor(POLL);
    expect(await orderChips.getByRole('listitem').allTextContents()).toEqual(['SR-110', 'SN-500']);
    await check(page, 'order');
    expect(errors).toEqual([]);
    await context.close();
  }, 240000);

  it('at 375 px the builder is usable: a chip picked, the sheet in view, nothing wider than the screen', async () => {
    const context = await newContext(chromium.browser, baseURL, 'mobile');
    const page = await context.newPage();
    current = page;
    const errors = trackPageErrors(page);
    await page.goto(SHEET_PATH);
    await builder(page).waitFor(POLL);
    await chip(page, 'SG-220').click();
    await expect.poll(() => page.getByTestId('sheet-count').textContent()).toBe(count(1));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'sheet-builder-mobile-375');
    expect(errors).toEqual([]);
    await context.close();
  }, 120000);
});

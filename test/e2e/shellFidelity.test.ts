import { describe, expect, inject, it } from 'vitest';
import enUS from '../../i18n/en_US.json';
import { REQUEST_TIMEOUT_MS } from '../../src/lib/graphql/requestTimeout';
import { axeViolations, focusWithin, hasFocus, newContext, screenshot, trackPageErrors, viewports } from './browser';
import { sharedBrowser } from './sharedBrowser';
import type { Request, Route } from 'playwright-core';

// Spec details of the shell a shopper runs into (issue #22): the account drawer's sign-in and join
// links (§2.2, §2.4), and a backend that never answers (§8 'Request aborted', timeout message).

const baseURL = inject('baseURL');
const chromium = sharedBrowser();
const m = enUS;
const widths = Object.keys(viewports) as (keyof typeof viewports)[];

describe('the account drawer links', () => {
  for (const width of widths) {
    it(`${width}: the login view's sign-in link opens /customer/account/login and its join link /customer/account/create, each closing the drawer`, async () => {
      const context = await newContext(chromium.browser, baseURL, width);
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto('/');
      await page.getByRole('contentinfo').waitFor();
      const header = page.getByRole('banner');
      const drawer = page.getByRole('dialog', { name: m['shell.accountDrawer.login.title'] });
      const openDrawer = async () => {
        await header.getByRole('button', { name: m['shell.account.label'] }).click();
        await header.getByRole('button', { name: m['shell.account.signIn'] }).click();
        await drawer.waitFor();
        await expect.poll(() => focusWithin(drawer)).toBe(true);
      };

      await openDrawer();
      const signInLink = drawer.getByRole('link', { name: m['shell.accountDrawer.signInPage'] });
      expect(await signInLink.getAttribute('href')).toBe('/customer/account/login');
      expect(await drawer.getByRole('link', { name: m['shell.accountDrawer.joinToday'] }).getAttribute('href')).toBe('/customer/account/create');
      await page.waitForTimeout(300);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `shell-account-drawer-links-${width}`);
      await signInLink.click();
      await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
      await drawer.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/customer/account/login');

      // By keyboard this time.
      await openDrawer();
      await drawer.getByRole('link', { name: m['shell.accountDrawer.joinToday'] }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: m['account.create.title'] }).waitFor();
      await drawer.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/customer/account/create');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('a backend that never answers', () => {
  it(`Add to Cart gives up after ${REQUEST_TIMEOUT_MS / 1000} s with the timeout message; the cart is as it was, and the next try works`, async () => {
    // No service worker (page.route must see every request); the page's clock is the test's, so the
    // wait for the timeout takes no real time.
    const context = await newContext(chromium.browser, baseURL, 'desktop', 'block');
    await context.clock.install();
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const hung: Route[] = [];
    const isAdd = (request: Request) => request.method() === 'POST' && Boolean(request.postData()?.includes('"operationName":"AddToCart"'));
    await page.route((url) => url.pathname === '/graphql', async (route) => {
      if (isAdd(route.request())) hung.push(route);
      else await route.fallback();
    });
    // The other GraphQL requests in flight: the clock must jump only once they are in, or a slow one
    // (a busy machine) would time out too.
    let others = 0;
    const isOther = (request: Request) => new URL(request.url()).pathname === '/graphql' && !isAdd(request);
    page.on('request', (request) => (others += isOther(request) ? 1 : 0));
    const settled = (request: Request) => (others -= isOther(request) ? 1 : 0);
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto('/metallics-fan-deck.html');
    await page.getByRole('heading', { level: 1, name: 'Metallics Fan Deck' }).waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
    const add = page.locator('.product-form').getByRole('button', { name: m['catalog.product.addToCart'] });
    await add.click();
    await expect.poll(() => hung.length).toBe(1);
    await expect.poll(() => others, { timeout: 20000 }).toBe(0);
    // Busy while it waits: aria-disabled, keeping focus.
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    expect(await hasFocus(add)).toBe(true);

    await page.clock.fastForward(REQUEST_TIMEOUT_MS - 1000);
    expect(await page.getByText(m['notification.timeout']).count()).toBe(0);
    await page.clock.fastForward(2000);
    await page.getByText(m['notification.timeout']).waitFor();
    await screenshot(page, 'shell-request-timeout-desktop');
    await expect.poll(() => add.getAttribute('aria-disabled')).toBeNull();
    expect(await header.getByRole('button', { name: 'Cart, 0 items' }).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The backend answers again: the same button adds the product.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await add.click();
    await page.getByRole('dialog').waitFor();
    await header.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

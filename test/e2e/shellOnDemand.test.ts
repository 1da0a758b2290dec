import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, trackPageErrors, hasFocus } from './browser';
import { sharedBrowser } from './sharedBrowser';
import type { Page } from 'playwright-core';

// Issue #8 first-load JS: what the shell shows only on interaction, and the web-vitals library of
// consented visits, is fetched then and not with the first page; opening stays as it was.

const baseURL = inject('baseURL');
const chromium = sharedBrowser();

/** Paths of the scripts the page has fetched so far. */
function scriptLog(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The home page in a fresh context (no service worker), loaded and settled, with its script log. */
async function openHome(width: 'mobile' | 'desktop') {
  const context = await newContext(chromium.browser, baseURL, width, 'block');
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const scripts = scriptLog(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  return { context, page, errors, scripts };
}

describe('shell code on demand (issue #8)', () => {
  it('a first visit without consent never fetches web-vitals; the consent-loaded event does, after the load', async () => {
    const { context, page, errors, scripts } = await openHome('mobile');
    await page.waitForTimeout(1500);
    expect(scripts.filter((path) => path.includes('web-vitals'))).toEqual([]);

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: ',C0001,C0002,' } })));
    await expect.poll(() => scripts.filter((path) => path.includes('web-vitals')).length, { timeout: 10000 }).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pointing at the account button fetches its menu before the click; the menu then opens at once', async () => {
    const { context, page, errors, scripts } = await openHome('desktop');
    const firstLoad = scripts.length;

    const account = page.getByRole('button', { name: 'Account', exact: true });
    await account.hover();
    await expect.poll(() => scripts.length, { timeout: 10000 }).toBeGreaterThan(firstLoad);
    await page.waitForLoadState('networkidle');
    await account.click();
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await signIn.waitFor({ timeout: 1000 });
    await expect(account.getAttribute('aria-expanded')).resolves.toBe('true');
    await screenshot(page, 'shell-on-demand-account-menu-desktop');
    await page.keyboard.press('Escape');
    await signIn.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(account)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('back to top: appears once the page is scrolled, its code fetched then; the header takes its affixed look', async () => {
    const { context, page, errors } = await openHome('mobile');
    expect(await page.locator('header.site-header--affixed').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Back to top' }).count()).toBe(0);

    await page.mouse.wheel(0, 1600);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await backToTop.waitFor();
    await expect.poll(() => page.locator('header.site-header--affixed').count()).toBe(1);
    await screenshot(page, 'shell-on-demand-back-to-top-mobile');
    await backToTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await expect.poll(() => page.locator('header.site-header--affixed').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

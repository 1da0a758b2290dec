import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, trackPageErrors, viewports } from './browser';
import { sharedBrowser } from './sharedBrowser';
import type { Request } from 'playwright-core';

const baseURL = inject('baseURL');
const chromium = sharedBrowser();

const cases = [
  { path: '/', store: 'na_us', locale: 'en_US', currency: 'USD', lang: 'en-us' },
  { path: '/eu/de', store: 'de_de', locale: 'de_DE', currency: 'EUR', lang: 'de-de' },
] as const;

describe('the production build on the embedded backend', () => {
  for (const c of cases) {
    for (const width of Object.keys(viewports) as (keyof typeof viewports)[]) {
      it(`${c.path} at ${width} shows ${c.store} data from the backend`, async () => {
        const context = await newContext(chromium.browser, baseURL, width);
        const page = await context.newPage();
        const errors = trackPageErrors(page);
        const graphqlRequests: Request[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request);
        });

        await page.goto(c.path);
        // The home is the store's CMS home page now; test/e2e/stores.test.ts checks its content per store.
        await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 15000 }).toBe(1);
        expect(await page.getAttribute('html', 'lang')).toBe(c.lang);
        const i18n = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/media/i18n/')));
        expect(i18n).toEqual([`/media/i18n/${c.locale}.json`]);

        // The CMS navigation block of this store, in its language, rendered as links.
        const nav = page.getByRole('navigation');
        await expect.poll(() => nav.getByRole('link').count()).toBeGreaterThan(2);
        // At 375 px the navigation sits in the closed menu drawer (the shell's own tests open it).
        if (c.store === 'de_de' && width === 'desktop') {
          expect(await nav.getByRole('link', { name: /Artikel/ }).first().getAttribute('href')).toContain('/eu/de/artikel');
        }

        expect(graphqlRequests.length).toBeGreaterThan(0);
        // Queries go out as GET (cacheable), mutations (the cart created at start) as POST.
        expect(graphqlRequests.some((request) => request.method() === 'GET')).toBe(true);
        for (const request of graphqlRequests) {
          const isMutation = /^\s*mutation\b/.test(String((request.postDataJSON() as { query?: string } | null)?.query ?? ''));
          expect(request.method()).toBe(isMutation ? 'POST' : 'GET');
          const headers = await request.allHeaders();
          expect(headers.store).toBe(c.store);
          expect(headers['content-currency']).toBe(c.currency);
          expect(headers.authorization).toBeUndefined();
        }

        await screenshot(page, `foundation-${c.store}-${width}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('shows the 404 page for a store/lang pair that is not allowed', async () => {
    const context = await newContext(chromium.browser, baseURL, 'desktop');
    const page = await context.newPage();
    await page.goto('/uk/de');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe("Sorry, we can't find the page you are looking for!");
    await page.getByRole('link', { name: 'Back to home' }).or(page.getByRole('button', { name: 'Back to home' })).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

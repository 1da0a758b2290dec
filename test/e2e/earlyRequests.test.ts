import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { newContext, trackPageErrors } from './browser';
import { sharedBrowser } from './sharedBrowser';
import type { Request } from 'playwright-core';

// The first screen's requests leave from the inlined <head> script while the app's scripts download
// (src/boot/earlyRequests.ts), and the app takes their answers over instead of asking again.

const baseURL = inject('baseURL');
const shared = sharedBrowser();

const messages = (locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../i18n', `${locale}.json`), 'utf8')) as Record<string, string>;

/** 'GetStoreConfig', 'ResolveRoute' … for GraphQL, the path for translation files, 'chunk:category' … for page code, null otherwise. */
function requestName(request: Request): string | null {
  const url = new URL(request.url());
  const chunk = /^\/static\/js\/(fallback|category|product)\.[0-9a-f]+\.chunk\.js$/.exec(url.pathname);
  if (chunk) return `chunk:${chunk[1] ?? ''}`;
  if (url.pathname === '/graphql') return url.searchParams.get('operationName') ?? 'POST';
  if (url.pathname.startsWith('/media/i18n/')) return url.pathname;
  return null;
}

describe('early requests', () => {
  it('go out before the app has arrived, each once, and the page is built from them', async () => {
    const context = await newContext(shared.browser, baseURL, 'mobile', 'block');
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const events: string[] = [];
    const blocks: string[] = [];
    page.on('request', (request) => {
      const name = requestName(request);
      if (!name) return;
      events.push(name);
      if (name === 'GetShellBlocks') {
        const variables = JSON.parse(new URL(request.url()).searchParams.get('variables') ?? '{}') as Record<string, string[]>;
        blocks.push(...Object.values(variables).flat());
      }
    });
    // Hold the app's entry script back: whatever is requested meanwhile was sent by the early script.
    let released = false;
    await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      events.push('main.js released');
      released = true;
      await route.continue();
    });

    await page.goto('/eu/de/farbmuster-sets.html');
    await expect.poll(() => released, { timeout: 15000 }).toBe(true);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15000 });
    await page.locator('.product-grid > li.product-grid__item:not(.skeleton-card)').first().waitFor({ timeout: 15000 });
    await page.waitForLoadState('networkidle');

    const beforeApp = events.slice(0, events.indexOf('main.js released'));
    // The requests, the code of the page the route names (the catalogue fallback itself is in the
    // entry: no chunk of its own) and the category's first page of products.
    expect(beforeApp).toEqual(expect.arrayContaining([
      'GetStoreConfig', 'GetShellBlocks', 'ResolveRoute', 'GetProductOptions', '/media/i18n/de_DE.json', 'chunk:category',
      'GetProductListing',
    ]));
    expect(events).not.toContain('chunk:fallback');
    expect(beforeApp).not.toContain('chunk:product');
    const count = (name: string) => events.filter((event) => event === name).length;
    expect(count('GetStoreConfig')).toBe(1);
    expect(count('ResolveRoute')).toBe(1);
    // Sent beside the route, as for any catalogue URL (a category answers it with its type alone).
    expect(count('GetProductOptions')).toBe(1);
    expect(count('GetShellBlocks')).toBe(1);
    // The catalogue's settings came with the store config, the shell's blocks in one request: the
    // widgets' and the catalogue's own queries are answered from the cache.
    expect(count('GetCatalogConfig')).toBe(0);
    expect(count('GetContentBlocks')).toBe(0);
    expect(count('/media/i18n/de_DE.json')).toBe(1);
    expect(count('chunk:category')).toBe(1);
    expect(count('GetProductListing')).toBe(1);
    expect([...blocks].sort()).toEqual(['footer_links', 'header_pencil_banner', 'home_cms_navigation']);
    // Built from those answers: the German store's texts, the category's own products.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-de');
    expect(await page.getByText(messages('de_DE')['shell.skipToContent'] ?? 'shell.skipToContent').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("ask for a product's options beside its route, once, and the page shows them", async () => {
    const context = await newContext(shared.browser, baseURL, 'mobile', 'block');
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const events: string[] = [];
    page.on('request', (request) => {
      const name = requestName(request);
      if (name) events.push(name);
    });
    let released = false;
    await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      events.push('main.js released');
      released = true;
      await route.continue();
    });
    await page.goto('/large-color-swatch-card.html');
    await expect.poll(() => released, { timeout: 15000 }).toBe(true);
    // The configurable's options came with the second query: the page offers its colours.
    await page.getByRole('radio', { name: 'Coral Red' }).waitFor({ state: 'attached', timeout: 15000 });
    await page.waitForLoadState('networkidle');
    const beforeApp = events.slice(0, events.indexOf('main.js released'));
    expect(beforeApp).toEqual(expect.arrayContaining(['ResolveRoute', 'GetProductOptions', 'chunk:product']));
    expect(events.filter((event) => event === 'ResolveRoute')).toHaveLength(1);
    expect(events.filter((event) => event === 'GetProductOptions')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('send no route query for a page the app routes itself', async () => {
    const context = await newContext(shared.browser, baseURL, 'mobile', 'block');
    const page = await context.newPage();
    const names: string[] = [];
    page.on('request', (request) => {
      const name = requestName(request);
      if (name) names.push(name);
    });
    await page.goto('/checkout/cart');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15000 });
    await page.waitForLoadState('networkidle');
    expect(names).not.toContain('ResolveRoute');
    expect(names).not.toContain('GetProductOptions');
    expect(names.filter((name) => name === 'GetStoreConfig')).toHaveLength(1);
    await context.close();
  });
});

describe("a page's loader on navigation", () => {
  it('asks the data the page declares before the page renders, each once, and the page is built from it', async () => {
    const context = await newContext(shared.browser, baseURL, 'desktop', 'block');
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    // When the category's heading first shows (in page time, as the resource timings count).
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const heading = [...document.querySelectorAll('h1')].find((h1) => h1.textContent?.trim() === 'Chip Sets');
        if (!heading) return;
        Object.assign(window, { categoryShownAt: performance.now() });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop Chip Sets' }).waitFor({ timeout: 15000 });
    await page.waitForLoadState('networkidle');
    const asked: Array<{ name: string | null; variables: Record<string, unknown> }> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/graphql') return;
      asked.push({ name: url.searchParams.get('operationName'), variables: JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown> });
    });
    await page.getByRole('link', { name: 'Shop Chip Sets' }).click();
    await page.locator('.product-grid > li.product-grid__item:not(.skeleton-card)').first().waitFor({ timeout: 15000 });
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/chip-sets.html');
    // The loader asked the category's products as soon as the route named it and the page's code was
    // in, before the page rendered (the page's own query would go out only once it had).
    const timing = await page.evaluate(() => ({
      shown: (window as unknown as { categoryShownAt?: number }).categoryShownAt ?? null,
      listing: performance.getEntriesByType('resource').find((entry) => entry.name.includes('operationName=GetProductListing'))?.startTime ?? null,
    }));
    expect(timing.shown).not.toBeNull();
    expect(timing.listing).not.toBeNull();
    expect(timing.listing).toBeLessThan(timing.shown ?? 0);
    // The page's own queries shared the loader's requests: nothing asked twice.
    const count = (name: string, variables: Record<string, unknown>) =>
      asked.filter((request) => request.name === name && Object.entries(variables).every(([key, value]) => request.variables[key] === value)).length;
    expect(count('ResolveRoute', { url: '/chip-sets.html' })).toBe(1);
    expect(count('GetProductListing', { currentPage: 1 })).toBe(1);
    expect(count('GetStoreConfig', {})).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

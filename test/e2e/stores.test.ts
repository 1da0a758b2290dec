import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, trackPageErrors, viewports } from './browser';
import { api } from './graphqlApi';
import { sharedBrowser } from './sharedBrowser';
import type { BrowserContext, Page, Request } from 'playwright-core';

const baseURL = inject('baseURL');
const chromium = sharedBrowser();

const STORES = [
  { path: '/', code: 'na_us', currency: 'USD', locale: 'en_US', lang: 'en-us' },
  { path: '/eu/de', code: 'de_de', currency: 'EUR', locale: 'de_DE', lang: 'de-de' },
  { path: '/eu/es', code: 'es_es', currency: 'EUR', locale: 'es_ES', lang: 'es-es' },
  { path: '/eu/fr', code: 'fr_fr', currency: 'EUR', locale: 'fr_FR', lang: 'fr-fr' },
  { path: '/eu/it', code: 'it_it', currency: 'EUR', locale: 'it_IT', lang: 'it-it' },
  { path: '/eu/en', code: 'eu_en', currency: 'EUR', locale: 'en_GB', lang: 'en-gb' },
  { path: '/uk/en', code: 'uk_en', currency: 'GBP', locale: 'en_GB', lang: 'en-gb' },
  { path: '/hk/en', code: 'hk_en', currency: 'USD', locale: 'en_US', lang: 'en-us' },
  { path: '/hk/tc', code: 'hk_tc', currency: 'HKD', locale: 'zh_HK', lang: 'zh-hk' },
] as const;

const messages = (locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../i18n', `${locale}.json`), 'utf8')) as Record<string, string>;

interface StoreFacts {
  title_prefix: string | null;
  heading: string;
  pageTitle: string;
}

/** What the backend holds for a store: the expectations come from the same data the page shows. */
async function factsFor(code: string): Promise<StoreFacts> {
  const query = '{storeConfig{title_prefix cms_home_page} cmsPage(identifier:"home"){title content_heading meta_title}}';
  const data = await api<{ storeConfig: { title_prefix: string | null }; cmsPage: { title: string; content_heading: string | null; meta_title: string | null } }>(
    baseURL, code, query, {}, undefined, { method: 'GET' });
  return {
    title_prefix: data.storeConfig.title_prefix,
    heading: data.cmsPage.content_heading || data.cmsPage.title,
    pageTitle: data.cmsPage.meta_title || data.cmsPage.title,
  };
}

async function open(width: keyof typeof viewports = 'desktop'): Promise<{ context: BrowserContext; page: Page; errors: string[]; graphql: Request[] }> {
  const context = await newContext(chromium.browser, baseURL, width);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const graphql: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request);
  });
  return { context, page, errors, graphql };
}

// The machine running the suite may be busy: give rendering time before calling it a failure.
const POLL = { timeout: 15000 } as const;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('all nine store views', () => {
  for (const store of STORES) {
    it(`${store.path} renders the ${store.code} home in ${store.locale}`, async () => {
      const facts = await factsFor(store.code);
      const { context, page, errors, graphql } = await open();
      await page.goto(store.path);
      await expect.poll(() => h1(page).textContent(), POLL).toBe(facts.heading);
      expect(await page.getAttribute('html', 'lang')).toBe(store.lang);
      await expect.poll(() => page.title(), POLL).toBe(`${facts.title_prefix ?? ''}${facts.pageTitle}`);
      expect(facts.title_prefix).toBeTruthy();

      expect(graphql.length).toBeGreaterThan(1);
      for (const request of graphql) {
        const headers = await request.allHeaders();
        expect(headers.store, request.url()).toBe(store.code);
        expect(headers['content-currency'], request.url()).toBe(store.currency);
      }
      const i18n = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/media/i18n/')));
      expect(i18n).toEqual([`/media/i18n/${store.locale}.json`]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const code of ['na_us', 'de_de', 'hk_tc'] as const) {
    const store = STORES.find((s) => s.code === code) ?? STORES[0];
    for (const width of Object.keys(viewports) as (keyof typeof viewports)[]) {
      it(`screenshot: ${code} home at ${width}`, async () => {
        const facts = await factsFor(code);
        const { context, page, errors } = await open(width);
        await page.goto(store.path);
        await expect.poll(() => h1(page).textContent(), POLL).toBe(facts.heading);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `stores-${code}-${width}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('store prefixes and the gate (spec §2.1, §4)', () => {
  for (const invalid of ['/uk/de', '/hk/fr', '/eu/xx']) {
    it(`${invalid} shows the 404 page, whose button goes home`, async () => {
      const facts = await factsFor('na_us');
      const { context, page, errors } = await open();
      await page.goto(invalid);
      await expect.poll(() => h1(page).textContent(), POLL).toBe("Sorry, we can't find the page you are looking for!");
      if (invalid === '/uk/de') await screenshot(page, 'stores-404-desktop');
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
      await expect.poll(() => pathOf(page), POLL).toBe('/');
      await expect.poll(() => h1(page).textContent(), POLL).toBe(facts.heading);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("sends a visitor at / to the saved store's home", async () => {
    const facts = await factsFor('de_de');
    const { context, page, errors } = await open();
    await context.addCookies([{ name: 'store_code', value: 'de_de', url: baseURL }]);
    await page.goto('/');
    await expect.poll(() => pathOf(page), POLL).toBe('/eu/de');
    await expect.poll(() => h1(page).textContent(), POLL).toBe(facts.heading);
    expect(await page.getAttribute('html', 'lang')).toBe('de-de');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('every kind of route renders its page, with the page title', () => {
  const en = messages('en_US');
  const de = messages('de_DE');
  const cases = [
    ['/checkout/cart', en['cart.page.title'], en['cart.page.title']],
    ['/eu/de/artikel', de['blog.list.title'], de['blog.list.title']],
    // Account pages send a guest to login.
    ['/account/address-book', en['account.login.title'], en['account.login.title']],
    ['/connect', en['connect.title']?.replace('{brandName}', 'Spectrane'), en['connect.title']?.replace('{brandName}', 'Spectrane')],
    // Any other path goes to the catalogue/CMS resolver: an unknown URL is the 404 page.
    ['/eu/de/no-such-page.html', de['notFound.title'], de['notFound.pageTitle']],
  ] as const;
  for (const [url, title, documentTitle] of cases) {
    it(`${url} shows "${title}"`, async () => {
      const { context, page, errors } = await open();
      await page.goto(url);
      await expect.poll(() => h1(page).textContent(), POLL).toBe(title);
      await expect.poll(() => page.title(), POLL).toBe(`Spectrane | ${documentTitle}`);
      await screenshot(page, `stores-placeholder${url.replace(/[^a-z0-9]+/gi, '-')}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('head scripts (spec §2.4)', () => {
  const structuredData = (page: Page) => page.locator('head script[type="application/ld+json"]').count();
  const inlineScripts = (page: Page) =>
    page.evaluate(() =>
      // The build's own early-request script aside (src/boot/earlyRequests.ts).
      Array.from(document.head.querySelectorAll('script:not([src]):not(#early-requests)')).filter((s) => s.getAttribute('type') !== 'application/ld+json').length);

  it('injects head_custom_js on / but not on /checkout, also when navigating in-app', async () => {
    const { context, page, errors } = await open();
    await page.goto('/');
    await expect.poll(() => structuredData(page), POLL).toBe(1);
    const json = await page.locator('head script[type="application/ld+json"]').textContent();
    expect(JSON.parse(json ?? '')).toMatchObject({ '@type': 'Organization' });
    expect(await inlineScripts(page)).toBe(0);

    await page.goto('/checkout');
    await expect.poll(() => h1(page).textContent(), POLL).toBe(messages('en_US')['checkout.page.title']);
    expect(await structuredData(page)).toBe(0);

    const go = (to: string) =>
      page.evaluate((target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, to);
    await go('/');
    await expect.poll(() => structuredData(page), POLL).toBe(1);
    await go('/checkout');
    await expect.poll(() => structuredData(page), POLL).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets the favicon, description and robots from the store config', async () => {
    const { context, page } = await open();
    await page.goto('/eu/de');
    await expect.poll(() => page.locator('link[rel="icon"]').getAttribute('href'), POLL).toContain('/media/favicon/');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('INDEX,FOLLOW');
    await expect.poll(() => page.locator('meta[name="description"]').getAttribute('content'), POLL).toMatch(/\S/);
    await context.close();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deDE from '../../i18n/de_DE.json';
import enUS from '../../i18n/en_US.json';
import { createDatabase, type Database } from '../../server/src/db/database';
import { type RunningServer, startServer } from '../../server/src/serve';
import { axeViolations, newContext, screenshot, trackPageErrors, viewports } from './browser';
import { api } from './graphqlApi';
import { sharedBrowser } from './sharedBrowser';

// The PWA (issue #8) on the production build, served by our own in-process server from a copy of
// the build: the test can stop the server (offline for the service worker's own requests too, which
// the browser's offline emulation does not reach), start it again on the same port and database,
// and deploy a "new version" by changing the copied service-worker.js.

const sourceDist = path.resolve(process.env.DIST_DIR || path.resolve(__dirname, '../../dist'));
const POLL = { timeout: 20000 };
const PRODUCT = { path: '/metallics-fan-deck.html', name: 'Metallics Fan Deck' };

let distDir: string;
let db: Database;
let server: RunningServer | null = null;
let port = 0;
const shared = sharedBrowser();

async function serve(): Promise<RunningServer> {
  server = await startServer({ port, host: '127.0.0.1', distDir, db, exposeAnalytics: true });
  port = server.port;
  return server;
}

async function stopServer(): Promise<void> {
  await server?.close();
  server = null;
}

const baseURL = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-dist-'));
  fs.cpSync(sourceDist, distDir, { recursive: true });
  db = createDatabase(':memory:');
  await serve();
});
afterAll(async () => {
  await stopServer();
  db?.close();
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

/** Opens a page, waits for the service worker to be active, and reloads so that it controls the page. */
async function controlledPage(width: keyof typeof viewports = 'desktop', start = '/') {
  const context = await newContext(shared.browser, baseURL(), width);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(start);
  await page.getByRole('contentinfo').waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.getByRole('contentinfo').waitFor();
  return { context, page, errors };
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** What one of the service worker's GraphQL caches holds: operation names of the cached GET queries. */
const cachedOperations = (page: Page, cacheName: 'graphql-catalogue' | 'page-data') =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const keys = await cache.keys();
    return keys.map((request) => new URL(request.url).searchParams.get('operationName') ?? '');
  }, cacheName);

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: enUS['pwa.offline.notice'] });

interface ServerCart {
  total_quantity: number;
}

async function serverCart(page: Page): Promise<ServerCart> {
  const cartId = await page.evaluate(() => localStorage.getItem('cart_id'));
  const data = await api<{ cart: ServerCart }>(baseURL(), 'na_us', 'query($id: String!) { cart(cart_id: $id) { total_quantity } }', { id: cartId });
  return data.cart;
}

async function addToCart(page: Page) {
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await stopServer();
}

async function goOnline(context: BrowserContext) {
  await serve();
  await context.setOffline(false);
}

describe('service worker and offline (spec §7, issue #8)', () => {
  it('takes control after the first visit; offline, the shell and a seen product still render; the cart waits for the network and loses nothing', async () => {
    const { context, page, errors } = await controlledPage();
    expect(await controlled(page)).toBe(true);

    // One visit to a product while controlled: its catalogue queries land in the runtime cache.
    await page.goto(PRODUCT.path);
    await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
    await addToCart(page);
    await page.getByRole('dialog').waitFor(POLL);
    await page.keyboard.press('Escape');
    const before = (await serverCart(page)).total_quantity;
    expect(before).toBe(1);
    // The shell's queries in the catalogue cache; the product page's declared data (src/shared/pageData) in its own.
    await expect.poll(() => cachedOperations(page, 'graphql-catalogue'), POLL).toEqual(expect.arrayContaining(['GetStoreConfig', 'GetShellBlocks']));
    await expect.poll(() => cachedOperations(page, 'page-data'), POLL).toEqual(expect.arrayContaining(['ResolveRoute', 'GetProductOptions']));
    const cached = [...await cachedOperations(page, 'graphql-catalogue'), ...await cachedOperations(page, 'page-data')];
    expect(cached.filter((name) => /cart|customer/i.test(name))).toEqual([]);

    await goOffline(context);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor(POLL);
    await expect.poll(() => offlineNotice(page).isVisible(), POLL).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);

    // An action that needs the network: an error (one more than the cart's own load may have shown), and nothing changes.
    await page.waitForTimeout(2000);
    const networkErrors = page.getByText(enUS['notification.networkError']);
    const shown = await networkErrors.count();
    await addToCart(page);
    await expect.poll(() => networkErrors.count(), POLL).toBeGreaterThan(shown);
    expect(await offlineNotice(page).isVisible()).toBe(true);
    const cartId = await page.evaluate(() => localStorage.getItem('cart_id'));

    // The home page was seen too: the shell renders it offline.
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor(POLL);
    expect(await offlineNotice(page).isVisible()).toBe(true);

    await goOnline(context);
    await expect.poll(() => offlineNotice(page).count(), POLL).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBe(cartId);
    expect((await serverCart(page)).total_quantity).toBe(before);

    // Back online the same action works.
    await page.goto(PRODUCT.path);
    await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
    await addToCart(page);
    await page.getByRole('dialog').waitFor(POLL);
    await expect.poll(async () => (await serverCart(page)).total_quantity, POLL).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the offline notice is a polite status, axe-clean, at 375 and 1280 px', async () => {
    const { context, page } = await controlledPage('mobile', '/eu/de/');
    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: deDE['pwa.offline.notice'] });
    await notice.waitFor(POLL);
    for (const width of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(viewports[width]);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axeViolations(page), width).toEqual([]);
      await screenshot(page, `pwa-offline-notice-${width}`);
    }
    await context.setOffline(false);
    await expect.poll(() => notice.count(), POLL).toBe(0);
    await context.close();
  });
});

/**
 * Deploy: new service-worker.js bytes, with its precompressed copies written anew, as a build writes
 * them (the server sends the copy the browser accepts).
 */
function deployNewWorker(): void {
  const swFile = path.join(distDir, 'service-worker.js');
  fs.appendFileSync(swFile, `\n// deployed ${Date.now()}\n`);
  const body = fs.readFileSync(swFile);
  fs.writeFileSync(`${swFile}.br`, zlib.brotliCompressSync(body));
  fs.writeFileSync(`${swFile}.gz`, zlib.gzipSync(body, { level: 9 }));
}

describe('update prompt (spec §4: a new app version prompts a reload)', () => {
  it('a new build served while the page is open asks to reload, never swaps by itself, and Reload runs the new worker', async () => {
    const { context, page, errors } = await controlledPage('desktop', '/checkout');
    await page.evaluate(() => {
      (window as Window & { openedBeforeUpdate?: boolean }).openedBeforeUpdate = true;
    });
    expect(await page.getByRole('button', { name: enUS['pwa.update.reload'] }).count()).toBe(0);

    deployNewWorker();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole('region', { name: enUS['pwa.update.available'] });
    await prompt.waitFor(POLL);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
    // Only a prompt: the page is the same page, still under the old worker.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as Window & { openedBeforeUpdate?: boolean }).openedBeforeUpdate)).toBe(true);

    for (const width of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(viewports[width]);
      expect(await axeViolations(page), width).toEqual([]);
      await screenshot(page, `pwa-update-prompt-${width}`);
    }

    await Promise.all([page.waitForEvent('load', POLL), prompt.getByRole('button', { name: enUS['pwa.update.reload'] }).click()]);
    await page.getByRole('contentinfo').waitFor(POLL);
    expect(await page.evaluate(() => (window as Window & { openedBeforeUpdate?: boolean }).openedBeforeUpdate)).toBeUndefined();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { controlled: navigator.serviceWorker.controller !== null, waiting: registration?.waiting ?? null };
    });
    expect(after).toEqual({ controlled: true, waiting: null });
    expect(await prompt.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Later hides the prompt for this page', async () => {
    const { context, page } = await controlledPage('desktop', '/');
    deployNewWorker();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('region', { name: enUS['pwa.update.available'] });
    await prompt.waitFor(POLL);
    await prompt.getByRole('button', { name: enUS['pwa.update.later'] }).click();
    await expect.poll(() => prompt.count(), POLL).toBe(0);
    await context.close();
  });
});

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const STORE_HOMES: Record<string, { home: string; lang: string }> = {
  na_us: { home: '/', lang: 'en-us' },
  de_de: { home: '/eu/de/', lang: 'de-de' },
  es_es: { home: '/eu/es/', lang: 'es-es' },
  fr_fr: { home: '/eu/fr/', lang: 'fr-fr' },
  it_it: { home: '/eu/it/', lang: 'it-it' },
  eu_en: { home: '/eu/en/', lang: 'en-gb' },
  uk_en: { home: '/uk/en/', lang: 'en-gb' },
  hk_en: { home: '/hk/en/', lang: 'en-us' },
  hk_tc: { home: '/hk/tc/', lang: 'zh-hk' },
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('web app manifest (issue #8: installable, per store language)', () => {
  it('each store view has its manifest with its home, language, colours and real 192/512 icons, any and maskable', async () => {
    for (const [code, expected] of Object.entries(STORE_HOMES)) {
      const response = await fetch(`${baseURL()}/manifest/${code}.webmanifest`);
      expect(response.status, code).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/manifest\+json/);
      const manifest = (await response.json()) as Manifest;
      expect(manifest).toMatchObject({
        start_url: expected.home,
        scope: expected.home,
        lang: expected.lang,
        display: 'standalone',
        theme_color: '#e8590c',
        background_color: '#ffffff',
        short_name: 'Spectrane',
      });
      expect(manifest.name).toContain('Spectrane');
      expect(manifest.description.length).toBeGreaterThan(10);
      const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort();
      expect(purposes).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
      for (const icon of manifest.icons) {
        const png = await fetch(`${baseURL()}${icon.src}`);
        expect(png.headers.get('content-type')).toBe('image/png');
        const size = Number(icon.sizes.split('x')[0]);
        expect(pngSize(Buffer.from(await png.arrayBuffer()))).toEqual({ width: size, height: size });
      }
    }
    const german = (await (await fetch(`${baseURL()}/manifest/de_de.webmanifest`)).json()) as Manifest;
    expect(german.description).toBe(deDE['pwa.manifest.description'].replace('{brand}', 'Spectrane'));
  });

  it('the page links its store manifest, and Chromium finds the app installable', async () => {
    const { context, page } = await controlledPage('desktop', '/eu/de/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest/de_de.webmanifest');
    await page.goto('/hk/tc/');
    await page.getByRole('contentinfo').waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest/hk_tc.webmanifest');
    await context.close();

    // Installability is never granted to incognito profiles (every newContext): use a real profile.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
    const persistent = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      baseURL: baseURL(),
    });
    try {
      const installPage = persistent.pages()[0] ?? (await persistent.newPage());
      await installPage.goto('/eu/de/');
      await installPage.getByRole('contentinfo').waitFor();
      await installPage.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await installPage.reload();
      await installPage.getByRole('contentinfo').waitFor();
      const cdp = await persistent.newCDPSession(installPage);
      const errors = async () =>
        ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map(
          (error) => error.errorId,
        );
      await expect.poll(errors, POLL).toEqual([]);
      const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
      expect(url).toBe(`${baseURL()}/manifest/de_de.webmanifest`);
      expect(JSON.parse(data)).toMatchObject({ start_url: '/eu/de/', lang: 'de-de' });
    } finally {
      await persistent.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});

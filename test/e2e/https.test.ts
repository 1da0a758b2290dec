import path from 'node:path';
import { type Browser, type ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/src/serve';
import { localhostCert, trustCertArg } from '../shared/localhostCert';
import { launchBrowser, newContext, trackPageErrors } from './browser';

// The production build served as production serves it (and as npm run bench measures it): HTTPS over HTTP/2, the
// app behind the TLS front (npm run serve with TLS_CERT/TLS_KEY). Chromium trusts the test's own certificate.

const distDir = path.resolve(process.env.DIST_DIR || path.resolve(__dirname, '../../dist'));
const POLL = { timeout: 20000 };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const cert = await localhostCert();
  server = await startServer({ port: 0, host: '127.0.0.1', distDir, dbFile: ':memory:', tls: cert });
  browser = await launchBrowser([trustCertArg(cert)]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the storefront over HTTPS and HTTP/2', () => {
  it('loads every file over one HTTP/2 origin, pictures on https, a cart that works, and a service worker in control', async () => {
    expect(server.url).toMatch(/^https:/);
    const context = await newContext(browser, server.url, 'mobile');
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || /mixed content|insecure/i.test(message.text())) warnings.push(message.text());
    });
    await page.goto('/large-color-swatch-card.html');
    await page.getByRole('heading', { level: 1, name: 'Large Color Swatch Card' }).waitFor(POLL);
    await page.getByRole('contentinfo').waitFor();

    const protocols = await page.evaluate(() => {
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
      return entries.filter((entry) => !entry.name.startsWith('data:')).map((entry) => ({ url: entry.name, protocol: entry.nextHopProtocol }));
    });
    expect(protocols[0]).toEqual({ url: `${server.url}/large-color-swatch-card.html`, protocol: 'h2' });
    expect(protocols.length).toBeGreaterThan(5);
    expect(protocols.filter((entry) => entry.protocol !== 'h2')).toEqual([]);
    expect(protocols.filter((entry) => !entry.url.startsWith(`${server.url}/`))).toEqual([]);

    // Every picture's address (loaded or lazy) on the page's own https origin: no mixed content.
    const pictures = await page.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(pictures.length).toBeGreaterThan(1);
    for (const src of pictures) expect(src.startsWith(`${server.url}/`) || src.startsWith('data:'), src).toBe(true);

    // A mutation through the front: add to cart, and the header's cart counts it.
    await page.getByRole('radio', { name: 'Coral Red' }).check({ force: true });
    await page.getByRole('radio', { name: 'A3 (297 × 420 mm)' }).check({ force: true });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Added to your cart' }).waitFor(POLL);
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor(POLL);

    // A secure context: the service worker installs and takes over on the next load.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Large Color Swatch Card' }).waitFor(POLL);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

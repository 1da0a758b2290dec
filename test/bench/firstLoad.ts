import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** What one cold first load of a page costs, counted in bytes and requests (never in time). */
export interface FirstLoadFigures {
  /** Gzip bytes of every script the page ran before it settled (entry, vendor and route chunks). */
  jsGzipBytes: number;
  /** The scripts behind jsGzipBytes, path → gzip bytes. */
  scripts: Record<string, number>;
  /** Requests (the document included) started before the first contentful paint. */
  requestsBeforeFirstContent: number;
  /** GraphQL requests started before the first contentful paint. */
  graphqlBeforeFirstContent: number;
}

interface TimedEntry {
  name: string;
  startTime: number;
}

/** Level 9, as a CDN or nginx `gzip_comp_level 9` would send it: a figure that only the code moves. */
export const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/**
 * Loads `url` in a fresh mobile-sized context with no cache and no service worker, waits until the
 * network is idle, and counts what the page needed. Deterministic for a given build: the same
 * scripts and requests come back every time, whatever the machine's speed.
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoadFigures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scriptBodies = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const path = new URL(response.url()).pathname;
      scriptBodies.set(path, response.body().then(gzipBytes, () => 0));
    });
    let inFlight = 0;
    page.on('request', () => (inFlight += 1));
    const settled = () => (inFlight -= 1);
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(url, { waitUntil: 'networkidle' });
    // What the app starts once painted and idle (the cart's documents on a product page, say) belongs
    // to the first load too: wait for the page's own idle time, then for its requests to end. On a
    // busy machine the idle callbacks may come after 'networkidle'.
    // (The same frame → task → idle chain as src/lib/browser/afterPaint.ts, queued after the app's.)
    await page.evaluate(() => new Promise<void>((resolve) => {
      requestAnimationFrame(() => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 10_000 }), 0));
    }));
    for (let quiet = 0; quiet < 5; quiet = inFlight === 0 ? quiet + 1 : 0) await page.waitForTimeout(100);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const resources = performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime }));
      return { firstContent: paint ? paint.startTime : Number.POSITIVE_INFINITY, resources };
    });
    const before = timing.resources.filter((entry: TimedEntry) => entry.startTime < timing.firstContent);
    const scripts: Record<string, number> = {};
    for (const [path, bytes] of scriptBodies) scripts[path] = await bytes;
    return {
      jsGzipBytes: Object.values(scripts).reduce((sum, n) => sum + n, 0),
      scripts,
      requestsBeforeFirstContent: before.length + 1,
      graphqlBeforeFirstContent: before.filter((entry: TimedEntry) => new URL(entry.name).pathname === '/graphql').length,
    };
  } finally {
    await context.close();
  }
}

/** The pages the budget is read on (spec §8 budgets, issue #8), as store-relative URLs of the sample data. */
export const BENCH_PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/chip-sets.html' },
  { name: 'product', path: '/large-color-swatch-card.html' },
  { name: 'search', path: '/search?q=blue' },
] as const;

/** First-load JS budget of the home page, gzip bytes (issue #8: at most 200 KB). */
export const HOME_JS_BUDGET_BYTES = 200 * 1024;

import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { BENCH_PAGES, HOME_JS_BUDGET_BYTES, measureFirstLoad } from '../bench/firstLoad';
import { sharedBrowser } from './sharedBrowser';

const baseURL = inject('baseURL');

// The deterministic half of the speed budget (issue #8): bytes, never time. The same build always
// loads the same scripts, so these figures only move when the code does. Lighthouse's timings are read
// from `npm run bench` instead (they vary from run to run).
//
// Issue #8's budget for home: 200 KB gzip (HOME_JS_BUDGET_BYTES), every script the page runs before
// it settles. docs/performance.md says what fills it and what keeps it there.

describe('first-load JavaScript (gzip bytes)', () => {
  const chromium = sharedBrowser();

  it('keeps the home page within the 200 KB budget', async () => {
    const home = await measureFirstLoad(chromium.browser, new URL('/', baseURL).href);
    expect(home.jsGzipBytes).toBeGreaterThan(50 * 1024); // the measurement saw the app's scripts at all
    expect(home.jsGzipBytes, JSON.stringify(home.scripts, null, 1)).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });

  // antd comes with the screens that need it; Chromium sanitises CMS HTML itself (HTML Sanitizer API),
  // so DOMPurify is not loaded there either; messages come compiled, so the ICU message parser
  // (with its skeleton parser) neither.
  it('loads no antd, no DOMPurify and no ICU parser on the browsing pages: home, category, product and search', async () => {
    /** The npm packages a script was built from, read from its source map. */
    const packagesOf = async (path: string): Promise<string[]> => {
      const map = (await (await fetch(new URL(`${path}.map`, baseURL))).json()) as { sources: string[] };
      return map.sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? '').filter(Boolean);
    };
    for (const page of BENCH_PAGES) {
      const figures = await measureFirstLoad(chromium.browser, new URL(page.path, baseURL).href);
      const scripts = Object.keys(figures.scripts);
      expect(scripts.length, page.name).toBeGreaterThan(2);
      const packages = new Set((await Promise.all(scripts.map(packagesOf))).flat());
      expect(packages.has('react-dom'), page.name).toBe(true); // the source maps were read
      const unwanted = (name: string) => name === 'antd' || name.startsWith('@ant-design/') || name === 'dompurify' || name === '@formatjs/icu-skeleton-parser';
      expect([...packages].filter(unwanted), page.name).toEqual([]);
    }
  });

  // V8 compiles a script that starts with this comment eagerly, off the main thread while it streams
  // in (webpack.config.js CompileHintsPlugin): the first screen's scripts, and only those.
  it('gives the compile hint to every script of the browsing pages’ first load and to no later chunk', async () => {
    const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
    const firstLoad = new Set<string>();
    for (const page of BENCH_PAGES) {
      const figures = await measureFirstLoad(chromium.browser, new URL(page.path, baseURL).href);
      for (const script of Object.keys(figures.scripts)) firstLoad.add(script);
    }
    // Every script of the build, from the service worker's precache list.
    const worker = await (await fetch(new URL('/service-worker.js', baseURL))).text();
    const all = [...new Set([...worker.matchAll(/"(\/static\/js\/[^"]+\.js)"/g)].map((match) => match[1] ?? ''))];
    expect(all.length).toBeGreaterThan(firstLoad.size); // there are later chunks (antd, checkout, account…)
    for (const script of firstLoad) expect(all, script).toContain(script);
    const hinted: string[] = [];
    for (const script of all) {
      const text = await (await fetch(new URL(script, baseURL))).text();
      if (text.startsWith(COMPILE_HINT)) hinted.push(script);
    }
    expect(hinted.sort()).toEqual([...firstLoad].sort());
  });

  it("carries the entry's style sheet and the default icon inside index.html, so the first paint waits for no other request", async () => {
    const html = await (await fetch(new URL('/', baseURL))).text();
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    // The shell's styles, minified, without a source map comment pointing nowhere.
    expect(style).toContain('.skip-link');
    expect(style).not.toContain('sourceMappingURL');
    expect(style).not.toMatch(/\n\s/);
    expect(html).not.toMatch(/rel="?stylesheet/);
    expect(/<link rel="?icon"? href="?([^" >]+)/.exec(html)?.[1]).toMatch(/^data:image\/svg\+xml,/);
    // Nothing left of the inlined file: no copy, no source map, not in the service worker's precache.
    const distDir = path.resolve(process.env.DIST_DIR || path.resolve(__dirname, '../../dist'));
    const css = fs.readdirSync(path.join(distDir, 'static/css'));
    expect(css.filter((file) => file.startsWith('main.'))).toEqual([]);
    const worker = await (await fetch(new URL('/service-worker.js', baseURL))).text();
    expect(worker).not.toMatch(/static\/css\/main\./);
  });

  it('needs few requests before the first content', async () => {
    const home = await measureFirstLoad(chromium.browser, new URL('/', baseURL).href);
    // Document (with the entry's CSS and the default icon inside), entry and vendor scripts, the page
    // chunk and its CSS, logo, pictures, translations and the GraphQL below.
    expect(home.requestsBeforeFirstContent).toBeLessThanOrEqual(15);
    // The early script's requests from <head> (src/boot/earlyRequests.ts), side by side while the
    // scripts download: the store config (with the catalogue's settings and price format), the shell's
    // three CMS blocks in one, then the CMS page and the home catalogue; and possibly the shopper's
    // cart (spec §4: loaded at start, once the page shows).
    expect(home.graphqlBeforeFirstContent).toBeLessThanOrEqual(5);
  });
});

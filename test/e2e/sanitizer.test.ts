import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SANITIZE_CASES, sanitizeFailures } from '../shared/sanitizeCases';
import { sharedBrowser } from './sharedBrowser';
import type { Page } from 'playwright-core';

// CMS HTML in a real browser (spec: CMS HTML is sanitised): Chromium has the HTML Sanitizer API, so
// the storefront uses it (src/lib/security/nativeSanitizer.ts) and never loads DOMPurify; browsers
// without it get DOMPurify (purifySanitizer.ts). Both engines, in Chromium, against the same cases
// as the unit tests (test/shared/sanitizeCases.ts).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shared = sharedBrowser();

/** The sanitiser modules as the browser runs them, exposed on window.sanitizers. */
async function bundle(): Promise<string> {
  const entry = `
    import { createNativeSanitizer } from './src/lib/security/nativeSanitizer';
    import { createPurifySanitizer } from './src/lib/security/purifySanitizer';
    import { prepareSanitizer, sanitizeHtml } from './src/lib/security/sanitize';
    window.sanitizers = {
      native: createNativeSanitizer(window),
      purify: createPurifySanitizer(window),
      app: () => prepareSanitizer().then(() => sanitizeHtml),
    };`;
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    splitting: false,
    write: false,
    platform: 'browser',
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

type Engine = 'native' | 'purify' | 'app';

async function run(page: Page, engine: Engine, inputs: string[]): Promise<string[] | null> {
  return page.evaluate(
    async ([name, list]) => {
      type Sanitize = (html: string) => string;
      const sanitizers = (window as unknown as { sanitizers: Record<string, Sanitize | null | (() => Promise<Sanitize>)> }).sanitizers;
      const chosen = sanitizers[name];
      if (!chosen) return null;
      const sanitize = name === 'app' ? await (chosen as () => Promise<Sanitize>)() : (chosen as Sanitize);
      return list.map((html) => sanitize(html));
    },
    [engine, inputs] as const,
  );
}

describe('the HTML sanitiser in Chromium', () => {
  let page: Page;
  beforeAll(async () => {
    const code = await bundle();
    page = await shared.browser.newPage();
    await page.setContent('<!doctype html><html lang="en"><head><title>sanitiser</title></head><body></body></html>');
    await page.addScriptTag({ content: code, type: 'module' });
    await page.waitForFunction(() => 'sanitizers' in window);
  });
  afterAll(async () => {
    await page?.close();
  });

  const inputs = SANITIZE_CASES.map((testCase) => testCase.html);

  it.each(['native', 'purify'] as const)('%s: every case', async (engine) => {
    const outputs = await run(page, engine, inputs);
    expect(outputs, `${engine} sanitiser available`).not.toBeNull();
    const failures = SANITIZE_CASES.flatMap((testCase, index) =>
      sanitizeFailures(testCase, outputs?.[index] ?? '').map((failure) => `${testCase.title}: ${failure}`),
    );
    expect(failures).toEqual([]);
  });

  it("the storefront's sanitizeHtml is the browser's own here", async () => {
    const [viaApp, viaNative] = await Promise.all([run(page, 'app', inputs), run(page, 'native', inputs)]);
    expect(viaApp).toEqual(viaNative);
    // Unknown elements are where the engines differ: the HTML Sanitizer API drops them with their content.
    expect(await run(page, 'app', ['<p>a<o:p>word</o:p></p>'])).toEqual(['<p>a</p>']);
  });
});

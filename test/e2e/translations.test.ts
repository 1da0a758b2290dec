import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/src/serve';
import { newContext, trackPageErrors } from './browser';
import { sharedBrowser } from './sharedBrowser';

// Translations travel compiled (src/lib/i18n/compileMessages.ts): the production build writes each
// locale's messages parsed, and react-intl runs without its ICU parser. A deployment that serves the
// plain texts of i18n/ still works: the parser then comes on demand.

const baseURL = inject('baseURL');
const shared = sharedBrowser();
const distDir = path.resolve(process.env.DIST_DIR || path.resolve(__dirname, '../../dist'));
const repoMessages = path.resolve(__dirname, '../../i18n');

/** Opens the German home page and returns the scripts it loaded and its page errors. */
async function germanHome(url: string) {
  const context = await newContext(shared.browser, url, 'desktop', 'block');
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/eu/de/');
  // A message with a plural: formatted, not shown as its ICU text or its id.
  await page.getByRole('button', { name: 'Warenkorb, 0 Artikel' }).first().waitFor();
  await page.getByRole('contentinfo').waitFor();
  await context.close();
  return { scripts, errors };
}

describe('translations', () => {
  it('are served compiled by the production build, and the pages format them without the ICU parser', async () => {
    const answer = await fetch(new URL('/media/i18n/de_DE.json', baseURL), { headers: { Accept: 'application/json' } });
    const messages = (await answer.json()) as Record<string, unknown>;
    expect(Object.keys(messages).length).toBeGreaterThan(100);
    expect(Object.values(messages).every((message) => Array.isArray(message))).toBe(true);
    const { scripts, errors } = await germanHome(baseURL);
    expect(scripts.filter((script) => /icu-parser/.test(script))).toEqual([]);
    expect(errors).toEqual([]);
  });

  describe('served as plain ICU texts (i18n/ copied as it is)', () => {
    let plain: RunningServer;
    beforeAll(async () => {
      plain = await startServer({ port: 0, host: '127.0.0.1', distDir, dbFile: ':memory:', i18nDir: repoMessages });
    });
    afterAll(async () => {
      await plain?.close();
    });

    it('are compiled in the browser with the parser loaded on demand', async () => {
      const answer = await fetch(new URL('/media/i18n/de_DE.json', plain.url));
      expect(Object.values((await answer.json()) as Record<string, unknown>).every((message) => typeof message === 'string')).toBe(true);
      const { scripts, errors } = await germanHome(plain.url);
      expect(scripts.filter((script) => /icu-parser/.test(script))).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });
});

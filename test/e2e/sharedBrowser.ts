import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import type { Browser } from 'playwright-core';

// Apart from browser.ts, which must stay free of vitest: `npm run bench` uses it outside the tests.

/** The one Chromium of a test file: launched before its tests, closed after them. */
export function sharedBrowser(): { readonly browser: Browser } {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return {
    get browser(): Browser {
      if (!launched) throw new Error('The browser has not been launched yet.');
      return launched;
    },
  };
}

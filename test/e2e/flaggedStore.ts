import { inject } from 'vitest';
import { newContext, trackPageErrors, type viewports } from './browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// For the end-to-end files of the flagged build (npm run build:flagged: every feature flag on), served by the
// global setup's second server on its own database.

/** The flagged store's base URL; fails with what to do when the flagged build was not made. */
export function flaggedBase(): string {
  const url = inject('flaggedBaseURL');
  if (!url) {
    throw new Error('flaggedBaseURL is empty: run `npm run build:flagged` (dist-flagged/) or set FLAGGED_DIST_DIR before the end-to-end tests.');
  }
  return url;
}

export interface OpenStore {
  context: BrowserContext;
  page: Page;
  /** The page's uncaught errors and console errors, as they come. */
  errors: string[];
}

/** A fresh shopper (own cookies) on the flagged store's home under `prefix` ('' for the default store), its footer in. */
export async function openFlaggedStore(
  browser: Browser,
  { prefix = '', width = 'desktop', timeout = 20000 }: { prefix?: string; width?: keyof typeof viewports; timeout?: number } = {},
): Promise<OpenStore> {
  const context = await newContext(browser, flaggedBase(), width);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(`${prefix}/`);
  await page.getByRole('contentinfo').waitFor({ timeout });
  return { context, page, errors };
}

/** Signs the store's shopper in (the access_token cookie), after the store was chosen: choosing one signs out (spec §4). */
export async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'access_token', value: token, url: flaggedBase() }]);
}

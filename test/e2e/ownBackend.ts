import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createDatabase, type Database } from '../../server/src/db/database';
import { type RunningServer, type ServeOptions, startServer } from '../../server/src/serve';
import { axeViolations, screenshot, viewports } from './browser';
import type { Page } from 'playwright-core';

// For end-to-end files that check what the backend kept (mails in the outbox, alerts, subscriptions):
// the production build on a backend of the file's own, whose database the test can read.

const distDir = path.resolve(process.env.DIST_DIR || path.resolve(__dirname, '../../dist'));

export interface OwnBackend {
  readonly url: string;
  readonly db: Database;
}

/** Starts the server before the file's tests and stops it after them (`options`: what differs from `npm run serve`'s defaults). */
export function ownBackend(options: Pick<ServeOptions, 'recaptcha'> = {}): OwnBackend {
  let server: RunningServer | undefined;
  let db: Database | undefined;
  beforeAll(async () => {
    db = createDatabase(':memory:');
    server = await startServer({ port: 0, host: '127.0.0.1', distDir, db, ...options });
  });
  afterAll(async () => {
    await server?.close();
    db?.close();
  });
  return {
    get url() {
      if (!server) throw new Error('The server has not started yet.');
      return server.url;
    },
    get db() {
      if (!db) throw new Error('The database is not open yet.');
      return db;
    },
  };
}

/** axe at 1280 and 375 px, and a screenshot of each (test/artifacts/{name}-desktop|mobile.png). */
export async function checkBothWidths(page: Page, name: string): Promise<void> {
  // From the top, the pointer in a corner: no sticky header over the content, no hover colours.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of ['desktop', 'mobile'] as const) {
    await page.setViewportSize(viewports[width]);
    await page.waitForTimeout(300);
    expect(await axeViolations(page), `${name} at ${width}`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize(viewports.desktop);
}

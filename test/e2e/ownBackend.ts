import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createDatabase, type Database } from '../../server/src/db/database';
import { type RunningServer, startServer } from '../../server/src/serve';
import { axeViolations, screenshot, viewports } from './browser';
import type { Page } from 'playwright-core';

// For end-to-end files that check what the backend kept (mails in the outbox, alerts, subscriptions):
// the production build on a backend of the file's own, whose database the test can read.

/** The sample customers' password, and the one the helpers give new customers. */
export const PASSWORD = 'Spectrane#2024';
const distDir = path.resolve(process.env.DIST_DIR || path.resolve(__dirname, '../../dist'));

export interface OwnBackend {
  readonly url: string;
  readonly db: Database;
}

/** Starts the server before the file's tests and stops it after them. */
export function ownBackend(): OwnBackend {
  let server: RunningServer | undefined;
  let db: Database | undefined;
  beforeAll(async () => {
    db = createDatabase(':memory:');
    server = await startServer({ port: 0, host: '127.0.0.1', distDir, db });
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

/** A GraphQL call as an API client makes it; rejects with the errors' messages. */
export async function api<T>(base: string, store: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: store, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

export const uniqueEmail = (what: string): string => `${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export async function createCustomer(base: string, store: string, email: string, extra: Record<string, unknown> = {}): Promise<void> {
  await api(base, store, 'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    input: { firstname: 'Sam', lastname: 'Shopper', email, password: PASSWORD, ...extra },
  });
}

export async function tokenOf(base: string, store: string, email: string, password: string = PASSWORD): Promise<string> {
  const data = await api<{ generateCustomerToken: { token: string } }>(base, store,
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: password });
  return data.generateCustomerToken.token;
}

/** The backend's own answer to a call that must fail (its wording, whichever branch set it). */
export async function apiError(base: string, store: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<string> {
  try {
    await api(base, store, query, variables, token);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('The call was expected to fail.');
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

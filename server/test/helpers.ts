import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../src/db/database';
import { type RunningServer, type ServeOptions, startServer } from '../src/serve';

/** An in-process server on a free port with an in-memory database, as the tests' API client sees it. */
export const startTestServer = (options: ServeOptions = {}): Promise<RunningServer> =>
  startServer({ port: 0, dbFile: ':memory:', exposeAnalytics: true, ...options });

/**
 * For a describe block: a seeded in-memory database of its own and a server on it, started before the
 * tests and closed after. `server.url` is readable once the tests run.
 */
export function useTestServer(options: ServeOptions = {}): { db: Database; server: { readonly url: string } } {
  const db = createDatabase(':memory:');
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startTestServer({ ...options, db });
  });
  afterAll(async () => {
    await running?.close();
    db.close();
  });
  return {
    db,
    server: {
      get url(): string {
        if (!running) throw new Error('The test server has not started yet.');
        return running.url;
      },
    },
  };
}

export interface GraphQLResponse<TData = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: {
    data?: TData | null;
    errors?: Array<{
      message: string;
      locations?: Array<{ line: number; column: number }>;
      path?: Array<string | number>;
      extensions?: Record<string, unknown>;
    }>;
  };
}

export interface CallOptions {
  store?: string;
  currency?: string;
  token?: string;
  variables?: Record<string, unknown>;
  headers?: Record<string, string>;
}

const magentoHeaders = ({ store, currency, token, headers }: CallOptions): Record<string, string> => ({
  ...(store ? { Store: store } : {}),
  ...(currency ? { 'Content-Currency': currency } : {}),
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
  ...headers,
});

const read = async <TData>(response: Response): Promise<GraphQLResponse<TData>> => ({
  status: response.status,
  headers: response.headers,
  body: (await response.json()) as GraphQLResponse<TData>['body'],
});

/** A query as the storefront sends it: GET with the document in the URL. Store defaults to na_us. */
export async function graphqlGet<TData = Record<string, unknown>>(
  url: string, query: string, options: CallOptions = { store: 'na_us' },
): Promise<GraphQLResponse<TData>> {
  const params = new URLSearchParams({ query });
  if (options.variables) params.set('variables', JSON.stringify(options.variables));
  return read<TData>(await fetch(`${url}/graphql?${params.toString()}`, { headers: magentoHeaders(options) }));
}

/** A mutation (or query) as POST JSON. */
export async function graphqlPost<TData = Record<string, unknown>>(
  url: string, query: string, options: CallOptions = { store: 'na_us' },
): Promise<GraphQLResponse<TData>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...magentoHeaders(options) },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  return read<TData>(response);
}

/** A fresh temporary directory, removed by the returned cleanup. */
export const tempDir = (prefix: string): { dir: string; cleanup: () => void } => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `spectrane-${prefix}-`));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
};

/** Every error must look like Magento's: message + extensions.category, and nothing that leaks internals. */
export const expectMagentoErrorShape = (body: GraphQLResponse['body']): void => {
  expect(body.errors?.length).toBeGreaterThan(0);
  for (const error of body.errors ?? []) {
    expect(typeof error.message).toBe('string');
    expect(Object.keys(error.extensions ?? {})).toEqual(['category']);
    expect(Object.keys(error).every((key) => ['message', 'locations', 'path', 'extensions'].includes(key))).toBe(true);
  }
};

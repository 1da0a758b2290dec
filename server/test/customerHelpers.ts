import { afterAll, beforeAll } from 'vitest';
import { createDatabase, type Database } from '../src/db/database';
import { insertCustomer } from '../src/repositories/customer/customers';
import { tokenHash } from '../src/repositories/customer/tokens';
import { findRegionByCode } from '../src/repositories/directory';
import { graphqlPost, type GraphQLResponse, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

/** The seeded sample customers (src/seed/customer.ts). */
export const roxanne = { email: 'roxanne.demo@example.com', password: 'Spectrane#2024', store: 'na_us' };
export const lena = { email: 'lena.demo@example.com', password: 'Spectrane#2024', store: 'de_de' };

export const strongPassword = 'Colour!Match42';

export interface CustomerServer {
  server: RunningServer;
  db: Database;
  close: () => Promise<void>;
}

/** A server over a database the test can read (outbox, tokens) and write (expiry). */
export const startCustomerServer = async (): Promise<CustomerServer> => {
  const db = createDatabase(':memory:');
  const server = await startTestServer({ db });
  return { server, db, close: async () => { await server.close(); db.close(); } };
};

/**
 * The server of a describe block: started before its tests, closed after them. Read it inside the tests
 * (or hooks that run after this call's), not while the block is being collected.
 */
export const customerServerForSuite = (): CustomerServer => {
  let started: CustomerServer | undefined;
  beforeAll(async () => { started = await startCustomerServer(); });
  afterAll(async () => { await started?.close(); });
  const env = (): CustomerServer => {
    if (!started) throw new Error('The customer server starts in beforeAll: read it inside a test.');
    return started;
  };
  return { get server() { return env().server; }, get db() { return env().db; }, close: () => env().close() };
};

/** customerServerForSuite, with the bearer token of `customer` (the sample customer Roxanne by default). */
export const signedInServerForSuite = (customer = roxanne): CustomerServer & { readonly token: string } => {
  const env = customerServerForSuite();
  let token: string | undefined;
  beforeAll(async () => { token = await tokenFor(env.server.url, customer.email, customer.password, customer.store); });
  return {
    get server() { return env.server; },
    get db() { return env.db; },
    close: () => env.close(),
    get token() {
      if (token === undefined) throw new Error('The token is fetched in beforeAll: read it inside a test.');
      return token;
    },
  };
};

let sequence = 0;

/** A fresh e-mail per call, so tests never collide. */
export const uniqueEmail = (prefix = 'shopper'): string => `${prefix}.${Date.now()}.${sequence += 1}@example.com`;

const CREATE = `mutation CreateCustomer($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email firstname lastname is_subscribed } }
}`;

const TOKEN = 'mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';

export const signIn = async (url: string, email: string, password: string, store = 'na_us'): Promise<GraphQLResponse<{ generateCustomerToken: { token: string } | null }>> =>
  graphqlPost<{ generateCustomerToken: { token: string } | null }>(url, TOKEN, { store, variables: { email, password } });

export const tokenFor = async (url: string, email: string, password: string, store = 'na_us'): Promise<string> => {
  const { body } = await signIn(url, email, password, store);
  const token = body.data?.generateCustomerToken?.token;
  if (!token) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(body.errors)}`);
  return token;
};

/** Registers a new customer in `store` and signs them in. */
export const registerCustomer = async (url: string, store = 'na_us', input: Record<string, unknown> = {}):
Promise<{ email: string; password: string; token: string }> => {
  const email = uniqueEmail();
  const { body } = await graphqlPost(url, CREATE, {
    store, variables: { input: { firstname: 'Test', lastname: 'Shopper', email, password: strongPassword, ...input } },
  });
  if (body.errors) throw new Error(`Registration failed: ${JSON.stringify(body.errors)}`);
  return { email, password: strongPassword, token: await tokenFor(url, email, strongPassword, store) };
};

/** Mail the backend queued for an address, newest first. */
export const outboxFor = (db: Database, email: string): Array<{ template: string; subject: string; body: string; reply_to_email: string | null }> =>
  db.prepare('SELECT template, subject, body, reply_to_email FROM email_outbox WHERE to_email = ? ORDER BY id DESC').all(email) as
    Array<{ template: string; subject: string; body: string; reply_to_email: string | null }>;

export const firstError = (body: GraphQLResponse['body']): { message?: string; category?: unknown } => ({
  message: body.errors?.[0]?.message, category: body.errors?.[0]?.extensions?.category,
});

/**
 * A signed-in customer of `websiteCode` (with the given id, if any) whose bearer token is `token`, written straight
 * into the database for tests of other domains that only need "some customer". Tokens are stored hashed, as the
 * backend does.
 */
export const insertSignedInCustomer = (db: Database, token: string, websiteCode = 'base', id?: number): number => {
  const storeCode = (db.prepare('SELECT code FROM stores WHERE website_code = ? ORDER BY is_default_store DESC, sort_order LIMIT 1')
    .get(websiteCode) as { code: string }).code;
  const customerId = insertCustomer(db, {
    websiteCode, storeCode, email: uniqueEmail(`fixture.${token}`), firstname: 'Fixture', lastname: 'Customer', passwordHash: '',
  });
  if (id !== undefined) db.prepare('UPDATE customers SET id = ? WHERE id = ?').run(id, customerId);
  db.prepare('INSERT INTO customer_tokens (token, customer_id, expires_at) VALUES (?, ?, ?)')
    .run(tokenHash(token), id ?? customerId, '2999-01-01T00:00:00.000Z');
  return id ?? customerId;
};

/**
 * A region as the storefront's address form sends it: Magento needs `region_id` where the country requires a region
 * (CreateCustomerAddressTest::testCreateCustomerAddressRegionCodeWithoutRegionId).
 */
export const regionOf = (db: Database, country: string, code: string): { region_id: number; region_code: string } => {
  const region = findRegionByCode(db, country, code);
  if (!region) throw new Error(`No region ${code} in ${country}`);
  return { region_id: region.id, region_code: region.code };
};

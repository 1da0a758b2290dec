import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createDatabase } from '../src/db/database';
import {
  type CustomerServer, registerCustomer, roxanne, startCustomerServer, strongPassword, tokenFor, uniqueEmail,
} from './customerHelpers';
import { graphqlGet, graphqlPost, tempDir } from './helpers';

const ME = 'query Me { customer { email allow_remote_shopping_assistance } }';
const CREATE = `mutation CreateCustomer($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email allow_remote_shopping_assistance } }
}`;
const UPDATE = `mutation UpdateCustomer($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) { customer { firstname allow_remote_shopping_assistance } }
}`;

type Me = { customer: { email: string; allow_remote_shopping_assistance: boolean } };

describe('allow_remote_shopping_assistance (Login as Customer consent)', () => {
  let env: CustomerServer;
  beforeAll(async () => { env = await startCustomerServer(); });
  afterAll(async () => { await env.close(); });

  it('is false for a new account unless the shopper opts in at registration', async () => {
    const plain = await registerCustomer(env.server.url);
    const me = await graphqlGet<Me>(env.server.url, ME, { store: 'na_us', token: plain.token });
    expect(me.body.data?.customer.allow_remote_shopping_assistance).toBe(false);

    const email = uniqueEmail('assist');
    const created = await graphqlPost<{ createCustomerV2: Me }>(env.server.url, CREATE, {
      store: 'na_us',
      variables: { input: { firstname: 'Ada', lastname: 'Assist', email, password: strongPassword, allow_remote_shopping_assistance: true } },
    });
    expect(created.body.data?.createCustomerV2.customer).toEqual({ email, allow_remote_shopping_assistance: true });
    const token = await tokenFor(env.server.url, email, strongPassword);
    expect((await graphqlGet<Me>(env.server.url, ME, { store: 'na_us', token })).body.data?.customer.allow_remote_shopping_assistance)
      .toBe(true);
  });

  it('updateCustomerV2 turns it on and off and leaves it alone when not sent', async () => {
    const token = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    const update = (input: Record<string, unknown>) =>
      graphqlPost<{ updateCustomerV2: { customer: { firstname: string; allow_remote_shopping_assistance: boolean } } }>(
        env.server.url, UPDATE, { store: 'na_us', token, variables: { input } });
    expect((await update({ allow_remote_shopping_assistance: true })).body.data?.updateCustomerV2.customer)
      .toEqual({ firstname: 'Roxanne', allow_remote_shopping_assistance: true });
    expect((await update({ firstname: 'Roxanne' })).body.data?.updateCustomerV2.customer.allow_remote_shopping_assistance).toBe(true);
    expect((await graphqlGet<Me>(env.server.url, ME, { store: 'na_us', token })).body.data?.customer.allow_remote_shopping_assistance)
      .toBe(true);
    expect((await update({ allow_remote_shopping_assistance: false })).body.data?.updateCustomerV2.customer.allow_remote_shopping_assistance)
      .toBe(false);
  });

  it('is a non-null Boolean on Customer, as in Magento 2.4.8', async () => {
    const { body } = await graphqlGet<{ __type: { fields: Array<{ name: string; type: { kind: string; ofType: { name: string } | null } }> } }>(
      env.server.url, '{ __type(name: "Customer") { fields { name type { kind ofType { name } } } } }');
    expect(body.data?.__type.fields.find((field) => field.name === 'allow_remote_shopping_assistance')?.type)
      .toEqual({ kind: 'NON_NULL', ofType: { name: 'Boolean' } });
  });
});

describe('customers table migration', () => {
  const data = tempDir('assist-db');
  afterAll(() => data.cleanup());

  it('adds the column to a database created before it existed, keeping the customers', () => {
    const file = path.join(data.dir, 'old.sqlite');
    createDatabase(file).close();
    const old = new BetterSqlite3(file);
    old.exec('ALTER TABLE customers DROP COLUMN allow_remote_shopping_assistance');
    const before = (old.prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }).n;
    old.close();

    const reopened = createDatabase(file);
    try {
      const rows = reopened.prepare('SELECT email, allow_remote_shopping_assistance FROM customers').all() as
        Array<{ email: string; allow_remote_shopping_assistance: number }>;
      expect(rows).toHaveLength(before);
      expect(rows.find((row) => row.email === roxanne.email)?.allow_remote_shopping_assistance).toBe(0);
    } finally {
      reopened.close();
    }
  });
});

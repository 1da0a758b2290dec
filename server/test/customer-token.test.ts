import { createDatabase, type Database } from '../src/db/database';
import { expectMagentoErrorShape, graphqlPost, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const REVOKE = 'mutation RevokeCustomerToken { revokeCustomerToken { result } }';

describe('Authorization: Bearer', () => {
  let db: Database;
  let server: RunningServer;
  beforeAll(async () => {
    db = createDatabase(':memory:');
    db.prepare(`INSERT INTO customer_tokens (token, customer_id, expires_at) VALUES
      ('valid-token', 7, '2999-01-01T00:00:00.000Z'), ('expired-token', 7, '2000-01-01T00:00:00.000Z')`).run();
    server = await startTestServer({ db });
  });
  afterAll(async () => {
    await server.close();
    db.close();
  });

  it.each([undefined, 'unknown-token', 'expired-token'])(
    'refuses a resolver that needs a customer with token %s, as Magento does (403)', async (token) => {
      const { status, body } = await graphqlPost(server.url, REVOKE, { store: 'na_us', token });
      expect(status).toBe(403);
      expectMagentoErrorShape(body);
      expect(body.errors?.[0]).toMatchObject({
        message: "The current customer isn't authorized.",
        path: ['revokeCustomerToken'],
        extensions: { category: 'graphql-authorization' },
      });
    });

  it('revokes the tokens of the customer of a valid token', async () => {
    const { status, body } = await graphqlPost(server.url, REVOKE, { store: 'na_us', token: 'valid-token' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { revokeCustomerToken: { result: true } } });
    const again = await graphqlPost(server.url, REVOKE, { store: 'na_us', token: 'valid-token' });
    expect(again.status).toBe(403);
  });
});

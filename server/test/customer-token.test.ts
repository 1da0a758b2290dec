import { tokenHash } from '../src/repositories/customer/tokens';
import {
  type CustomerServer, firstError, lena, registerCustomer, roxanne, signIn, startCustomerServer, tokenFor, uniqueEmail,
} from './customerHelpers';
import { expectMagentoErrorShape, graphqlGet, graphqlPost } from './helpers';

const REVOKE = 'mutation RevokeCustomerToken { revokeCustomerToken { result } }';
const WHO = 'query CustomerChip { customer { email firstname lastname default_billing default_shipping wishlist { id sharing_code } } }';
const neutral = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

describe('generateCustomerToken / revokeCustomerToken', () => {
  let env: CustomerServer;
  beforeAll(async () => { env = await startCustomerServer(); });
  afterAll(async () => { await env.close(); });

  it('signs the sample customer in and answers the customer chip query with the token', async () => {
    const token = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const { status, body, headers } = await graphqlGet(env.server.url, WHO, { store: 'na_us', token });
    expect(status).toBe(200);
    // A customer's answer is nobody else's: no shared, browser or service-worker cache may keep it.
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body.data).toEqual({
      customer: {
        email: roxanne.email, firstname: 'Roxanne', lastname: 'Demo', default_billing: expect.stringMatching(/^\d+$/),
        default_shipping: expect.stringMatching(/^\d+$/), wishlist: { id: expect.any(String), sharing_code: expect.stringMatching(/^[0-9a-f]{32}$/) },
      },
    });
  });

  it('stores only a SHA-256 hash of the token, expiring one hour after sign-in', async () => {
    const token = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    expect(env.db.prepare('SELECT 1 FROM customer_tokens WHERE token = ?').get(token)).toBeUndefined();
    const row = env.db.prepare('SELECT created_at, expires_at FROM customer_tokens WHERE token = ?').get(tokenHash(token)) as
      { created_at: string; expires_at: string };
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(3_600_000);
  });

  it.each([
    ['a wrong password', roxanne.email, 'Wrong#Password1'],
    ['an unknown e-mail', 'nobody.here@example.com', roxanne.password],
    ['an e-mail of another website', lena.email, lena.password],
  ])('answers %s with the same neutral message (graphql-authentication, 401)', async (_case, email, password) => {
    const { status, body } = await signIn(env.server.url, email, password, 'na_us');
    expect(status).toBe(401);
    expectMagentoErrorShape(body);
    expect(firstError(body)).toEqual({ message: neutral, category: 'graphql-authentication' });
    expect(body.data).toEqual({ generateCustomerToken: null });
  });

  it('refuses an expired token as if there were none', async () => {
    const token = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    env.db.prepare("UPDATE customer_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token = ?").run(tokenHash(token));
    const { status, body } = await graphqlGet(env.server.url, WHO, { store: 'na_us', token });
    expect(status).toBe(403);
    expect(firstError(body)).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });

  it('revokes every token of the customer; a revoked token is refused afterwards', async () => {
    const first = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    const second = await tokenFor(env.server.url, roxanne.email, roxanne.password);
    const { status, body } = await graphqlPost(env.server.url, REVOKE, { store: 'na_us', token: first });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { revokeCustomerToken: { result: true } } });
    for (const token of [first, second]) {
      const after = await graphqlGet(env.server.url, WHO, { store: 'na_us', token });
      expect(after.status).toBe(403);
      expect(firstError(after.body).message).toBe("The current customer isn't authorized.");
    }
  });

  it.each([undefined, 'unknown-token'])('refuses revokeCustomerToken for token %s (403)', async (token) => {
    const { status, body } = await graphqlPost(env.server.url, REVOKE, { store: 'na_us', token });
    expect(status).toBe(403);
    expect(body.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.", path: ['revokeCustomerToken'], extensions: { category: 'graphql-authorization' },
    });
  });

  it('keeps accounts website-scoped: a de_de token is a guest on na_us, but valid in every eu store view', async () => {
    const token = await tokenFor(env.server.url, lena.email, lena.password, 'de_de');
    expect((await graphqlGet(env.server.url, WHO, { store: 'na_us', token })).status).toBe(403);
    const fr = await graphqlGet<{ customer: { email: string } }>(env.server.url, WHO, { store: 'fr_fr', token });
    expect(fr.body.data?.customer.email).toBe(lena.email);
  });

  it('stops an e-mail after failed sign-ins: then even the right password gets the neutral message', async () => {
    const { email, password } = await registerCustomer(env.server.url, 'na_us');
    for (let i = 0; i < 10; i += 1) await signIn(env.server.url, email, 'Wrong#Password1');
    const { status, body } = await signIn(env.server.url, email, password);
    expect(status).toBe(401);
    expect(firstError(body).message).toBe(neutral);
    // Once the lock and the e-mail's throttle have passed (server/test/security-sign-in.test.ts), it signs in.
    env.db.prepare('UPDATE customers SET lock_expires = NULL, failures_num = 0 WHERE email = ?').run(email);
    env.db.prepare("DELETE FROM security_events WHERE kind = 'token_failure'").run();
    expect((await signIn(env.server.url, email, password)).status).toBe(200);
  });

  it('checks for empty credentials first, as Magento does', async () => {
    const { body } = await signIn(env.server.url, '', 'x');
    expect(firstError(body)).toEqual({ message: 'Specify the "email" value.', category: 'graphql-input' });
    const noPassword = await signIn(env.server.url, uniqueEmail(), '');
    expect(firstError(noPassword.body)).toEqual({ message: 'Specify the "password" value.', category: 'graphql-input' });
  });
});

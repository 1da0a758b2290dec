import {
  type CustomerServer, firstError, outboxFor, registerCustomer, signIn, startCustomerServer, strongPassword, uniqueEmail,
} from './customerHelpers';
import { graphqlGet, graphqlPost } from './helpers';

const REQUEST = 'mutation Forgot($email: String!) { requestPasswordResetEmail(email: $email) }';
const RESET = `mutation Reset($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}`;
const ME = 'query Me { customer { email } }';

/** The token from the newest reset mail, as a shopper would take it from the link. */
const tokenFromOutbox = (env: CustomerServer, email: string): string => {
  const mail = outboxFor(env.db, email).find((m) => m.template === 'customer_password_forgot_email_template');
  const link = /(https?:\/\/\S+createPassword\?\S+)/.exec(mail?.body ?? '')?.[1];
  if (!link) throw new Error('no reset mail');
  return new URL(link).searchParams.get('token') ?? '';
};

describe('password reset', () => {
  let env: CustomerServer;
  beforeAll(async () => { env = await startCustomerServer(); });
  afterAll(async () => { await env.close(); });

  // Each shopper from an address of their own: resets are limited per address and e-mail (security-mail.test.ts).
  let shopper = 0;
  const request = (email: string, store = 'na_us') => graphqlPost(env.server.url, REQUEST, {
    store, variables: { email }, headers: { 'X-Forwarded-For': `198.51.100.${shopper += 1}` },
  });
  const reset = (email: string, token: string, password: string) =>
    graphqlPost(env.server.url, RESET, { store: 'na_us', variables: { email, token, password } });

  it('answers true for an unknown e-mail too (neutral), and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const { status, body } = await request(email);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { requestPasswordResetEmail: true } });
    expect(outboxFor(env.db, email)).toEqual([]);
  });

  it('mails a link to the storefront reset page with the token; the token sets a new password once', async () => {
    const { email, token: session } = await registerCustomer(env.server.url);
    expect((await request(email)).body).toEqual({ data: { requestPasswordResetEmail: true } });
    const mail = outboxFor(env.db, email)[0];
    expect(mail?.body).toContain(`${env.server.url}/customer/account/createPassword?token=`);
    const token = tokenFromOutbox(env, email);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(env.db.prepare('SELECT rp_token_hash FROM customers WHERE email = ?').get(email)).not.toEqual({ rp_token_hash: token });

    expect((await reset(email, token, 'Fresh#Start77')).body).toEqual({ data: { resetPassword: true } });
    expect((await signIn(env.server.url, email, 'Fresh#Start77')).status).toBe(200);
    expect((await signIn(env.server.url, email, strongPassword)).status).toBe(401);
    // Every session that existed before the reset ends.
    expect((await graphqlGet(env.server.url, ME, { store: 'na_us', token: session })).status).toBe(403);
    const again = await reset(email, token, 'Another#Pass88');
    expect(firstError(again.body)).toEqual({ message: "Cannot set the customer's password", category: 'graphql-input' });
  });

  it('refuses a wrong token, a token for another e-mail and an expired token with the same message', async () => {
    const { email } = await registerCustomer(env.server.url);
    const other = await registerCustomer(env.server.url);
    await request(email);
    await request(other.email);
    const token = tokenFromOutbox(env, email);
    const wrong = await reset(email, 'f'.repeat(64), 'Fresh#Start77');
    expect(firstError(wrong.body)).toEqual({ message: "Cannot set the customer's password", category: 'graphql-input' });
    const crossed = await reset(other.email, token, 'Fresh#Start77');
    expect(firstError(crossed.body).message).toBe("Cannot set the customer's password");
    env.db.prepare("UPDATE customers SET rp_token_created_at = datetime('now', '-3 hours') WHERE email = ?").run(email);
    const expired = await reset(email, token, 'Fresh#Start77');
    expect(firstError(expired.body).message).toBe("Cannot set the customer's password");
    expect((await signIn(env.server.url, email, strongPassword)).status).toBe(200);
  });

  it('applies the password rules once the token is right', async () => {
    const { email } = await registerCustomer(env.server.url);
    await request(email);
    const { body } = await reset(email, tokenFromOutbox(env, email), 'short');
    expect(firstError(body)).toEqual({
      message: 'The password needs at least 8 characters. Create a new password and try again.', category: 'graphql-input',
    });
  });

  it.each([
    ['', 'You must specify an email address.'],
    ['not-an-email', 'The email address has an invalid format.'],
  ])('checks the e-mail %j first', async (email, message) => {
    expect(firstError((await request(email)).body)).toEqual({ message, category: 'graphql-input' });
  });
});

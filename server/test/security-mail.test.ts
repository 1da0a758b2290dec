import https from 'node:https';
import { localhostCert, type LocalhostCert } from '../../test/shared/localhostCert';
import { firstError, outboxFor, registerCustomer, uniqueEmail } from './customerHelpers';
import { graphqlPost, useTestServer } from './helpers';

const REQUEST = 'mutation Forgot($email: String!) { requestPasswordResetEmail(email: $email) }';
const RESET = `mutation Reset($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}`;
const SEND = `mutation SendToFriend($input: SendEmailToFriendInput) {
  sendEmailToFriend(input: $input) { recipients { email } }
}`;
const tooMany = 'We received too many requests for password resets. Please wait and try again later.';

const resetLinkOf = (body: string | undefined): URL => {
  const link = /(https?:\/\/\S+createPassword\?\S+)/.exec(body ?? '')?.[1];
  if (!link) throw new Error('no reset link in the mail');
  return new URL(link);
};

/** A request over HTTPS/1.1 with a Host header of our choosing, as an attacker sends it to the TLS front. */
const postOverTls = (base: string, cert: LocalhostCert, host: string, body: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const url = new URL('/graphql', base);
    const request = https.request(url, {
      // The certificate is pinned (ca); its name is 127.0.0.1, while Node would check it against the Host header.
      method: 'POST', ca: cert.cert, checkServerIdentity: () => undefined, agent: false,
      headers: { host, 'content-type': 'application/json', store: 'na_us', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });

describe('links in mail come from the configured base URL, never from the Host header', () => {
  const configured = useTestServer({ baseUrl: 'https://shop.spectrane.example' });

  it('mails a reset link on BASE_URL to a request sent with Host: evil.example', async () => {
    const { email } = await registerCustomer(configured.server.url, 'de_de');
    const response = await fetch(`${configured.server.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', store: 'de_de', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      body: JSON.stringify({ query: REQUEST, variables: { email } }),
    });
    expect(response.status).toBe(200);
    const mail = outboxFor(configured.db, email)[0];
    expect(mail?.body).not.toContain('evil.example');
    const link = resetLinkOf(mail?.body);
    expect(link.origin).toBe('https://shop.spectrane.example');
    expect(link.pathname).toBe('/eu/de/customer/account/createPassword');
  });

  it('builds e-mail-to-a-friend links the same way', async () => {
    await fetch(`${configured.server.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', store: 'uk_en', host: 'evil.example' },
      body: JSON.stringify({ query: SEND, variables: { input: {
        product_id: 1, sender: { name: 'Ada', email: 'ada@example.com', message: 'Look' }, recipients: [{ name: 'G', email: 'grace.host@example.com' }],
      } } }),
    });
    const mail = outboxFor(configured.db, 'grace.host@example.com')[0];
    expect(mail?.body).toContain('href="https://shop.spectrane.example/uk/en/');
    expect(mail?.body).not.toContain('evil.example');
  });
});

describe('links in mail through the TLS front, with no BASE_URL', () => {
  let cert: LocalhostCert;
  beforeAll(async () => { cert = await localhostCert(); });
  const tls = useTestServer({ get tls() { return cert; } });

  it('uses the server\'s own https URL, whatever Host the client sent', async () => {
    const { email } = await registerCustomerOverTls();
    expect(await postOverTls(tls.server.url, cert, 'evil.example', JSON.stringify({ query: REQUEST, variables: { email } }))).toBe(200);
    const link = resetLinkOf(outboxFor(tls.db, email)[0]?.body);
    expect(link.origin).toBe(tls.server.url);
  });

  async function registerCustomerOverTls(): Promise<{ email: string }> {
    const email = uniqueEmail('tls');
    const input = { firstname: 'T', lastname: 'L', email, password: 'Colour!Match42' };
    const status = await postOverTls(tls.server.url, cert, 'localhost', JSON.stringify({
      query: 'mutation C($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', variables: { input },
    }));
    expect(status).toBe(200);
    return { email };
  }
});

describe('password-reset requests are limited by address and e-mail (Magento\'s defaults)', () => {
  const { db, server } = useTestServer();
  const request = (email: string, client: string) =>
    graphqlPost(server.url, REQUEST, { store: 'na_us', variables: { email }, headers: { 'X-Forwarded-For': client } });
  const age = (minutes: number) => db.prepare("UPDATE security_events SET created_at = created_at - ? WHERE kind = 'password_reset_request'").run(minutes * 60_000);

  it('sends one mail for 25 requests; the rest are told to wait, known and unknown e-mails alike', async () => {
    const { email } = await registerCustomer(server.url);
    const answers = await Promise.all(Array.from({ length: 25 }, () => request(email, '198.51.100.10')));
    expect(answers.filter((a) => a.body.data?.requestPasswordResetEmail === true)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.body.errors)) expect(firstError(refused.body)).toEqual({ message: tooMany, category: 'graphql-input' });
    expect(outboxFor(db, email).filter((m) => m.template === 'customer_password_forgot_email_template')).toHaveLength(1);
    // The same e-mail from another address, and another e-mail from the same address: within 10 minutes, refused.
    expect(firstError((await request(email, '198.51.100.11')).body).message).toBe(tooMany);
    expect(firstError((await request(uniqueEmail('ghost'), '198.51.100.10')).body).message).toBe(tooMany);
    age(11);
    expect((await request(email, '198.51.100.11')).body).toEqual({ data: { requestPasswordResetEmail: true } });
  });

  it('allows 5 requests an hour for one e-mail, however far apart', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i += 1) {
      expect((await request(email, `198.51.100.${20 + i}`)).body).toEqual({ data: { requestPasswordResetEmail: true } });
      age(11);
    }
    expect(firstError((await request(email, '198.51.100.30')).body).message).toBe(tooMany);
    age(60);
    expect((await request(email, '198.51.100.31')).body).toEqual({ data: { requestPasswordResetEmail: true } });
  });

  it('lets a reset token set a password once, even when 10 requests carry it at the same time', async () => {
    const { email } = await registerCustomer(server.url);
    await request(email, '198.51.100.40');
    const token = resetLinkOf(outboxFor(db, email)[0]?.body).searchParams.get('token') ?? '';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      graphqlPost(server.url, RESET, { store: 'na_us', variables: { email, token, password: `Fresh#Start${i}0` } })));
    expect(answers.filter((a) => a.body.data?.resetPassword === true)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.body.errors)) {
      expect(firstError(refused.body)).toEqual({ message: "Cannot set the customer's password", category: 'graphql-input' });
    }
  });
});

describe('e-mail to a friend is limited per sender (Magento\'s sendfriend defaults)', () => {
  const { db, server } = useTestServer();
  const send = (client: string, recipients: number, token?: string) => graphqlPost(server.url, SEND, {
    store: 'na_us', token, headers: { 'X-Forwarded-For': client },
    variables: { input: {
      product_id: 1, sender: { name: 'Ada', email: 'ada@example.com', message: 'Look' },
      recipients: Array.from({ length: recipients }, (_, i) => ({ name: `R${i}`, email: `friend.${client}.${i}@example.com` })),
    } },
  });
  const mailsTo = (client: string) =>
    (db.prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE to_email LIKE ?").get(`friend.${client}.%`) as { n: number }).n;

  it('refuses more than 5 recipients at a time', async () => {
    expect(firstError((await send('192.0.2.1', 6)).body)).toEqual({ message: 'No more than 5 emails can be sent at a time.', category: 'graphql-input' });
    expect(mailsTo('192.0.2.1')).toBe(0);
  });

  it('sends 5 times an hour from one address, then refuses; another address still sends', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('192.0.2.2', 5)));
    expect(answers.filter((a) => a.body.data?.sendEmailToFriend)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.body.errors)) {
      expect(firstError(refused.body)).toEqual({ message: "You can't send messages more than 5 times an hour.", category: 'graphql-input' });
    }
    expect(mailsTo('192.0.2.2')).toBe(25);
    expect((await send('192.0.2.3', 1)).body.data?.sendEmailToFriend).toBeTruthy();
  });

  it('counts a signed-in customer\'s sends wherever they come from', async () => {
    const { token } = await registerCustomer(server.url);
    for (let i = 0; i < 5; i += 1) expect((await send(`192.0.2.${10 + i}`, 1, token)).body.data?.sendEmailToFriend).toBeTruthy();
    expect(firstError((await send('192.0.2.20', 1, token)).body).message).toBe("You can't send messages more than 5 times an hour.");
  });
});

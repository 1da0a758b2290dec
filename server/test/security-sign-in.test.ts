import { isLockedNow } from '../src/repositories/customer/lockout';
import { defaultLimits } from '../src/security/limits';
import { admitSignIn, type SignInAttempt, type SignInParty } from '../src/security/signInGate';
import { firstError, registerCustomer, roxanne, strongPassword, uniqueEmail } from './customerHelpers';
import { graphqlPost, useTestServer } from './helpers';

const TOKEN = 'mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';
const CHANGE = `mutation Change($current: String!, $next: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $next) { email }
}`;
const neutral = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** A sign-in from a client address of our choosing (the test server trusts its loopback caller's X-Forwarded-For). */
const signInFrom = (url: string, client: string, email: string, password: string) =>
  graphqlPost<{ generateCustomerToken: { token: string } | null }>(url, TOKEN, {
    store: 'na_us', variables: { email, password }, headers: { 'X-Forwarded-For': client },
  });

describe('sign-in lockout and throttling under parallel requests', () => {
  const { db, server } = useTestServer();
  const failuresOf = (email: string) =>
    (db.prepare('SELECT failures_num, lock_expires FROM customers WHERE email = ?').get(email) as { failures_num: number; lock_expires: string | null });
  const admittedGuesses = (email: string) =>
    (db.prepare("SELECT COUNT(*) AS n FROM security_events WHERE kind = 'token_failure' AND account = ?").get(`base:${email}`) as { n: number }).n;

  it('checks no more than 6 passwords of an e-mail, however many guesses arrive at once, and then refuses the right one', async () => {
    const { email, password } = await registerCustomer(server.url, 'na_us');
    // 160 wrong passwords in 4 bursts of 40, each from an address of its own (so only the account's limits apply).
    for (let burst = 0; burst < 4; burst += 1) {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signInFrom(server.url, `203.0.113.${burst * 40 + i}`, email, `Wrong#Guess${i}`)));
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        expect(firstError(answer.body)).toEqual({ message: neutral, category: 'graphql-authentication' });
      }
    }
    // Magento's oauth/authentication_lock/max_failures_count: 6 checks were made, every other guess was refused unchecked.
    expect(admittedGuesses(email)).toBe(6);
    expect(failuresOf(email).failures_num).toBe(6);
    const right = await signInFrom(server.url, '203.0.113.250', email, password);
    expect(right.status).toBe(401);
    expect(firstError(right.body).message).toBe(neutral);
    // The lock lasts 30 minutes after the last failure; once that has passed the right password works again.
    db.prepare("UPDATE security_events SET created_at = created_at - 31 * 60000 WHERE kind = 'token_failure'").run();
    expect((await signInFrom(server.url, '203.0.113.251', email, password)).status).toBe(200);
    expect(failuresOf(email).failures_num).toBe(0);
  });

  it('locks the account after 10 failures counted atomically, also from password confirmations sent in parallel', async () => {
    const { email, password, token } = await registerCustomer(server.url, 'na_us');
    const change = (current: string) => graphqlPost(server.url, CHANGE, { store: 'na_us', token, variables: { current, next: 'Brand#New2025' } });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => change(`Wrong#Current${i}`)));
    const messages = answers.map((answer) => firstError(answer.body).message);
    // Ten checks: nine wrong passwords, then the one that locks the account already says so (Magento's Authentication).
    expect(messages.filter((m) => m === 'Invalid login or password.')).toHaveLength(9);
    expect(messages.filter((m) => m === 'The account is locked.')).toHaveLength(21);
    expect(failuresOf(email)).toEqual({ failures_num: 10, lock_expires: expect.any(String) });
    // Locked: the right current password and a sign-in with the right password are refused too.
    expect(firstError((await change(password)).body).message).toBe('The account is locked.');
    expect((await signInFrom(server.url, '198.51.100.77', email, password)).status).toBe(401);
  });

  it('refuses a client after 30 failed sign-ins across accounts, while other clients still sign in', async () => {
    const stuffer = '192.0.2.66';
    for (let i = 0; i < 30; i += 1) {
      expect((await signInFrom(server.url, stuffer, uniqueEmail('stuffed'), 'Leaked#Password1')).status).toBe(401);
    }
    const refused = await signInFrom(server.url, stuffer, roxanne.email, roxanne.password);
    expect(refused.status).toBe(401);
    expect(firstError(refused.body).message).toBe(neutral);
    expect((await signInFrom(server.url, '192.0.2.67', roxanne.email, roxanne.password)).status).toBe(200);
    // A right password takes its attempt back: a shopper who mistypes now and then is never throttled.
    const { email } = await registerCustomer(server.url, 'na_us');
    for (let i = 0; i < 31; i += 1) expect((await signInFrom(server.url, '192.0.2.68', email, strongPassword)).status).toBe(200);
  });
});

// The interleaving of a wrong password checked beside a right one, played step by step on the gate the resolvers use
// (admit → check → succeeded / failed), so the order is the test's and not the scheduler's. Magento checks one
// request after the other: whichever order the two settle in, the wrong one answers "Invalid login or password."
// and the account is not locked; only a failure that finds the account at its tenth locks it, and says so.
describe('sign-in lockout: a right and a wrong password checked at the same time', () => {
  const { db, server } = useTestServer();
  const ME = 'query Me { customer { email } }';
  const stateOf = (id: number) => db.prepare('SELECT failures_num, lock_expires FROM customers WHERE id = ?').get(id) as
    { failures_num: number; lock_expires: string | null };

  /** A customer with `failures` wrong passwords recorded through the gate, as failed checks record them. */
  const customerWithFailures = async (failures: number): Promise<{ id: number; email: string; token: string; party: SignInParty }> => {
    const { email, token } = await registerCustomer(server.url, 'na_us');
    const { id } = db.prepare('SELECT id FROM customers WHERE email = ?').get(email) as { id: number };
    const party: SignInParty = { websiteCode: 'base', customerId: id };
    for (let i = 0; i < failures; i += 1) expect(admit(party).failed().locked).toBe(false);
    expect(stateOf(id)).toEqual({ failures_num: failures, lock_expires: null });
    return { id, email, token, party };
  };
  const admit = (party: SignInParty): SignInAttempt => {
    const attempt = admitSignIn(db, defaultLimits, party);
    if (!attempt) throw new Error('The check was not admitted.');
    return attempt;
  };
  const changePassword = (token: string, current: string) => graphqlPost(server.url,
    'mutation Change($current: String!) { changeCustomerPassword(currentPassword: $current, newPassword: "Brand#New2025") { email } }',
    { store: 'na_us', token, variables: { current } });

  it('the right password settles first: the wrong one counts from 1 and answers wrong, not locked', async () => {
    const { id, email, token, party } = await customerWithFailures(8);
    const right = admit(party);
    const wrong = admit(party);
    // Both checks run (8 failures + 2 running < 10); nothing is locked while they do.
    expect(isLockedNow(db, id)).toBe(false);
    right.succeeded();
    expect(stateOf(id)).toEqual({ failures_num: 0, lock_expires: null });
    // Admitted as what would have been the tenth failure, it is recorded after the reset: the first.
    expect(wrong.failed()).toEqual({ locked: false });
    expect(stateOf(id)).toEqual({ failures_num: 1, lock_expires: null });
    // What the API client sees next: the account works, and one more wrong password is just wrong.
    expect((await graphqlPost(server.url, ME, { store: 'na_us', token })).body).toEqual({ data: { customer: { email } } });
    expect(firstError((await changePassword(token, 'Wrong#Current1')).body))
      .toEqual({ message: 'Invalid login or password.', category: 'graphql-authentication' });
    expect(stateOf(id).failures_num).toBe(2);
  });

  it('the wrong password settles first: it is the ninth failure, not locked, and the right one then resets', async () => {
    const { id, party } = await customerWithFailures(8);
    const right = admit(party);
    const wrong = admit(party);
    expect(wrong.failed()).toEqual({ locked: false });
    expect(stateOf(id)).toEqual({ failures_num: 9, lock_expires: null });
    right.succeeded();
    expect(stateOf(id)).toEqual({ failures_num: 0, lock_expires: null });
  });

  it('the failure that reaches ten still locks and says so; then even the right password is refused', async () => {
    const { id, token, party } = await customerWithFailures(9);
    expect(admit(party).failed()).toEqual({ locked: true });
    expect(stateOf(id)).toEqual({ failures_num: 10, lock_expires: expect.any(String) });
    expect(admitSignIn(db, defaultLimits, party)).toBeNull();
    expect(firstError((await graphqlPost(server.url, ME, { store: 'na_us', token })).body))
      .toEqual({ message: 'The account is locked.', category: 'graphql-authentication' });
    expect(firstError((await changePassword(token, strongPassword)).body).message).toBe('The account is locked.');
  });

  it('checks still running hold their places: no more passwords are checked than would lock the account', async () => {
    const { id, party } = await customerWithFailures(8);
    const first = admit(party);
    const second = admit(party);
    expect(admitSignIn(db, defaultLimits, party)).toBeNull();
    first.succeeded();
    // The count restarted and one check still runs: there is room again.
    const third = admit(party);
    expect(second.failed()).toEqual({ locked: false });
    expect(third.failed()).toEqual({ locked: false });
    expect(stateOf(id)).toEqual({ failures_num: 2, lock_expires: null });
  });

  it('a failed generateCustomerToken reset by a right one settling first still counts for its e-mail', async () => {
    const { id, email, party } = await customerWithFailures(0);
    const byEmail: SignInParty = { ...party, email, clientIp: '198.51.100.20' };
    const guesses = () => (db.prepare("SELECT COUNT(*) AS n FROM security_events WHERE kind = 'token_failure' AND account = ?")
      .get(`base:${email}`) as { n: number }).n;
    const right = admit(byEmail);
    const wrong = admit(byEmail);
    expect(guesses()).toBe(2);
    right.succeeded();
    expect(guesses()).toBe(0);
    expect(wrong.failed()).toEqual({ locked: false });
    expect(guesses()).toBe(1);
    expect(stateOf(id)).toEqual({ failures_num: 1, lock_expires: null });
  });
});

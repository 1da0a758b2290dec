import {
  type CustomerServer, firstError, outboxFor, registerCustomer, roxanne, signIn, startCustomerServer, strongPassword, tokenFor,
  uniqueEmail,
} from './customerHelpers';
import { graphqlGet, graphqlPost } from './helpers';

const CREATE = `mutation CreateCustomer($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email firstname middlename lastname is_subscribed date_of_birth gender taxvat created_at } }
}`;
const ME = 'query Me { customer { email firstname middlename lastname is_subscribed taxvat date_of_birth confirmation_status } }';
const UPDATE = `mutation UpdateCustomer($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) { customer { firstname middlename lastname is_subscribed } }
}`;
const EMAIL = `mutation ChangeEmail($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) { customer { email } }
}`;
const PASSWORD = `mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) { email }
}`;
const AVAILABLE = 'query EmailAvailable($email: String!) { isEmailAvailable(email: $email) { is_email_available } }';

describe('createCustomerV2', () => {
  let env: CustomerServer;
  beforeAll(async () => { env = await startCustomerServer(); });
  afterAll(async () => { await env.close(); });

  const create = (input: Record<string, unknown>, store = 'na_us') =>
    graphqlPost<{ createCustomerV2: { customer: Record<string, unknown> } }>(env.server.url, CREATE, { store, variables: { input } });

  it('registers a customer with the newsletter opt-in, queues the welcome mail, and the password signs in', async () => {
    const email = uniqueEmail('new');
    const { status, body } = await create({
      firstname: ' Ada ', middlename: 'K.', lastname: 'Lovelace', email, password: strongPassword, is_subscribed: true,
      date_of_birth: '1990-12-10', gender: 2, taxvat: 'US-123',
    });
    expect(status).toBe(200);
    expect(body.data?.createCustomerV2.customer).toEqual({
      email, firstname: 'Ada', middlename: 'K.', lastname: 'Lovelace', is_subscribed: true, date_of_birth: '1990-12-10', gender: 2,
      taxvat: 'US-123', created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(outboxFor(env.db, email).map((mail) => mail.template)).toEqual(['customer_create_account_email_template']);
    const row = env.db.prepare('SELECT password_hash, website_code, store_code FROM customers WHERE email = ?').get(email) as
      { password_hash: string; website_code: string; store_code: string };
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.password_hash).not.toContain(strongPassword);
    expect(row).toMatchObject({ website_code: 'base', store_code: 'na_us' });
    expect((await signIn(env.server.url, email, strongPassword)).status).toBe(200);
  });

  it.each([
    ['Short1!', 'The password needs at least 8 characters. Create a new password and try again.'],
    ['alllowercase1', 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'],
    [' Padded#Pass1 ', "The password can't begin or end with a space. Verify the password and try again."],
  ])('refuses the weak password %j with Magento\'s message', async (password, message) => {
    const email = uniqueEmail('weak');
    const { body } = await create({ firstname: 'Weak', lastname: 'Password', email, password });
    expect(firstError(body)).toEqual({ message, category: 'graphql-input' });
    expect(env.db.prepare('SELECT 1 FROM customers WHERE email = ?').get(email)).toBeUndefined();
  });

  it('refuses a password equal to the e-mail', async () => {
    const email = `Same.${Date.now()}@Example.com`;
    const { body } = await create({ firstname: 'Same', lastname: 'As', email, password: email.toLowerCase() });
    expect(firstError(body).message).toBe("The password can't be the same as the email address. Create a new password and try again.");
  });

  it('refuses an e-mail registered in the same website (any case), but not one of another website', async () => {
    const { body } = await create({ firstname: 'Copy', lastname: 'Cat', email: roxanne.email.toUpperCase(), password: strongPassword });
    expect(firstError(body)).toEqual({
      message: 'A customer with the same email address already exists in an associated website.', category: 'graphql-input',
    });
    const other = await create({ firstname: 'Roxanne', lastname: 'Europe', email: roxanne.email, password: strongPassword }, 'eu_en');
    expect(other.body.data?.createCustomerV2.customer.email).toBe(roxanne.email);
  });

  it.each([
    [{ firstname: '', lastname: '' }, '"First Name" is a required value. "Last Name" is a required value.'],
    [{ email: 'not-an-email' }, '"not-an-email" is not a valid email address.'],
    [{ firstname: '<script>' }, 'First Name is not valid!'],
    [{ gender: 7 }, '"7" is not a valid gender value.'],
    [{ date_of_birth: '1990-02-31' }, 'Invalid date'],
  ])('validates the input as Magento does: %j', async (override, message) => {
    const { body } = await create({ firstname: 'Val', lastname: 'Idate', email: uniqueEmail('val'), password: strongPassword, ...override });
    expect(firstError(body)).toEqual({ message, category: 'graphql-input' });
  });
});

describe('the signed-in customer', () => {
  let env: CustomerServer;
  beforeAll(async () => { env = await startCustomerServer(); });
  afterAll(async () => { await env.close(); });

  it('reads the account and changes names and the newsletter subscription', async () => {
    const { token, email } = await registerCustomer(env.server.url);
    const before = await graphqlGet<{ customer: Record<string, unknown> }>(env.server.url, ME, { store: 'na_us', token });
    expect(before.body.data?.customer).toEqual({
      email, firstname: 'Test', middlename: null, lastname: 'Shopper', is_subscribed: false, taxvat: null, date_of_birth: null,
      confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
    });
    const { body } = await graphqlPost(env.server.url, UPDATE, {
      store: 'na_us', token, variables: { input: { firstname: 'Grace', middlename: 'B.', lastname: 'Hopper', is_subscribed: true } },
    });
    expect(body.data).toEqual({ updateCustomerV2: { customer: { firstname: 'Grace', middlename: 'B.', lastname: 'Hopper', is_subscribed: true } } });
    const off = await graphqlPost(env.server.url, UPDATE, { store: 'na_us', token, variables: { input: { is_subscribed: false } } });
    expect(off.body.data).toEqual({ updateCustomerV2: { customer: { firstname: 'Grace', middlename: 'B.', lastname: 'Hopper', is_subscribed: false } } });
  });

  it('does not let a name be blanked', async () => {
    const { token } = await registerCustomer(env.server.url);
    const { body } = await graphqlPost(env.server.url, UPDATE, { store: 'na_us', token, variables: { input: { lastname: ' ' } } });
    expect(firstError(body)).toEqual({ message: '"Last Name" is a required value.', category: 'graphql-input' });
  });

  it('changes the e-mail only with the current password, and refuses an e-mail taken in the website', async () => {
    const { token, email } = await registerCustomer(env.server.url);
    const newEmail = uniqueEmail('moved');
    const wrong = await graphqlPost(env.server.url, EMAIL, { store: 'na_us', token, variables: { email: newEmail, password: 'Nope#12345' } });
    expect(wrong.status).toBe(401);
    expect(firstError(wrong.body)).toEqual({
      message: 'Invalid login or password.', category: 'graphql-authentication',
    });
    const taken = await graphqlPost(env.server.url, EMAIL, { store: 'na_us', token, variables: { email: roxanne.email, password: strongPassword } });
    expect(firstError(taken.body)).toEqual({
      message: 'A customer with the same email address already exists in an associated website.', category: 'graphql-already-exists',
    });
    const ok = await graphqlPost(env.server.url, EMAIL, { store: 'na_us', token, variables: { email: newEmail, password: strongPassword } });
    expect(ok.body.data).toEqual({ updateCustomerEmail: { customer: { email: newEmail } } });
    expect((await signIn(env.server.url, newEmail, strongPassword)).status).toBe(200);
    expect((await signIn(env.server.url, email, strongPassword)).status).toBe(401);
    expect(outboxFor(env.db, email)[0]?.template).toBe('customer_account_information_change_email_template');
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const { token, email } = await registerCustomer(env.server.url);
    const otherSession = await tokenFor(env.server.url, email, strongPassword);
    const missing = await graphqlPost(env.server.url, PASSWORD, { store: 'na_us', token, variables: { currentPassword: ' ', newPassword: 'New#Password9' } });
    expect(firstError(missing.body)).toEqual({ message: 'Specify the "currentPassword" value.', category: 'graphql-input' });
    const wrong = await graphqlPost(env.server.url, PASSWORD, { store: 'na_us', token, variables: { currentPassword: 'Bad#Guess99', newPassword: 'New#Password9' } });
    expect(firstError(wrong.body)).toEqual({
      message: 'Invalid login or password.', category: 'graphql-authentication',
    });
    const weak = await graphqlPost(env.server.url, PASSWORD, { store: 'na_us', token, variables: { currentPassword: strongPassword, newPassword: 'weakweak' } });
    expect(firstError(weak.body).message).toMatch(/^Minimum of different classes of characters in password is 3\./);
    const ok = await graphqlPost(env.server.url, PASSWORD, { store: 'na_us', token, variables: { currentPassword: strongPassword, newPassword: 'New#Password9' } });
    expect(ok.body.data).toEqual({ changeCustomerPassword: { email } });
    expect((await signIn(env.server.url, email, strongPassword)).status).toBe(401);
    expect((await signIn(env.server.url, email, 'New#Password9')).status).toBe(200);
    expect((await graphqlGet(env.server.url, ME, { store: 'na_us', token })).status).toBe(200);
    expect((await graphqlGet(env.server.url, ME, { store: 'na_us', token: otherSession })).status).toBe(403);
  });

  it.each([['customer', ME], ['updateCustomerV2', UPDATE]])('refuses %s to guests (403)', async (_name, query) => {
    const { status, body } = await graphqlPost(env.server.url, query, { store: 'na_us', variables: { input: { firstname: 'X' } } });
    expect(status).toBe(403);
    expect(firstError(body)).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });

  it('isEmailAvailable answers true for every valid address (Magento 2.4.7+ default) and checks the format', async () => {
    const taken = await graphqlGet(env.server.url, AVAILABLE, { store: 'na_us', variables: { email: roxanne.email } });
    expect(taken.body.data).toEqual({ isEmailAvailable: { is_email_available: true } });
    const bad = await graphqlGet(env.server.url, AVAILABLE, { store: 'na_us', variables: { email: 'nope' } });
    expect(firstError(bad.body)).toEqual({ message: 'Email is invalid', category: 'graphql-input' });
  });
});

import { firstError, outboxFor, regionOf, registerCustomer, roxanne, signIn, tokenFor } from './customerHelpers';
import { graphqlPost, useTestServer } from './helpers';

// Assertions of Magento 2.4.8's api-functional tests (dev/tests/api-functional/testsuite/Magento/GraphQl/Customer,
// Newsletter, Wishlist), as the embedded backend answers them. Each case names the Magento test class and method.

const CHANGE_PASSWORD = `mutation Change($current: String!, $next: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $next) { email }
}`;
const UPDATE_EMAIL = 'mutation Email($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }';
const SUBSCRIBE = 'mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
const WISHLIST = 'query Wishlists { customer { wishlists { id items_count items_v2 { items { id quantity } } } } }';
const ADD = `mutation Add($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { id items_count } }
}`;
const REMOVE = `mutation Remove($id: ID!, $ids: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
    user_errors { code message } wishlist { id items_count items_v2 { items { id } } }
  }
}`;

type Wishlists = { customer: { wishlists: Array<{ id: string; items_count: number; items_v2: { items: Array<{ id: string; quantity: number }> } }> } };

const UPDATE = 'mutation Update($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname lastname } } }';
const CREATE_ADDRESS = `mutation Create($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id default_billing default_shipping } }`;
const DELETE_ADDRESS = 'mutation Delete($id: Int!) { deleteCustomerAddress(id: $id) }';
const REQUEST_RESET = 'mutation Request($email: String!) { requestPasswordResetEmail(email: $email) }';
const RESET = `mutation Reset($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}`;
const address = {
  firstname: 'John', lastname: 'Smith', street: ['Green str, 67'], city: 'New York', region: { region_code: 'NY' } as Record<string, unknown>, postcode: '10001',
  country_code: 'US', telephone: '3468676',
};

describe('Magento Customer fidelity', () => {
  const { db, server } = useTestServer();

  // GenerateCustomerTokenTest::testGenerateCustomerTokenInvalidData (dataProviderInvalidCustomerInfo),
  // testGenerateCustomerTokenWithEmptyEmail, testGenerateCustomerTokenWithEmptyPassword.
  it('generateCustomerToken: empty e-mail or password, then one neutral message for a wrong e-mail or password', async () => {
    const { email } = await registerCustomer(server.url);
    expect(firstError((await signIn(server.url, '', 'password')).body)).toEqual({ message: 'Specify the "email" value.', category: 'graphql-input' });
    expect(firstError((await signIn(server.url, email, '')).body)).toEqual({ message: 'Specify the "password" value.', category: 'graphql-input' });
    const neutral = {
      message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      category: 'graphql-authentication',
    };
    const unknown = await signIn(server.url, 'invalid_email@example.com', 'password');
    expect(unknown.status).toBe(401);
    expect(firstError(unknown.body)).toEqual(neutral);
    expect(firstError((await signIn(server.url, email, 'invalid_password')).body)).toEqual(neutral);
  });

  // RevokeCustomerTokenTest::testRevokeCustomerTokenValidCredentials, testRevokeCustomerTokenForGuestCustomer.
  it('revokeCustomerToken: true for a customer (the token stops working), refused for a guest', async () => {
    const { token } = await registerCustomer(server.url);
    const revoke = 'mutation Revoke { revokeCustomerToken { result } }';
    expect((await graphqlPost(server.url, revoke, { store: 'na_us', token })).body.data).toEqual({ revokeCustomerToken: { result: true } });
    expect(firstError((await graphqlPost(server.url, 'query Me { customer { email } }', { store: 'na_us', token })).body))
      .toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    expect(firstError((await graphqlPost(server.url, revoke, { store: 'na_us' })).body))
      .toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });

  // ChangeCustomerPasswordTest::testChangePasswordIfPasswordIsInvalid, testChangePasswordIfUserIsNotAuthorizedTest;
  // UpdateCustomerEmailTest::testUpdateCustomerEmailIfPasswordIsWrong, testUpdateEmailIfEmailAlreadyExists.
  it('a wrong current password is "Invalid login or password." (401); a taken e-mail is refused', async () => {
    const { token } = await registerCustomer(server.url);
    const other = await registerCustomer(server.url);
    const change = await graphqlPost(server.url, CHANGE_PASSWORD, { store: 'na_us', token, variables: { current: 'password-incorrect', next: 'anotherPassword1' } });
    expect(change.status).toBe(401);
    expect(firstError(change.body)).toEqual({ message: 'Invalid login or password.', category: 'graphql-authentication' });
    const guest = await graphqlPost(server.url, CHANGE_PASSWORD, { store: 'na_us', variables: { current: 'currentpassword', next: 'newpassword' } });
    expect(firstError(guest.body)).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    const email = await graphqlPost(server.url, UPDATE_EMAIL, { store: 'na_us', token, variables: { email: 'newcustomer@example.com', password: 'wrongpassword' } });
    expect(firstError(email.body)).toEqual({ message: 'Invalid login or password.', category: 'graphql-authentication' });
    const taken = await graphqlPost(server.url, UPDATE_EMAIL, { store: 'na_us', token, variables: { email: other.email, password: other.password } });
    expect(firstError(taken.body).message).toBe('A customer with the same email address already exists in an associated website.');
  });

  // UpdateCustomerV2Test::testUpdateCustomerIfInputDataIsEmpty, testEmptyCustomerName, testEmptyCustomerLastName,
  // testUpdateCustomerIfDobIsInvalid, testUpdateCustomerIfUserIsNotAuthorized; CreateCustomerV2Test::testCreateCustomerIfNameEmpty.
  it('updateCustomerV2 and createCustomerV2 refuse blank names and a date that is none in Magento 2.4.8\'s words', async () => {
    const { token } = await registerCustomer(server.url);
    const update = async (input: Record<string, unknown>, caller: string | null = token) =>
      firstError((await graphqlPost(server.url, UPDATE, { store: 'na_us', token: caller ?? undefined, variables: { input } })).body);
    expect(await update({})).toEqual({ message: '"input" value should be specified', category: 'graphql-input' });
    expect(await update({ firstname: '' })).toEqual({ message: '"First Name" is a required value.', category: 'graphql-input' });
    expect(await update({ lastname: '' })).toEqual({ message: '"Last Name" is a required value.', category: 'graphql-input' });
    expect(await update({ date_of_birth: 'bla-bla-bla' })).toEqual({ message: 'Invalid date', category: 'graphql-input' });
    expect(await update({ firstname: 'Richard' }, null)).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    const created = await graphqlPost(server.url, 'mutation Create($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      { store: 'na_us', variables: { input: { email: 'blank.name@example.com', firstname: '', lastname: 'Rowe', password: 'test123#A' } } });
    expect(firstError(created.body)).toEqual({ message: '"First Name" is a required value.', category: 'graphql-input' });
  });

  // GetCustomerTest::testGetCustomerIfAccountIsLocked, UpdateCustomerV2Test::testUpdateCustomerIfAccountIsLocked (after
  // testUpdateCustomerIfInputDataIsEmpty's check), ChangeCustomerPasswordTest::testChangePasswordIfCustomerIsLocked: a token
  // issued before the lock stops reading and changing the profile while it lasts.
  it('a locked account is "The account is locked." (401) to the customer query and the profile changes', async () => {
    const { email, password, token } = await registerCustomer(server.url);
    const locked = new Date(Date.now() + 600_000).toISOString().slice(0, 19).replace('T', ' ');
    db.prepare('UPDATE customers SET lock_expires = ? WHERE email = ?').run(locked, email);
    const refused = { message: 'The account is locked.', category: 'graphql-authentication' };
    const me = await graphqlPost(server.url, 'query Me { customer { email } }', { store: 'na_us', token });
    expect(me.status).toBe(401);
    expect(firstError(me.body)).toEqual(refused);
    const update = await graphqlPost(server.url, UPDATE, { store: 'na_us', token, variables: { input: { firstname: 'Richard' } } });
    expect(firstError(update.body)).toEqual(refused);
    expect(firstError((await graphqlPost(server.url, UPDATE, { store: 'na_us', token, variables: { input: {} } })).body))
      .toEqual({ message: '"input" value should be specified', category: 'graphql-input' });
    expect(firstError((await graphqlPost(server.url, UPDATE_EMAIL, { store: 'na_us', token, variables: { email: 'moved@example.com', password } })).body))
      .toEqual(refused);
    const change = await graphqlPost(server.url, CHANGE_PASSWORD, { store: 'na_us', token, variables: { current: password, next: 'Brand#New2025' } });
    expect(firstError(change.body)).toEqual(refused);
    db.prepare('UPDATE customers SET lock_expires = NULL WHERE email = ?').run(email);
    expect((await graphqlPost(server.url, 'query Me { customer { email firstname } }', { store: 'na_us', token })).body.data)
      .toEqual({ customer: { email, firstname: expect.any(String) } });
  });

  // CustomerEmailUpdateTest::testUpdateCustomerEmailWithEmptyFields: the password first, then the address.
  it('updateCustomerEmail: a new address needs the current password; an empty address is not a valid one', async () => {
    const { password, token } = await registerCustomer(server.url);
    const update = async (email: string, current: string) =>
      firstError((await graphqlPost(server.url, UPDATE_EMAIL, { store: 'na_us', token, variables: { email, password: current } })).body);
    expect(await update('new.address@example.com', '')).toEqual({ message: 'Provide the current "password" to change "email".', category: 'graphql-input' });
    expect(await update('', '')).toEqual({ message: 'Provide the current "password" to change "email".', category: 'graphql-input' });
    expect(await update('', password)).toEqual({ message: '"" is not a valid email address.', category: 'graphql-input' });
  });

  // UpdateCustomerV2Test::testUpdateCustomer (a date of birth written 3/11/1972, month first as PHP reads it).
  it('updateCustomerV2 takes a date of birth written month first with slashes, and keeps the day', async () => {
    const { token } = await registerCustomer(server.url);
    const update = async (date: string) => (await graphqlPost<{ updateCustomerV2: { customer: { date_of_birth: string | null } } }>(server.url,
      'mutation Update($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { date_of_birth } } }',
      { store: 'na_us', token, variables: { input: { date_of_birth: date } } })).body;
    expect((await update('3/11/1972')).data?.updateCustomerV2.customer.date_of_birth).toBe('1972-03-11');
    expect((await update('1980-12-31')).data?.updateCustomerV2.customer.date_of_birth).toBe('1980-12-31');
    for (const invalid of ['13/01/1980', '2/30/1980', '3/11/72', '3/11/2999']) {
      expect(firstError(await update(invalid)), invalid).toEqual({ message: 'Invalid date', category: 'graphql-input' });
    }
  });

  // CreateCustomerAddressTest::testCreateCustomerAddress (Arizona, region_id 4), testCreateCustomerAddressWithMissingInput;
  // UpdateCustomerAddressTest (Alberta, region_id 66): Magento's own region ids.
  it('createCustomerAddress: Magento\'s region ids for the US and Canada; an empty input in Magento\'s words', async () => {
    const { token } = await registerCustomer(server.url);
    const create = async (input: Record<string, unknown>) => (await graphqlPost<{ createCustomerAddress: { region: unknown } | null }>(server.url,
      'mutation Create($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { region { region region_code region_id } } }',
      { store: 'na_us', token, variables: { input } })).body;
    expect((await create({ ...address, city: 'Phoenix', postcode: '85001', region: { region: 'Arizona', region_id: 4, region_code: 'AZ' } }))
      .data?.createCustomerAddress).toEqual({ region: { region: 'Arizona', region_code: 'AZ', region_id: 4 } });
    expect((await create({ ...address, country_code: 'CA', city: 'Calgary', postcode: 'T2P 1J9', region: { region_id: 66 } }))
      .data?.createCustomerAddress).toEqual({ region: { region: 'Alberta', region_code: 'AB', region_id: 66 } });
    expect([regionOf(db, 'US', 'NY').region_id, regionOf(db, 'US', 'TX').region_id, regionOf(db, 'CA', 'ON').region_id]).toEqual([43, 57, 74]);
    expect(firstError(await create({}))).toEqual({ message: '"input" value should be specified', category: 'graphql-input' });
  });

  // CreateCustomerAddressTest: testCreateCustomerAddressRegionCodeWithoutRegionId, testCreateCustomerAddressRegionCodeWithRegionIdForNoRegionRequiredCountry,
  // testCreateCustomerAddressRegionCodeWithWrongRegionIdForRegionRequiredCountry, testCreateCustomerAddressRegionCodeWithOutRegionIdForNoRegionRequiredCountry,
  // testCreateCustomerAddressWithRedundantStreetLine, testCreateCustomerAddressWithMissingAttribute.
  it('createCustomerAddress: regions by id where required, text where the country has none', async () => {
    const { token } = await registerCustomer(server.url);
    const create = async (input: Record<string, unknown>) => (await graphqlPost<{ createCustomerAddress: { region: unknown } | null }>(server.url,
      'mutation Create($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { region { region region_code region_id } } }',
      { store: 'na_us', token, variables: { input } })).body;
    const ny = regionOf(db, 'US', 'NY');
    const ma = regionOf(db, 'US', 'MA');
    expect(firstError(await create({ ...address, region: { region_code: 'NY' } })))
      .toEqual({ message: 'A region_id is required for the specified country code', category: 'graphql-input' });
    expect(firstError(await create({ ...address, region: { region_code: 'NY', region_id: ma.region_id } })))
      .toEqual({ message: 'The region_id does not match the selected country or region', category: 'graphql-input' });
    expect(firstError(await create({ ...address, street: ['Line 1 Street', 'Line 2', 'Line 3'], region: ny })))
      .toEqual({ message: '"Street Address" cannot contain more than 2 lines.', category: 'graphql-input' });
    expect(firstError(await create({ ...address, firstname: '', region: ny })))
      .toEqual({ message: 'Required parameters are missing: firstname', category: 'graphql-input' });
    expect((await create({ ...address, region: ny })).data?.createCustomerAddress)
      .toEqual({ region: { region: 'New York', region_code: 'NY', region_id: ny.region_id } });
  });

  // DeleteCustomerAddressTest: testDeleteCustomerAddress, testDeleteCustomerAddressIfUserIsNotAuthorized,
  // testDeleteDefaultShippingCustomerAddress, testDeleteDefaultBillingCustomerAddress, testDeleteNonExistCustomerAddress,
  // testDeleteAnotherCustomerAddress.
  it('deleteCustomerAddress answers as Magento for every case', async () => {
    const owner = await registerCustomer(server.url);
    const stranger = await registerCustomer(server.url);
    const create = async (input: Record<string, unknown>) => (await graphqlPost<{ createCustomerAddress: { id: number } }>(server.url, CREATE_ADDRESS,
      { store: 'na_us', token: owner.token, variables: { input: { ...input, region: regionOf(db, 'US', 'NY') } } })).body.data?.createCustomerAddress.id ?? 0;
    const billing = await create({ ...address, default_billing: true });
    const shipping = await create({ ...address, default_shipping: true });
    const plain = await create(address);
    const remove = async (id: number, token?: string) => (await graphqlPost(server.url, DELETE_ADDRESS, { store: 'na_us', token, variables: { id } })).body;
    expect(firstError(await remove(plain))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    expect(firstError(await remove(shipping, owner.token))).toEqual({
      message: `Customer Address ${shipping} is set as default shipping address and can not be deleted`, category: 'graphql-input',
    });
    expect(firstError(await remove(billing, owner.token))).toEqual({
      message: `Customer Address ${billing} is set as default billing address and can not be deleted`, category: 'graphql-input',
    });
    expect(firstError(await remove(9999, owner.token))).toEqual({ message: 'Could not find a address with ID "9999"', category: 'graphql-no-such-entity' });
    expect(firstError(await remove(plain, stranger.token))).toEqual({
      message: `Current customer does not have permission to address with ID "${plain}"`, category: 'graphql-authorization',
    });
    expect((await remove(plain, owner.token)).data).toEqual({ deleteCustomerAddress: true });
  });

  // ResetPasswordTest: testEmailAvailableEmptyValue, testEmailInvalidValue, testResetPasswordTokenEmptyValue,
  // testResetPasswordTokenMismatched, testNewPasswordEmptyValue, testPasswordResetForLockCustomer (after a valid token here),
  // testResetCustomerAccountPasswordSuccessfully; RequestPasswordResetEmailTest: testEmailAvailableEmptyValue,
  // testEmailAvailableInvalidValue, testCustomerAccountWithEmailAvailable.
  it('requestPasswordResetEmail and resetPassword answer in Magento\'s words', async () => {
    const { email } = await registerCustomer(server.url);
    const request = async (value: string) => (await graphqlPost(server.url, REQUEST_RESET, { store: 'na_us', variables: { email: value } })).body;
    expect(firstError(await request(''))).toEqual({ message: 'You must specify an email address.', category: 'graphql-input' });
    expect(firstError(await request('invalid-email'))).toEqual({ message: 'The email address has an invalid format.', category: 'graphql-input' });
    expect((await request(email)).data).toEqual({ requestPasswordResetEmail: true });
    const token = /token=([0-9a-f]{64})/.exec(outboxFor(db, email)[0]?.body ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    const reset = async (variables: { email: string; token: string; password: string }) =>
      (await graphqlPost(server.url, RESET, { store: 'na_us', variables })).body;
    const password = 'new_password123';
    expect(firstError(await reset({ email: '', token, password }))).toEqual({ message: 'You must specify an email address.', category: 'graphql-input' });
    expect(firstError(await reset({ email: 'invalid-email', token, password }))).toEqual({ message: 'The email address has an invalid format.', category: 'graphql-input' });
    expect(firstError(await reset({ email, token: '', password }))).toEqual({ message: 'resetPasswordToken must be specified', category: 'graphql-input' });
    expect(firstError(await reset({ email, token: '1234567890XYZ', password }))).toEqual({ message: "Cannot set the customer's password", category: 'graphql-input' });
    expect(firstError(await reset({ email, token, password: '' }))).toEqual({ message: 'newPassword must be specified', category: 'graphql-input' });

    const locked = new Date(Date.now() + 600_000).toISOString().slice(0, 19).replace('T', ' ');
    db.prepare('UPDATE customers SET lock_expires = ? WHERE email = ?').run(locked, email);
    expect(firstError(await reset({ email, token, password }))).toEqual({ message: 'The account is locked.', category: 'graphql-input' });
    db.prepare('UPDATE customers SET lock_expires = NULL WHERE email = ?').run(email);
    expect((await reset({ email, token, password })).data).toEqual({ resetPassword: true });
  });
});

describe('Magento Newsletter fidelity', () => {
  const { db, server } = useTestServer();

  // Guest\SubscribeEmailToNewsletterTest::testAddEmailIntoNewsletterSubscription, testNewsletterSubscriptionWithIncorrectEmailFormat,
  // testNewsletterSubscriptionWithAlreadySubscribedEmail.
  it('a guest subscribes; a malformed or already subscribed address is refused', async () => {
    expect((await graphqlPost(server.url, SUBSCRIBE, { store: 'na_us', variables: { email: 'guest@example.com' } })).body.data)
      .toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
    expect(firstError((await graphqlPost(server.url, SUBSCRIBE, { store: 'na_us', variables: { email: 'guest.example.com' } })).body).message)
      .toBe('Enter a valid email address.');
    expect(firstError((await graphqlPost(server.url, SUBSCRIBE, { store: 'na_us', variables: { email: 'guest@example.com' } })).body).message)
      .toBe('This email address is already subscribed.');
  });

  // Guest\SubscribeEmailToNewsletterTest::testNewsletterSubscriptionWithDisallowedGuestSubscription
  // (newsletter/subscription/allow_guest_subscribe 0): guests are refused, customers still subscribe.
  it('refuses guests where the store allows only customers to subscribe', async () => {
    const row = db.prepare("SELECT settings FROM stores WHERE code = 'uk_en'").get() as { settings: string };
    db.prepare("UPDATE stores SET settings = ? WHERE code = 'uk_en'")
      .run(JSON.stringify({ ...JSON.parse(row.settings) as object, newsletter_allow_guest_subscribe: '0' }));
    try {
      const guest = await graphqlPost(server.url, SUBSCRIBE, { store: 'uk_en', variables: { email: 'guest@example.com' } });
      expect(firstError(guest.body)).toEqual({
        message: 'Guests can not subscribe to the newsletter. You must create an account to subscribe.', category: 'graphql-input',
      });
      const customer = await registerCustomer(server.url, 'uk_en');
      expect((await graphqlPost(server.url, SUBSCRIBE, { store: 'uk_en', token: customer.token, variables: { email: customer.email } })).body.data)
        .toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
    } finally {
      db.prepare("UPDATE stores SET settings = ? WHERE code = 'uk_en'").run(row.settings);
    }
  });

  // Customer\SubscribeEmailToNewsletterTest::testAddRegisteredCustomerEmailIntoNewsletterSubscription,
  // testNewsletterSubscriptionWithAnotherCustomerEmail.
  it('a customer subscribes their own address but not another customer\'s', async () => {
    const me = await registerCustomer(server.url);
    const other = await registerCustomer(server.url);
    expect((await graphqlPost(server.url, SUBSCRIBE, { store: 'na_us', token: me.token, variables: { email: me.email } })).body.data)
      .toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
    const theirs = await graphqlPost(server.url, SUBSCRIBE, { store: 'na_us', token: me.token, variables: { email: other.email } });
    expect(firstError(theirs.body)).toEqual({ message: 'Cannot create a newsletter subscription.', category: 'graphql-input' });
  });
});

describe('Magento Wishlist fidelity', () => {
  const { db, server } = useTestServer();

  // DeleteProductsFromWishlistTest::testDeleteWishlistItemFromWishlist, testUnauthorizedWishlistItemDelete.
  it('removes an item; another customer\'s item named on one\'s own list is a user error and stays', async () => {
    const one = await registerCustomer(server.url);
    const two = await registerCustomer(server.url);
    await graphqlPost(server.url, ADD, { store: 'na_us', token: one.token, variables: { id: '0', items: [{ sku: 'SFD-POCKET', quantity: 1 }] } });
    await graphqlPost(server.url, ADD, { store: 'na_us', token: two.token, variables: { id: '0', items: [{ sku: 'SFD-POCKET', quantity: 1 }] } });
    const listOf = async (token: string) => (await graphqlPost<Wishlists>(server.url, WISHLIST, { store: 'na_us', token })).body.data?.customer.wishlists[0];
    const oneList = await listOf(one.token);
    const twoList = await listOf(two.token);
    const oneItem = oneList?.items_v2.items[0]?.id ?? '';

    const foreign = await graphqlPost<{ removeProductsFromWishlist: unknown }>(server.url, REMOVE,
      { store: 'na_us', token: two.token, variables: { id: twoList?.id, ids: [oneItem] } });
    expect(foreign.body.data?.removeProductsFromWishlist).toEqual({
      user_errors: [{ code: 'UNDEFINED', message: `The wishlist item with ID "${oneItem}" does not belong to the wishlist` }],
      wishlist: { id: twoList?.id, items_count: 1, items_v2: { items: [{ id: twoList?.items_v2.items[0]?.id }] } },
    });
    expect((await listOf(one.token))?.items_count).toBe(1);

    const own = await graphqlPost<{ removeProductsFromWishlist: unknown }>(server.url, REMOVE,
      { store: 'na_us', token: one.token, variables: { id: oneList?.id, ids: [oneItem] } });
    expect(own.body.data?.removeProductsFromWishlist).toEqual({ user_errors: [], wishlist: { id: oneList?.id, items_count: 0, items_v2: { items: [] } } });
  });

  // CustomerWishlistTest::testCustomerAlwaysHasWishlist, testGuestCannotGetWishlist, testCustomerCannotGetWishlistWhenDisabled
  // (wishlist/general/active 0).
  it('customer.wishlists: always one list, guests refused, a disabled wish list answers Magento\'s message', async () => {
    const { token } = await registerCustomer(server.url, 'uk_en');
    const read = (caller?: string) => graphqlPost<Wishlists>(server.url, WISHLIST, { store: 'uk_en', token: caller });
    expect((await read(token)).body.data?.customer.wishlists).toEqual([{ id: expect.any(String), items_count: 0, items_v2: { items: [] } }]);
    expect(firstError((await read()).body)).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    const row = db.prepare("SELECT settings FROM stores WHERE code = 'uk_en'").get() as { settings: string };
    db.prepare("UPDATE stores SET settings = ? WHERE code = 'uk_en'")
      .run(JSON.stringify({ ...JSON.parse(row.settings) as object, magento_wishlist_general_is_enabled: '0' }));
    try {
      expect(firstError((await read(token)).body)).toEqual({ message: 'The wishlist configuration is currently disabled.', category: 'graphql-input' });
    } finally {
      db.prepare("UPDATE stores SET settings = ? WHERE code = 'uk_en'").run(row.settings);
    }
  });

  // CustomerWishlistTest::testAddProductToWishlistWithZeroQty, UpdateProductsFromWishlistTest (qty 0), an unknown SKU: user_errors,
  // the list unchanged.
  it('a zero quantity and an unknown SKU are user errors; the list stays as it was', async () => {
    const { token } = await registerCustomer(server.url);
    const add = async (items: Array<Record<string, unknown>>) => (await graphqlPost<{ addProductsToWishlist: unknown }>(server.url, ADD,
      { store: 'na_us', token, variables: { id: '0', items } })).body.data?.addProductsToWishlist;
    const zero = await add([{ sku: 'SFD-POCKET', quantity: 0 }]) as { user_errors: unknown; wishlist: { id: string; items_count: number } };
    expect(zero.user_errors).toEqual([{ code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' }]);
    expect(zero.wishlist.items_count).toBe(0);
    expect(await add([{ sku: 'NOPE-404', quantity: 1 }])).toMatchObject({
      user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE-404"' }], wishlist: { items_count: 0 },
    });
    // CustomerWishlistTest::testAddProductToWishlistWithDisabledProduct (the sample data's switched-off service).
    expect(await add([{ sku: 'SSV-AUDIT-2025', quantity: 2 }])).toMatchObject({
      user_errors: [{ code: 'UNDEFINED', message: 'The product is disabled' }], wishlist: { items_count: 0 },
    });
    await add([{ sku: 'SFD-POCKET', quantity: 2 }]);
    const list = (await graphqlPost<Wishlists>(server.url, WISHLIST, { store: 'na_us', token })).body.data?.customer.wishlists[0];
    const item = list?.items_v2.items[0]?.id ?? '';
    const update = await graphqlPost<{ updateProductsInWishlist: unknown }>(server.url, `mutation Update($id: ID!, $items: [WishlistItemUpdateInput!]!) {
      updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { items_v2 { items { id quantity } } } }
    }`, { store: 'na_us', token, variables: { id: list?.id, items: [{ wishlist_item_id: item, quantity: 0 }] } });
    // Magento words the update's refusal as one word ("wishlist"), the add's as two.
    expect(update.body.data?.updateProductsInWishlist).toEqual({
      user_errors: [{ code: 'UNDEFINED', message: 'The quantity of a wishlist item cannot be 0' }],
      wishlist: { items_v2: { items: [{ id: item, quantity: 2 }] } },
    });
  });
});

// The deprecated fields Magento 2.4.8 still serves, answered as its resolvers do: Customer.id and
// CustomerAddress.customer_id null (ExtractCustomerData, ExtractCustomerAddressData), Wishlist.items the whole list.
describe('Magento deprecated customer fields', () => {
  const { db, server } = useTestServer();

  const ADDRESS_FIELDS = 'id customer_id country_id city firstname lastname';
  const WISHLIST_ITEMS = `query Items { customer { wishlist {
    id items_count sharing_code updated_at
    items { id qty description added_at product { sku } }
    items_v2 { items { id quantity description added_at product { sku } } }
  } } }`;
  const ADD_WITH_ITEMS = `mutation AddItems($id: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
      user_errors { code message } wishlist { id items_count items { product { name sku } description qty } }
    }
  }`;
  interface ItemsList {
    id: string;
    items_count: number;
    items: Array<{ id: number; qty: number; description: string | null; added_at: string; product: { sku: string } }>;
    items_v2: { items: Array<{ id: string; quantity: number; description: string | null; added_at: string; product: { sku: string } }> };
  }
  const wishlistOf = async (token: string): Promise<ItemsList | undefined> =>
    (await graphqlPost<{ customer: { wishlist: ItemsList } }>(server.url, WISHLIST_ITEMS, { store: 'na_us', token })).body.data?.customer.wishlist;

  // GetCustomerTest::testGetCustomer (assertNull on `id`); the mutations answering a Customer resolve it the same way.
  it('Customer.id and group_id are null in the customer query and in every mutation that answers a Customer', async () => {
    const { email, password, token } = await registerCustomer(server.url);
    const me = await graphqlPost(server.url, 'query Me { customer { id group_id firstname lastname email } }', { store: 'na_us', token });
    expect(me.body).toEqual({ data: { customer: { id: null, group_id: null, firstname: 'Test', lastname: 'Shopper', email } } });

    const created = await graphqlPost(server.url, 'mutation Create($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { id group_id email } } }',
      { store: 'na_us', variables: { input: { firstname: 'Ida', lastname: 'Null', email: `id.${email}`, password } } });
    expect(created.body).toEqual({ data: { createCustomerV2: { customer: { id: null, group_id: null, email: `id.${email}` } } } });
    const updated = await graphqlPost(server.url, 'mutation Update { updateCustomerV2(input: { firstname: "Jo" }) { customer { id group_id firstname } } }',
      { store: 'na_us', token });
    expect(updated.body).toEqual({ data: { updateCustomerV2: { customer: { id: null, group_id: null, firstname: 'Jo' } } } });
    // The seeded customer, whose row id is known: never answered either.
    const seeded = await graphqlPost(server.url, 'query Me { customer { id group_id email } }',
      { store: 'na_us', token: await tokenFor(server.url, roxanne.email, roxanne.password) });
    expect(seeded.body).toEqual({ data: { customer: { id: null, group_id: null, email: roxanne.email } } });
  });

  // GetAddressesTest::testGetCustomerWithAddresses (customer_id 0, i.e. null), CreateCustomerAddressTest::testCreateCustomerAddress
  // (assertNull on customer_id), UpdateCustomerAddressTest.
  it('CustomerAddress.customer_id is null in addresses, addressesV2 and the address mutations', async () => {
    const { token } = await registerCustomer(server.url);
    const ny = regionOf(db, 'US', 'NY');
    const created = await graphqlPost<{ createCustomerAddress: { id: number } }>(server.url,
      `mutation Create($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} } }`,
      { store: 'na_us', token, variables: { input: { ...address, region: ny } } });
    const id = created.body.data?.createCustomerAddress.id ?? 0;
    const expected = { id, customer_id: null, country_id: 'US', city: 'New York', firstname: 'John', lastname: 'Smith' };
    expect(created.body).toEqual({ data: { createCustomerAddress: expected } });
    const updated = await graphqlPost(server.url,
      `mutation Update($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Albany" }) { ${ADDRESS_FIELDS} } }`,
      { store: 'na_us', token, variables: { id } });
    expect(updated.body).toEqual({ data: { updateCustomerAddress: { ...expected, city: 'Albany' } } });
    const read = await graphqlPost(server.url, `query Addresses { customer { addresses { ${ADDRESS_FIELDS} } addressesV2 { items { customer_id } } } }`,
      { store: 'na_us', token });
    expect(read.body).toEqual({ data: { customer: { addresses: [{ ...expected, city: 'Albany' }], addressesV2: { items: [{ customer_id: null }] } } } });
  });

  // CustomerWishlistTest::testCustomerWishlist: items[0].product.sku, beside the list's own fields.
  it('Wishlist.items lists the items as items_v2 does: Int ids, qty, the comment and the product', async () => {
    const { token } = await registerCustomer(server.url);
    await graphqlPost(server.url, ADD, { store: 'na_us', token, variables: { id: '0', items: [{ sku: 'SFD-POCKET', quantity: 2 }, { sku: 'SFD-METAL', quantity: 1 }] } });
    const before = await wishlistOf(token);
    const first = before?.items_v2.items[0]?.id ?? '';
    await graphqlPost(server.url, `mutation Comment($id: ID!, $items: [WishlistItemUpdateInput!]!) {
      updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { message } }
    }`, { store: 'na_us', token, variables: { id: before?.id, items: [{ wishlist_item_id: first, description: 'for the studio' }] } });

    const list = await wishlistOf(token);
    expect(list?.items_count).toBe(2);
    expect(list?.items.map((item) => item.product.sku)).toEqual(['SFD-POCKET', 'SFD-METAL']);
    expect(list?.items).toEqual(list?.items_v2.items.map(({ id, quantity, ...rest }) => ({ id: Number(id), qty: quantity, ...rest })));
    expect(list?.items[0]).toEqual({
      id: Number(first), qty: 2, description: 'for the studio', added_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      product: { sku: 'SFD-POCKET' },
    });
  });

  // CustomerWishlistTest::testAddProductToWishlistWithZeroQty, testAddProductToWishlistWithDisabledProduct: `items` empty.
  it('Wishlist.items is empty after a refused add, and holds every item where items_v2 pages at 20', async () => {
    const { token } = await registerCustomer(server.url);
    const add = async (items: Array<Record<string, unknown>>) => (await graphqlPost<{ addProductsToWishlist: unknown }>(server.url, ADD_WITH_ITEMS,
      { store: 'na_us', token, variables: { id: '0', items } })).body.data?.addProductsToWishlist;
    expect(await add([{ sku: 'SFD-POCKET', quantity: 0 }])).toEqual({
      user_errors: [{ code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' }],
      wishlist: { id: expect.any(String), items_count: 0, items: [] },
    });
    expect(await add([{ sku: 'SSV-AUDIT-2025', quantity: 2 }])).toMatchObject({ wishlist: { items_count: 0, items: [] } });

    const skus = (db.prepare(`SELECT sku FROM catalog_products WHERE sku LIKE 'SCH-%' AND status = 1 AND stock_status = 1
      ORDER BY id LIMIT 21`).all() as Array<{ sku: string }>).map((row) => row.sku);
    expect(skus).toHaveLength(21);
    expect(await add(skus.map((sku) => ({ sku, quantity: 1 })))).toMatchObject({ user_errors: [], wishlist: { items_count: 21 } });
    const list = await wishlistOf(token);
    expect(list?.items.map((item) => item.product.sku)).toEqual(skus);
    expect(list?.items_v2.items).toHaveLength(20);
  });

  // Magento serves Wishlist only under the caller's own lists (DeleteProductsFromWishlistTest::testUnauthorizedWishlistItemDelete):
  // `items` never shows another customer's items.
  it('Wishlist.items shows only the caller\'s own items; another customer\'s list id answers no list', async () => {
    const one = await registerCustomer(server.url);
    const two = await registerCustomer(server.url);
    await graphqlPost(server.url, ADD, { store: 'na_us', token: one.token, variables: { id: '0', items: [{ sku: 'SFD-POCKET', quantity: 3 }] } });
    await graphqlPost(server.url, ADD, { store: 'na_us', token: two.token, variables: { id: '0', items: [{ sku: 'SFD-METAL', quantity: 1 }] } });
    const oneList = await wishlistOf(one.token);
    expect((await wishlistOf(two.token))?.items.map((item) => [item.product.sku, item.qty])).toEqual([['SFD-METAL', 1]]);

    const byId = await graphqlPost(server.url, 'query ById($id: ID!) { customer { wishlist_v2(id: $id) { items { id } } } }',
      { store: 'na_us', token: two.token, variables: { id: oneList?.id } });
    expect(byId.body).toEqual({ data: { customer: { wishlist_v2: null } } });
    const foreign = await graphqlPost(server.url, ADD_WITH_ITEMS,
      { store: 'na_us', token: two.token, variables: { id: oneList?.id, items: [{ sku: 'SFD-METAL', quantity: 1 }] } });
    expect(foreign.body.data).toEqual({ addProductsToWishlist: null });
    expect(firstError(foreign.body)).toEqual({ message: 'The wishlist was not found.', category: 'graphql-input' });
    expect((await wishlistOf(one.token))?.items.map((item) => [item.product.sku, item.qty])).toEqual([['SFD-POCKET', 3]]);
  });

  it('introspection shows the four fields deprecated with Magento\'s reasons', async () => {
    const fieldsOf = `query Fields($name: String!) { __type(name: $name) { fields(includeDeprecated: true) { name type { name kind ofType { name } } isDeprecated deprecationReason } } }`;
    const field = async (type: string, name: string) => ((await graphqlPost<{ __type: { fields: Array<{ name: string }> } }>(server.url, fieldsOf,
      { store: 'na_us', variables: { name: type } })).body.data?.__type.fields ?? []).find((f) => f.name === name);
    expect(await field('Customer', 'id')).toEqual({
      name: 'id', type: { name: 'Int', kind: 'SCALAR', ofType: null }, isDeprecated: true,
      deprecationReason: '`id` is not needed as part of `Customer`, because on the server side, it can be identified based on the customer token used for authentication. There is no need to know customer ID on the client side.',
    });
    expect(await field('Customer', 'group_id')).toEqual({
      name: 'group_id', type: { name: 'Int', kind: 'SCALAR', ofType: null }, isDeprecated: true,
      deprecationReason: 'Customer group should not be exposed in the storefront scenarios.',
    });
    expect(await field('CustomerAddress', 'customer_id')).toEqual({
      name: 'customer_id', type: { name: 'Int', kind: 'SCALAR', ofType: null }, isDeprecated: true,
      deprecationReason: '`customer_id` is not needed as part of `CustomerAddress`. The `id` is a unique identifier for the addresses.',
    });
    expect(await field('Wishlist', 'items')).toEqual({
      name: 'items', type: { name: null, kind: 'LIST', ofType: { name: 'WishlistItem' } }, isDeprecated: true,
      deprecationReason: 'Use the `items_v2` field instead.',
    });
  });
});

describe('Magento deprecated customer fields on the stock profile', () => {
  const { server } = useTestServer({ profile: 'stock' });

  it('are served by a stock Magento too', async () => {
    const { token } = await registerCustomer(server.url);
    await graphqlPost(server.url, ADD, { store: 'na_us', token, variables: { id: '0', items: [{ sku: 'SFD-POCKET', quantity: 1 }] } });
    const me = await graphqlPost(server.url, 'query Me { customer { id addresses { customer_id } wishlist { items { qty product { sku } } } } }',
      { store: 'na_us', token });
    expect(me.body).toEqual({ data: { customer: { id: null, addresses: [], wishlist: { items: [{ qty: 1, product: { sku: 'SFD-POCKET' } }] } } } });
  });
});

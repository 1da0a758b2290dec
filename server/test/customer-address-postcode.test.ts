import { type CustomerServer, firstError, regionOf, registerCustomer, startCustomerServer } from './customerHelpers';
import { graphqlGet, graphqlPost } from './helpers';

const CREATE = 'mutation AddAddress($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id postcode country_code } }';
const UPDATE = `mutation EditAddress($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) { id postcode country_code }
}`;
const BOOK = 'query AddressBook { customer { addresses { id postcode } } }';

const newYork = {
  firstname: 'Ada', lastname: 'Lovelace', street: ['10 Downing Way'], city: 'New York', postcode: '10001',
  country_code: 'US', telephone: '+1 212 555 0100', region: { region_code: 'NY' } as Record<string, unknown>,
};
const berlin = {
  firstname: 'Lena', lastname: 'Berg', street: ['Unter den Linden 1'], city: 'Berlin', postcode: '10117',
  country_code: 'DE', telephone: '+49 30 1234567',
};

type Address = { id: number; postcode: string | null; country_code: string };

describe('address book postcode patterns (the checkout\'s zip_code_patterns check)', () => {
  let env: CustomerServer;
  let usToken: string;
  let deToken: string;
  beforeAll(async () => {
    env = await startCustomerServer();
    newYork.region = regionOf(env.db, 'US', 'NY');
    ({ token: usToken } = await registerCustomer(env.server.url, 'na_us'));
    ({ token: deToken } = await registerCustomer(env.server.url, 'de_de'));
  });
  afterAll(async () => { await env.close(); });

  const create = (input: Record<string, unknown>, store: string, token: string) =>
    graphqlPost<{ createCustomerAddress: Address | null }>(env.server.url, CREATE, { store, token, variables: { input } });

  it.each([
    ['na_us', '1000', 'US', newYork],
    ['na_us', 'ABCDE', 'US', newYork],
    ['de_de', '1011', 'DE', berlin],
  ])('createCustomerAddress in %s refuses %j for %s with Magento\'s message', async (store, postcode, _country, address) => {
    const token = store === 'na_us' ? usToken : deToken;
    const { status, body } = await create({ ...address, postcode }, store, token);
    expect(status).toBe(200);
    expect(body.data?.createCustomerAddress ?? null).toBeNull();
    // Magento's message, in the store's language (issue 22).
    const message = store === 'de_de' ? `Ungültiger Wert „${postcode}“ für das Feld postcode.` : `Invalid value of "${postcode}" provided for the postcode field.`;
    expect(firstError(body)).toEqual({ message, category: 'graphql-input' });
  });

  it('accepts postcodes that fit the pattern (ZIP+4 too) and stores nothing for a refused one', async () => {
    expect((await create({ ...newYork, postcode: '10001-1234' }, 'na_us', usToken)).body.data?.createCustomerAddress)
      .toMatchObject({ postcode: '10001-1234', country_code: 'US' });
    expect((await create(berlin, 'de_de', deToken)).body.data?.createCustomerAddress).toMatchObject({ postcode: '10117' });
    const book = await graphqlGet<{ customer: { addresses: Address[] } }>(env.server.url, BOOK, { store: 'na_us', token: usToken });
    expect(book.body.data?.customer.addresses.map((a) => a.postcode)).toEqual(['10001-1234']);
  });

  it('updateCustomerAddress refuses a postcode that does not fit and keeps the stored one', async () => {
    const created = (await create(newYork, 'na_us', usToken)).body.data?.createCustomerAddress as Address;
    const update = (input: Record<string, unknown>) => graphqlPost<{ updateCustomerAddress: Address | null }>(
      env.server.url, UPDATE, { store: 'na_us', token: usToken, variables: { id: created.id, input } });
    const refused = await update({ postcode: '123' });
    expect(firstError(refused.body)).toEqual({ message: 'Invalid value of "123" provided for the postcode field.', category: 'graphql-input' });
    // A change of country checks the kept postcode against the new country's pattern (CA: "K1A 0B1").
    const moved = await update({ country_code: 'CA', region: regionOf(env.db, 'CA', 'ON') });
    expect(firstError(moved.body)).toEqual({ message: 'Invalid value of "10001" provided for the postcode field.', category: 'graphql-input' });
    expect((await update({ postcode: '94105' })).body.data?.updateCustomerAddress).toMatchObject({ postcode: '94105' });
    const book = await graphqlGet<{ customer: { addresses: Address[] } }>(env.server.url, BOOK, { store: 'na_us', token: usToken });
    expect(book.body.data?.customer.addresses.find((a) => a.id === created.id)?.postcode).toBe('94105');
  });
});

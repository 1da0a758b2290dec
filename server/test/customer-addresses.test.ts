import { type CustomerServer, firstError, regionOf, registerCustomer, startCustomerServer } from './customerHelpers';
import { graphqlGet, graphqlPost } from './helpers';

const FIELDS = `id firstname lastname company street city postcode telephone country_code country_id region { region region_code region_id }
  region_id default_billing default_shipping vat_id`;
const CREATE = `mutation AddAddress($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation EditAddress($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation DeleteAddress($id: Int!) { deleteCustomerAddress(id: $id) }';
const BOOK = `query AddressBook { customer { default_billing default_shipping addresses { id default_billing default_shipping city } } }`;

const newYork = {
  firstname: 'Ada', lastname: 'Lovelace', street: ['10 Downing Way', ''], city: 'New York', postcode: '10001',
  country_code: 'US', telephone: '+1 212 555 0100', region: { region_code: 'NY' } as Record<string, unknown>,
};

interface Address { id: number; default_billing: boolean; default_shipping: boolean; city: string; region: { region: string | null; region_code: string | null; region_id: number | null } }

describe('address book', () => {
  let env: CustomerServer;
  let token: string;
  beforeAll(async () => {
    env = await startCustomerServer();
    newYork.region = regionOf(env.db, 'US', 'NY');
    ({ token } = await registerCustomer(env.server.url));
  });
  afterAll(async () => { await env.close(); });

  const create = (input: Record<string, unknown>, store = 'na_us', as = token) =>
    graphqlPost<{ createCustomerAddress: Address }>(env.server.url, CREATE, { store, token: as, variables: { input } });
  const update = (id: number, input: Record<string, unknown>) =>
    graphqlPost<{ updateCustomerAddress: Address }>(env.server.url, UPDATE, { store: 'na_us', token, variables: { id, input } });
  const book = async () => (await graphqlGet<{ customer: { default_billing: string | null; default_shipping: string | null; addresses: Address[] } }>(
    env.server.url, BOOK, { store: 'na_us', token })).body.data?.customer;

  it('creates an address with its region from the country\'s list', async () => {
    const { status, body } = await create(newYork);
    expect(status).toBe(200);
    expect(body.data?.createCustomerAddress).toMatchObject({
      firstname: 'Ada', street: ['10 Downing Way'], country_code: 'US', country_id: 'US', default_billing: false, default_shipping: false,
      region: { region: 'New York', region_code: 'NY', region_id: expect.any(Number) }, company: null, vat_id: null,
    });
  });

  it('moves the default: setting a new default clears the previous one', async () => {
    const first = (await create({ ...newYork, city: 'Albany', default_billing: true, default_shipping: true })).body.data?.createCustomerAddress;
    expect(first).toMatchObject({ default_billing: true, default_shipping: true });
    const second = (await create({ ...newYork, city: 'Buffalo', default_shipping: true })).body.data?.createCustomerAddress;
    expect(second).toMatchObject({ default_billing: false, default_shipping: true });
    const after = await book();
    expect(after?.default_billing).toBe(String(first?.id));
    expect(after?.default_shipping).toBe(String(second?.id));
    expect(after?.addresses.filter((a) => a.default_shipping).map((a) => a.city)).toEqual(['Buffalo']);
    const edited = (await update(first?.id ?? 0, { default_shipping: true, city: 'Albany NY' })).body.data?.updateCustomerAddress;
    expect(edited).toMatchObject({ city: 'Albany NY', default_billing: true, default_shipping: true, region: { region_code: 'NY' } });
    expect((await book())?.addresses.filter((a) => a.default_shipping).map((a) => a.city)).toEqual(['Albany NY']);
  });

  it('refuses to delete a default address, deletes others', async () => {
    const current = await book();
    const defaultId = Number(current?.default_billing);
    const refused = await graphqlPost(env.server.url, DELETE, { store: 'na_us', token, variables: { id: defaultId } });
    expect(firstError(refused.body)).toEqual({
      message: `Customer Address ${defaultId} is set as default billing address and can not be deleted`, category: 'graphql-input',
    });
    const other = current?.addresses.find((a) => !a.default_billing && !a.default_shipping);
    const ok = await graphqlPost(env.server.url, DELETE, { store: 'na_us', token, variables: { id: other?.id } });
    expect(ok.body).toEqual({ data: { deleteCustomerAddress: true } });
    expect((await book())?.addresses.map((a) => a.id)).not.toContain(other?.id);
    const gone = await graphqlPost(env.server.url, DELETE, { store: 'na_us', token, variables: { id: other?.id } });
    expect(firstError(gone.body)).toEqual({ message: `Could not find a address with ID "${other?.id}"`, category: 'graphql-no-such-entity' });
  });

  it.each([
    [{ firstname: '', street: [] }, 'Required parameters are missing: firstname, street'],
    [{ country_code: 'JP' }, 'Invalid value of "JP" provided for the countryId field.'],
    [{ region: null }, '"regionId" is required. Enter and try again.'],
    [{ region: { region_code: 'ZZ' } }, 'A region_id is required for the specified country code'],
    [{ region: { region_code: 'NY' } }, 'A region_id is required for the specified country code'],
    [{ region: { region_id: 999999 } }, 'The region_id does not match the selected country or region'],
    [{ postcode: '' }, '"postcode" is required. Enter and try again.'],
    [{ street: ['1', '2', '3'] }, '"Street Address" cannot contain more than 2 lines.'],
  ])('validates as Magento: %j', async (override, message) => {
    const { body } = await create({ ...newYork, ...override });
    expect(firstError(body)).toEqual({ message, category: 'graphql-input' });
  });

  it('takes a free-text region where the country has no list, and no postcode where it has none (HK)', async () => {
    const hk = await registerCustomer(env.server.url, 'hk_en');
    const { body } = await create({
      firstname: 'Wing', lastname: 'Chan', street: ['1 Queen\'s Road Central'], city: 'Hong Kong', country_code: 'HK',
      telephone: '+852 5555 0100', region: { region: 'Central and Western' },
    }, 'hk_en', hk.token);
    expect(body.data?.createCustomerAddress).toMatchObject({ region: { region: 'Central and Western', region_id: null }, postcode: null });
  });

  it('refuses address calls to guests', async () => {
    const { status, body } = await graphqlPost(env.server.url, CREATE, { store: 'na_us', variables: { input: newYork } });
    expect(status).toBe(403);
    expect(firstError(body)).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });
});

describe('countries', () => {
  let env: CustomerServer;
  beforeAll(async () => { env = await startCustomerServer(); });
  afterAll(async () => { await env.close(); });

  it('lists the website\'s countries with names in the store language and their regions', async () => {
    const query = 'query Countries { countries { id two_letter_abbreviation three_letter_abbreviation full_name_english full_name_locale available_regions { id code name } } }';
    const us = await graphqlGet<{ countries: Array<{ id: string; available_regions: unknown[] | null }> }>(env.server.url, query, { store: 'na_us' });
    expect(us.body.data?.countries.map((c) => c.id)).toEqual(['CA', 'US']);
    const de = await graphqlGet<{ countries: Array<Record<string, unknown>> }>(env.server.url, query, { store: 'de_de' });
    expect(de.body.data?.countries).toHaveLength(27);
    expect(de.body.data?.countries.find((c) => c.id === 'DE')).toMatchObject({
      two_letter_abbreviation: 'DE', three_letter_abbreviation: 'DEU', full_name_english: 'Germany', full_name_locale: 'Deutschland',
    });
    expect(de.body.data?.countries.find((c) => c.id === 'FR')?.available_regions).toBeNull();
  });

  it('answers country(id) for an allowed country, Magento\'s error otherwise', async () => {
    const query = 'query Country($id: String) { country(id: $id) { id full_name_locale available_regions { code name } } }';
    const ca = await graphqlGet<{ country: { available_regions: Array<{ code: string }> } }>(env.server.url, query, { store: 'na_us', variables: { id: 'CA' } });
    expect(ca.body.data?.country.available_regions).toHaveLength(13);
    const it = await graphqlGet<{ country: { full_name_locale: string; available_regions: unknown[] } }>(env.server.url, query, { store: 'it_it', variables: { id: 'IT' } });
    expect(it.body.data?.country).toMatchObject({ full_name_locale: 'Italia' });
    expect(it.body.data?.country.available_regions).toHaveLength(107);
    const no = await graphqlGet(env.server.url, query, { store: 'na_us', variables: { id: 'DE' } });
    expect(firstError(no.body)).toEqual({ message: "The country isn't available.", category: 'graphql-no-such-entity' });
  });
});

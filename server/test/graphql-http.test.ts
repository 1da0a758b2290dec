import { expectMagentoErrorShape, graphqlGet, graphqlPost, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

// The HTTP contract of /graphql as Magento 2.4.8 defines it: verbs, Magento headers, error shape.
describe('/graphql over HTTP', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a GET query with the store of the Store header (the acceptance curl)', async () => {
    const response = await fetch(`${server.url}/graphql?query=%7BstoreConfig%7Bstore_code%20locale%7D%7D`, {
      headers: { Store: 'de_de' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'de_de', locale: 'de_DE' } } });
  });

  it('uses the default store na_us when no Store header is sent', async () => {
    const { status, body } = await graphqlGet(server.url, '{ storeConfig { store_code locale } }', {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { storeConfig: { store_code: 'na_us', locale: 'en_US' } } });
  });

  it('accepts "default" as the default store code, as Magento does', async () => {
    const { body } = await graphqlGet(server.url, '{ storeConfig { store_code } }', { store: 'default' });
    expect(body.data).toEqual({ storeConfig: { store_code: 'na_us' } });
  });

  it('rejects an unknown store with Magento message and category, HTTP 200', async () => {
    const { status, body } = await graphqlGet(server.url, '{ storeConfig { store_code } }', { store: 'xx_yy' });
    expect(status).toBe(200);
    expect(body).toEqual({
      errors: [{ message: 'Requested store is not found', extensions: { category: 'graphql-input' } }],
    });
  });

  it('accepts a Content-Currency the store allows, and rejects one it does not', async () => {
    const query = '{ currency { price_format { pattern } } }';
    const hkd = await graphqlGet(server.url, query, { store: 'hk_en', currency: 'HKD' });
    expect(hkd.body.data).toEqual({ currency: { price_format: { pattern: 'HK$%s' } } });
    const lowercase = await graphqlGet(server.url, query, { store: 'de_de', currency: 'eur' });
    expect(lowercase.body.errors).toBeUndefined();
    const usdOnDe = await graphqlGet(server.url, query, { store: 'de_de', currency: 'USD' });
    expect(usdOnDe.status).toBe(200);
    expect(usdOnDe.body).toEqual({
      errors: [{ message: 'Please correct the target currency', extensions: { category: 'graphql-input' } }],
    });
  });

  it('rejects a mutation sent over GET with Magento message', async () => {
    const { status, body } = await graphqlGet(server.url, 'mutation { subscribeEmailToNewsletter(email: "a@b.co") { status } }');
    expect(status).toBe(200);
    expect(body).toEqual({
      errors: [{ message: 'Mutation requests allowed only for POST requests', extensions: { category: 'graphql-input' } }],
    });
  });

  it('runs a mutation sent as POST JSON', async () => {
    const { status, body } = await graphqlPost(server.url,
      'mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }',
      { store: 'uk_en', variables: { email: 'http-test@spectrane.example' } });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } } });
  });

  it('answers a malformed document with HTTP 400, as Magento does for a syntax error, and a "graphql" category error', async () => {
    const { status, body } = await graphqlGet(server.url, '{ storeConfig { store_code ');
    expect(status).toBe(400);
    expectMagentoErrorShape(body);
    expect(body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Syntax Error/), extensions: { category: 'graphql' } });
    expect(body.errors?.[0]?.locations).toEqual([{ line: 1, column: 28 }]);
  });

  it('answers an unknown field with HTTP 200 and a "graphql" category error', async () => {
    const { status, body } = await graphqlGet(server.url, '{ storeConfig { no_such_field } }');
    expect(status).toBe(200);
    expectMagentoErrorShape(body);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Cannot query field "no_such_field" on type "StoreConfig".',
      extensions: { category: 'graphql' },
    });
  });

  it('answers invalid variables in Magento shape with HTTP 200', async () => {
    const { status, body } = await graphqlPost(server.url,
      'mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }',
      { store: 'na_us', variables: { email: 42 } });
    expect(status).toBe(200);
    expectMagentoErrorShape(body);
    expect(body.errors?.[0]?.message).toMatch(/Variable "\$email" got invalid value 42/);
    expect(body.errors?.[0]?.extensions).toEqual({ category: 'graphql' });
    expect(body.data).toBeUndefined();
  });

  it('requires application/json for POST, as Magento does', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST', headers: { 'Content-Type': 'text/plain', Store: 'na_us' }, body: '{"query":"{ currency { base_currency_code } }"}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Request content type must be application/json', extensions: { category: 'graphql' } }],
    });
  });

  it('answers a request without a query with 400, as Magento answers parsing nothing; an empty JSON POST is not a content-type fault', async () => {
    const eof = { errors: [{ message: 'Syntax Error: Unexpected <EOF>.', extensions: { category: 'graphql' } }] };
    for (const body of ['{"query":""}', '{"query":null}', '{}', undefined]) {
      const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Store: 'na_us' }, body });
      expect(response.status, String(body)).toBe(400);
      expect(await response.json(), String(body)).toEqual(eof);
    }
    const get = await fetch(`${server.url}/graphql`, { headers: { Store: 'na_us' } });
    expect(get.status).toBe(400);
    expect(await get.json()).toEqual(eof);
  });

  it('answers a POST body that is not JSON with Magento message and no internals', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Unable to parse the request.', extensions: { category: 'graphql' } }],
    });
  });

  it('blocks a GET without any preflight header (CSRF), still in Magento shape', async () => {
    const response = await fetch(`${server.url}/graphql?query=%7Bcurrency%7Bbase_currency_code%7D%7D`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as Parameters<typeof expectMagentoErrorShape>[0];
    expectMagentoErrorShape(body);
    expect(body.errors?.[0]?.message).toMatch(/Cross-Site Request Forgery/);
  });

  it('ignores an unknown bearer token on public queries, as Magento does for guests', async () => {
    const { body } = await graphqlGet(server.url, '{ storeConfig { store_code } }', { store: 'na_us', token: 'not-a-token' });
    expect(body).toEqual({ data: { storeConfig: { store_code: 'na_us' } } });
  });

  it('allows introspection, as Magento does', async () => {
    const { body } = await graphqlGet<{ __type: { name: string } }>(server.url, '{ __type(name: "StoreConfig") { name } }');
    expect(body.data?.__type.name).toBe('StoreConfig');
  });
});

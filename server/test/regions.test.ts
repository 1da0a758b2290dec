import { graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

type Region = { id: string; name: string; code: string; countries: Array<{ id: string; name: string; url: string; store_code: string }> };

describe('storeRegions and storeMessage', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists the regions with every store view once', async () => {
    const { body } = await graphqlGet<{ storeRegions: Region[] }>(server.url,
      '{ storeRegions { id name code countries { id name url store_code } } }', { store: 'na_us' });
    const regions = body.data?.storeRegions ?? [];
    expect(regions.map((r) => [r.code, r.name])).toEqual([
      ['na', 'North America'], ['eu', 'Europe'], ['uk', 'United Kingdom'], ['hk', 'Hong Kong'],
    ]);
    const europe = regions.find((r) => r.code === 'eu');
    expect(europe?.countries).toContainEqual({ id: 'eu-de', name: 'Deutschland', url: '/eu/de', store_code: 'de_de' });
    expect(regions.flatMap((r) => r.countries.map((c) => c.store_code)).sort()).toEqual(
      ['de_de', 'es_es', 'eu_en', 'fr_fr', 'hk_en', 'hk_tc', 'it_it', 'na_us', 'uk_en'],
    );
  });

  const MESSAGE = 'query GetStoreMessage($country: String) { storeMessage(country: $country) { country target_url html } }';

  it('suggests the regional store to a visitor from another region', async () => {
    const { body } = await graphqlGet<{ storeMessage: { country: string; target_url: string; html: string } }>(
      server.url, MESSAGE, { store: 'na_us', variables: { country: 'DE' } });
    expect(body.data?.storeMessage).toMatchObject({ country: 'DE', target_url: '/eu/de' });
    expect(body.data?.storeMessage.html).toContain('<a href="/eu/de">');
    expect(body.data?.storeMessage.html).toContain('Germany');
    const gb = await graphqlGet<{ storeMessage: { target_url: string } }>(server.url, MESSAGE, { store: 'na_us', variables: { country: 'gb' } });
    expect(gb.body.data?.storeMessage.target_url).toBe('/uk/en');
  });

  it('writes the message in the language of the store being viewed', async () => {
    const { body } = await graphqlGet<{ storeMessage: { html: string } }>(server.url, MESSAGE, { store: 'de_de', variables: { country: 'US' } });
    expect(body.data?.storeMessage.html).toContain('Vereinigte Staaten');
    expect(body.data?.storeMessage.html).toContain('<a href="/">');
  });

  it('has no message for a visitor already in the right region, or without a country', async () => {
    for (const variables of [{ country: 'DE' }, { country: 'FR' }, {}, { country: 'ZZ' }, { country: '<x>' }]) {
      const { body } = await graphqlGet(server.url, MESSAGE, { store: 'de_de', variables });
      expect(body).toEqual({ data: { storeMessage: null } });
    }
  });
});

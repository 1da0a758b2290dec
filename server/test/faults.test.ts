import { createDatabase, type Database } from '../src/db/database';
import { graphqlGet, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

// Unexpected faults are logged on the server and reach the client masked, never with internals.
describe('unexpected faults', () => {
  let db: Database;
  let server: RunningServer;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  beforeAll(async () => {
    db = createDatabase(':memory:');
    server = await startTestServer({ db });
  });
  afterAll(async () => {
    await server.close();
    logged.mockRestore();
  });

  it('masks a failing resolver as Magento does in production', async () => {
    db.exec('DROP TABLE cms_blocks');
    const { status, body } = await graphqlGet(server.url, '{ cmsBlocks(identifiers: ["footer_links"]) { items { content } } }');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { cmsBlocks: null },
      errors: [{
        message: 'Internal server error', locations: [{ line: 1, column: 3 }], path: ['cmsBlocks'],
        extensions: { category: 'internal' },
      }],
    });
    expect(logged).toHaveBeenCalled();
  });

  it('masks a failure while reading the request context', async () => {
    db.exec('DROP TABLE customer_tokens');
    const { body } = await graphqlGet(server.url, '{ storeConfig { store_code } }', { store: 'na_us', token: 'some-token' });
    expect(body).toEqual({ errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }] });
  });

  it('masks a failure before GraphQL runs, still in Magento shape', async () => {
    db.close();
    const { status, body } = await graphqlGet(server.url, '{ storeConfig { store_code } }');
    expect(status).toBe(500);
    expect(body).toEqual({ errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }] });
  });
});

import path from 'node:path';
import { graphqlPost, startTestServer, tempDir } from './helpers';

const SUBSCRIBE = 'mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';

describe('file database', () => {
  const data = tempDir('db');
  afterAll(() => data.cleanup());

  it('keeps subscriptions and events across a restart, and seeds only once', async () => {
    const dbFile = path.join(data.dir, 'nested', 'store.sqlite');
    const first = await startTestServer({ dbFile });
    const subscribed = await graphqlPost(first.url, SUBSCRIBE, { store: 'na_us', variables: { email: 'persist@spectrane.example' } });
    expect(subscribed.body.data).toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
    await fetch(`${first.url}/segment/collect/page`, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'store_code=na_us',
    });
    await first.close();

    const second = await startTestServer({ dbFile });
    try {
      const again = await graphqlPost(second.url, SUBSCRIBE, { store: 'na_us', variables: { email: 'persist@spectrane.example' } });
      expect(again.body.errors?.[0]?.message).toBe('This email address is already subscribed.');
      const events = (await (await fetch(`${second.url}/segment/events`)).json()) as unknown[];
      expect(events).toHaveLength(1);
      const blocks = await graphqlPost<{ cmsBlocks: { items: unknown[] } }>(second.url,
        '{ cmsBlocks(identifiers: ["footer_links"]) { items { identifier } } }', { store: 'de_de' });
      expect(blocks.body.data?.cmsBlocks.items).toEqual([{ identifier: 'footer_links' }]);
    } finally {
      await second.close();
    }
  });
});

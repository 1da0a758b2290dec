import { startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

type StoredEvent = { id: number; event_type: string; payload: Record<string, string>; created_at: string };

describe('/segment', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('stores a form-encoded event and answers 204', async () => {
    const payload = {
      ot_string: 'C0001,C0002', session_id: 's-1', store_code: 'de_de', cart_id: 'cart-9', anonymous_id: 'anon-1', user_id: '',
    };
    const response = await fetch(`${server.url}/segment/collect/removeFromCart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(payload).toString(),
    });
    expect(response.status).toBe(204);
    const events = (await (await fetch(`${server.url}/segment/events?type=removeFromCart`)).json()) as StoredEvent[];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event_type: 'removeFromCart', payload });
    expect(Date.parse(events[0]?.created_at ?? '')).not.toBeNaN();
  });

  it('refuses an event type that is not a plain name', async () => {
    const response = await fetch(`${server.url}/segment/collect/${encodeURIComponent('a b<c>')}`, { method: 'POST' });
    expect(response.status).toBe(400);
  });

  it('does not list events unless asked to (production)', async () => {
    const production = await startTestServer({ exposeAnalytics: false });
    try {
      const response = await fetch(`${production.url}/segment/events`);
      expect(response.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

import { type CustomerServer, lena, roxanne, startCustomerServer, tokenFor } from './customerHelpers';
import { graphqlGet } from './helpers';

const ORDERS = `query OrderComments($number: String!) {
  customer { orders(filter: { number: { eq: $number } }, scope: WEBSITE) { items { number order_date comments { message timestamp } } } }
}`;

type Orders = { customer: { orders: { items: Array<{ number: string; order_date: string; comments: Array<{ message: string; timestamp: string }> }> } } };

describe('CustomerOrder.comments (the order comment left at checkout)', () => {
  let env: CustomerServer;
  let token: string;
  const orderId = (number: string): number =>
    (env.db.prepare('SELECT id FROM orders WHERE increment_id = ?').get(number) as { id: number }).id;
  const setNote = (number: string, note: string | null): void => {
    env.db.prepare(`INSERT INTO order_checkout (order_id, customer_note) VALUES (?, ?)
      ON CONFLICT (order_id) DO UPDATE SET customer_note = excluded.customer_note`).run(orderId(number), note);
  };
  const order = async (number: string, as = token, store = 'na_us') =>
    (await graphqlGet<Orders>(env.server.url, ORDERS, { store, token: as, variables: { number } })).body.data?.customer.orders.items[0];

  beforeAll(async () => {
    env = await startCustomerServer();
    token = await tokenFor(env.server.url, roxanne.email, roxanne.password);
  });
  afterAll(async () => { await env.close(); });

  it('is empty when the shopper left no comment', async () => {
    expect((await order('000000001'))?.comments).toEqual([]);
    setNote('000000001', '   ');
    expect((await order('000000001'))?.comments).toEqual([]);
  });

  it('lists the comment as a SalesCommentItem dated like the order, in the store\'s time zone', async () => {
    setNote('000000002', 'Please leave the parcel with the concierge.');
    const placed = await order('000000002');
    expect(placed?.comments).toEqual([{ message: 'Please leave the parcel with the concierge.', timestamp: placed?.order_date }]);
    expect(placed?.comments[0]?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('is not readable by another customer', async () => {
    const lenaToken = await tokenFor(env.server.url, lena.email, lena.password, lena.store);
    const lenaOrders = await graphqlGet<Orders>(env.server.url, ORDERS, { store: 'de_de', token: lenaToken, variables: { number: '000000002' } });
    expect(lenaOrders.body.data?.customer.orders.items).toEqual([]);
  });
});

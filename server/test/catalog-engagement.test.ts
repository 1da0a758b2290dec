import { createDatabase, type Database } from '../src/db/database';
import { insertSignedInCustomer } from './customerHelpers';
import { expectMagentoErrorShape, graphqlGet, graphqlPost, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const SEND = `mutation SendToFriend($input: SendEmailToFriendInput) {
  sendEmailToFriend(input: $input) { sender { name email message } recipients { name email } }
}`;
const SUBSCRIBE = 'mutation Notify($sku: String!) { subscribeProductAlertStock(sku: $sku) { subscribed message product { sku } } }';
const UNSUBSCRIBE = 'mutation StopNotify($sku: String!) { unsubscribeProductAlertStock(sku: $sku) { subscribed message } }';
const SUBSCRIBED = 'query Subscribed($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { stock_alert_subscribed } } }';
const FINDER = 'query Finder($hex: String!, $limit: Int) { colorFinder(hex: $hex, limit: $limit) { delta_e color { code name hex lab { l a b } } } }';
const COLORS = `query Colors($filter: ColorFilterInput) {
  colors(filter: $filter, pageSize: 5) { total_count page_info { total_pages } items { code name hex rgb { r g b } family { value label } product { sku } } }
}`;

describe('e-mail to a friend, back-in-stock alerts and colours', () => {
  let db: Database;
  let server: RunningServer;
  const input = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    product_id: 1,
    sender: { name: 'Ada', email: 'ada@example.com', message: 'Look at this fan deck!' },
    recipients: [{ name: 'Grace', email: 'grace@example.com' }, { name: 'Alan', email: 'alan@example.com' }],
    ...overrides,
  });
  const outbox = (): Array<Record<string, string>> =>
    db.prepare('SELECT store_code, template, to_email, to_name, reply_to_email, subject, body FROM email_outbox ORDER BY id').all() as Array<Record<string, string>>;

  beforeAll(async () => {
    db = createDatabase(':memory:');
    insertSignedInCustomer(db, 'shopper', 'base', 9);
    server = await startTestServer({ db });
  });
  afterAll(async () => {
    await server.close();
    db.close();
  });

  it('sends the product to each recipient through the outbox and echoes sender and recipients', async () => {
    const { body } = await graphqlPost(server.url, SEND, { store: 'uk_en', variables: { input: input() } });
    expect(body).toEqual({ data: { sendEmailToFriend: {
      sender: { name: 'Ada', email: 'ada@example.com', message: 'Look at this fan deck!' },
      recipients: [{ name: 'Grace', email: 'grace@example.com' }, { name: 'Alan', email: 'alan@example.com' }],
    } } });
    const mails = outbox();
    expect(mails.map((m) => [m.to_email, m.to_name, m.reply_to_email, m.template, m.store_code])).toEqual([
      ['grace@example.com', 'Grace', 'ada@example.com', 'sendfriend_template', 'uk_en'],
      ['alan@example.com', 'Alan', 'ada@example.com', 'sendfriend_template', 'uk_en'],
    ]);
    expect(mails[0]?.subject).toBe('Welcome, Grace');
    expect(mails[0]?.body).toContain('/uk/en/core-fan-deck-coated.html');
    expect(mails[0]?.body).toContain('Look at this fan deck!');
  });

  it.each([
    [{ sender: { name: '', email: 'ada@example.com', message: 'Hi' } }, 'Please provide Name of sender.'],
    [{ sender: { name: 'Ada', email: '', message: 'Hi' } }, 'Please provide Email of sender.'],
    [{ sender: { name: 'Ada', email: 'ada@example.com', message: ' ' } }, 'Please provide Message.'],
    [{ recipients: [{ name: '', email: 'x@example.com' }] }, 'Please provide Name for all of recipients.'],
    [{ recipients: [{ name: 'X', email: '' }] }, 'Please provide Email for all of recipients.'],
    [{ sender: { name: 'Ada', email: 'not-an-email', message: 'Hi' }, recipients: [{ name: 'X', email: 'bad' }] },
      'Invalid Sender EmailPlease enter a correct recipient email address.'],
    [{ recipients: [] }, 'Please specify at least one recipient.'],
    [{ recipients: Array.from({ length: 6 }, (_, i) => ({ name: `R${i}`, email: `r${i}@example.com` })) }, 'No more than 5 emails can be sent at a time.'],
  ])('refuses %j with Magento\'s message', async (overrides, message) => {
    const before = outbox().length;
    const { body } = await graphqlPost(server.url, SEND, { store: 'na_us', variables: { input: input(overrides) } });
    expectMagentoErrorShape(body);
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    expect(outbox()).toHaveLength(before);
  });

  it('refuses a product that does not exist or is not visible on its own', async () => {
    for (const productId of [99999, 14]) {
      const { body } = await graphqlPost(server.url, SEND, { store: 'na_us', variables: { input: input({ product_id: productId }) } });
      expect(body.errors?.[0]).toMatchObject({
        message: "The product that was requested doesn't exist. Verify the product and try again.", extensions: { category: 'graphql-no-such-entity' },
      });
    }
  });

  it('back-in-stock alerts need a logged-in customer: guests get Magento\'s authorization error', async () => {
    const { status, body } = await graphqlPost(server.url, SUBSCRIBE, { store: 'na_us', variables: { sku: 'SFD-ARCH' } });
    expect(status).toBe(403);
    expectMagentoErrorShape(body);
    expect(body.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
    const guestView = await graphqlGet<{ products: { items: Array<{ stock_alert_subscribed: boolean }> } }>(server.url, SUBSCRIBED, { store: 'na_us', variables: { sku: 'SFD-ARCH' } });
    expect(guestView.body.data?.products.items[0]?.stock_alert_subscribed).toBe(false);
  });

  it('a customer subscribes (once), sees the flag on the product, and can unsubscribe', async () => {
    const first = await graphqlPost(server.url, SUBSCRIBE, { store: 'na_us', token: 'shopper', variables: { sku: 'SFD-ARCH' } });
    expect(first.body).toEqual({ data: { subscribeProductAlertStock: { subscribed: true, message: 'Alert subscription has been saved.', product: { sku: 'SFD-ARCH' } } } });
    await graphqlPost(server.url, SUBSCRIBE, { store: 'na_us', token: 'shopper', variables: { sku: 'sfd-arch' } });
    expect(db.prepare('SELECT customer_id, website_code FROM product_alert_stock').all()).toEqual([{ customer_id: 9, website_code: 'base' }]);
    const flag = await graphqlGet<{ products: { items: Array<{ stock_alert_subscribed: boolean }> } }>(server.url, SUBSCRIBED, {
      store: 'na_us', token: 'shopper', variables: { sku: 'SFD-ARCH' },
    });
    expect(flag.body.data?.products.items[0]?.stock_alert_subscribed).toBe(true);
    const stop = await graphqlPost(server.url, UNSUBSCRIBE, { store: 'na_us', token: 'shopper', variables: { sku: 'SFD-ARCH' } });
    expect(stop.body.data).toEqual({ unsubscribeProductAlertStock: { subscribed: false, message: 'You will no longer receive stock alerts for this product.' } });
    const unknown = await graphqlPost(server.url, SUBSCRIBE, { store: 'na_us', token: 'shopper', variables: { sku: 'NOPE' } });
    expect(unknown.body.errors?.[0]?.extensions).toEqual({ category: 'graphql-no-such-entity' });
  });

  it('the colour finder is for logged-in customers and returns the nearest standards by ΔE', async () => {
    const guest = await graphqlGet(server.url, FINDER, { store: 'na_us', variables: { hex: '#f0544f' } });
    expect(guest.status).toBe(403);
    expect(guest.body.errors?.[0]?.message).toBe("The current customer isn't authorized.");
    const { body } = await graphqlGet<{ colorFinder: Array<{ delta_e: number; color: { code: string } }> }>(server.url, FINDER, {
      store: 'na_us', token: 'shopper', variables: { hex: 'f0544f', limit: 3 },
    });
    expect(body.data?.colorFinder).toHaveLength(3);
    expect(body.data?.colorFinder[0]).toMatchObject({ delta_e: 0, color: { code: 'SR-210' } });
    expect(body.data?.colorFinder[1]?.delta_e).toBeGreaterThan(0);
    const bad = await graphqlGet(server.url, FINDER, { store: 'na_us', token: 'shopper', variables: { hex: 'coral' } });
    expect(bad.body.errors?.[0]?.extensions).toEqual({ category: 'graphql-input' });
  });

  it('colours can be browsed by family, code or name for the colour page', async () => {
    const all = await graphqlGet<{ colors: { total_count: number; items: Array<{ family: { value: string } }> } }>(server.url, COLORS, { store: 'na_us' });
    expect(all.body.data?.colors.total_count).toBe(31);
    const family = all.body.data?.colors.items[0]?.family.value;
    const reds = await graphqlGet<{ colors: { total_count: number; items: Array<Record<string, unknown>> } }>(server.url, COLORS, {
      store: 'de_de', variables: { filter: { family: { eq: family }, name: { match: 'rot' } } },
    });
    expect(reds.body.data?.colors.items.map((c) => c.name)).toEqual(['Mohnrot', 'Korallenrot', 'Granatrot', 'Ziegelrot']);
    const byCode = await graphqlGet<{ colors: { items: Array<Record<string, unknown>> } }>(server.url, COLORS, { store: 'na_us', variables: { filter: { code: { eq: 'sn-500' } } } });
    expect(byCode.body.data?.colors.items).toEqual([{
      code: 'SN-500', name: 'Jet Black', hex: '#111111', rgb: { r: 17, g: 17, b: 17 }, family: { value: expect.any(String), label: 'Neutrals' }, product: { sku: 'SCH-SN-500' },
    }]);
  });
});

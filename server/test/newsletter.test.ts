import { expectMagentoErrorShape, graphqlPost, startTestServer } from './helpers';
import type { RunningServer } from '../src/serve';

const SUBSCRIBE = 'mutation SubscribeEmailToNewsletter($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';

describe('subscribeEmailToNewsletter', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const subscribe = (email: string, store = 'na_us') => graphqlPost(server.url, SUBSCRIBE, { store, variables: { email } });

  it('subscribes a valid address', async () => {
    const { status, body } = await subscribe('ada@spectrane.example');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } } });
  });

  it.each(['not-an-email', 'a@b', 'two@@spectrane.example', 'space in@spectrane.example'])(
    'refuses %s with Magento message', async (email) => {
      const { status, body } = await subscribe(email);
      expect(status).toBe(200);
      expectMagentoErrorShape(body);
      expect(body.errors?.[0]).toMatchObject({ message: 'Enter a valid email address.', extensions: { category: 'graphql-input' } });
      expect(body.data).toEqual({ subscribeEmailToNewsletter: null });
    });

  it('refuses an empty address', async () => {
    const { body } = await subscribe('  ');
    expect(body.errors?.[0]?.message).toBe('You must specify an email address to subscribe to a newsletter.');
  });

  it('refuses a second subscription on the same website, whatever the case', async () => {
    await subscribe('grace@spectrane.example', 'de_de');
    const { body } = await subscribe('Grace@Spectrane.example', 'fr_fr');
    expect(body.errors?.[0]).toMatchObject({
      message: 'Cette adresse e-mail est déjà abonnée.',
      extensions: { category: 'graphql-already-exists' },
    });
  });

  it('keeps websites apart, as Magento does', async () => {
    await subscribe('linus@spectrane.example', 'de_de');
    const { body } = await subscribe('linus@spectrane.example', 'uk_en');
    expect(body.data).toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
  });
});

import { addCartItem } from '../src/cart/operations';
import { issueTestToken, TOKEN_LIFETIME_MS } from '../src/recaptcha/testTokens';
import { saveCartAddress, type CartAddressFields } from '../src/repositories/cart/cartAddresses';
import { insertCart, saveCartShippingMethod, setCartEmail, setCartPayment } from '../src/repositories/cart/carts';
import { findStore } from '../src/repositories/store/stores';
import { lena, roxanne } from './customerHelpers';
import { graphqlGet, graphqlPost, useTestServer } from './helpers';
import type { Database } from 'better-sqlite3';

// Magento's reCAPTCHA v3 for GraphQL (security package: ReCaptchaWebapiGraphQl, ReCaptchaV3ConfigTest), with the
// embedded backend's test service standing in for Google.

const CONFIG = `query { recaptchaV3Config { is_enabled website_key minimum_score badge_position language_code failure_message forms theme } }`;
const SIGN_IN = `mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
const SUBSCRIBE = 'mutation Subscribe($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
const PLACE_ORDER = 'mutation Place($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } errors { code message } } }';
const REFUSED = { errors: [{ message: 'ReCaptcha validation failed, please try again', extensions: { category: 'graphql-input' } }] };

const SITE_KEY = 'test_public_key';

const configure = (db: Database, store: string, settings: Record<string, unknown> | null): void => {
  if (settings) db.prepare("UPDATE stores SET settings = json_set(settings, '$.recaptcha_v3', json(?)) WHERE code = ?").run(JSON.stringify(settings), store);
  else db.prepare("UPDATE stores SET settings = json_remove(settings, '$.recaptcha_v3') WHERE code = ?").run(store);
};

const fullyConfigured = (forms: string[]) => ({
  public_key: SITE_KEY, private_key: 'test_private_key', score_threshold: 0.75, position: 'bottomright', lang: 'en',
  failure_message: 'Test failure message', forms,
});

/** A token from the test service, as the storefront's script gets one. */
const serviceToken = async (url: string, sitekey = SITE_KEY, action = 'customer_login'): Promise<string> => {
  const response = await fetch(`${url}/recaptcha-test/token`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sitekey, action }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
};

const signIn = (url: string, token?: string, customer = roxanne) => graphqlPost<{ generateCustomerToken: { token: string } | null }>(url, SIGN_IN, {
  store: customer.store, variables: { email: customer.email, password: customer.password }, headers: token === undefined ? {} : { 'X-ReCaptcha': token },
});

describe('recaptchaV3Config', () => {
  const { db, server } = useTestServer();
  afterEach(() => configure(db, 'na_us', null));

  it('answers Magento\'s defaults when nothing is configured: off, no key, no forms', async () => {
    const { status, body } = await graphqlGet(server.url, CONFIG);
    expect(status).toBe(200);
    expect(body).toEqual({ data: { recaptchaV3Config: {
      is_enabled: false, website_key: '', minimum_score: 0.5, badge_position: 'inline', language_code: '',
      failure_message: 'reCAPTCHA verification failed.', forms: [], theme: 'light',
    } } });
  });

  it('is off with forms but no keys, and off with keys but no forms (ReCaptchaV3ConfigTest)', async () => {
    configure(db, 'na_us', { score_threshold: 0.75, position: 'bottomright', lang: 'en', failure_message: 'Test failure message', forms: ['customer_login'] });
    expect((await graphqlGet(server.url, CONFIG)).body.data).toEqual({ recaptchaV3Config: {
      is_enabled: false, website_key: '', minimum_score: 0.75, badge_position: 'bottomright', language_code: 'en',
      failure_message: 'Test failure message', forms: ['CUSTOMER_LOGIN'], theme: 'light',
    } });
    configure(db, 'na_us', { ...fullyConfigured([]) });
    expect((await graphqlGet(server.url, CONFIG)).body.data).toMatchObject({ recaptchaV3Config: { is_enabled: false, website_key: SITE_KEY, forms: [] } });
  });

  it('is on with both keys and a form, never gives the private key, and is per store view', async () => {
    configure(db, 'na_us', fullyConfigured(['customer_login', 'place_order', 'not_a_form']));
    const { body } = await graphqlGet(server.url, CONFIG);
    expect(body.data).toEqual({ recaptchaV3Config: {
      is_enabled: true, website_key: SITE_KEY, minimum_score: 0.75, badge_position: 'bottomright', language_code: 'en',
      failure_message: 'Test failure message', forms: ['CUSTOMER_LOGIN', 'PLACE_ORDER'], theme: 'light',
    } });
    expect(JSON.stringify(body)).not.toContain('test_private_key');
    expect((await graphqlGet(server.url, CONFIG, { store: 'uk_en' })).body.data).toMatchObject({ recaptchaV3Config: { is_enabled: false } });
  });
});

describe('reCAPTCHA on protected mutations', () => {
  const { db, server } = useTestServer();
  beforeAll(() => configure(db, 'na_us', fullyConfigured(['customer_login', 'place_order'])));

  it('refuses a protected mutation without a token before it runs: Magento\'s message, graphql-input, no data', async () => {
    const { status, body } = await signIn(server.url);
    expect(status).toBe(200);
    expect(body).toEqual(REFUSED);
  });

  it('lets it through with a token from the service, once', async () => {
    const token = await serviceToken(server.url);
    const first = await signIn(server.url, token);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.generateCustomerToken?.token).toMatch(/\S{20,}/);
    // Google's tokens are single use ("timeout-or-duplicate").
    expect((await signIn(server.url, token)).body).toEqual(REFUSED);
  });

  it('refuses a made-up, altered, expired, low-score or other site\'s token', async () => {
    const good = issueTestToken(SITE_KEY, 'customer_login');
    const [encoded, signature] = good.split('.');
    const altered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(encoded ?? '', 'base64url').toString()), s: 1 })).toString('base64url')}.${signature}`;
    const tokens = [
      'not-a-token',
      altered,
      issueTestToken(SITE_KEY, 'customer_login', 0.9, Date.now() - TOKEN_LIFETIME_MS - 1_000),
      // Under this store's threshold of 0.75: likely a bot.
      issueTestToken(SITE_KEY, 'customer_login', 0.3),
      await serviceToken(server.url, 'another_site_key'),
    ];
    for (const token of tokens) expect((await signIn(server.url, token)).body, token).toEqual(REFUSED);
  });

  it('answers the refusal in the store\'s language', async () => {
    configure(db, 'de_de', fullyConfigured(['customer_login']));
    try {
      const { body } = await signIn(server.url, undefined, lena);
      expect(body).toEqual({ errors: [{ message: 'Die ReCaptcha-Prüfung ist fehlgeschlagen, bitte versuchen Sie es erneut', extensions: { category: 'graphql-input' } }] });
    } finally {
      configure(db, 'de_de', null);
    }
  });

  it('leaves forms the store does not protect, other stores and queries alone', async () => {
    const subscribed = await graphqlPost(server.url, SUBSCRIBE, { store: 'na_us', variables: { email: `unguarded.${Date.now()}@example.com` } });
    expect(subscribed.body).toEqual({ data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } } });
    expect((await signIn(server.url, undefined, lena)).body.data?.generateCustomerToken?.token).toBeTruthy();
    expect((await graphqlGet(server.url, '{ storeConfig { store_code } }')).body).toEqual({ data: { storeConfig: { store_code: 'na_us' } } });
  });

  it('finds a protected field behind a fragment or beside an unprotected one', async () => {
    const hidden = `mutation { ...Login } fragment Login on Mutation { generateCustomerToken(email: "${roxanne.email}", password: "${roxanne.password}") { token } }`;
    expect((await graphqlPost(server.url, hidden)).body).toEqual(REFUSED);
    const mixed = `mutation { subscribeEmailToNewsletter(email: "mixed.${Date.now()}@example.com") { status } generateCustomerToken(email: "${roxanne.email}", password: "${roxanne.password}") { token } }`;
    expect((await graphqlPost(server.url, mixed)).body).toEqual(REFUSED);
    const subscribers = db.prepare("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email LIKE 'mixed.%'").get() as { n: number };
    expect(subscribers.n).toBe(0);
  });

  it('place order: refused without a token with the cart left as it was, placed with one', async () => {
    const store = findStore(db, 'na_us');
    if (!store) throw new Error('na_us missing');
    const cart = insertCart(db, { storeCode: 'na_us', currency: 'USD', customerId: null });
    addCartItem({ db, store, currency: 'USD' }, cart.id, { sku: 'SACC-LOUPE', quantity: 1 }, false);
    setCartEmail(db, cart.id, 'bot.check@example.com');
    const address: CartAddressFields = {
      customer_address_id: null, prefix: null, firstname: 'Ada', middlename: null, lastname: 'Lovelace', suffix: null, company: null,
      street: ['350 Fifth Avenue'], city: 'New York', region: 'New York', region_id: null, region_code: 'NY', postcode: '10118',
      country_id: 'US', telephone: '+1 212 555 0100', fax: null, vat_id: null, same_as_billing: 1, save_in_address_book: 0, customer_notes: null,
    };
    saveCartAddress(db, cart.id, 'shipping', address);
    saveCartShippingMethod(db, cart.id, { carrier: 'flatrate', method: 'flatrate' });
    saveCartAddress(db, cart.id, 'billing', address);
    setCartPayment(db, cart.id, 'checkmo', null);
    const before = db.prepare('SELECT * FROM carts WHERE id = ?').get(cart.id);
    const orders = (): number => (db.prepare('SELECT COUNT(*) AS n FROM order_checkout WHERE quote_id = ?').get(cart.id) as { n: number }).n;

    const refused = await graphqlPost(server.url, PLACE_ORDER, { store: 'na_us', variables: { id: cart.masked_id } });
    expect(refused.body).toEqual(REFUSED);
    expect(db.prepare('SELECT * FROM carts WHERE id = ?').get(cart.id)).toEqual(before);
    expect(orders()).toBe(0);

    const token = await serviceToken(server.url, SITE_KEY, 'place_order');
    const placed = await graphqlPost<{ placeOrder: { orderV2: { number: string } | null; errors: unknown[] } }>(server.url, PLACE_ORDER, {
      store: 'na_us', variables: { id: cart.masked_id }, headers: { 'X-ReCaptcha': token },
    });
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data?.placeOrder.orderV2?.number).toMatch(/^\d+$/);
    expect(orders()).toBe(1);
  });
});

describe('reCAPTCHA test service', () => {
  const { server } = useTestServer();

  it('serves the grecaptcha script for its own origin', async () => {
    const response = await fetch(`${server.url}/recaptcha-test/api.js?render=explicit`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const text = await response.text();
    expect(text).toContain('window.grecaptcha');
    expect(text).toContain(`${server.url}/recaptcha-test/token`);
  });

  it('refuses a token request without a site key or with an action Google would refuse', async () => {
    for (const body of [{}, { sitekey: '', action: 'login' }, { sitekey: SITE_KEY, action: 'log in!' }, { sitekey: SITE_KEY }]) {
      const response = await fetch(`${server.url}/recaptcha-test/token`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('reCAPTCHA on stock Magento', () => {
  const { server } = useTestServer({ profile: 'stock' });

  it('answers recaptchaV3Config, Magento\'s own query', async () => {
    expect((await graphqlGet(server.url, CONFIG)).body.data).toMatchObject({ recaptchaV3Config: { is_enabled: false, forms: [] } });
  });
});

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
  if (settings) db.prepare("UPDATE stores SET settings = json_set(settings, '$.recaptcha', json(?)) WHERE code = ?").run(JSON.stringify(settings), store);
  else db.prepare("UPDATE stores SET settings = json_remove(settings, '$.recaptcha') WHERE code = ?").run(store);
};

/** Magento's type_for/<form> for each form, all of one type. */
const typeFor = (forms: string[], type = 'recaptcha_v3') => Object.fromEntries(forms.map((form) => [form, type]));
const KEYS = { public_key: SITE_KEY, private_key: 'test_private_key' };

const fullyConfigured = (forms: string[]) => ({
  type_recaptcha_v3: { ...KEYS, score_threshold: 0.75, position: 'bottomright', lang: 'en' },
  validation_failure_message: 'Test failure message', type_for: typeFor(forms),
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
    configure(db, 'na_us', {
      type_recaptcha_v3: { score_threshold: 0.75, position: 'bottomright', lang: 'en' },
      validation_failure_message: 'Test failure message', type_for: typeFor(['customer_login']),
    });
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
      failure_message: 'Test failure message', forms: ['PLACE_ORDER', 'CUSTOMER_LOGIN'], theme: 'light',
    } });
    expect(JSON.stringify(body)).not.toContain('test_private_key');
    expect((await graphqlGet(server.url, CONFIG, { store: 'uk_en' })).body.data).toMatchObject({ recaptchaV3Config: { is_enabled: false } });
  });
});

describe('recaptchaFormConfig (ReCaptchaFormConfigTest)', () => {
  const { db, server } = useTestServer();
  afterEach(() => configure(db, 'na_us', null));
  const FORM = `query { recaptchaFormConfig(formType: CUSTOMER_LOGIN) { is_enabled configurations {
    re_captcha_type badge_position theme website_key language_code minimum_score validation_failure_message technical_failure_message } } }`;
  const messages = { validation_failure_message: 'Test validation failure message', technical_failure_message: 'Test technical failure message' };
  const answer = async () => (await graphqlGet(server.url, FORM)).body;

  it('is off with no configurations for a form no type guards, and for one whose type has no keys', async () => {
    expect(await answer()).toEqual({ data: { recaptchaFormConfig: { is_enabled: false, configurations: null } } });
    configure(db, 'na_us', { type_recaptcha: { lang: 'en' }, type_for: typeFor(['customer_login'], 'recaptcha') });
    expect(await answer()).toEqual({ data: { recaptchaFormConfig: { is_enabled: false, configurations: null } } });
  });

  it('answers v3 with its score and badge', async () => {
    configure(db, 'na_us', { type_recaptcha_v3: { ...KEYS, score_threshold: 0.5, position: 'inline', lang: 'en' }, ...messages, type_for: typeFor(['customer_login']) });
    expect(await answer()).toEqual({ data: { recaptchaFormConfig: { is_enabled: true, configurations: {
      re_captcha_type: 'RECAPTCHA_V3', badge_position: 'inline', theme: 'light', website_key: SITE_KEY, language_code: 'en',
      minimum_score: 0.5, ...messages,
    } } } });
  });

  it('answers the v2 checkbox with no badge and no score, and the v2 invisible with its badge', async () => {
    configure(db, 'na_us', { type_recaptcha: { ...KEYS, position: 'bottomright', lang: 'en' }, ...messages, type_for: typeFor(['customer_login'], 'recaptcha') });
    expect(await answer()).toEqual({ data: { recaptchaFormConfig: { is_enabled: true, configurations: {
      re_captcha_type: 'RECAPTCHA', badge_position: '', theme: 'light', website_key: SITE_KEY, language_code: 'en', minimum_score: null, ...messages,
    } } } });
    configure(db, 'na_us', { type_invisible: { ...KEYS, position: 'bottomright', lang: 'en' }, ...messages, type_for: typeFor(['customer_login'], 'invisible') });
    expect(await answer()).toEqual({ data: { recaptchaFormConfig: { is_enabled: true, configurations: {
      re_captcha_type: 'INVISIBLE', badge_position: 'bottomright', theme: 'light', website_key: SITE_KEY, language_code: 'en', minimum_score: null, ...messages,
    } } } });
  });

  it('falls back to Magento\'s messages, theme and badge, and never gives the private key', async () => {
    configure(db, 'na_us', { type_invisible: KEYS, type_for: typeFor(['customer_login'], 'invisible') });
    const body = await answer();
    expect(body).toEqual({ data: { recaptchaFormConfig: { is_enabled: true, configurations: {
      re_captcha_type: 'INVISIBLE', badge_position: 'bottomright', theme: 'light', website_key: SITE_KEY, language_code: '', minimum_score: null,
      validation_failure_message: 'reCAPTCHA verification failed.',
      technical_failure_message: 'Something went wrong with reCAPTCHA. Please contact the store owner.',
    } } } });
    expect(JSON.stringify(body)).not.toContain('test_private_key');
  });

  it('leaves v2 forms out of recaptchaV3Config', async () => {
    configure(db, 'na_us', { type_recaptcha: KEYS, type_recaptcha_v3: KEYS, type_for: { customer_login: 'recaptcha', place_order: 'recaptcha_v3' } });
    expect((await graphqlGet(server.url, CONFIG)).body.data).toMatchObject({ recaptchaV3Config: { is_enabled: true, forms: ['PLACE_ORDER'] } });
  });
});

describe('reCAPTCHA v2 on protected mutations', () => {
  const { db, server } = useTestServer();
  afterEach(() => configure(db, 'na_us', null));

  it('the checkbox\'s and the invisible widget\'s tokens pass for their own site key, whatever the score, once', async () => {
    for (const type of ['recaptcha', 'invisible']) {
      configure(db, 'na_us', { [`type_${type}`]: KEYS, type_recaptcha_v3: { ...KEYS, public_key: 'v3_key', score_threshold: 0.75 }, type_for: typeFor(['customer_login'], type) });
      expect((await signIn(server.url)).body, type).toEqual(REFUSED);
      // v2 answers carry no score to hold against a threshold: the v3 threshold is not this type's.
      const token = issueTestToken(SITE_KEY, 'checkbox', 0.1);
      expect((await signIn(server.url, token)).body.data?.generateCustomerToken?.token, type).toMatch(/\S{20,}/);
      expect((await signIn(server.url, token)).body, type).toEqual(REFUSED);
      expect((await signIn(server.url, await serviceToken(server.url, 'v3_key'))).body, type).toEqual(REFUSED);
    }
  });

  it('refuses one token for two guarded fields of different types', async () => {
    configure(db, 'na_us', { type_recaptcha: KEYS, type_recaptcha_v3: KEYS, type_for: { customer_login: 'recaptcha', newsletter: 'recaptcha_v3' } });
    const both = `mutation { subscribeEmailToNewsletter(email: "two.${Date.now()}@example.com") { status } generateCustomerToken(email: "${roxanne.email}", password: "${roxanne.password}") { token } }`;
    expect((await graphqlPost(server.url, both, { headers: { 'X-ReCaptcha': await serviceToken(server.url) } })).body).toEqual(REFUSED);
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

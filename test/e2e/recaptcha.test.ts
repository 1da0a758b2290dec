import { describe, expect, it } from 'vitest';
import enUS from '../../i18n/en_US.json';
import { axeViolations, newContext, screenshot, trackPageErrors, viewports } from './browser';
import { api, createCustomer, PASSWORD, uniqueEmail } from './graphqlApi';
import { ownBackend } from './ownBackend';
import { sharedBrowser } from './sharedBrowser';
import type { BrowserContext, Page, Request } from 'playwright-core';

// Magento's reCAPTCHA v3 on the storefront's forms (sign-in, newsletter, place order), on the production build as
// built: it loads Google's script, which this test answers with the embedded backend's test service (the same
// grecaptcha API, tokens the backend checks as Magento checks Google's). The backend is started as a deployment
// with reCAPTCHA is (RECAPTCHA_V3): its CSP lets Google's script in.

const backend = ownBackend({ recaptcha: true });
const chromium = sharedBrowser();
const m = enUS;
const POLL = { timeout: 20000 };
const GOOGLE_SCRIPT = /^https:\/\/www\.google\.com\/recaptcha\/api\.js\?/;
const REFUSAL = 'ReCaptcha validation failed, please try again';

/** Magento's settings: `forms` guarded by one type (v3, v2 `invisible` or the v2 `recaptcha` checkbox). */
function guard(forms: string[], position = 'inline', type = 'recaptcha_v3'): void {
  const settings = {
    [`type_${type}`]: { public_key: 'e2e-site-key', private_key: 'e2e-secret', position, lang: 'en' },
    type_for: Object.fromEntries(forms.map((form) => [form, type])),
  };
  backend.db.prepare("UPDATE stores SET settings = json_set(settings, '$.recaptcha', json(?)) WHERE code = 'na_us'").run(JSON.stringify(settings));
}

/**
 * A shopper's browser in which Google's reCAPTCHA script is the test service's (`google: 'up'`), or cannot be
 * reached (`'down'`: blocked, offline). Records every GraphQL request's reCAPTCHA header by operation.
 */
async function open(google: 'up' | 'down', width: keyof typeof viewports = 'desktop') {
  const context = await newContext(chromium.browser, backend.url, width, 'block');
  const service = await (await fetch(`${backend.url}/recaptcha-test/api.js`)).text();
  const scriptRequests: string[] = [];
  await context.route(GOOGLE_SCRIPT, async (route) => {
    scriptRequests.push(route.request().url());
    if (google === 'down') await route.abort('internetdisconnected');
    else await route.fulfill({ status: 200, contentType: 'text/javascript', body: service });
  });
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  const tokens = new Map<string, string | undefined>();
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (request.postDataJSON() as { operationName?: string }).operationName ?? '';
    tokens.set(name, request.headers()['x-recaptcha']);
  });
  return { context, page, errors, tokens, scriptRequests };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel(m['account.field.email'], { exact: true }).fill(email);
  await page.getByLabel(m['account.field.password'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: m['account.login.submit'] }).click();
}

const accessToken = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'access_token');

/** The sign-in went with a token Magento accepted: the account page, and the session cookie. */
async function signedInWithToken(page: Page, context: BrowserContext, tokens: Map<string, string | undefined>): Promise<void> {
  await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor(POLL);
  expect(tokens.get('GenerateCustomerToken')).toMatch(/^[\w-]+\.[\w-]+$/);
  expect(await accessToken(context)).toBeDefined();
}

/** A guest cart with an item, an e-mail and a shipping address: ready for the checkout's Continue steps. */
async function guestCartToPlace(): Promise<string> {
  const { createEmptyCart: cartId } = await api<{ createEmptyCart: string }>(backend.url, 'na_us', 'mutation { createEmptyCart }');
  await api(backend.url, 'na_us', `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "SFD-METAL", quantity: 1 }]) { cart { id } } }`, { id: cartId });
  const setUp = `mutation($id: String!) {
    setGuestEmailOnCart(input: { cart_id: $id, email: "recaptcha.order@example.com" }) { cart { id } }
    setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: { firstname: "Ada", lastname: "Lovelace",
      street: ["5 Main Street"], city: "Albany", region: "NY", postcode: "12207", country_code: "US", telephone: "5185550100" } }] }) { cart { id } }
  }`;
  await api(backend.url, 'na_us', setUp, { id: cartId });
  return cartId;
}

/** The shopper's browser takes the cart over and goes through the checkout to its review step. */
async function toReviewStep(page: Page, cartId: string): Promise<void> {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_id')), POLL).not.toBeNull();
  await page.evaluate((id) => localStorage.setItem('cart_id', id), cartId);
  await page.goto('/checkout');
  await page.getByRole('heading', { level: 1, name: m['checkout.page.title'] }).waitFor(POLL);
  const active = page.locator('.checkout-step--active');
  // The cart's email and address are already in: each step only needs its Continue, the method and payment a choice.
  await expect.poll(() => active.getAttribute('data-step'), POLL).not.toBeNull();
  while ((await active.getAttribute('data-step')) !== '5') {
    const step = await active.getAttribute('data-step');
    if (step === '2' || step === '4') await active.getByRole('radio').first().check();
    await active.getByRole('button', { name: m['checkout.continue'] }).click();
    await expect.poll(() => active.getAttribute('data-step'), POLL).toBe(String(Number(step) + 1));
  }
}

describe('reCAPTCHA v3', () => {

  it('sign-in: the badge shows once the shopper starts on the form, and the sign-in carries a token Magento accepts', async () => {
    guard(['customer_login']);
    const email = uniqueEmail('recaptcha');
    await createCustomer(backend.url, 'na_us', email);
    const { context, page, errors, tokens, scriptRequests } = await open('up');
    await page.goto('/customer/account/login');
    await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
    // Nothing of Google's before the shopper uses the form.
    await page.waitForTimeout(500);
    expect(scriptRequests).toEqual([]);
    await page.getByLabel(m['account.field.email'], { exact: true }).focus();
    const badge = page.locator('form .recaptcha-badge .grecaptcha-badge[data-style="inline"]');
    await badge.waitFor(POLL);
    const script = new URL(scriptRequests[0] ?? '');
    expect(Object.fromEntries(script.searchParams)).toMatchObject({ render: 'explicit', hl: 'en' });

    for (const width of ['desktop', 'mobile'] as const) {
      await page.setViewportSize(viewports[width]);
      await page.waitForTimeout(300);
      expect(await axeViolations(page), `login with the badge at ${width}`).toEqual([]);
      await screenshot(page, `recaptcha-login-${width}`);
    }
    await page.setViewportSize(viewports.desktop);
    // The badge sits between the fields and the button, within the form's width.
    const [badgeBox, buttonBox] = await Promise.all([badge.boundingBox(), page.getByRole('button', { name: m['account.login.submit'] }).boundingBox()]);
    expect((badgeBox?.y ?? 0) + (badgeBox?.height ?? 0)).toBeLessThanOrEqual(buttonBox?.y ?? 0);

    await signIn(page, email);
    await signedInWithToken(page, context, tokens);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sign-in without Google\'s script: Magento\'s refusal in its own words, and the shopper stays signed out', async () => {
    guard(['customer_login']);
    const email = uniqueEmail('recaptcha-down');
    await createCustomer(backend.url, 'na_us', email);
    const { context, page, errors, tokens } = await open('down');
    const warnings: string[] = [];
    page.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
    await page.goto('/customer/account/login');
    await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
    await signIn(page, email);
    await page.getByRole('alert').filter({ hasText: REFUSAL }).waitFor(POLL);
    expect(tokens.has('GenerateCustomerToken')).toBe(true);
    expect(tokens.get('GenerateCustomerToken')).toBeUndefined();
    expect(await accessToken(context)).toBeUndefined();
    expect(warnings.some((text) => text.startsWith('reCAPTCHA:'))).toBe(true);
    await screenshot(page, 'recaptcha-login-refused-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('newsletter: the footer\'s signup goes with a token and the backend keeps the subscription', async () => {
    guard(['newsletter'], 'bottomright');
    const email = uniqueEmail('recaptcha-news');
    const { context, page, errors, tokens } = await open('up', 'mobile');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(m['shell.newsletter.label']).fill(email);
    await footer.getByRole('button', { name: m['shell.newsletter.submit'] }).click();
    await footer.getByText(m['shell.newsletter.success']).waitFor(POLL);
    expect(tokens.get('SubscribeEmailToNewsletter')).toMatch(/^[\w-]+\.[\w-]+$/);
    const row = backend.db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?').get(email) as { n: number };
    expect(row.n).toBe(1);
    // Its badge is the form's, shown in the corner; the back-to-top button moves above it.
    const badge = footer.locator('form .recaptcha-badge .grecaptcha-badge[data-style="bottomright"]');
    await badge.waitFor(POLL);
    const top = page.locator('.back-to-top');
    await top.waitFor(POLL);
    const [badgeBox, topBox] = await Promise.all([badge.boundingBox(), top.boundingBox()]);
    expect((topBox?.y ?? 0) + (topBox?.height ?? 0)).toBeLessThanOrEqual(badgeBox?.y ?? 0);
    // Only the logo of Google's badge shows in the corner.
    expect((badgeBox?.x ?? 0) + 70).toBeGreaterThanOrEqual(viewports.mobile.width - 1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'recaptcha-newsletter-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('place order: refused without a token with the cart kept for a retry, placed once the script is back', async () => {
    guard(['place_order']);
    const cartId = await guestCartToPlace();

    for (const google of ['down', 'up'] as const) {
      const { context, page, errors, tokens } = await open(google);
      await toReviewStep(page, cartId);
      const place = page.getByRole('button', { name: m['checkout.placeOrder'] });
      if (google === 'up') {
        // The badge inline above Place Order, at both widths.
        await page.locator('.checkout-step--active .grecaptcha-badge[data-style="inline"]').waitFor(POLL);
        for (const width of ['mobile', 'desktop'] as const) {
          await page.setViewportSize(viewports[width]);
          await page.waitForTimeout(300);
          expect(await axeViolations(page), `review with the badge at ${width}`).toEqual([]);
          await screenshot(page, `recaptcha-place-order-${width}`);
        }
      }
      await place.click();
      if (google === 'down') {
        await page.getByRole('alert').filter({ hasText: REFUSAL }).waitFor(POLL);
        expect(tokens.get('PlaceOrder')).toBeUndefined();
        const cart = await api<{ cart: { total_quantity: number } }>(backend.url, 'na_us', 'query($id: String!) { cart(cart_id: $id) { total_quantity } }', { id: cartId });
        expect(cart.cart.total_quantity).toBe(1);
        await expect.poll(() => place.isEnabled(), POLL).toBe(true);
        await screenshot(page, 'recaptcha-place-order-refused-desktop');
      } else {
        await page.getByRole('heading', { level: 1, name: m['checkout.success.title'] }).waitFor(POLL);
        expect(tokens.get('PlaceOrder')).toMatch(/^[\w-]+\.[\w-]+$/);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('reCAPTCHA v2', () => {
  const ROBOT = "I'm not a robot";

  it('checkbox: sign-in sends nothing until "I\'m not a robot" is ticked, says so and takes focus there; ticked, it signs in', async () => {
    guard(['customer_login'], '', 'recaptcha');
    const email = uniqueEmail('recaptcha-v2');
    await createCustomer(backend.url, 'na_us', email);
    const { context, page, errors, tokens } = await open('up');
    await page.goto('/customer/account/login');
    await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
    await page.getByLabel(m['account.field.email'], { exact: true }).focus();
    const robot = page.locator('form .recaptcha-badge').getByRole('checkbox', { name: ROBOT });
    await robot.waitFor(POLL);

    await signIn(page, email);
    const prompt = page.getByRole('alert').filter({ hasText: m['recaptcha.confirm'] });
    await prompt.waitFor(POLL);
    await expect.poll(() => robot.evaluate((box) => box === document.activeElement), POLL).toBe(true);
    expect(tokens.has('GenerateCustomerToken')).toBe(false);
    // The checkbox and its prompt between the fields and the button.
    const [promptBox, buttonBox] = await Promise.all([prompt.boundingBox(), page.getByRole('button', { name: m['account.login.submit'] }).boundingBox()]);
    expect((promptBox?.y ?? 0) + (promptBox?.height ?? 0)).toBeLessThanOrEqual(buttonBox?.y ?? 0);
    for (const width of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(viewports[width]);
      await page.waitForTimeout(300);
      expect(await axeViolations(page), `login with the checkbox at ${width}`).toEqual([]);
      await screenshot(page, `recaptcha-v2-login-${width}`);
    }

    // By keyboard: Space ticks it (focus is on it), the prompt goes; Enter in the password field signs in.
    await page.keyboard.press('Space');
    await expect.poll(() => robot.isChecked(), POLL).toBe(true);
    await prompt.waitFor({ state: 'detached' });
    await page.getByLabel(m['account.field.password'], { exact: true }).press('Enter');
    await signedInWithToken(page, context, tokens);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checkbox: the footer\'s newsletter shows it with the first submit, and subscribes once it is ticked', async () => {
    guard(['newsletter'], '', 'recaptcha');
    const email = uniqueEmail('recaptcha-v2-news');
    const { context, page, errors, tokens } = await open('up', 'mobile');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(m['shell.newsletter.label']).fill(email);
    const submit = footer.getByRole('button', { name: m['shell.newsletter.submit'] });
    await submit.click();
    await footer.getByRole('alert').filter({ hasText: m['recaptcha.confirm'] }).waitFor(POLL);
    expect(tokens.has('SubscribeEmailToNewsletter')).toBe(false);
    const robot = footer.getByRole('checkbox', { name: ROBOT });
    for (const width of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(viewports[width]);
      await page.waitForTimeout(300);
      expect(await axeViolations(page), `newsletter with the checkbox at ${width}`).toEqual([]);
      await screenshot(page, `recaptcha-v2-newsletter-${width}`);
    }
    await robot.click();
    await expect.poll(() => robot.isChecked(), POLL).toBe(true);
    await submit.click();
    await footer.getByText(m['shell.newsletter.success']).waitFor(POLL);
    expect(tokens.get('SubscribeEmailToNewsletter')).toMatch(/^[\w-]+\.[\w-]+$/);
    const row = backend.db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?').get(email) as { n: number };
    expect(row.n).toBe(1);
    // A token serves once: the box is unticked again for the next signup.
    expect(await robot.isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checkbox on registration and sign-in: the account is created, then the shopper signs in with a tick of their own', async () => {
    guard(['customer_create', 'customer_login'], '', 'recaptcha');
    const email = uniqueEmail('recaptcha-v2-new');
    const { context, page, errors, tokens } = await open('up', 'mobile');
    await page.goto('/customer/account/create');
    await page.getByLabel(m['account.field.firstname'], { exact: true }).fill('Ada');
    await page.getByLabel(m['account.field.lastname'], { exact: true }).fill('Robotless');
    await page.getByLabel(m['account.field.email'], { exact: true }).fill(email);
    await page.getByLabel(m['account.field.password'], { exact: true }).fill(PASSWORD);
    await page.getByLabel(m['account.field.confirmPassword'], { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: ROBOT }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: ROBOT }).isChecked(), POLL).toBe(true);
    await page.getByRole('button', { name: m['account.create.submit'] }).click();

    // Created; the sign-in has a box of its own: the form gives way to it, the e-mail filled in, focus on the password.
    await page.getByRole('status').filter({ hasText: m['account.create.signInToContinue'] }).waitFor(POLL);
    expect(tokens.get('CreateCustomer')).toMatch(/^[\w-]+\.[\w-]+$/);
    const password = page.getByLabel(m['account.field.password'], { exact: true });
    await expect.poll(() => password.evaluate((input) => input === document.activeElement), POLL).toBe(true);
    expect(await page.getByLabel(m['account.field.email'], { exact: true }).inputValue()).toBe(email);
    const robot = page.getByRole('checkbox', { name: ROBOT });
    await robot.waitFor(POLL);
    expect(await robot.isChecked()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'recaptcha-v2-created-mobile');
    await password.fill(PASSWORD);
    await robot.click();
    await expect.poll(() => robot.isChecked(), POLL).toBe(true);
    await page.getByRole('button', { name: m['account.login.submit'] }).click();
    await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor(POLL);
    expect(await accessToken(context)).toBeDefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checkbox at Place Order: unticked, nothing is placed and the review step asks; ticked, the order is placed', async () => {
    guard(['place_order'], '', 'recaptcha');
    const cartId = await guestCartToPlace();
    const { context, page, errors, tokens } = await open('up');
    await toReviewStep(page, cartId);
    const robot = page.locator('.checkout-step--active').getByRole('checkbox', { name: ROBOT });
    await robot.waitFor(POLL);
    const place = page.getByRole('button', { name: m['checkout.placeOrder'] });
    await place.click();
    const prompt = page.getByRole('alert').filter({ hasText: m['recaptcha.confirm'] });
    await prompt.waitFor(POLL);
    await expect.poll(() => robot.evaluate((box) => box === document.activeElement), POLL).toBe(true);
    expect(tokens.has('PlaceOrder')).toBe(false);
    // No "could not place the order" beside it: nothing was tried.
    expect(await page.getByText(m['checkout.placeFailed']).count()).toBe(0);
    await expect.poll(() => place.isEnabled(), POLL).toBe(true);
    for (const width of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(viewports[width]);
      await page.waitForTimeout(300);
      expect(await axeViolations(page), `review with the checkbox at ${width}`).toEqual([]);
      await screenshot(page, `recaptcha-v2-place-order-${width}`);
    }
    await page.keyboard.press('Space');
    await expect.poll(() => robot.isChecked(), POLL).toBe(true);
    await place.click();
    await page.getByRole('heading', { level: 1, name: m['checkout.success.title'] }).waitFor(POLL);
    expect(tokens.get('PlaceOrder')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('invisible: sign-in shows its badge and goes with the token the widget hands back', async () => {
    guard(['customer_login'], 'inline', 'invisible');
    const email = uniqueEmail('recaptcha-inv');
    await createCustomer(backend.url, 'na_us', email);
    const { context, page, errors, tokens } = await open('up', 'mobile');
    await page.goto('/customer/account/login');
    await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor();
    await page.getByLabel(m['account.field.email'], { exact: true }).focus();
    await page.locator('form .recaptcha-badge .grecaptcha-badge[data-style="inline"]').waitFor(POLL);
    await signIn(page, email);
    await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor(POLL);
    expect(tokens.get('GenerateCustomerToken')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

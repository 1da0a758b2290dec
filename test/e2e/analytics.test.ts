import { describe, expect, inject, it } from 'vitest';
import enUS from '../../i18n/en_US.json';
import { newContext, trackPageErrors } from './browser';
import { sharedBrowser } from './sharedBrowser';
import type { Page } from 'playwright-core';

// Analytics (spec §3 payload, §7; issue #8) on the production build and the embedded backend, which
// stores what /segment/collect receives and lists it at GET /segment/events (exposeAnalytics).

const baseURL = inject('baseURL');
const POLL = { timeout: 20000 };
const PRODUCT = { path: '/metallics-fan-deck.html', name: 'Metallics Fan Deck' };
const CUSTOMER = { email: 'roxanne.demo@example.com', password: 'Spectrane#2024' };
const GROUPS = ',C0001,C0002,C0004,';
const PAYLOAD_FIELDS = ['ot_string', 'session_id', 'store_code', 'cart_id', 'anonymous_id', 'user_id'];

const chromium = sharedBrowser();

type Payload = Record<string, string>;

/** The events of one type the backend received from this browser session. */
async function events(type: string, sessionId: string): Promise<Payload[]> {
  const response = await fetch(`${baseURL}/segment/events?type=${type}`);
  const rows = (await response.json()) as { payload: Payload }[];
  return rows.map((row) => row.payload).filter((payload) => payload.session_id === sessionId);
}

/** Spec §3, §9: the analytics session id is the session cookie SEGMENT_PHPSESSID. */
const sessionCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'SEGMENT_PHPSESSID');
const sessionOf = async (page: Page) => (await sessionCookie(page))?.value ?? '';

function expectPayload(payload: Payload | undefined, sessionId: string) {
  expect(payload).toBeDefined();
  for (const field of PAYLOAD_FIELDS) expect(Object.keys(payload ?? {}), field).toContain(field);
  expect(payload).toMatchObject({ ot_string: GROUPS, session_id: sessionId, anonymous_id: sessionId, store_code: 'na_us' });
}

describe('analytics (spec §7): consent first, then the storefront events with the §3 payload', () => {
  it('sends nothing before consent; after the consent-loaded event, page, productView, addToCart, identify and web vitals arrive', async () => {
    const context = await newContext(chromium.browser, baseURL);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const segmentRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/segment/')) segmentRequests.push(request.url());
    });

    // No consent: a home page, a product page, a route change, nothing is sent.
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    await page.goto(PRODUCT.path);
    await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForTimeout(3500);
    expect(segmentRequests).toEqual([]);
    expect(await sessionOf(page)).toBe('');

    // The consent manager answers; an in-app route change is now a page event.
    await page.evaluate((groups) => window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: groups } })), GROUPS);
    await page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Color guides' }).click();
    await expect.poll(() => sessionOf(page), POLL).not.toBe('');
    const sessionId = await sessionOf(page);
    // Spec §9: the session cookie lives 14400 s, on path '/'; it is not kept anywhere else.
    const cookie = await sessionCookie(page);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + 14400))).toBeLessThan(120);
    expect(await page.evaluate(() => localStorage.getItem('SEGMENT_PHPSESSID'))).toBeNull();
    await expect.poll(async () => (await events('page', sessionId)).length, POLL).toBeGreaterThan(0);
    const [page1] = await events('page', sessionId);
    expectPayload(page1, sessionId);
    expect(page1?.path).not.toBe('');
    expect(page1?.title).toBeTruthy();

    // Later full loads: the OneTrust global carries the consent.
    await context.addInitScript((groups) => {
      window.OptanonActiveGroups = groups;
    }, GROUPS);
    await page.goto(PRODUCT.path);
    await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
    await expect.poll(async () => (await events('productView', sessionId)).length, POLL).toBe(1);
    const [view] = await events('productView', sessionId);
    expectPayload(view, sessionId);
    expect(view).toMatchObject({ sku: expect.any(String), name: PRODUCT.name, currency: 'USD' });
    expect(Number(view?.price)).toBeGreaterThan(0);
    expect(view?.product_id).toBeTruthy();
    await expect
      .poll(async () => (await events('page', sessionId)).map((e) => e.path), POLL)
      .toContain(PRODUCT.path);
    const productPage = (await events('page', sessionId)).find((e) => e.path === PRODUCT.path);
    expect(productPage?.title).toContain(PRODUCT.name);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog').waitFor(POLL);
    await expect.poll(async () => (await events('addToCart', sessionId)).length, POLL).toBe(1);
    const [added] = await events('addToCart', sessionId);
    const cartId = await page.evaluate(() => localStorage.getItem('cart_id'));
    expectPayload(added, sessionId);
    expect(added).toMatchObject({ name: PRODUCT.name, quantity: '1', currency: 'USD', cartId, cart_id: cartId, sku: view?.sku });
    expect(Number(added?.price)).toBeGreaterThan(0);

    // Web vitals of this visit: adding to cart was its first input, so LCP is final and reported.
    await expect.poll(async () => (await events('webVitals', sessionId)).map((e) => e.name), POLL).toContain('LCP');
    const lcp = (await events('webVitals', sessionId)).find((e) => e.name === 'LCP');
    expectPayload(lcp, sessionId);
    expect(Number(lcp?.value)).toBeGreaterThan(0);
    expect(lcp).toMatchObject({ path: PRODUCT.path, rating: expect.stringMatching(/good|needs-improvement|poor/), navigation_type: expect.any(String) });
    expect(lcp?.id).toBeTruthy();

    // Sign-in: identify, with the user id stored locally as ajs_user_id; later events carry it.
    await page.goto('/customer/account/login');
    // Leaving the product page (hidden) reported its layout shift.
    await expect.poll(async () => (await events('webVitals', sessionId)).map((e) => e.name), POLL).toContain('CLS');
    await page.getByLabel(enUS['account.field.email'], { exact: true }).fill(CUSTOMER.email);
    await page.getByLabel(enUS['account.field.password'], { exact: true }).fill(CUSTOMER.password);
    await page.getByLabel(enUS['account.field.password'], { exact: true }).press('Enter');
    await expect.poll(async () => (await events('identify', sessionId)).length, POLL).toBe(1);
    const [identified] = await events('identify', sessionId);
    expectPayload(identified, sessionId);
    const userId = await page.evaluate(() => localStorage.getItem('ajs_user_id'));
    expect(userId).toMatch(/^[0-9a-f]{64}$/);
    expect(identified?.user_id).toBe(userId);
    expect(JSON.stringify(identified)).not.toContain(CUSTOMER.email);
    await page.goto(PRODUCT.path);
    await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
    await expect.poll(async () => (await events('productView', sessionId)).map((e) => e.user_id), POLL).toContain(userId);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, newContext, screenshot, trackPageErrors } from './browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';

// Spec §6 hide-price end to end, on the build made with FEATURE_FLAGS=hide-price,one-step-checkout
// (served by the global setup's second server, on its own database): a guest sees no price on the
// category, product and search pages, a sign-in prompt where each price would be; a signed-in
// sample customer sees the prices (and the product page's tier prices).

const flaggedBaseURL = inject('flaggedBaseURL');
const POLL = { timeout: 20000 };
const PROMPT = 'Sign in to see prices';
const DOLLARS = /\$\s?\d[\d,]*\.\d{2}/;
const CATEGORY = '/color-guides.html';
const PRODUCT = '/core-fan-deck-coated.html';
const SEARCH = '/search?q=fan%20deck';

let browser: Browser;

function requireFlaggedBuild(): string {
  if (!flaggedBaseURL) {
    throw new Error(
      'flaggedBaseURL is empty: build the flagged store (FEATURE_FLAGS=hide-price,one-step-checkout npx webpack --mode production --output-path <dir>) and run with FLAGGED_DIST_DIR=<dir>',
    );
  }
  return flaggedBaseURL;
}

beforeAll(async () => {
  requireFlaggedBuild();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function customerToken(base: string): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: 'na_us' },
    body: JSON.stringify({ query: 'mutation { generateCustomerToken(email: "roxanne.demo@example.com", password: "Spectrane#2024") { token } }' }),
  });
  const body = (await response.json()) as { data?: { generateCustomerToken?: { token: string } } };
  const token = body.data?.generateCustomerToken?.token;
  if (!token) throw new Error(`No token for the sample customer: ${JSON.stringify(body)}`);
  return token;
}

async function openStore(signedIn: boolean, width: 'desktop' | 'mobile' = 'desktop'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const base = requireFlaggedBuild();
  const context = await newContext(browser, base, width);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto('/');
  await page.getByRole('contentinfo').waitFor();
  // Signed in once the store is chosen (choosing a store at the first visit signs out, spec §4).
  if (signedIn) await context.addCookies([{ name: 'access_token', value: await customerToken(base), url: base }]);
  return { context, page, errors };
}

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).locator('.product-card');

describe('hide-price (flagged build)', () => {
  it('a guest sees no prices on category, product and search pages, and a sign-in prompt where each would be', async () => {
    const { context, page, errors } = await openStore(false);

    await page.goto(CATEGORY);
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThan(0);
    const cardCount = await cards(page).count();
    expect(await cards(page).filter({ hasText: PROMPT }).count()).toBe(cardCount);
    expect(await main(page).textContent()).not.toMatch(DOLLARS);
    // No price filter either: it would give the prices away.
    expect(await main(page).getByRole('group', { name: 'Price', exact: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'hide-price-guest-category-desktop');

    await page.goto(PRODUCT);
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor(POLL);
    await expect.poll(() => main(page).locator('.product-page__price').textContent(), POLL).toBe(PROMPT);
    expect(await main(page).getByRole('list', { name: 'Volume pricing' }).count()).toBe(0);
    expect(await main(page).textContent()).not.toMatch(DOLLARS);
    // Nor in the structured data.
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(expect.stringMatching(/"price"/));
    await screenshot(page, 'hide-price-guest-product-desktop');

    await page.goto(SEARCH);
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThan(0);
    expect(await cards(page).filter({ hasText: PROMPT }).count()).toBe(await cards(page).count());
    expect(await main(page).textContent()).not.toMatch(DOLLARS);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 375 px the guest prompt fits the cards too', async () => {
    const { context, page, errors } = await openStore(false, 'mobile');
    await page.goto(CATEGORY);
    await expect.poll(() => cards(page).filter({ hasText: PROMPT }).count(), POLL).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'hide-price-guest-category-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in sample customer sees the prices, with the tier prices on the product page', async () => {
    const { context, page, errors } = await openStore(true);

    await page.goto(CATEGORY);
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => main(page).textContent(), POLL).toMatch(DOLLARS);
    expect(await main(page).getByText(PROMPT).count()).toBe(0);
    expect(await main(page).getByRole('group', { name: 'Price', exact: true }).count()).toBe(1);

    await page.goto(PRODUCT);
    await expect.poll(() => main(page).locator('.product-page__price').textContent(), POLL).toMatch(DOLLARS);
    const tiers = main(page).getByRole('list', { name: 'Volume pricing' });
    await expect.poll(() => tiers.locator('li').allTextContents(), POLL).toEqual([
      expect.stringMatching(/^Buy 3 for \$\d+\.\d{2} each and save \d+%$/),
      expect.stringMatching(/^Buy 10 for \$\d+\.\d{2} each and save \d+%$/),
    ]);
    expect(await main(page).getByText(PROMPT).count()).toBe(0);
    await screenshot(page, 'hide-price-customer-product-desktop');

    await page.goto(SEARCH);
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => main(page).textContent(), POLL).toMatch(DOLLARS);
    expect(await main(page).getByText(PROMPT).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { describe, expect, inject, it } from 'vitest';
import { newContext, trackPageErrors } from './browser';
import { sharedBrowser } from './sharedBrowser';
import type { BrowserContext, Page } from 'playwright-core';

const baseURL = inject('baseURL');
const chromium = sharedBrowser();
const POLL = { timeout: 15000 } as const;

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/**
 * A context that records every CSP violation of its pages: the securitypolicyviolation events (registered before
 * any of the page's own scripts run) and Chromium's "Refused to …" console reports.
 */
async function watchedContext(): Promise<{ context: BrowserContext; violations: Violation[]; reports: string[] }> {
  const context = await newContext(chromium.browser, baseURL);
  const violations: Violation[] = [];
  const reports: string[] = [];
  await context.exposeBinding('__cspViolation', (_source, violation: Violation) => { violations.push(violation); });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __cspViolation: (v: unknown) => Promise<void> }).__cspViolation({
        directive: event.effectiveDirective, blocked: event.blockedURI, page: location.pathname,
      });
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) reports.push(message.text());
  });
  return { context, violations, reports };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

describe('the Content Security Policy of npm run serve', () => {
  it('is sent with the hash of the inline early script, which runs; no inline script without it would', async () => {
    const response = await fetch(`${baseURL}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const { context, violations } = await watchedContext();
    const page = await context.newPage();
    await page.goto('/');
    await h1(page).waitFor(POLL);
    expect(await page.evaluate(() => '__spectranePageFiles' in window)).toBe(true);
    // An injected inline script is refused (and reported), so the policy is really in force.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
    });
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    await expect.poll(() => violations.map((v) => v.directive), POLL).toContain('script-src-elem');
    await context.close();
  });

  it('lets every kind of page work with no violation: home, category, product, search, CMS, 404, cart, checkout, account, an EU store', async () => {
    const { context, violations, reports } = await watchedContext();
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    await page.goto('/');
    await h1(page).waitFor(POLL);
    // Store-config head scripts are JSON-LD data blocks: inserted, and no violation.
    await expect.poll(() => page.locator('script[type="application/ld+json"]').count(), POLL).toBeGreaterThan(0);
    await page.goto('/chip-sets.html');
    await h1(page).waitFor(POLL);
    await page.goto('/core-fan-deck-coated.html');
    await h1(page).waitFor(POLL);
    // Pictures from /media load.
    await expect.poll(() => page.locator('main img').evaluateAll((images) => images.some((i) => (i as HTMLImageElement).naturalWidth > 0)), POLL).toBe(true);
    await page.getByRole('radio', { name: /Hard case/ }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: /^Cart, 1 item/ }).count(), POLL).toBe(1);
    await page.goto('/search?q=fan');
    await h1(page).waitFor(POLL);
    await page.goto('/about-spectrane');
    await h1(page).waitFor(POLL);
    await page.goto('/no-such-page-here');
    await h1(page).waitFor(POLL);
    await page.goto('/checkout/cart');
    await h1(page).waitFor(POLL);
    await page.goto('/checkout');
    await page.getByRole('heading').first().waitFor(POLL);
    await page.goto('/customer/account/login');
    await page.getByLabel('Email', { exact: true }).fill('roxanne.demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Spectrane#2024');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL(/\/account$/, POLL);
    await h1(page).waitFor(POLL);
    await page.goto('/eu/de');
    await h1(page).waitFor(POLL);
    await page.goto('/eu/de/farbfaecher-metallic.html');
    await h1(page).waitFor(POLL);
    // The web app manifest and the service worker (registered after load) are allowed too.
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), POLL).toBe(true);
    await expect.poll(() => page.evaluate(() => document.querySelector('link[rel="manifest"]') !== null), POLL).toBe(true);
    await page.reload();
    await h1(page).waitFor(POLL);

    expect(violations).toEqual([]);
    expect(reports).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('redirects after sign-in stay on this site (Chromium)', () => {
  it.each(['/%09/evil.example', '/%0A/evil.example', '//evil.example', '/%5Cevil.example', 'https://evil.example/'])(
    'returnTo=%s lands on the account dashboard', async (returnTo) => {
      const context = await newContext(chromium.browser, baseURL);
      const page = await context.newPage();
      const offSite: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:')) offSite.push(request.url());
      });
      await page.goto(`/customer/account/login?returnTo=${returnTo}`);
      await page.getByLabel('Email', { exact: true }).fill('roxanne.demo@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Spectrane#2024');
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await page.waitForURL(`${baseURL}/account`, POLL);
      await h1(page).waitFor(POLL);
      expect(new URL(page.url()).origin).toBe(baseURL);
      expect(offSite).toEqual([]);
      await context.close();
    },
  );
});

import fs from 'node:fs';
import path from 'node:path';
import { source as axeSource, type AxeResults, type RunOptions } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const artifactsDir = path.resolve(__dirname, '../artifacts');

/** Headless system Chromium with the flags this closed network needs (plus `extraArgs`). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!fs.existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium or set CHROME_PATH.`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/** A fresh context (own cookies and storage) at the given width, with the server's base URL. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof viewports = 'desktop',
  /**
   * 'block' for tests that intercept requests with page.route: once the service worker controls a page,
   * its fetches bypass Playwright's routing, so an injected failure would silently not happen.
   */
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: viewports[viewport], locale: 'en-US', serviceWorkers });
}

/** Collects uncaught page errors so a test can assert the page never crashed. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

const WCAG_AA: RunOptions['runOnly'] = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] };

/**
 * Runs axe-core (WCAG 2.x A/AA rules, or the rules `runOnly` names: best practices such as heading-order
 * are not WCAG-tagged) in the page and returns the violations.
 */
export async function axeViolations(page: Page, runOnly: RunOptions['runOnly'] = WCAG_AA): Promise<AxeViolation[]> {
  // Drawers and modals fade in: colours measured mid-animation are not what a shopper reads.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10000 },
  );
  // Evaluated through the DevTools protocol rather than added as an inline <script>, which the storefront's CSP
  // (rightly) refuses.
  await page.evaluate(`${axeSource}\n;undefined`);
  return page.evaluate(async (only) => {
    const result = await window.axe.run(document, { runOnly: only });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, runOnly);
}

declare global {
  interface Window {
    axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/** Whether the element has keyboard focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Whether keyboard focus is on the element or inside it. */
export function focusWithin(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

export interface AccessibleNode {
  role: string;
  name: string;
  /** Chromium's states and properties by name: required, expanded, focused… */
  properties: Record<string, unknown>;
}

/**
 * What Chromium's own accessibility tree, the one screen readers read, holds for an element (or for the
 * focused one): its role, accessible name and properties.
 */
export async function accessibleNode(page: Page, target: Locator | 'focused'): Promise<AccessibleNode> {
  const cdp = await page.context().newCDPSession(page);
  try {
    if (target !== 'focused') await target.evaluate((element) => element.setAttribute('data-accessible-probe', ''));
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: target === 'focused' ? 'document.activeElement' : 'document.querySelector("[data-accessible-probe]")',
    });
    if (target !== 'focused') await target.evaluate((element) => element.removeAttribute('data-accessible-probe'));
    if (!result.objectId) throw new Error('No element to ask the accessibility tree about.');
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
    const node = nodes[0];
    return {
      role: String(node?.role?.value ?? ''),
      name: String(node?.name?.value ?? ''),
      properties: Object.fromEntries((node?.properties ?? []).map((property) => [property.name, property.value.value])),
    };
  } finally {
    await cdp.detach();
  }
}

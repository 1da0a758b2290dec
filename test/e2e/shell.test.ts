import { describe, expect, inject, it } from 'vitest';
import { accessibleNode, axeViolations, newContext, screenshot, trackPageErrors, viewports, hasFocus, focusWithin } from './browser';
import { api, createCustomer, tokenOf } from './graphqlApi';
import { sharedBrowser } from './sharedBrowser';
import type { BrowserContext, Locator, Page } from 'playwright-core';

// The page shell (spec §2.4) on the production build and the embedded backend: CMS blocks per store,
// newsletter, region switch, the checkout and /connect variants, keyboard access and axe.

const baseURL = inject('baseURL');
const widths = Object.keys(viewports) as (keyof typeof viewports)[];
const chromium = sharedBrowser();

async function open(width: keyof typeof viewports, path: string, setup?: (context: BrowserContext) => Promise<void>) {
  const context = await newContext(chromium.browser, baseURL, width);
  await setup?.(context);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(path);
  await page.getByRole('contentinfo').waitFor();
  return { context, page, errors };
}

/** The main navigation: in the header from 1025 px, in the menu drawer below. */
async function mainNavigation(page: Page, width: keyof typeof viewports): Promise<Locator> {
  if (width === 'mobile') await page.getByRole('button', { name: menuButton[lang(page)] }).click();
  const nav = width === 'mobile' ? page.getByRole('dialog').getByRole('navigation') : page.getByRole('banner').getByRole('navigation');
  await nav.getByRole('link').first().waitFor();
  return nav;
}

const lang = (page: Page): 'en' | 'de' | 'zh' => {
  const path = new URL(page.url()).pathname;
  return path.startsWith('/eu/de') ? 'de' : path.startsWith('/hk/tc') ? 'zh' : 'en';
};
const menuButton = { en: 'Open menu', de: 'Menü öffnen', zh: '打開選單' };

const stores = [
  { path: '/', store: 'na_us', banner: /Free shipping on color guides over \$75/, nav: 'Color guides', footer: 'About Spectrane', newsletter: 'Stay in color', dealers: ['Find a dealer', '/about-spectrane/spectrane-dealers'] },
  { path: '/eu/de', store: 'de_de', banner: /Kostenloser Versand für Farbfächer ab 70/, nav: 'Farbfächer', footer: 'Über Spectrane', newsletter: 'Farbe im Blick', dealers: ['Händler finden', '/eu/de/uber-spectrane/spectrane-handler'] },
  { path: '/hk/tc', store: 'hk_tc', banner: /色彩指南滿 HK\$600 即享免費送貨/, nav: '色彩指南', footer: '關於 Spectrane', newsletter: '與色彩同行', dealers: ['尋找經銷商', '/hk/tc/about-spectrane/spectrane-dealers'] },
] as const;

describe('the page shell', () => {
  for (const s of stores) {
    for (const width of widths) {
      it(`${s.path} at ${width}: pencil banner, navigation and footer blocks in the store's language`, async () => {
        const { context, page, errors } = await open(width, s.path);
        await expect.poll(() => page.getByRole('region', { name: /announcements|Hinweise|公告/ }).textContent()).toMatch(s.banner);
        const footer = page.getByRole('contentinfo');
        await expect.poll(() => footer.getByRole('heading', { name: s.footer }).count()).toBe(1);
        expect(await footer.getByRole('heading', { level: 2, name: s.newsletter }).count()).toBe(1);
        // Spec §2.2: the dealers page path per store code, with the brand word from the site config.
        const [dealersText, dealersHref] = s.dealers;
        const bottomBar = footer.locator('.site-footer__bottom');
        expect(await bottomBar.getByRole('link', { name: dealersText, exact: true }).getAttribute('href')).toBe(dealersHref);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        // The footer's layout: room above its heading and around the bottom bar; the newsletter button level
        // with its field and as tall.
        const gaps = await footer.evaluate((el) => {
          const box = (selector: string) => (el.querySelector(selector) as HTMLElement).getBoundingClientRect();
          const field = box('input[type="email"]');
          const button = box('.newsletter-form button');
          const bottomRow = box('.site-footer__bottom-row');
          const text = box('.site-footer__bottom p');
          return {
            aboveHeading: box('h2').top - el.getBoundingClientRect().top,
            fieldVsButton: [Math.round(button.top - field.top), Math.round(button.height - field.height)],
            aroundBottomText: Math.round(text.top - bottomRow.top),
          };
        });
        expect(gaps.aboveHeading).toBeGreaterThanOrEqual(40);
        expect(gaps.fieldVsButton).toEqual([0, 0]);
        expect(gaps.aroundBottomText).toBeGreaterThanOrEqual(16);
        await screenshot(page, `shell-${s.store}-${width}`);

        const nav = await mainNavigation(page, width);
        expect(await nav.getByRole('link', { name: s.nav }).count()).toBe(1);
        const href = await nav.getByRole('link', { name: s.nav }).getAttribute('href');
        expect(href?.startsWith(s.path === '/' ? '/' : `${s.path}/`)).toBe(true);
        if (width === 'mobile') await screenshot(page, `shell-${s.store}-menu-drawer`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  for (const width of widths) {
    it(`${width}: a footer link opens its page at the top, focus in its content and its title read out; Back returns to where the shopper was`, async () => {
      const { context, page, errors } = await open(width, '/');
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      const footer = page.getByRole('contentinfo');
      const shipping = footer.getByRole('link', { name: 'Shipping', exact: true });
      await shipping.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(300);
      // Followed by keyboard: the next Tab must be in the new page, not further down the footer.
      await shipping.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/shipping$/);
      // The old page stays until the new one is ready to show.
      await page.getByRole('main').getByRole('heading', { level: 1, name: /Shipping/ }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      await expect.poll(async () => page.getByRole('status').filter({ hasText: await page.title() }).count()).toBe(1);
      expect(await page.title()).toMatch(/Shipping/);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
      await screenshot(page, `shell-footer-link-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      await page.goBack();
      await page.waitForURL(`${baseURL}/`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('newsletter: rejects empty and malformed e-mails with the spec messages, subscribes a valid one', async () => {
    const { context, page } = await open('desktop', '/');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Email address');
    const submit = footer.getByRole('button', { name: 'Subscribe' });
    await submit.click();
    await footer.getByText('This is a required field.').waitFor();
    await field.fill('jane.doe@');
    await submit.click();
    await footer.getByText('Please enter a valid email address (Ex: johndoe@domain.com).').waitFor();
    // The previous message animates out.
    await expect.poll(() => footer.getByText('This is a required field.').count()).toBe(0);

    const mutation = page.waitForRequest((r) => new URL(r.url()).pathname === '/graphql' && r.method() === 'POST');
    await field.fill(`shell-${Date.now()}@example.com`);
    await submit.click();
    expect((await mutation).postDataJSON()).toMatchObject({ operationName: 'SubscribeEmailToNewsletter' });
    await footer.getByText('Successfully subscribed.').waitFor();
    await expect.poll(() => footer.getByText('Please enter a valid email address (Ex: johndoe@domain.com).').count()).toBe(0);
    await context.close();
  });

  it("a signed-in shopper switching region (spec §4): token revoked on the backend, cart and cookies cleared, the chosen store's home signed out", async () => {
    // Signed in before start-up, with a cart of their own, as a returning customer is.
    const email = `region.${Date.now()}@example.com`;
    await createCustomer(baseURL, 'na_us', email, { firstname: 'Rita', lastname: 'Region' });
    const token = await tokenOf(baseURL, 'na_us', email);
    const { customerCart } = await api<{ customerCart: { id: string } }>(baseURL, 'na_us', '{ customerCart { id } }', {}, token);
    await api(baseURL, 'na_us', 'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "SFD-METAL", quantity: 1 }]) { cart { id } } }', { id: customerCart.id }, token);

    const { context, page, errors } = await open('desktop', '/', async (c) => {
      await c.addCookies(['access_token', 'store_code', 'currency_code', 'SEGMENT_PHPSESSID'].map((name) => ({
        name, value: { access_token: token, store_code: 'na_us', currency_code: 'USD', SEGMENT_PHPSESSID: 'session-in-us' }[name] ?? '', url: baseURL,
      })));
      await c.addInitScript(() => {
        if (!sessionStorage.getItem('planted')) {
          sessionStorage.setItem('planted', '1');
          localStorage.setItem('ajs_user_id', 'rita-in-us');
        }
      });
    });
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    await header.getByRole('button', { name: 'Account' }).click();
    await header.getByText('Hello, Rita').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cart_id'))).toBe(customerCart.id);

    const revoke = page.waitForRequest((r) => new URL(r.url()).pathname === '/graphql' && r.method() === 'POST'
      && (r.postDataJSON() as { operationName?: string } | null)?.operationName === 'RevokeCustomerToken');
    await page.getByRole('button', { name: /^Country\/region: US/ }).click();
    const selector = page.getByRole('dialog', { name: 'Choose your country or region' });
    await selector.getByRole('link', { name: 'Deutschland' }).click();
    expect((await revoke).headers().authorization).toBe(`Bearer ${token}`);
    await page.waitForURL((url) => url.pathname === '/eu/de');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de-de');
    await header.getByRole('navigation').getByRole('link', { name: 'Farbfächer' }).waitFor();

    // The token no longer opens the account on the backend.
    await expect(api(baseURL, 'na_us', '{ customer { email } }', {}, token)).rejects.toThrow(/isn't authorized|not authorized/i);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies.store_code).toBe('de_de');
    expect(cookies.access_token).toBeUndefined();
    expect(cookies.currency_code).toBeUndefined();
    expect(cookies.SEGMENT_PHPSESSID).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('ajs_user_id'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('store_message_flag'))).toBe('0');
    // A guest in the new store: an empty cart of its own, and the account menu offers to sign in.
    await header.getByRole('button', { name: 'Warenkorb, 0 Artikel' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_id'))).not.toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('cart_id'))).not.toBe(customerCart.id);
    await header.getByRole('button', { name: 'Kundenkonto' }).click();
    await header.getByRole('button', { name: 'Anmelden' }).waitFor();
    await screenshot(page, 'shell-region-switched-signed-out-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the store message suggests the visitor’s store and can be dismissed', async () => {
    const { context, page } = await open('desktop', '/', (c) =>
      c.addCookies([{ name: 'X-Geo-Country', value: 'DE', url: baseURL }]),
    );
    const announcements = page.getByRole('region', { name: 'Store announcements' });
    await announcements.getByText(/Your location: Germany/).waitFor();
    await screenshot(page, 'shell-store-message-desktop');
    await announcements.getByRole('button', { name: 'Dismiss this message' }).click();
    expect(await announcements.getByText(/Your location/).count()).toBe(0);
    await page.reload();
    await page.getByRole('contentinfo').waitFor();
    expect(await announcements.getByText(/Your location/).count()).toBe(0);
    await context.close();
  });

  for (const width of widths) {
    it(`checkout and /connect variants at ${width}`, async () => {
      const { context, page } = await open(width, '/checkout');
      const header = page.getByRole('banner');
      await page.getByRole('contentinfo').getByRole('heading', { name: 'Stay in color' }).waitFor();
      expect(await header.getByRole('navigation').count()).toBe(0);
      expect(await header.getByRole('button').count()).toBe(0);
      expect(await header.getByRole('link').count()).toBe(1);
      expect(await page.getByRole('contentinfo').getByRole('navigation').count()).toBe(0);
      expect(await page.getByRole('contentinfo').getByRole('heading', { name: 'About Spectrane' }).count()).toBe(0);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, `shell-checkout-${width}`);

      await page.goto('/connect');
      await page.getByRole('contentinfo').getByRole('heading', { name: 'About Spectrane' }).waitFor();
      const logIn = header.getByRole('link', { name: /^Log in/ });
      expect(await logIn.getAttribute('href')).toBe('https://connect.spectrane.example/login');
      // The store config's register_url.
      expect(await header.getByRole('link', { name: /^Sign up/ }).getAttribute('href')).toBe('https://connect.spectrane.example/register?store=na_us');
      expect(await header.getByRole('button', { name: /^Cart/ }).count()).toBe(0);
      expect(await header.getByRole('button', { name: 'Account' }).count()).toBe(0);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, `shell-connect-${width}`);
      await context.close();
    });
  }

  for (const width of widths) {
    it(`axe finds no violations on home, /checkout and /connect at ${width}`, async () => {
      const { context, page } = await open(width, '/');
      // The home banner's slides fade for 0.6 s: axe reads the settled page, not a slide half-faded over its picture.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const path of ['/', '/checkout', '/connect']) {
        if (path !== '/') await page.goto(path);
        await page.getByRole('contentinfo').getByRole('textbox').waitFor();
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        await page.waitForTimeout(300);
        expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
      }
      await context.close();
    });
  }
});

/** Press Enter on a control, check the overlay took focus, Escape it and check focus came back. */
async function keyboardRoundTrip(page: Page, trigger: Locator, overlay: Locator, shot: string, ready?: Locator) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await overlay.waitFor();
  await ready?.waitFor();
  await expect.poll(() => focusWithin(overlay)).toBe(true);
  // Tab stays inside while it is open.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await focusWithin(overlay)).toBe(true);
  await screenshot(page, shot);
  expect({ shot, violations: await axeViolations(page) }).toEqual({ shot, violations: [] });
  await page.keyboard.press('Escape');
  await overlay.waitFor({ state: 'hidden' });
  await expect.poll(() => hasFocus(trigger)).toBe(true);
}

describe('keyboard access to the shell overlays', () => {
  it('desktop: region selector, account drawer and mini-cart open with Enter, trap focus and close with Escape', async () => {
    const { context, page, errors } = await open('desktop', '/');
    const region = page.getByRole('button', { name: /^Country\/region: US/ });
    const selector = page.getByRole('dialog', { name: 'Choose your country or region' });
    await keyboardRoundTrip(page, region, selector, 'shell-region-selector-desktop', selector.getByRole('link', { name: 'Italia' }));

    const account = page.getByRole('button', { name: 'Account' });
    await account.focus();
    await page.keyboard.press('Enter');
    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Welcome back' });
    await drawer.waitFor();
    await expect.poll(() => focusWithin(drawer)).toBe(true);
    await screenshot(page, 'shell-account-drawer-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(account)).toBe(true);

    await keyboardRoundTrip(page, page.getByRole('button', { name: 'Cart, 0 items' }), page.getByRole('dialog', { name: 'Shopping cart' }), 'shell-mini-cart-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mobile: the menu drawer, account drawer and mini-cart open with Enter, trap focus and close with Escape', async () => {
    const { context, page, errors } = await open('mobile', '/');
    await keyboardRoundTrip(page, page.getByRole('button', { name: 'Open menu' }), page.getByRole('dialog', { name: 'Menu' }), 'shell-menu-drawer-mobile');
    await keyboardRoundTrip(page, page.getByRole('button', { name: 'Cart, 0 items' }), page.getByRole('dialog', { name: 'Shopping cart' }), 'shell-mini-cart-mobile');

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Create an account' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create an account' });
    await drawer.waitFor();
    // Focus moves in once the drawer has slid in: then it is ready to be looked at.
    await expect.poll(() => focusWithin(drawer)).toBe(true);
    await screenshot(page, 'shell-account-drawer-mobile');
    // The form's helper texts (remote shopping assistance) meet AA contrast here too, not only on the account pages.
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mobile: a link followed from the menu drawer and a search sent from the overlay leave focus in the new page', async () => {
    const { context, page, errors } = await open('mobile', '/');
    const main = page.getByRole('main');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const link = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation').getByRole('link', { name: 'Color guides' });
    await link.focus();
    await page.keyboard.press('Enter');
    // Hidden once it has slid out, which is when antd would hand focus back to the menu button.
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
    await main.getByRole('heading', { level: 1, name: /Color guides/i }).waitFor();
    // Not back on the menu button: the drawer closed because its link opened another page.
    await expect.poll(() => focusWithin(main)).toBe(true);

    await page.getByRole('button', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('searchbox', { name: 'Search for products and articles' });
    await expect.poll(() => hasFocus(field)).toBe(true);
    await page.keyboard.type('fan deck');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=fan%20deck$/);
    await page.getByRole('dialog', { name: 'Search the store' }).waitFor({ state: 'hidden' });
    await expect.poll(() => focusWithin(main)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the header read by keyboard', () => {
  /**
   * Tab from the top of the page through the header's bar: each stop as Chromium's accessibility tree names
   * it, with where it shows.
   */
  async function barTabStops(page: Page): Promise<Array<{ name: string; left: number; top: number }>> {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const stops: Array<{ name: string; left: number; top: number }> = [];
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const box = focused.getBoundingClientRect();
        return { inBar: Boolean(focused.closest('.site-header__bar')), inHeader: Boolean(focused.closest('header')), left: box.left, top: box.top };
      });
      if (!where.inHeader && stops.length > 0) break;
      if (!where.inBar) continue;
      const node = await accessibleNode(page, 'focused');
      stops.push({ name: `${node.role} ${node.name}`, left: Math.round(where.left), top: Math.round(where.top) });
    }
    return stops;
  }

  const leftToRight = (stops: Array<{ left: number }>) => stops.every((stop, index) => index === 0 || stop.left > (stops[index - 1]?.left ?? 0));

  it('mobile: Tab goes as the bar reads (menu, search, logo, account, cart); Open menu says whether its drawer is open', async () => {
    const { context, page, errors } = await open('mobile', '/');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    const logo = await accessibleNode(page, page.getByRole('banner').locator('.logo'));
    const stops = await barTabStops(page);
    expect(stops.map((stop) => stop.name)).toEqual(['button Open menu', 'button Search', `link ${logo.name}`, 'button Account', 'button Cart, 0 items']);
    expect(leftToRight(stops), JSON.stringify(stops)).toBe(true);

    // aria-expanded follows the drawer, as the Account button's follows its panel.
    const menu = page.getByRole('button', { name: 'Open menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.focus();
    expect((await accessibleNode(page, 'focused')).properties.expanded).toBe(false);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    expect((await accessibleNode(page, menu)).properties.expanded).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(menu)).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect((await accessibleNode(page, 'focused')).properties.expanded).toBe(false);
    await page.getByRole('button', { name: 'Search', exact: true }).focus();
    await screenshot(page, 'shell-header-tab-order-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('desktop: Tab goes as the bar reads (logo, navigation, search, account, cart), as before', async () => {
    const { context, page, errors } = await open('desktop', '/');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('navigation').getByRole('link').first().waitFor();
    const logo = await accessibleNode(page, page.getByRole('banner').locator('.logo'));
    const navigation = await page.getByRole('banner').getByRole('navigation').getByRole('link').allTextContents();
    const stops = await barTabStops(page);
    expect(stops.map((stop) => stop.name)).toEqual([
      `link ${logo.name}`,
      ...navigation.map((name) => `link ${name.trim()}`),
      'button Search',
      'button Account',
      'button Cart, 0 items',
    ]);
    expect(leftToRight(stops), JSON.stringify(stops)).toBe(true);
    await page.getByRole('button', { name: 'Search', exact: true }).focus();
    await screenshot(page, 'shell-header-tab-order-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('text fields focused by keyboard', () => {
  interface Ring {
    /** outline (our own fields) or the spread of a box-shadow (antd's, drawn on the field or its wrapper). */
    kind: 'outline' | 'shadow' | 'none';
    width: number;
    color: string;
    /** Contrast of the ring against the colour around it (the nearest opaque background). */
    contrast: number;
  }

  /** The focused field's ring once its transition has ended (antd's grows over 0.2 s). */
  const focusRing = (page: Page): Promise<Ring> => page.evaluate(() => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const opaque = (color: string) => color !== 'transparent' && (rgb(color)[3] ?? 1) === 1;
    const focused = document.activeElement as HTMLElement;
    const box = focused.closest<HTMLElement>('.ant-input-affix-wrapper, .ant-select') ?? focused;
    const style = getComputedStyle(box);
    const shadow = /^(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px/.exec(style.boxShadow);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      ? { kind: 'outline' as const, width: parseFloat(style.outlineWidth), color: style.outlineColor }
      : shadow ? { kind: 'shadow' as const, width: parseFloat(shadow[2] ?? '0'), color: shadow[1] ?? '' } : { kind: 'none' as const, width: 0, color: '' };
    let around: HTMLElement | null = box.parentElement;
    while (around && !opaque(getComputedStyle(around).backgroundColor)) around = around.parentElement;
    const background = around ? getComputedStyle(around).backgroundColor : 'rgb(255, 255, 255)';
    const [lighter, darker] = [luminance(background), luminance(ring.color)].sort((a, b) => b - a);
    return { ...ring, color: opaque(ring.color) ? ring.color : `transparent ${ring.color}`, contrast: ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05) };
  });

  const settledRing = async (page: Page): Promise<Ring> => {
    await expect.poll(async () => (await focusRing(page)).width).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(250);
    return focusRing(page);
  };

  /** From the top of the login page's main landmark, Tab: focus on its e-mail field. */
  const tabToLoginEmail = async (page: Page) => {
    const main = page.getByRole('main');
    const email = main.getByLabel('Email', { exact: true });
    await email.waitFor();
    await main.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => hasFocus(email)).toBe(true);
    return { main, email };
  };

  const LINK_BLUE = 'rgb(29, 78, 216)';

  for (const width of widths) {
    it(`${width}: the login e-mail (antd) and the footer's newsletter field show the buttons' 2 px blue ring, red in error`, async () => {
      const { context, page, errors } = await open(width, '/customer/account/login');
      const { main, email } = await tabToLoginEmail(page);
      const antdRing = await settledRing(page);
      expect(antdRing).toMatchObject({ kind: 'shadow', color: LINK_BLUE });
      expect(antdRing.width).toBeGreaterThanOrEqual(2);
      expect(antdRing.contrast).toBeGreaterThanOrEqual(3);
      await screenshot(page, `shell-focus-login-email-${viewports[width].width}`);

      // Sent empty: the field is in error, and focused again it still says so, in red.
      await page.keyboard.press('Enter');
      await main.getByText('This is a required field.').first().waitFor();
      await main.focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => hasFocus(email)).toBe(true);
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(async () => (await focusRing(page)).color).toBe('rgb(217, 45, 32)');
      expect((await settledRing(page)).contrast).toBeGreaterThanOrEqual(3);

      // Our own field, on the footer's surface: Shift+Tab back from Subscribe.
      const footer = page.getByRole('contentinfo');
      const field = footer.getByLabel('Email address');
      await footer.getByRole('button', { name: 'Subscribe' }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => hasFocus(field)).toBe(true);
      const ownRing = await settledRing(page);
      expect(ownRing).toMatchObject({ kind: 'outline', color: LINK_BLUE });
      expect(ownRing.width).toBeGreaterThanOrEqual(2);
      expect(ownRing.contrast).toBeGreaterThanOrEqual(3);
      // The whole page from the top (the sticky header would show halfway down it otherwise); focus stays.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `shell-focus-newsletter-${viewports[width].width}`);
      expect(await hasFocus(field)).toBe(true);

      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await footer.getByText('This is a required field.').waitFor();
      await footer.getByRole('button', { name: 'Subscribe' }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => hasFocus(field)).toBe(true);
      const errorRing = await settledRing(page);
      expect(errorRing.color).toBe('rgb(180, 35, 24)');
      expect(errorRing.contrast).toBeGreaterThanOrEqual(3);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('forced colours (a contrast theme): antd\'s fields, whose ring is a shadow, get a 2 px outline instead', async () => {
    const { context, page, errors } = await open('desktop', '/customer/account/login');
    await page.emulateMedia({ forcedColors: 'active' });
    await tabToLoginEmail(page);
    await expect.poll(async () => (await focusRing(page)).kind).toBe('outline');
    expect((await focusRing(page)).width).toBeGreaterThanOrEqual(2);
    // The password field's ring is on its wrapper (the eye button beside the input), once.
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await focusRing(page)).kind).toBe('outline');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).toBe('none');
    expect(errors).toEqual([]);
    await context.close();
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, newContext, screenshot, trackPageErrors, viewports } from './browser';
import { api } from './graphqlApi';
import { sharedBrowser } from './sharedBrowser';
import type { BrowserContext, Page } from 'playwright-core';

// The content half of issue 4 on the production build and the embedded backend: home (banner and
// featured products), CMS pages, the blog per store, events, colour systems, the colour page, the
// colour finder's login rule and /connect. Expectations come from the backend's own data.

const baseURL = inject('baseURL');
const widths = Object.keys(viewports) as (keyof typeof viewports)[];
const chromium = sharedBrowser();

const messages = (locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../i18n', `${locale}.json`), 'utf8')) as Record<string, string>;

/** A GraphQL query against the test server, as a store (GET, as the storefront sends its queries). */
const backend = <T>(store: string, query: string): Promise<T> => api<T>(baseURL, store, query, {}, undefined, { method: 'GET' });

async function open(path: string, width: keyof typeof viewports = 'desktop'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(chromium.browser, baseURL, width);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(path);
  return { context, page, errors };
}

const POLL = { timeout: 15000 } as const;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const main = (page: Page) => page.getByRole('main');

const HOME_STORES = [
  { path: '/', code: 'na_us', locale: 'en_US' },
  { path: '/eu/de', code: 'de_de', locale: 'de_DE' },
] as const;

describe('home (spec §9 banner and featured carousel)', () => {
  for (const store of HOME_STORES) {
    it(`${store.path}: the banner with the CMS heading, slides, dots and pause; featured products; the CMS content`, async () => {
      const t = messages(store.locale);
      const { cmsPage } = await backend<{ cmsPage: { content_heading: string; content: string } }>(store.code, '{cmsPage(identifier:"home"){content_heading content}}');
      const { context, page, errors } = await open(store.path);
      const banner = page.getByRole('region', { name: t['home.banner.label'] });
      await expect.poll(() => banner.getByRole('heading', { level: 1 }).textContent(), POLL).toBe(cmsPage.content_heading);
      expect(await banner.getByRole('group').count()).toBe(3);
      expect(await banner.getByRole('button', { name: t['home.banner.pause'] }).isVisible()).toBe(true);
      expect(await banner.getByRole('button', { name: t['home.banner.next'] }).isVisible()).toBe(true);
      // The first picture is the largest paint: eager, high priority, with its size.
      const first = banner.locator('img').first();
      expect(await first.getAttribute('fetchpriority')).toBe('high');
      expect(await first.getAttribute('width')).toBe('1200');

      const featured = page.getByRole('region', { name: t['home.featured.title'] });
      await expect.poll(() => featured.getByRole('heading', { level: 3 }).count(), POLL).toBeGreaterThan(4);
      const card = featured.getByRole('link').first();
      expect(await card.getAttribute('href')).toMatch(new RegExp(`^${store.path === '/' ? '' : store.path}/[a-z0-9-]+\\.html$`));
      expect(await featured.textContent()).toMatch(store.code === 'na_us' ? /\$\d+\.\d{2}/ : /\d+,\d{2}\s€/);
      const contentText = cmsPage.content.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, 4).join(' ');
      expect(await main(page).locator('.home-page__content').textContent()).toContain(contentText);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('turns to the next slide by itself after 5 s, and the pause button stops it', async () => {
    const { context, page } = await open('/');
    const banner = page.getByRole('region', { name: 'Spotlight' });
    const current = () => banner.locator('.home-banner__dot[aria-current="true"]').getAttribute('aria-label');
    await expect.poll(current, POLL).toBe('Show slide 1 of 3');
    await page.mouse.move(0, 0);
    await expect.poll(current, { timeout: 9000 }).toBe('Show slide 2 of 3');
    await banner.getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(6000);
    expect(await current()).toBe('Show slide 2 of 3');
    expect(await banner.getByRole('button', { name: 'Play' }).count()).toBe(1);
    await context.close();
  });

  it('hides the banner arrows below 480 px (spec §9), keeping dots and pause', async () => {
    const { context, page } = await open('/', 'mobile');
    const banner = page.getByRole('region', { name: 'Spotlight' });
    await banner.getByRole('button', { name: 'Pause' }).waitFor();
    expect(await banner.getByRole('button', { name: 'Next slide' }).isVisible()).toBe(false);
    expect(await banner.getByRole('button', { name: 'Show slide 2 of 3' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('CMS pages', () => {
  it('shows Home → page breadcrumbs (show_cms_breadcrumbs) and routes a content link in-app', async () => {
    const { storeConfig } = await backend<{ storeConfig: { show_cms_breadcrumbs: number } }>('na_us', '{storeConfig{store_code show_cms_breadcrumbs}}');
    expect(storeConfig.show_cms_breadcrumbs).toBeTruthy();
    const { context, page, errors } = await open('/about-spectrane');
    await expect.poll(() => h1(page).textContent(), POLL).toBe('One shared language for color');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await crumbs.textContent())?.replace(/\s+/g, '')).toBe('Home→AboutSpectrane');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/about-spectrane`);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    await main(page).getByRole('link', { name: 'color guides' }).click();
    await expect.poll(() => pathOf(page), POLL).toBe('/color-guides.html');
    // No full load: the marker survives an in-app navigation.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('blog (spec §2.2 segments per store)', () => {
  const SEGMENTS = [
    ['/articles', 'na_us', 'en_US'],
    ['/eu/de/artikel', 'de_de', 'de_DE'],
    ['/eu/es/articulos', 'es_es', 'es_ES'],
    ['/eu/fr/articles', 'fr_fr', 'fr_FR'],
    ['/eu/fr/articulos', 'fr_fr', 'fr_FR'],
    ['/eu/it/articoli', 'it_it', 'it_IT'],
  ] as const;
  for (const [listPath, code, locale] of SEGMENTS) {
    it(`${listPath} lists the store's articles, and one opens from the list`, async () => {
      const { articles } = await backend<{ articles: { total_count: number; items: Array<{ title: string }> } }>(code, '{articles(pageSize:1){total_count items{title}}}');
      const { context, page, errors } = await open(listPath);
      await expect.poll(() => h1(page).textContent(), POLL).toBe(messages(locale)['blog.list.title']);
      const first = main(page).getByRole('link', { name: articles.items[0]?.title ?? '' });
      const href = (await first.getAttribute('href')) ?? '';
      expect(href.startsWith(`${listPath}/`)).toBe(true);
      expect(await main(page).textContent()).toMatch(new RegExp(`1-6\\D+${articles.total_count}`));
      await first.click();
      await expect.poll(() => h1(page).textContent(), POLL).toBe(articles.items[0]?.title);
      expect(pathOf(page)).toBe(href);
      expect(await main(page).locator('time').first().getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("another store's segment falls through to the resolver: /eu/de/articles is not the German blog", async () => {
    const { context, page } = await open('/eu/de/articles');
    await expect.poll(() => h1(page).textContent(), POLL).toBe(messages('de_DE')['notFound.title']);
    await context.close();
  });

  it('opens the sample article by its German URL, with date, author, picture size and Article JSON-LD', async () => {
    const { context, page, errors } = await open('/eu/de/artikel/farbtheorie/so-lesen-sie-einen-spectrane-farbcode');
    await expect.poll(() => h1(page).textContent(), POLL).toBe('So lesen Sie einen Spectrane-Farbcode');
    expect(await main(page).locator('time').first().textContent()).toBe('14.9.2026');
    expect(await main(page).textContent()).toContain('Von Elena Marquardt');
    const picture = main(page).locator('.article__image');
    expect([await picture.getAttribute('width'), await picture.getAttribute('height')]).toEqual(['1200', '675']);
    const jsonLd = await page.locator('head script[data-page-seo="article"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Article', headline: 'So lesen Sie einen Spectrane-Farbcode', datePublished: '2026-09-14' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('events, colour systems, colour page, colour finder, /connect', () => {
  it('lists upcoming and past events with locale dates, and an event page has calendar-friendly times', async () => {
    const data = await backend<{ upcoming: { items: Array<{ title: string; starts_at: string }> }; past: { total_count: number } }>(
      'de_de',
      '{upcoming: events(filter:{period:UPCOMING}){items{title starts_at}} past: events(filter:{period:PAST}){total_count}}',
    );
    const de = messages('de_DE');
    const { context, page, errors } = await open('/eu/de/events');
    await expect.poll(() => h1(page).textContent(), POLL).toBe(de['events.list.title']);
    expect(await main(page).getByRole('heading', { level: 2, name: de['events.upcoming'] }).count()).toBe(1);
    expect(await main(page).getByRole('heading', { level: 2, name: de['events.past'] }).count()).toBe(data.past.total_count > 0 ? 1 : 0);
    const next = data.upcoming.items[0];
    expect(next).toBeTruthy();
    await main(page).getByRole('link', { name: next?.title }).click();
    await expect.poll(() => h1(page).textContent(), POLL).toBe(next?.title);
    expect(await main(page).locator('time').first().getAttribute('datetime')).toBe(next?.starts_at);
    // German numeric date, never US order.
    expect(await main(page).locator('time').first().textContent()).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$|^\d{2}\.\s?–\s?\d{2}\.\d{2}\.\d{4}$/);
    expect(await main(page).getByRole('button', { name: de['events.addToCalendar'] }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a colour system with its standards count and a link to its guides', async () => {
    const { context, page, errors } = await open('/color-systems/spectrane-graphics');
    await expect.poll(() => h1(page).textContent(), POLL).toBe('Spectrane Graphics');
    expect(await main(page).textContent()).toContain('2,161 color standards');
    expect(await main(page).getByRole('link', { name: /^Shop / }).getAttribute('href')).toMatch(/\.html$/);
    expect(await main(page).getByRole('link', { name: 'Spectrane Textiles' }).getAttribute('href')).toBe('/color-systems/spectrane-textiles');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a colour standard on its colour page, with its chip and family', async () => {
    const { context, page, errors } = await open('/eu/de/color/SR-110');
    await expect.poll(() => h1(page).textContent(), POLL).toBe('Mohnrot');
    expect(await main(page).textContent()).toContain('#D7263D');
    expect(await main(page).getByRole('link', { name: 'Dieses Farbmuster kaufen' }).getAttribute('href')).toBe('/eu/de/farbmuster-sr-110-mohnrot.html');
    expect(await main(page).getByRole('link', { name: /SR-210/ }).getAttribute('href')).toBe('/eu/de/color/SR-210');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [store, prefix] of [['na_us', ''], ['de_de', '/eu/de']] as const) {
    it(`sends a guest from the colour finder to login, recording the way back (${store})`, async () => {
      const { context, page } = await open(`${prefix}/color-finder?hex=%23d7263d`);
      await expect.poll(() => pathOf(page), POLL).toBe(`${prefix}/customer/account/login`);
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/color-finder?hex=%23d7263d');
      await context.close();
    });
  }

  it('takes a guest through login and back to the colour finder, which then finds the nearest standards', async () => {
    const { context, page, errors } = await open('/color-finder?hex=%23d7263d');
    await expect.poll(() => pathOf(page), POLL).toBe('/customer/account/login');
    const form = main(page).locator('form').first();
    await form.getByLabel('Email').fill('roxanne.demo@example.com');
    await form.getByLabel('Password').fill('Spectrane#2024');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => pathOf(page) + new URL(page.url()).search, POLL).toBe('/color-finder?hex=%23d7263d');
    await expect.poll(() => h1(page).textContent(), POLL).toBe('Color finder');
    const results = main(page).getByRole('region', { name: 'Nearest standards to #D7263D' });
    const first = results.getByRole('listitem').first();
    await expect.poll(() => first.textContent(), POLL).toContain('SR-110 Poppy Red');
    expect(await first.textContent()).toContain('Same to the eye');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/connect explains the companion service and leads to its sign-up and sign-in pages', async () => {
    const { context, page, errors } = await open('/connect');
    await expect.poll(() => h1(page).textContent(), POLL).toBe('Welcome to Spectrane Connect');
    const signUp = main(page).getByRole('link', { name: /^Sign up for Spectrane Connect/ });
    // The store config's register_url (spec §2.2 store config), this store's own sign-up page.
    expect(await signUp.getAttribute('href')).toBe('https://connect.spectrane.example/register?store=na_us');
    expect(await signUp.getAttribute('target')).toBe('_blank');
    expect(await main(page).getByRole('link', { name: /^Log in/ }).getAttribute('href')).toBe('https://connect.spectrane.example/login');
    expect(await main(page).getByRole('heading', { level: 2 }).count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('accessibility, layout stability and screenshots', () => {
  const ARTICLE = { na_us: '/articles/color-theory/how-to-read-a-spectrane-color-code', de_de: '/eu/de/artikel/farbtheorie/so-lesen-sie-einen-spectrane-farbcode' };
  const PAGES = [
    ['home', { na_us: '/', de_de: '/eu/de' }],
    ['article', ARTICLE],
    ['events', { na_us: '/events', de_de: '/eu/de/events' }],
  ] as const;

  for (const width of widths) {
    for (const [name, paths] of PAGES) {
      for (const store of ['na_us', 'de_de'] as const) {
        it(`${name} ${store} at ${width}: no axe violations, no image shifts the layout`, async () => {
          const context = await newContext(chromium.browser, baseURL, width);
          // Layout shifts from the first paint on: what moved, and whether it is the page's own content
          // (inside <main>; <main> itself moves when the shell's header content arrives).
          await context.addInitScript(() => {
            const w = window as unknown as { __shifts: Array<{ value: number; nodes: string[]; own: boolean }> };
            w.__shifts = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
                if (entry.hadRecentInput) continue;
                const nodes = (entry.sources ?? []).map((s) => s.node).filter((node): node is Node => Boolean(node));
                const main = document.querySelector('main');
                w.__shifts.push({
                  value: entry.value,
                  nodes: nodes.map((node) => node.nodeName),
                  own: nodes.some((node) => main !== null && node !== main && main.contains(node)),
                });
              }
            }).observe({ type: 'layout-shift', buffered: true });
          });
          const page = await context.newPage();
          const errors = trackPageErrors(page);
          await page.goto(paths[store]);
          await h1(page).waitFor({ timeout: 15000 });
          await page.waitForLoadState('networkidle');
          await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'));
          const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; nodes: string[]; own: boolean }> }).__shifts);
          expect(shifts.filter((shift) => shift.nodes.includes('IMG'))).toEqual([]);
          expect(shifts.filter((shift) => shift.own).reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.01);
          expect(await axeViolations(page)).toEqual([]);
          // A full-page screenshot does not scroll: bring the lazy pictures below the fold in first.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            window.scrollTo(0, 0);
          });
          // (Cards scrolled out sideways in a carousel stay lazy until the shopper swipes to them.)
          await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.getBoundingClientRect().left >= window.innerWidth));
          await screenshot(page, `content-${name}-${store}-${width}`);
          expect(errors).toEqual([]);
          await context.close();
        });
      }
    }
  }

  for (const width of widths) {
    it(`no axe violations on the other content pages at ${width}`, async () => {
      const context = await newContext(chromium.browser, baseURL, width);
      const page = await context.newPage();
      const results: Record<string, unknown[]> = {};
      for (const url of ['/connect', '/about-spectrane', '/eu/fr/articles', '/event/webinar-color-trends-2027', '/color-systems/spectrane-graphics', '/eu/de/color/SR-110']) {
        await page.goto(url);
        await h1(page).waitFor({ timeout: 15000 });
        await page.waitForLoadState('networkidle');
        results[url] = await axeViolations(page);
      }
      expect(results).toEqual(Object.fromEntries(Object.keys(results).map((url) => [url, []])));
      await context.close();
    });
  }
});

describe('the home banner is the CMS block home_banner (the content team changes slides without code)', () => {
  let server: { url: string; close: () => Promise<void> } | undefined;
  const slide = (image: string, title: string, text: string, href: string, cta: string) =>
    `<div class="banner-slide"><img src="/media/catalog/category/${image}" alt="" width="1200" height="480"><h2>${title}</h2><p>${text}</p><p><a href="${href}">${cta}</a></p></div>`;

  beforeAll(async () => {
    const [{ startServer }, { createDatabase }] = await Promise.all([import('../../server/src/serve'), import('../../server/src/db/database')]);
    const db = createDatabase(':memory:');
    // What an editor saves in the admin: two slides instead of the sample three, in the DE store.
    db.prepare(`UPDATE cms_blocks SET content = ? WHERE store_code = 'de_de' AND identifier = 'home_banner'`).run(
      `<div class="banner-slides">${slide('kits.svg', 'Winteraktion: Sets', 'Alle Sets zum Winterpreis.', '/eu/de/sets-bundles.html', 'Zu den Sets')}${slide('chip-sets.svg', 'Neue Farbmuster', 'Frisch gedruckt.', '/eu/de/farbmuster-sets.html', 'Farbmuster ansehen')}</div>`,
    );
    const distDir = path.resolve(process.env.DIST_DIR || path.resolve(__dirname, '../../dist'));
    server = await startServer({ port: 0, host: '127.0.0.1', distDir, db });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows the edited slides, their pictures and links routing in the store', async () => {
    const t = messages('de_DE');
    const context = await chromium.browser.newContext({ baseURL: server?.url, viewport: viewports.desktop });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto('/eu/de');
    const banner = page.getByRole('region', { name: t['home.banner.label'] });
    await expect.poll(() => banner.getByRole('heading', { level: 1 }).textContent(), POLL).toBe('Winteraktion: Sets');
    expect(await banner.getByRole('group').count()).toBe(2);
    expect(await banner.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Neue Farbmuster']);
    expect(await banner.getByText('Alle Sets zum Winterpreis.').count()).toBe(1);
    expect(await banner.locator('img').first().getAttribute('src')).toBe('/media/catalog/category/kits.svg');
    const cta = banner.getByRole('link', { name: 'Zu den Sets' });
    expect(await cta.getAttribute('href')).toBe('/eu/de/sets-bundles.html');
    await cta.click();
    await expect.poll(() => pathOf(page), POLL).toBe('/eu/de/sets-bundles.html');
    await expect.poll(() => h1(page).textContent(), POLL).toBe('Sets & Bundles');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('hostile CMS content never runs (a CMS page, the CMS home page and a CMS block)', () => {
  // Classic XSS vectors: each would call window.__xss(id), alert(id) or log XSS-RAN if it ran.
  const RUN = (id: string) => `window.__xss('${id}')`;
  const PAYLOADS: ReadonlyArray<readonly [string, string]> = [
    ['script', `<script>${RUN('script')}</script>`],
    ['script-src', `<script src="data:text/javascript,${RUN('script-src')}"></script>`],
    ['img-onerror', `<img src="/nope.png" onerror="${RUN('img-onerror')}">`],
    ['img-unquoted', `<img src=x onerror=alert('img-unquoted')>`],
    ['svg-onload', `<svg onload="${RUN('svg-onload')}"><circle r="1"></circle></svg>`],
    ['svg-script', `<svg><script>${RUN('svg-script')}</script></svg>`],
    ['js-link', `<a id="xss-js" href="javascript:${RUN('js-link')}">Click me</a>`],
    ['js-mixed-case', `<a id="xss-mixed" href=" JaVaScRiPt:${RUN('js-mixed-case')}">Mixed case</a>`],
    ['js-entity', `<a id="xss-entity" href="&#106;avascript:${RUN('js-entity')}">Entity</a>`],
    ['js-tab', `<a id="xss-tab" href="java&#x09;script:${RUN('js-tab')}">Tab</a>`],
    ['data-link', `<a id="xss-data" href="data:text/html,<script>alert('data-link')</script>">Data</a>`],
    ['vbscript', `<a href="vbscript:msgbox('vbscript')">VB</a>`],
    ['iframe-js', `<iframe src="javascript:parent.__xss('iframe-js')"></iframe>`],
    ['iframe-srcdoc', `<iframe srcdoc="<script>parent.__xss('iframe-srcdoc')</script>"></iframe>`],
    ['object', `<object data="javascript:${RUN('object')}"></object><embed src="javascript:${RUN('embed')}">`],
    ['body-onload', `<body onload="${RUN('body-onload')}">`],
    ['details-ontoggle', `<details open ontoggle="${RUN('details-ontoggle')}"><summary>More</summary>x</details>`],
    ['input-autofocus', `<input autofocus onfocus="${RUN('input-autofocus')}">`],
    ['mouseover', `<p id="xss-hover" onmouseover="${RUN('mouseover')}" onclick="${RUN('onclick')}">Hover or click me</p>`],
    ['form-action', `<form action="javascript:${RUN('form-action')}"><button id="xss-submit">Send</button></form>`],
    ['button-formaction', `<button id="xss-formaction" formaction="javascript:${RUN('button-formaction')}">Go</button>`],
    ['meta-refresh', `<meta http-equiv="refresh" content="0;url=javascript:${RUN('meta-refresh')}">`],
    ['base', `<base href="javascript:${RUN('base')}//">`],
    ['style-import', `<style>@import 'javascript:alert("style")'; .x{background:url("javascript:alert('css')")} header{display:none}</style>`],
    ['style-attr-url', `<p id="xss-style-url" style="background:url('/xss-beacon.gif?style-attr')">Styled</p>`],
    ['style-attr-expression', `<p style="width:expression(alert('style-expression'))">Expression</p>`],
    ['style-attr-overlay', `<div style="position:fixed;inset:0;z-index:9999;background:#fff">Overlay</div>`],
    ['mxss', `<math><mtext><table><mglyph><style><img src=x onerror="${RUN('mxss')}">`],
    ['noscript', `<noscript><p title="</noscript><img src=x onerror=${RUN('noscript')}>"></noscript>`],
    ['template', `<template><img src=x onerror="${RUN('template')}"></template>`],
    ['console', `<img src=x onerror="console.log('XSS-RAN')">`],
  ];
  const HOSTILE = `<p>Hostile page body.</p>${PAYLOADS.map(([, html]) => html).join('\n')}`;

  let server: { url: string; close: () => Promise<void> } | undefined;

  beforeAll(async () => {
    // Our own server: the shared one lives in the global setup's process, out of reach of this file.
    const [{ startServer }, { createDatabase }] = await Promise.all([import('../../server/src/serve'), import('../../server/src/db/database')]);
    const db = createDatabase(':memory:');
    const page = db
      .prepare(`INSERT INTO cms_pages (store_code, identifier, title, content_heading, content, meta_title, meta_description) VALUES ('na_us', 'xss-check', ?, ?, ?, ?, NULL)`)
      .run(`Hostile <img src=x onerror="${RUN('title')}">`, `Heading <script>${RUN('heading')}</script>`, HOSTILE, `</title><script>${RUN('meta-title')}</script>`);
    db.prepare(`INSERT INTO url_rewrites (store_code, request_path, target_path, entity_type, entity_id) VALUES ('na_us', 'xss-check', ?, 'cms-page', ?)`).run(
      `cms/page/view/page_id/${String(page.lastInsertRowid)}`,
      page.lastInsertRowid,
    );
    // The home page's content (also its banner text, without a description) and the pencil banner block.
    db.prepare(`UPDATE cms_pages SET content = ?, meta_description = NULL WHERE store_code = 'na_us' AND identifier = 'home'`).run(HOSTILE);
    db.prepare(`UPDATE cms_blocks SET content = ? WHERE store_code = 'na_us' AND identifier = 'header_pencil_banner'`).run(`<p>Banner</p>${HOSTILE}`);
    // The home banner block: its slide is read out of sanitised HTML only.
    db.prepare(`UPDATE cms_blocks SET content = ? WHERE store_code = 'na_us' AND identifier = 'home_banner'`).run(`<div class="banner-slide"><h2>Hostile slide</h2>${HOSTILE}</div>`);
    const distDir = path.resolve(process.env.DIST_DIR || path.resolve(__dirname, '../../dist'));
    server = await startServer({ port: 0, host: '127.0.0.1', distDir, db });
  });
  afterAll(async () => {
    await server?.close();
  });

  for (const [where, url] of [
    ['a CMS page', '/xss-check'],
    ['the home page, its banner block and the pencil banner block', '/'],
  ] as const) {
    it(`${where}: no payload runs, none survives in the DOM, clicks and hovers do nothing`, async () => {
      const context = await chromium.browser.newContext({ baseURL: server?.url, viewport: viewports.desktop });
      const page = await context.newPage();
      const hits: string[] = [];
      const dialogs: string[] = [];
      const consoleRuns: string[] = [];
      await page.exposeFunction('__xss', (id: string) => hits.push(id));
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on('console', (message) => {
        if (message.text().includes('XSS-RAN')) consoleRuns.push(message.text());
      });
      const errors = trackPageErrors(page);
      const beacons: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('xss-beacon')) beacons.push(request.url());
      });
      await page.goto(url);
      await expect.poll(() => main(page).textContent(), POLL).toContain('Hostile page body.');
      await page.waitForLoadState('networkidle');

      for (const id of ['#xss-js', '#xss-mixed', '#xss-entity', '#xss-tab', '#xss-data', '#xss-submit', '#xss-formaction', '#xss-hover']) {
        const target = main(page).locator(id).first();
        if ((await target.count()) === 0) continue;
        await target.hover();
        await target.click({ noWaitAfter: true });
      }
      await page.waitForTimeout(1000);
      expect(new URL(page.url()).pathname).toBe(url);
      // The form whose javascript: action was stripped submits to this page (GET "?"), as an action-less form does:
      // the page loads again. Read what follows from the page once it is back.
      await expect.poll(() => main(page).textContent(), POLL).toContain('Hostile page body.');
      await page.waitForLoadState('networkidle');
      expect({ hits, dialogs, consoleRuns, errors, beacons }).toEqual({ hits: [], dialogs: [], consoleRuns: [], errors: [], beacons: [] });
      // The hostile style sheet's `header{display:none}` and the fixed overlay never apply: the shop's header stays in view.
      expect(await page.locator('header').first().isVisible()).toBe(true);
      expect(await main(page).getByText('Overlay', { exact: true }).first().evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');

      // No <style> element survives (it would restyle the whole page), nor an inline style that loads or runs anything.
      const survivors = await page.evaluate(() => {
        const found: string[] = [];
        for (const root of Array.from(document.querySelectorAll('main, header'))) {
          root.querySelectorAll('script, style, iframe, object, embed, base, meta, link, noscript, template, form[action]').forEach((e) => found.push(e.tagName));
          root.querySelectorAll('*').forEach((element) => {
            for (const attribute of Array.from(element.attributes)) {
              const value = attribute.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
              if (attribute.name.startsWith('on')) found.push(`${element.tagName}[${attribute.name}]`);
              if (attribute.name === 'style' && /url\(|expression\(|position:(fixed|sticky)/.test(value)) found.push(`${element.tagName}[style=${value.slice(0, 20)}]`);
              if (/^(javascript|data|vbscript):/.test(value) && ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(attribute.name)) {
                found.push(`${element.tagName}[${attribute.name}=${value.slice(0, 20)}]`);
              }
            }
          });
        }
        return found;
      });
      expect(survivors).toEqual([]);
      await context.close();
    });
  }
});

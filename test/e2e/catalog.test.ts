import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { accessibleNode, axeViolations, newContext, screenshot, trackPageErrors, viewports, hasFocus } from './browser';
import { api } from './graphqlApi';
import { sharedBrowser } from './sharedBrowser';
import type { BrowserContext, Page } from 'playwright-core';

// The catalogue storefront (issue 4) on the production build and the embedded backend: category
// pages with filters, sort and URL state, product pages, search, reviews, 404 and redirects, layout
// stability, infinite scroll and axe. Expectations come from the backend's own answers and the
// locale files, so the tests follow the sample data rather than copies of it.

const baseURL = inject('baseURL');
const widths = Object.keys(viewports) as (keyof typeof viewports)[];
const chromium = sharedBrowser();

// The machine running the suite may be busy: give rendering time before calling it a failure.
const POLL = { timeout: 15000 } as const;

const messages = (locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../i18n', `${locale}.json`), 'utf8')) as Record<string, string>;

/** A message with its {placeholders} filled (the plain ones the catalogue uses). */
const text = (locale: string, id: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((message, [key, value]) => message.replaceAll(`{${key}}`, String(value)), messages(locale)[id] ?? id);

async function open(width: keyof typeof viewports = 'desktop'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(chromium.browser, baseURL, width);
  const page = await context.newPage();
  return { context, page, errors: trackPageErrors(page) };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const cards = (page: Page) => page.locator('.product-grid > li.product-grid__item:not(.skeleton-card)');
const countText = (page: Page) => page.locator('.listing__count').textContent();
/** Text with every kind of space as one plain space (store formats use no-break spaces). */
const spaced = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();

const STORES = [
  { prefix: '', code: 'na_us', locale: 'en_US', chipSets: '/chip-sets.html' },
  { prefix: '/eu/de', code: 'de_de', locale: 'de_DE', chipSets: '/farbmuster-sets.html' },
  { prefix: '/hk/tc', code: 'hk_tc', locale: 'zh_HK', chipSets: '/chip-sets.html' },
] as const;

interface Listing {
  total_count: number;
  items: Array<{ name: string; url_key: string }>;
  aggregations: Array<{ attribute_code: string; label: string; options: Array<{ label: string; value: string; count: number }> }>;
  sort_fields: { options: Array<{ label: string; value: string }> };
}

const LISTING = `query ($filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int) {
  products(filter: $filter, sort: $sort, pageSize: $pageSize) {
    total_count items { name url_key }
    aggregations(filter: { category: { includeDirectChildrenOnly: true } }) { attribute_code label options { label value count } }
    sort_fields { options { label value } }
  }
}`;

async function listing(store: string, filter: Record<string, unknown>, sort: Record<string, string> = { position: 'ASC' }): Promise<Listing> {
  return (await api<{ products: Listing }>(baseURL, store, LISTING, { filter, sort, pageSize: 12 })).products;
}

async function category(store: string, url: string): Promise<{ uid: string; name: string }> {
  return (await api<{ route: { uid: string; name: string } }>(baseURL, store, 'query ($url: String!) { route(url: $url) { ... on CategoryTree { uid name } } }', { url })).route;
}

describe('browse home → category → filter → sort → product (spec issue 4)', () => {
  for (const store of STORES) {
    it(`${store.code}: the listing state survives a reload`, async () => {
      const chipSets = await category(store.code, store.chipSets);
      const all = await listing(store.code, { category_uid: { eq: chipSets.uid } });
      const family = all.aggregations.find((a) => a.attribute_code === 'color_family');
      const blues = family?.options.find((o) => o.value === '5');
      if (!family || !blues) throw new Error('The sample catalogue lacks the Blues colour family');
      const filtered = await listing(store.code, { category_uid: { eq: chipSets.uid }, color_family: { in: ['5'] } }, { price: 'DESC' });
      const priceLabel = all.sort_fields.options.find((o) => o.value === 'price')?.label ?? 'Price';

      const { context, page, errors } = await open();
      await page.goto(store.prefix || '/');
      // Home → category through the store's navigation.
      await page.getByRole('banner').getByRole('navigation').locator(`a[href="${store.prefix}${store.chipSets}"]`).click();
      await expect.poll(() => h1(page).textContent(), POLL).toBe(chipSets.name);
      await expect.poll(() => countText(page), POLL).toContain(String(all.total_count));

      // Filter: the colour family's Blues.
      await page.getByRole('group', { name: family.label }).getByRole('checkbox', { name: new RegExp(`^${blues.label}`) }).check();
      await expect.poll(() => new URL(page.url()).searchParams.get('color_family'), POLL).toBe('5');
      await expect.poll(() => countText(page), POLL).toBe(text(store.locale, 'catalog.listing.items', { lower: 1, upper: filtered.total_count, total: filtered.total_count }));
      expect(await page.getByRole('button', { name: text(store.locale, 'catalog.filter.remove', { filter: `${family.label}: ${blues.label}` }) }).count()).toBe(1);

      // Sort by price, highest first.
      await page.getByLabel(text(store.locale, 'catalog.toolbar.sortBy')).selectOption({ label: priceLabel });
      await page.getByRole('button', { name: text(store.locale, 'catalog.toolbar.setDescending') }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sort'), POLL).toBe('price_desc');
      const firstName = filtered.items[0]?.name ?? '';
      await expect.poll(() => cards(page).first().getByRole('heading').textContent(), POLL).toBe(firstName);

      // A reload (or a shared link) shows the same listing.
      const url = page.url();
      await page.reload();
      await expect.poll(() => cards(page).first().getByRole('heading').textContent(), POLL).toBe(firstName);
      expect(page.url()).toBe(url);
      expect(await page.getByRole('group', { name: family.label }).getByRole('checkbox', { name: new RegExp(`^${blues.label}`) }).isChecked()).toBe(true);
      expect(await countText(page)).toBe(text(store.locale, 'catalog.listing.items', { lower: 1, upper: filtered.total_count, total: filtered.total_count }));

      // → product
      await cards(page).first().getByRole('link').first().click();
      await expect.poll(() => h1(page).textContent(), POLL).toBe(firstName);
      expect(new URL(page.url()).pathname).toBe(`${store.prefix}/${filtered.items[0]?.url_key}.html`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('layered navigation from every aggregation, and the best sellers (issue 21)', () => {
  const guidesPath = '/color-guides.html';

  /** The Colour Guides listing as the API gives it, with its material and category filters. */
  async function guidesFilters() {
    const guides = await category('na_us', guidesPath);
    const all = await listing('na_us', { category_uid: { eq: guides.uid } });
    const material = all.aggregations.find((a) => a.attribute_code === 'material');
    const cotton = material?.options.find((o) => o.label === 'Cotton');
    const categories = all.aggregations.find((a) => a.attribute_code === 'category_uid');
    const swatchBooks = categories?.options.find((o) => o.label === 'Swatch Books');
    if (!material || !cotton || !categories || !swatchBooks) throw new Error('The sample catalogue lacks the material or category aggregation');
    return { guides, all, material, cotton, categories, swatchBooks };
  }
  const chip = (page: Page, filter: string) => page.getByRole('button', { name: text('en_US', 'catalog.filter.remove', { filter }) });

  it('filters by the seeded material, names the chip, keeps the URL through a reload, and clears', async () => {
    const { guides, all, material, cotton } = await guidesFilters();
    const onlyCotton = await listing('na_us', { category_uid: { eq: guides.uid }, material: { eq: cotton.value } });
    // Infinite scroll may bring the second page in before a check: whole listings are checked by their total.
    const items = (total: number) => text('en_US', 'catalog.listing.items', { lower: 1, upper: Math.min(total, 12), total });

    const { context, page, errors } = await open();
    await page.goto(guidesPath);
    await expect.poll(() => countText(page), POLL).toMatch(new RegExp(` ${all.total_count}$`));
    // Every aggregation the backend returns is a filter group, with its options and counts.
    for (const aggregation of all.aggregations) await page.getByRole('group', { name: aggregation.label }).waitFor(POLL);
    await page.getByRole('group', { name: material.label }).getByRole('checkbox', { name: `${cotton.label} (${cotton.count})` }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('material'), POLL).toBe(cotton.value);
    await expect.poll(() => countText(page), POLL).toBe(items(onlyCotton.total_count));
    expect(await cards(page).getByRole('heading').allTextContents()).toEqual(onlyCotton.items.map((i) => i.name));
    await chip(page, `${material.label}: ${cotton.label}`).waitFor(POLL);
    await screenshot(page, 'layered-material-filter-1280');

    // A reload keeps the filter and its chip.
    await page.reload();
    await chip(page, `${material.label}: ${cotton.label}`).waitFor(POLL);
    expect(await page.getByRole('group', { name: material.label }).getByRole('checkbox', { name: new RegExp(`^${cotton.label}`) }).isChecked()).toBe(true);

    // Clear all: no chip, the whole category again.
    await page.getByRole('button', { name: text('en_US', 'catalog.filter.clearAll') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('material'), POLL).toBeNull();
    await expect.poll(() => countText(page), POLL).toMatch(new RegExp(` ${all.total_count}$`));
    expect(await chip(page, `${material.label}: ${cotton.label}`).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('picks another filter right after Clear all; a category chip reads its name, also on a fresh load of the URL', async () => {
    const { material, cotton, categories, swatchBooks } = await guidesFilters();
    const { context, page, errors } = await open();
    await page.goto(`${guidesPath}?material=${cotton.value}`);
    await chip(page, `${material.label}: ${cotton.label}`).waitFor(POLL);

    // Clear all, then at once a subcategory: only it is chosen, and its chip reads its name.
    await page.getByRole('button', { name: text('en_US', 'catalog.filter.clearAll') }).click();
    // (click, not check: once chosen, the subcategory leaves the Category list, which now offers its children, as in
    // Magento's layered navigation; the chip shows the choice.)
    await page.getByRole('group', { name: categories.label }).getByRole('checkbox', { name: new RegExp(`^${swatchBooks.label}`) }).click();
    await expect.poll(() => new URL(page.url()).search, POLL).toBe(`?category_uid=${encodeURIComponent(swatchBooks.value)}`);
    await chip(page, `${categories.label}: ${swatchBooks.label}`).waitFor(POLL);
    expect(await chip(page, `${material.label}: ${cotton.label}`).count()).toBe(0);
    const shared = page.url();
    expect(errors).toEqual([]);
    await context.close();

    // The shared URL: the chip names the category (from categoryList), never its uid.
    const { context: other, page: fresh, errors: freshErrors } = await open('mobile');
    await fresh.goto(shared);
    await chip(fresh, `${categories.label}: ${swatchBooks.label}`).waitFor(POLL);
    expect(await fresh.getByText(`: ${swatchBooks.value}`).count()).toBe(0);
    await fresh.getByRole('button', { name: text('en_US', 'catalog.filter.title') }).first().click();
    await screenshot(fresh, 'layered-category-chip-375');
    expect(await axeViolations(fresh)).toEqual([]);
    expect(freshErrors).toEqual([]);
    await other.close();
  });

  for (const width of widths) {
    it(`shows the category's and the store's best sellers at ${width}, most sold first, axe clean`, async () => {
      const guides = await category('na_us', guidesPath);
      const ranked = async (categoryUid: string | null) => (await api<{ bestSellers: { items: Array<{ uid: string; name: string }> } }>(baseURL, 'na_us',
        'query ($c: String) { bestSellers(category_uid: $c, pageSize: 9) { items { uid name } } }', { c: categoryUid })).bestSellers.items;
      const inGuides = await ranked(guides.uid);
      expect(inGuides.length).toBeGreaterThan(1);
      const title = text('en_US', 'catalog.bestSellers.title');
      const carousel = (page: Page) => page.getByRole('region', { name: title });
      const slideNames = (page: Page) => carousel(page).getByRole('heading', { level: 3 }).allTextContents();
      // Asked for only as the shopper scrolls towards it: scroll down until it is there.
      const scrollToCarousel = (page: Page) => expect.poll(async () => {
        await page.mouse.wheel(0, 900);
        return carousel(page).count();
      }, POLL).toBeGreaterThan(0);

      const { context, page, errors } = await open(width);
      await page.goto(guidesPath);
      await expect.poll(() => h1(page).textContent(), POLL).toBe(guides.name);
      // A shopper who jumps to the end of the page in one go passes its place without it ever being on screen
      // (at 375 px the footer alone is taller than the screen): it is asked for all the same.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect.poll(() => carousel(page).count(), POLL).toBeGreaterThan(0);
      await expect.poll(() => slideNames(page), POLL).toEqual(inGuides.slice(0, 8).map((p) => p.name));
      await carousel(page).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `best-sellers-category-${width}`);
      expect(await axeViolations(page)).toEqual([]);

      // The product page: the store's best sellers, not the product itself.
      const store = await ranked(null);
      const top = store[0];
      if (!top) throw new Error('No best seller');
      const topPath = new URL(await carousel(page).getByRole('link', { name: top.name }).first().getAttribute('href') ?? '', 'http://x').pathname;
      // Opened directly, the product page does not ask for its best sellers while it loads: only once scrolled towards them.
      const askedForBestSellers: string[] = [];
      page.on('request', (request) => {
        if (`${request.url()} ${request.postData() ?? ''}`.includes('GetBestSellers')) askedForBestSellers.push(request.url());
      });
      await page.goto(topPath);
      await expect.poll(() => h1(page).textContent(), POLL).toBe(top.name);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(askedForBestSellers).toEqual([]);
      await scrollToCarousel(page);
      expect(askedForBestSellers.length).toBeGreaterThan(0);
      await expect.poll(() => slideNames(page), POLL).toEqual(store.filter((p) => p.uid !== top.uid).slice(0, 8).map((p) => p.name));
      await carousel(page).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `best-sellers-product-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('product pages', () => {
  const SLS_OPTIONS = `query { products(filter: { sku: { eq: "SLS" } }) { items { url_key ... on ConfigurableProduct {
    configurable_options { attribute_code label values { uid label } }
    variants { attributes { uid } product { sku price_range { minimum_price { final_price { value } } } } } } } } }`;
  interface Sls {
    url_key: string;
    configurable_options: Array<{ attribute_code: string; label: string; values: Array<{ uid: string; label: string }> }>;
    variants: Array<{ attributes: Array<{ uid: string }>; product: { sku: string; price_range: { minimum_price: { final_price: { value: number } } } } }>;
  }

  for (const [store, price] of [
    [STORES[0], (v: number) => `$${v.toFixed(2)}`],
    [STORES[1], (v: number) => `${v.toFixed(2).replace('.', ',')} € (inkl. MwSt.)`],
  ] as const) {
    it(`${store.code}: a configurable product's options change its price, SKU and image`, async () => {
      const sls = (await api<{ products: { items: Sls[] } }>(baseURL, store.code, SLS_OPTIONS)).products.items[0];
      if (!sls) throw new Error('SLS is missing');
      const [color, format] = sls.configurable_options;
      const red = color?.values[0];
      const [a5, , a3] = format?.values ?? [];
      const variant = (c: string, f: string) => sls.variants.find((v) => v.attributes.every((a) => a.uid === c || a.uid === f))?.product;
      const small = variant(red?.uid ?? '', a5?.uid ?? '');
      const large = variant(red?.uid ?? '', a3?.uid ?? '');
      if (!color || !format || !red || !a5 || !a3 || !small || !large) throw new Error('SLS options are missing');

      const { context, page, errors } = await open();
      await page.goto(`${store.prefix}/${sls.url_key}.html`);
      const priceBox = page.locator('.product-page__price');
      const sku = page.locator('.product-page__sku span');
      await expect.poll(() => sku.textContent(), POLL).toBe('SLS');
      await page.getByRole('group', { name: new RegExp(color.label) }).getByRole('radio', { name: red.label }).check({ force: true });
      await page.getByRole('group', { name: new RegExp(format.label) }).getByRole('radio', { name: a3.label }).check({ force: true });
      await expect.poll(() => sku.textContent(), POLL).toBe(large.sku);
      await expect.poll(async () => spaced(await priceBox.textContent()), POLL).toBe(price(large.price_range.minimum_price.final_price.value));
      await page.getByRole('group', { name: new RegExp(format.label) }).getByRole('radio', { name: a5.label }).check({ force: true });
      await expect.poll(() => sku.textContent(), POLL).toBe(small.sku);
      await expect.poll(async () => spaced(await priceBox.textContent()), POLL).toBe(price(small.price_range.minimum_price.final_price.value));
      await expect.poll(() => page.locator('.magnifier img').getAttribute('src'), POLL).toContain(small.sku.toLowerCase());
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('asks for the options before Add to Cart, and holds the minimum quantity (SBC-LABELS min 2)', async () => {
    const { context, page, errors } = await open();
    await page.goto('/large-color-swatch-card.html');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This is a required field.' }).count(), POLL).toBe(2);
    const labels = (await api<{ products: { items: Array<{ url_key: string }> } }>(baseURL, 'na_us', '{ products(filter: { sku: { eq: "SBC-LABELS" } }) { items { url_key } } }')).products.items[0];
    await page.goto(`/${labels?.url_key}.html`);
    const qty = page.getByLabel('Qty');
    await expect.poll(() => qty.inputValue(), POLL).toBe('2');
    await qty.fill('1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), POLL).toBe('The fewest you may purchase is 2.');
    expect(await hasFocus(qty)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Add to Cart puts every product type into the cart (configurable, bundle, downloadable, simple with options)', async () => {
    const { context, page, errors } = await open();
    const add = async () => {
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect.poll(() => page.getByText('Add to cart successfully!').count(), POLL).toBeGreaterThan(0);
    };
    await page.goto('/large-color-swatch-card.html');
    await page.getByRole('radio', { name: 'Coral Red' }).check({ force: true });
    await page.getByRole('radio', { name: 'A3 (297 × 420 mm)' }).check({ force: true });
    await add();
    await expect.poll(() => page.getByRole('dialog').textContent(), POLL).toContain('Coral Red, A3');
    await page.goto('/print-shop-kit.html');
    await add();
    await page.goto('/digital-color-library-for-design-apps.html');
    await page.getByRole('checkbox', { name: /Graphics Coated/ }).check();
    await add();
    await page.goto('/core-fan-deck-coated.html');
    await page.getByRole('radio', { name: /Hard case/ }).check();
    await add();
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'Cart, 4 items' }).count(), POLL).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a review with a missing field shows the spec message; a complete one is submitted for moderation, not listed yet', async () => {
    const { context, page, errors } = await open();
    await page.goto('/core-fan-deck-coated.html');
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const form = page.locator('form.review-form');
    await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
    const summary = `Crisp and even ${Date.now()}`;
    await form.getByLabel('Nickname').fill('Ada');
    await form.getByLabel('Summary').fill(summary);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    const reviewField = form.getByRole('textbox', { name: 'Review', exact: true });
    await expect.poll(() => form.getByRole('alert').textContent(), POLL).toBe('This is a required field.');
    expect(await reviewField.getAttribute('aria-invalid')).toBe('true');
    expect(await hasFocus(reviewField)).toBe(true);

    await reviewField.fill('The coated chips match our press sheets.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => form.getByRole('status').textContent(), POLL).toBe('You submitted your review for moderation.');
    // Magento's default: a new review is listed once a moderator approved it; the approved ones stay listed.
    await page.locator('.reviews__list').getByRole('heading').first().waitFor();
    expect(await page.locator('.reviews__list').getByRole('heading', { name: summary }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an out-of-stock product tells a guest to log in for a back-in-stock alert; a discontinued one cannot be bought', async () => {
    const skus = (await api<{ products: { items: Array<{ sku: string; url_key: string; discontinued_message: string | null }> } }>(
      baseURL, 'na_us',
      '{ products(filter: { sku: { in: ["SFD-ARCH", "SFD-LEGACY-19"] } }) { items { sku url_key discontinued_message } } }',
    )).products.items;
    const arch = skus.find((p) => p.sku === 'SFD-ARCH');
    const legacy = skus.find((p) => p.sku === 'SFD-LEGACY-19');
    const { context, page, errors } = await open();
    await page.goto(`/${arch?.url_key}.html`);
    await expect.poll(() => page.locator('.stock-alert').textContent(), POLL).toContain(text('en_US', 'catalog.alert.loginRequired'));
    expect(await page.locator('.stock-alert').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/customer/account/login');
    expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    await page.goto(`/${legacy?.url_key}.html`);
    await expect.poll(() => page.getByRole('note').textContent(), POLL).toContain(legacy?.discontinued_message ?? '');
    expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has a title, description, canonical link and Product and BreadcrumbList structured data', async () => {
    const { context, page } = await open();
    await page.goto('/core-fan-deck-coated.html');
    await expect.poll(() => page.title(), POLL).toBe('Spectrane | Core Fan Deck Coated');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/core-fan-deck-coated.html`);
    const data = await page.locator('head script[type="application/ld+json"][data-page-seo]').allTextContents();
    const types = data.map((json) => (JSON.parse(json) as { '@type': string })['@type']).sort();
    expect(types).toEqual(['BreadcrumbList', 'Product']);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/\S/);
    await context.close();
  });
});

describe('product tabs on a phone', () => {
  it('de_de at 375 px: one row that scrolls sideways; the tab chosen by keyboard or tap comes into view whole', async () => {
    const { context, page, errors } = await open('mobile');
    await page.goto('/eu/de/core-farbfaecher-gestrichen.html');
    const tabs = page.getByRole('main').getByRole('tab');
    await expect.poll(() => tabs.count(), POLL).toBe(3);
    const strip = page.getByRole('main').getByRole('tablist');
    const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'all tabs on one row').toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const inView = (name: RegExp) => page.getByRole('tab', { name }).evaluate((tab) => {
      const box = tab.getBoundingClientRect();
      const frame = (tab.parentElement as HTMLElement).getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    });
    expect(await inView(/^Bewertungen/)).toBe(false);
    // The side with more tabs fades out; a tab scrolled into view clears the fade.
    const fade = () => strip.evaluate((el) => {
      const mask = getComputedStyle(el).maskImage;
      if (mask === 'none') return 'none';
      if (mask.startsWith('linear-gradient(to left, rgb(0, 0, 0)')) return 'start';
      if (mask.startsWith('linear-gradient(to right, rgb(0, 0, 0)')) return 'end';
      return mask.startsWith('linear-gradient(to right, rgba(0, 0, 0, 0)') ? 'both' : mask;
    });
    expect(await fade()).toBe('end');
    // By keyboard: End goes to the last tab, which scrolls into the strip.
    await page.getByRole('tab', { name: 'Produktdetails' }).focus();
    await page.keyboard.press('End');
    await expect.poll(() => inView(/^Bewertungen/), POLL).toBe(true);
    await expect.poll(fade, POLL).toBe('start');
    expect(await page.getByRole('tab', { name: /^Bewertungen/ }).getAttribute('aria-selected')).toBe('true');
    // By tap on a tab cut off at the edge: it comes into view whole.
    const tapAt = await strip.evaluate((el: HTMLElement) => {
      const tab = el.querySelectorAll<HTMLElement>('[role="tab"]')[1] as HTMLElement;
      el.scrollLeft = tab.offsetLeft - el.offsetLeft + 60;
      const frame = el.getBoundingClientRect();
      return { x: frame.left + 20, y: frame.top + frame.height / 2 };
    });
    expect(await inView(/^Weitere Informationen/)).toBe(false);
    await page.mouse.click(tapAt.x, tapAt.y);
    await expect.poll(() => inView(/^Weitere Informationen/), POLL).toBe(true);
    expect(await page.getByRole('tab', { name: 'Weitere Informationen' }).getAttribute('aria-selected')).toBe('true');
    // Clear of the fade: at least its width from the strip's faded side.
    expect(await page.getByRole('tab', { name: 'Weitere Informationen' }).evaluate((tab) => {
      const box = tab.getBoundingClientRect();
      const frame = (tab.parentElement as HTMLElement).getBoundingClientRect();
      return Math.min(box.left - frame.left, frame.right - box.right);
    })).toBeGreaterThanOrEqual(39);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'product-tabs-de_de-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('tier prices (Magento price_tiers) on the product page', () => {
  for (const [width, store, path, pattern] of [
    ['desktop', 'na_us', '/core-fan-deck-coated.html', /^Buy (3|10) for \$\d+\.\d{2} each and save \d+%$/],
    ['mobile', 'de_de', '/eu/de/core-farbfaecher-gestrichen.html', /^Kaufen Sie (3|10) für je \d+,\d{2} € \(inkl\. MwSt\.\) und sparen Sie \d+ %$/],
  ] as const) {
    it(`${store} at ${width}: 'buy n for … each and save x%' in the store's format and tax wording, as the server prices them`, async () => {
      const { products } = await api<{ products: { items: Array<{ price_tiers: Array<{ quantity: number; final_price: { value: number }; discount: { percent_off: number } }> }> } }>(
        baseURL, store,
        '{ products(filter: { sku: { eq: "SFD-CORE-C" } }) { items { price_tiers { quantity final_price { value } discount { percent_off } } } } }',
      );
      const tiers = products.items[0]?.price_tiers ?? [];
      expect(tiers.map((tier) => tier.quantity)).toEqual([3, 10]);
      const { context, page, errors } = await open(width);
      await page.goto(path);
      const list = page.getByRole('main').getByRole('list', { name: store === 'na_us' ? 'Volume pricing' : 'Staffelpreise' });
      await expect.poll(() => list.locator('li').count(), POLL).toBe(2);
      const lines = (await list.locator('li').allTextContents()).map(spaced);
      lines.forEach((line) => expect(line).toMatch(pattern));
      tiers.forEach((tier, index) => {
        const amount = store === 'na_us' ? tier.final_price.value.toFixed(2) : tier.final_price.value.toFixed(2).replace('.', ',');
        expect(lines[index]).toContain(amount);
        expect(lines[index]).toContain(`${Math.round(tier.discount.percent_off)}${store === 'na_us' ? '%' : ' %'}`);
      });
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `product-tier-prices-${store}-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('search (spec: Products and Articles tabs)', () => {
  it('finds products and articles from the header search, with counts and empty states', async () => {
    const counts = await api<{ products: { total_count: number }; articles: { total_count: number; items: Array<{ title: string }> } }>(
      baseURL, 'na_us',
      '{ products(search: "fan deck", pageSize: 1) { total_count } articles(search: "fan deck", pageSize: 1) { total_count items { title } } }',
    );
    expect(counts.products.total_count).toBeGreaterThan(0);
    expect(counts.articles.total_count).toBeGreaterThan(0);
    const { context, page, errors } = await open();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Search for products and articles' }).fill('fan deck');
    await page.getByRole('searchbox', { name: 'Search for products and articles' }).press('Enter');
    await expect.poll(() => h1(page).textContent(), POLL).toBe("Search results for: 'fan deck'");
    await expect.poll(() => page.getByRole('tab', { name: `Products (${counts.products.total_count})` }).count(), POLL).toBe(1);
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThan(0);
    await page.getByRole('tab', { name: `Articles (${counts.articles.total_count})` }).click();
    await expect.poll(() => page.locator('.article-result').first().getByRole('heading').textContent(), POLL).toBe(counts.articles.items[0]?.title);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('articles');

    await page.goto('/search?q=qqxxzz');
    await expect.poll(() => page.getByRole('tabpanel').textContent(), POLL).toBe("We can't find products");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('URLs the catalogue does not know', () => {
  it('shows the 404 page for an unknown URL and follows a retired URL to its product', async () => {
    const { context, page, errors } = await open();
    await page.goto('/no-such-colour.html');
    await expect.poll(() => h1(page).textContent(), POLL).toBe("Sorry, we can't find the page you are looking for!");
    await page.goto('/core-fan-deck-2024.html');
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/core-fan-deck-coated.html');
    await expect.poll(() => h1(page).textContent(), POLL).toBe('Core Fan Deck Coated');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of ['mobile', 'desktop'] as const) {
    it(`${width}: a URL that now lives on another site is not followed on its own; the page says where and links there`, async () => {
      const { context, page, errors } = await open(width);
      const away: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).hostname === 'events.spectrane.example') away.push(request.url());
      });
      await page.goto('/events-calendar');
      await expect.poll(() => h1(page).textContent(), POLL).toBe('This page has moved');
      expect(await page.getByRole('main').getByText('It is now on another site: events.spectrane.example.').count()).toBe(1);
      const link = page.getByRole('main').getByRole('link', { name: 'Continue to events.spectrane.example' });
      expect(await link.getAttribute('href')).toBe('https://events.spectrane.example/');
      expect(await page.getByRole('main').getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/events-calendar');
      expect(away).toEqual([]);
      expect(await page.title()).toContain('This page has moved');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `catalog-moved-away-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

interface Shifts {
  /** Layout shifts (not caused by input) from the moment the page's heading is in <main>. */
  page: number;
  /** All of them, from navigation on: includes the shell's own loading states. */
  total: number;
}

/**
 * Records layout-shift entries from the start and marks when the page's h1 appears, so the shifts
 * of the catalogue page (its images, its listing arriving) are told apart from the shell's.
 */
async function layoutShifts(page: Page, url: string): Promise<Shifts> {
  await page.addInitScript(() => {
    const shifts: Array<{ t: number; v: number }> = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push({ t: entry.startTime, v: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      performance.mark('page-heading');
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: Array<{ t: number; v: number }> }).__shifts;
    const heading = performance.getEntriesByName('page-heading')[0]?.startTime ?? 0;
    const sum = (list: Array<{ v: number }>) => list.reduce((total, s) => total + s.v, 0);
    return { page: sum(shifts.filter((s) => s.t >= heading)), total: sum(shifts) };
  });
}

describe('speed and layout', () => {
  it('images and listings do not shift the layout on category and product pages (CLS < 0.1)', async () => {
    for (const width of widths) {
      for (const url of ['/chip-sets.html', '/core-fan-deck-coated.html']) {
        const { context, page } = await open(width);
        const shifts = await layoutShifts(page, url);
        console.info(`[catalog] CLS ${url} at ${width}: page ${shifts.page.toFixed(3)}, with the shell's loading states ${shifts.total.toFixed(3)}`);
        expect(shifts.page, `${url} at ${width}`).toBeLessThan(0.1);
        await context.close();
      }
    }
  });

  it('loads the next page of a listing before the shopper reaches its end, without a click', async () => {
    const { context, page, errors } = await open();
    await page.goto('/chip-sets.html');
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThanOrEqual(24);
    const before = await cards(page).count();
    // Scroll so that the end of the list is still a full screen below the viewport.
    const endY = await page.locator('.listing__end').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const viewport = page.viewportSize()?.height ?? 900;
    await page.evaluate((y) => window.scrollTo(0, y), endY - viewport * 2);
    await expect.poll(() => cards(page).count(), POLL).toBeGreaterThan(before);
    const bottom = await page.evaluate(() => window.scrollY + window.innerHeight);
    expect(bottom).toBeLessThan(endY);
    expect(new URL(page.url()).searchParams.get('page')).toBe(String(Math.ceil((await cards(page).count()) / 12)));
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of widths) {
    it(`by keyboard at ${width}, Load more takes focus to the first product of the page it brings, the last page too`, async () => {
      const { context, page, errors } = await open(width);
      // A browser without IntersectionObserver: pages come only when asked for, one per press.
      await context.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
      await page.goto('/chip-sets.html');
      await cards(page).first().waitFor(POLL);
      const pageSize = await cards(page).count();
      const more = page.getByRole('button', { name: 'Load more' });
      /** The index among the cards of the card that holds focus (-1 for none). */
      const focusedCard = () => cards(page).evaluateAll((items) => items.findIndex((item) => item.contains(document.activeElement)));
      let pressed = 0;
      while (await more.count()) {
        await more.focus();
        await page.keyboard.press('Enter');
        pressed += 1;
        // Focus leaves the button for the first product of the page that came.
        await expect.poll(focusedCard, POLL).toBe(pageSize * pressed);
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
      }
      // Two presses at least: the last one brought the last page, and the button went with focus on it.
      expect(pressed).toBeGreaterThan(1);
      expect(await cards(page).count()).toBeGreaterThan(pageSize * pressed);
      expect(await focusedCard()).toBe(pageSize * pressed);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `listing-load-more-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('accessibility and screenshots', () => {
  const pages = [
    ['category', '/chip-sets.html'],
    ['product', '/large-color-swatch-card.html'],
    ['search', '/search?q=fan%20deck'],
  ] as const;
  for (const width of widths) {
    for (const [name, url] of pages) {
      it(`axe finds no violations on the ${name} page at ${width}`, async () => {
        const { context, page, errors } = await open(width);
        await page.goto(url);
        await page.locator('.product-card, .product-page__name').first().waitFor({ timeout: 15000 });
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  for (const store of [STORES[0], STORES[1]]) {
    for (const width of widths) {
      it(`screenshots: ${store.code} category and product at ${width}`, async () => {
        const { context, page, errors } = await open(width);
        await page.goto(`${store.prefix}${store.chipSets}`);
        await cards(page).first().waitFor({ timeout: 15000 });
        await page.waitForLoadState('networkidle');
        await screenshot(page, `catalog-${store.code}-category-${width}`);
        await cards(page).first().getByRole('link').first().click();
        await page.locator('.product-page__name').waitFor({ timeout: 15000 });
        await page.goto(`${store.prefix}/${store.code === 'de_de' ? 'grosse-farbkarte' : 'large-color-swatch-card'}.html`);
        await page.locator('.product-page__price').waitFor({ timeout: 15000 });
        await page.waitForLoadState('networkidle');
        await screenshot(page, `catalog-${store.code}-product-${width}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('keyboard and screen reader on the product page and in carousels', () => {
  /** The focused link's focus ring (its border box grown by outline offset and width) and the part of its carousel track that shows. */
  const ringInTrack = (page: Page) => page.evaluate(() => {
    const link = document.activeElement as HTMLElement;
    const track = link.closest<HTMLElement>('.carousel__track');
    if (!track) return null;
    const style = getComputedStyle(link);
    const grow = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const box = link.getBoundingClientRect();
    const frame = track.getBoundingClientRect();
    // The padding box less the scrollbar: what overflow:auto clips to.
    const left = frame.left + track.clientLeft;
    const top = frame.top + track.clientTop;
    const ring = { left: box.left - grow, top: box.top - grow, right: box.right + grow, bottom: box.bottom + grow };
    const shown = { left, top, right: left + track.clientWidth, bottom: top + track.clientHeight };
    const inside = ring.left >= shown.left - 0.5 && ring.top >= shown.top - 0.5 && ring.right <= shown.right + 0.5 && ring.bottom <= shown.bottom + 0.5;
    return { className: link.className, outline: `${style.outlineStyle} ${style.outlineWidth}`, inside, ring, shown };
  });

  const carousels = [
    ['mobile', '/', 'Featured products'],
    ['desktop', '/', 'Featured products'],
    ['mobile', 'SCS-SOLID-C', 'Related Products'],
  ] as const;
  for (const [width, where, title] of carousels) {
    it(`${width}, ${title} on ${where}: each product card tabbed to shows its whole focus ring inside the carousel`, async () => {
      const url = where.startsWith('/')
        ? where
        : `/${(await api<{ products: { items: Array<{ url_key: string }> } }>(baseURL, 'na_us', `{ products(filter: { sku: { eq: "${where}" } }) { items { url_key } } }`)).products.items[0]?.url_key}.html`;
      const { context, page, errors } = await open(width);
      // The track scrolls a focused card into view at once, not smoothly over the assertion.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(url);
      const carousel = page.getByRole('region', { name: title });
      await carousel.locator('.product-card__link').first().waitFor(POLL);
      await carousel.scrollIntoViewIfNeeded();
      // By keyboard: from the carousel's Next button into its cards.
      await carousel.getByRole('button').last().focus();
      const count = Math.min(3, await carousel.locator('.product-card__link').count());
      for (let card = 0; card < count; card += 1) {
        await page.keyboard.press('Tab');
        await expect.poll(async () => (await ringInTrack(page))?.inside, POLL).toBe(true);
        const ring = await ringInTrack(page);
        expect(ring?.className).toBe('product-card__link');
        expect(ring?.outline).toBe('solid 2px');
        if (card === 1) await screenshot(page, `carousel-focus-ring-${title.replaceAll(' ', '-').toLowerCase()}-${width}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a required option group is announced as required (fan deck Case, swatch card Color and Format)', async () => {
    const { context, page, errors } = await open();
    for (const [url, groups] of [
      ['/core-fan-deck-coated.html', ['Case']],
      ['/large-color-swatch-card.html', ['Color', 'Format']],
    ] as const) {
      await page.goto(url);
      for (const label of groups) {
        const group = page.locator('.product-form fieldset').filter({ has: page.locator('legend', { hasText: new RegExp(`^${label}`) }) });
        await group.waitFor(POLL);
        // What a screen reader announces on entering the group: its role and its name, the hidden asterisk's meaning included.
        const node = await accessibleNode(page, group);
        expect({ url, role: node.role, name: node.name }).toEqual({ url, role: 'group', name: `${label} (${text('en_US', 'catalog.product.required')})` });
      }
      // Optional groups are not called required.
      for (const legend of await page.locator('.product-form fieldset > legend').all()) {
        const required = (await legend.locator('.product-form__required').count()) > 0;
        const node = await accessibleNode(page, legend.locator('..'));
        expect({ url, name: node.name, required: node.name.endsWith(`(${text('en_US', 'catalog.product.required')})`) }).toEqual({ url, name: node.name, required });
      }
    }
    await screenshot(page, 'product-required-options-desktop');
    // The review form's rating too.
    await page.getByRole('main').getByRole('tab', { name: /^Reviews/ }).click();
    const rating = page.locator('.review-form__rating').first();
    await rating.waitFor(POLL);
    expect((await accessibleNode(page, rating)).name).toMatch(new RegExp(`\\(${text('en_US', 'catalog.product.required')}\\)$`));
    expect(errors).toEqual([]);
    await context.close();
  });

  // Without reviews (the review's sample) and with them (each review's summary is a heading too).
  for (const [width, url] of [['desktop', '/pastels-neons-fan-deck.html'], ['mobile', '/pastels-neons-fan-deck.html'], ['desktop', '/core-fan-deck-coated.html']] as const) {
    it(`${width}, ${url}: no tab of the product page skips a heading level (axe heading-order), Reviews included`, async () => {
      const { context, page, errors } = await open(width);
      await page.goto(url);
      const tabs = page.getByRole('main').getByRole('tab');
      await expect.poll(() => tabs.count(), POLL).toBe(3);
      for (const tab of await tabs.all()) {
        const name = (await tab.textContent()) ?? '';
        await tab.click();
        if (name.startsWith('Reviews')) {
          await page.locator('#reviews-heading').waitFor(POLL);
          if (name !== 'Reviews (0)') await page.locator('.reviews__list').getByRole('heading').first().waitFor(POLL);
        }
        await page.waitForLoadState('networkidle');
        // The outline a screen reader lists: each heading at most one level below the one before.
        const levels = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'))
            .filter((heading) => heading.checkVisibility())
            .map((heading) => `${heading.tagName} ${heading.textContent ?? ''}`));
        const skips = levels.filter((heading, index) => index > 0 && Number(heading[1]) > Number(levels[index - 1]?.[1]) + 1);
        expect({ tab: name, skips }).toEqual({ tab: name, skips: [] });
        expect({ tab: name, violations: await axeViolations(page, ['heading-order']) }).toEqual({ tab: name, violations: [] });
        if (name.startsWith('Reviews')) {
          expect(await page.locator('#reviews-heading').evaluate((h) => h.tagName)).toBe('H2');
          await page.locator('#reviews-heading').scrollIntoViewIfNeeded();
          await screenshot(page, `product-reviews-tab-${url.slice(1, -5)}-${width}`);
        }
      }
      // The e-mail to a friend form, opened, is a section of the page like the review form.
      await page.getByRole('button', { name: 'Email to a Friend' }).click();
      await page.locator('.email-friend__form').getByRole('heading').waitFor(POLL);
      expect(await axeViolations(page, ['heading-order'])).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

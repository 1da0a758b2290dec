import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLSchema, parse, validate } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../server/src/db/database';
import { type RunningServer, startServer } from '../../server/src/serve';
import { axeViolations, screenshot, viewports } from './browser';
import { type CheckoutStore as Store, DE, fillAddress, type Messages as M, UK, US } from './checkoutStores';
import { api, createCustomer, PASSWORD } from './graphqlApi';
import { sharedBrowser } from './sharedBrowser';
import type { BrowserContext, Page, Request } from 'playwright-core';

// Stock Magento (issue 19): the build for Magento 2.4.8's own schema (npm run build:stock → dist-stock/)
// on the embedded backend's stock profile, which accepts nothing of the brand module. A shopper buys as
// guest and as customer in the US, German and UK stores, searches, filters a category and edits the
// cart; every GraphQL document the storefront sends must validate against the reference 2.4.8 schema
// (../shared/reference), and nothing may reach the console.

const distDir = path.resolve(process.env.STOCK_DIST_DIR || path.resolve(__dirname, '../../dist-stock'));
const referenceFile = path.resolve(__dirname, '../../../shared/reference/magento-2.4.8.graphql');
const POLL = { timeout: 20000 } as const;

const chromium = sharedBrowser();
let server: RunningServer;
let db: Database;
let reference: GraphQLSchema | null = null;

beforeAll(async () => {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error('dist-stock/ is missing: run `npm run build:stock` before the end-to-end tests.');
  if (fs.existsSync(referenceFile)) reference = buildSchema(fs.readFileSync(referenceFile, 'utf8'), { assumeValidSDL: true });
  db = createDatabase(':memory:');
  server = await startServer({ port: 0, host: '127.0.0.1', distDir, db, profile: 'stock' });
});
afterAll(async () => {
  await server?.close();
  db?.close();
});

let current: Page | null = null;
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && current && !current.isClosed()) {
    await screenshot(current, `stock-failed-${task.name.slice(0, 30).replace(/\W+/g, '-')}`).catch(() => undefined);
  }
  current = null;
});

/** The query text of a storefront GraphQL request (GET: in the URL; POST: in the JSON body). */
function queryOf(request: Request): string | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') return url.searchParams.get('query');
  try {
    return (JSON.parse(request.postData() ?? '{}') as { query?: string }).query ?? null;
  } catch {
    return null;
  }
}

interface Session {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors. */
  problems: string[];
  /** Operation names the storefront sent, each validated against the 2.4.8 reference. */
  operations: Set<string>;
  /** Documents the reference schema refused, with the reasons. */
  invalid: string[];
}

async function open(width: keyof typeof viewports = 'desktop'): Promise<Session> {
  const context = await chromium.browser.newContext({ baseURL: server.url, viewport: viewports[width], locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  current = page;
  const session: Session = { context, page, problems: [], operations: new Set(), invalid: [] };
  page.on('pageerror', (error) => session.problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') session.problems.push(`console: ${message.text()}`);
  });
  page.on('request', (request) => {
    const text = queryOf(request);
    if (!text) return;
    const document = parse(text);
    for (const definition of document.definitions) {
      if (definition.kind === 'OperationDefinition' && definition.name) session.operations.add(definition.name.value);
    }
    if (!reference) return;
    const errors = validate(reference, document).map((e) => e.message);
    if (errors.length > 0) session.invalid.push(`${[...session.operations].pop() ?? '?'}: ${errors.join('; ')}`);
  });
  return session;
}

/** What every journey ends with: only valid documents sent, nothing in the console. */
async function finish(session: Session): Promise<void> {
  expect(session.invalid).toEqual([]);
  expect(session.problems).toEqual([]);
  expect(session.operations.size).toBeGreaterThan(3);
  await session.context.close();
}

const activeStep = (page: Page) => page.locator('.checkout-step--active');
const continueButton = (page: Page, m: M) => activeStep(page).getByRole('button', { name: m['checkout.continue'] });
const stepIs = (page: Page, step: string) => expect.poll(() => activeStep(page).getAttribute('data-step'), POLL).toBe(step);
const cartIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('cart_id') ?? '');

async function serverCart(store: Store, cartId: string, token?: string) {
  const query = token ? '{ customerCart { total_quantity items { product { sku } quantity } } }' : 'query ($id: String!) { cart(cart_id: $id) { total_quantity items { product { sku } quantity } } }';
  const data = await api<{ cart?: CartSummary; customerCart?: CartSummary }>(server.url, store.code, query, token ? {} : { id: cartId }, token);
  return (data.cart ?? data.customerCart) as CartSummary;
}
interface CartSummary { total_quantity: number; items: Array<{ product: { sku: string }; quantity: number }> }

/** The product's page path in a store (its own url_key and the store's suffix). */
async function productPath(store: Store, sku: string): Promise<{ path: string; name: string }> {
  const data = await api<{ products: { items: Array<{ url_key: string; name: string }> }; storeConfig: { product_url_suffix: string } }>(
    server.url, store.code, 'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { url_key name } } storeConfig { product_url_suffix } }', { sku });
  const item = data.products.items[0];
  if (!item) throw new Error(`No ${sku} in ${store.code}`);
  return { path: `${store.prefix}/${item.url_key}${data.storeConfig.product_url_suffix}`, name: item.name };
}

async function addFromProductPage(page: Page, store: Store, sku: string, choose?: (page: Page) => Promise<void>): Promise<string> {
  const product = await productPath(store, sku);
  await page.goto(product.path);
  const add = page.getByRole('button', { name: store.m['catalog.product.addToCart'] });
  await add.waitFor(POLL);
  await choose?.(page);
  await add.click();
  const popup = page.getByRole('dialog');
  await popup.waitFor(POLL);
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
  return product.name;
}

const chooseFirstOptions = async (page: Page) => {
  for (const group of await page.locator('.product-form fieldset').all()) await group.getByRole('radio').first().check({ force: true });
};



/** Shipping method, billing and Check / Money order, with an order comment; up to the review. */
async function methodsToReview(page: Page, store: Store, comment: string) {
  const { m } = store;
  await stepIs(page, '2');
  await activeStep(page).getByRole('radio').first().check();
  await continueButton(page, m).click();
  await stepIs(page, '3');
  await continueButton(page, m).click();
  await stepIs(page, '4');
  // Magento's offline Check / Money order.
  await activeStep(page).locator('input[type="radio"][value="checkmo"]').check();
  await page.getByLabel(m['checkout.payment.comment']).fill(comment);
  await continueButton(page, m).click();
  await stepIs(page, '5');
  // The review shows the comment, read back from the shipping address (Magento's customer_notes).
  await page.locator('.checkout-review__note').filter({ hasText: comment }).waitFor(POLL);
}

async function placeOrder(page: Page, m: M): Promise<string> {
  await page.getByRole('button', { name: m['checkout.placeOrder'] }).click();
  await page.getByRole('heading', { level: 1, name: m['checkout.success.title'] }).waitFor(POLL);
  const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^\d{9,10}$/);
  return number;
}

/** What the backend keeps of an order: its store, currency, e-mail, comment and items. */
function storedOrder(number: string) {
  const order = db.prepare(`SELECT o.id, o.store_code, o.currency AS currency, o.customer_email AS email, c.customer_note AS note
    FROM orders o LEFT JOIN order_checkout c ON c.order_id = o.id WHERE o.increment_id = ?`).get(number) as
    { id: number; store_code: string; currency: string; email: string; note: string | null } | undefined;
  if (!order) throw new Error(`No order ${number}`);
  const skus = (db.prepare('SELECT sku FROM order_items WHERE order_id = ? ORDER BY id').all(order.id) as Array<{ sku: string }>).map((row) => row.sku);
  return { ...order, skus };
}

describe('stock Magento: the shopper journeys', () => {
  for (const store of [US, DE, UK]) {
    it(`${store.code} guest: category filter, products into the cart, quantity and remove, checkout to an order`, async () => {
      const session = await open();
      const { page } = session;
      const { m } = store;
      await page.goto(`${store.prefix}/`);
      // The store's navigation (a Magento CMS block) leads to a category.
      const nav = page.getByRole('banner').getByRole('navigation').first();
      const categoryLink = nav.getByRole('link').nth(1);
      const categoryName = (await categoryLink.textContent())?.trim() ?? '';
      await categoryLink.click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), POLL).toBe(categoryName);

      // Layered navigation from Magento's aggregations: a price range narrows the listing, the chip clears it.
      const priceGroup = page.getByRole('group', { name: /Price|Preis/ });
      await priceGroup.getByRole('checkbox').first().check();
      await expect.poll(() => new URL(page.url()).searchParams.get('price'), POLL).not.toBeNull();
      const chip = page.getByRole('button', { name: new RegExp(`^${m['catalog.filter.remove'].replace('{filter}', '.+')}$`) });
      await chip.first().waitFor(POLL);
      await chip.first().click();
      await expect.poll(() => new URL(page.url()).searchParams.get('price'), POLL).toBeNull();

      // A simple and a configurable product (its variant through Magento's configured_variant).
      const simple = await addFromProductPage(page, store, 'SFD-METAL');
      const configurable = await addFromProductPage(page, store, 'SFG', chooseFirstOptions);
      const cartId = await cartIdOf(page);
      expect((await serverCart(store, cartId)).total_quantity).toBe(2);

      await page.goto(`${store.prefix}/checkout/cart`);
      const quantity = page.getByRole('textbox', { name: m['cart.quantity.label'].replace('{name}', simple) });
      await quantity.waitFor(POLL);
      await quantity.fill('3');
      await quantity.press('Enter');
      await expect.poll(async () => (await serverCart(store, cartId)).total_quantity, POLL).toBe(4);
      await page.getByRole('button', { name: m['cart.removeItem'].replace('{name}', configurable) }).click();
      await page.getByRole('dialog').getByRole('button', { name: m['global.confirm'] }).click();
      await expect.poll(async () => (await serverCart(store, cartId)).items.map((i) => i.product.sku), POLL).toEqual(['SFD-METAL']);
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await screenshot(page, `stock-cart-${store.code}-1280`);

      await page.goto(`${store.prefix}/checkout`);
      await page.getByRole('heading', { level: 1, name: m['checkout.page.title'] }).waitFor(POLL);
      const email = `stock-guest-${store.code}-${Date.now()}@example.com`;
      await page.locator('#checkoutGuest_email').fill(email);
      await continueButton(page, m).click();
      await stepIs(page, '1');
      await fillAddress(page, 'checkoutShipping', store);
      await continueButton(page, m).click();
      await methodsToReview(page, store, 'Leave it at the door, please.');
      const number = await placeOrder(page, m);
      const order = storedOrder(number);
      expect(order).toMatchObject({ store_code: store.code, currency: store.currency, email, note: 'Leave it at the door, please.', skus: ['SFD-METAL'] });
      await screenshot(page, `stock-success-${store.code}-1280`);
      await finish(session);
    });

    it(`${store.code} customer: signs in, buys with a new address, finds the order in the account`, async () => {
      const email = `stock-customer-${store.code}-${Date.now()}@example.com`;
      await createCustomer(server.url, store.code, email);
      const session = await open('mobile');
      const { page } = session;
      const { m } = store;
      await page.goto(`${store.prefix}/customer/account/login`);
      await page.getByLabel(m['account.field.email'], { exact: true }).fill(email);
      await page.getByLabel(m['account.field.password'], { exact: true }).fill(PASSWORD);
      await page.getByLabel(m['account.field.password'], { exact: true }).press('Enter');
      await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(`${store.prefix}/account`);
      await addFromProductPage(page, store, 'SFD-PASTEL');
      await page.goto(`${store.prefix}/checkout`);
      await stepIs(page, '1');
      await fillAddress(page, 'checkoutShipping', store);
      await continueButton(page, m).click();
      await methodsToReview(page, store, 'Customer order.');
      const number = await placeOrder(page, m);
      expect(storedOrder(number)).toMatchObject({ store_code: store.code, email, note: 'Customer order.', skus: ['SFD-PASTEL'] });
      await page.goto(`${store.prefix}/account/order-history/view/${number}`);
      await page.getByRole('heading', { name: m['account.orders.title'].replace('{number}', number), exact: true }).waitFor(POLL);
      // The order comment as Magento keeps it (an order comment of the order's history).
      await page.getByText('Customer order.').first().waitFor(POLL);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `stock-order-${store.code}-375`);
      await finish(session);
    });
  }
});

describe('stock Magento: what the build can send', () => {
  it('every operation in dist-stock validates against the Magento 2.4.8 reference schema, and none is a brand one', () => {
    // TargetDocumentsPlugin writes the operations the bundle holds (and fails the build on a brand one).
    const operations = JSON.parse(fs.readFileSync(path.join(distDir, 'graphql-operations.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(operations).length).toBeGreaterThan(40);
    expect(Object.keys(operations)).not.toEqual(expect.arrayContaining(['AddToCart']));
    const scripts = fs.readdirSync(path.join(distDir, 'static/js')).filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(distDir, 'static/js', file), 'utf8')).join('\n');
    for (const [name, text] of Object.entries(operations)) {
      expect(scripts, `${name} is in the bundle`).toContain(`value:"${name}"`);
      if (reference) expect(validate(reference, parse(text)).map((e) => e.message), name).toEqual([]);
    }
    for (const brand of ['AddToCart', 'RemoveCartAllItems', 'GetStoreRegions', 'GetArticles', 'GetCurrentVat', 'SetCartCustomerNote']) {
      expect(scripts, `${brand} is not in the bundle`).not.toContain(`value:"${brand}"`);
    }
  });
});

describe('stock Magento: search, clearing the cart, and no brand feature', () => {
  it('search finds products, with no Articles tab', async () => {
    const session = await open();
    const { page } = session;
    await page.goto('/search?q=fan%20deck');
    await page.locator('.product-grid > li.product-grid__item:not(.skeleton-card)').first().waitFor(POLL);
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByRole('tab', { name: /Articles/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'stock-search-1280');
    await finish(session);
  });

  it("resets a forgotten password from Magento's token-only mail link, and prints an order", async () => {
    const session = await open();
    const { page } = session;
    const m = US.m;
    const email = `stock.reset.${Date.now()}@example.com`;
    await createCustomer(server.url, US.code, email, { firstname: 'Rosa', lastname: 'Reset' });
    await page.goto('/customer/account/forgotpassword');
    await page.getByLabel(m['account.field.email'], { exact: true }).fill(email);
    await page.getByRole('button', { name: m['account.forgot.submit'] }).click();
    await page.getByText(m['account.forgot.result'].replace('{email}', email)).waitFor(POLL);
    const row = db.prepare('SELECT body FROM email_outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1').get(email) as { body: string } | undefined;
    const link = new URL((/https?:\/\/[^\s"<]+createPassword\?[^\s"<]+/.exec(row?.body ?? '')?.[0] ?? '').replace(/&amp;/g, '&'));
    // As Magento's default template writes it: the token, no e-mail.
    expect([...link.searchParams.keys()]).toEqual(['token']);
    await page.goto(link.pathname + link.search);
    const next = 'Stock#2025x';
    await page.getByLabel(m['account.field.email'], { exact: true }).fill(email);
    await page.getByLabel(m['account.field.newPassword'], { exact: true }).fill(next);
    await page.getByLabel(m['account.field.confirmNewPassword'], { exact: true }).fill(next);
    await page.getByRole('button', { name: m['account.reset.submit'] }).click();
    await page.getByRole('heading', { level: 1, name: m['account.login.title'] }).waitFor(POLL);
    await page.getByLabel(m['account.field.email'], { exact: true }).fill(email);
    await page.getByLabel(m['account.field.password'], { exact: true }).fill(next);
    await page.getByLabel(m['account.field.password'], { exact: true }).press('Enter');
    await page.getByRole('heading', { level: 1, name: m['account.menu.myAccount'] }).waitFor(POLL);

    await finish(session);

    // The sample customer's invoiced order prints on stock Magento too (classic layout: no brand store config).
    const second = await open('mobile');
    await second.page.goto('/customer/account/login?returnTo=%2Faccount%2Forder-history%2Fview%2F000000001%2Fprint%2Finvoices');
    await second.page.getByLabel(m['account.field.email'], { exact: true }).fill('roxanne.demo@example.com');
    await second.page.getByLabel(m['account.field.password'], { exact: true }).fill(PASSWORD);
    await second.page.getByLabel(m['account.field.password'], { exact: true }).press('Enter');
    await second.page.locator('article.printout.printout--classic').getByRole('columnheader', { name: m['printout.qtyInvoiced'] }).waitFor(POLL);
    expect(await axeViolations(second.page)).toEqual([]);
    await screenshot(second.page, 'stock-printout-375');
    await finish(second);
  });

  it("filters a category by material through Magento's filter input, with a labelled chip, and shows no best sellers", async () => {
    const session = await open();
    const { page } = session;
    const { m } = US;
    const guides = await api<{ categoryList: Array<{ uid: string; url_path: string }> }>(server.url, US.code, '{ categoryList(filters: { ids: { eq: "3" } }) { uid url_path } }');
    const category = guides.categoryList[0];
    if (!category) throw new Error('No colour guides category');
    type Aggregations = { products: { aggregations: Array<{ attribute_code: string; label: string; options: Array<{ label: string; value: string }> }> } };
    const { products } = await api<Aggregations>(server.url, US.code, 'query ($uid: String) { products(filter: { category_uid: { eq: $uid } }) { aggregations { attribute_code label options { label value } } } }', { uid: category.uid });
    const material = products.aggregations.find((a) => a.attribute_code === 'material');
    const cotton = material?.options.find((o) => o.label === 'Cotton');
    if (!material || !cotton) throw new Error('No material aggregation on the stock profile');
    // The brand's attributes are no filters on stock Magento.
    expect(products.aggregations.map((a) => a.attribute_code)).not.toContain('color_family');

    await page.goto(`/${category.url_path}.html`);
    await page.getByRole('group', { name: material.label }).getByRole('checkbox', { name: new RegExp(`^${cotton.label}`) }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('material'), POLL).toBe(cotton.value);
    await page.getByRole('button', { name: m['catalog.filter.remove'].replace('{filter}', `${material.label}: ${cotton.label}`) }).waitFor(POLL);
    await expect.poll(() => page.locator('.product-grid > li.product-grid__item').count(), POLL).toBe(1);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'stock-material-filter-1280');
    expect(await page.getByRole('heading', { name: m['catalog.bestSellers.title'] }).count()).toBe(0);
    expect([...session.operations]).not.toContain('GetBestSellers');
    await page.getByRole('button', { name: m['catalog.filter.clearAll'] }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('material'), POLL).toBeNull();
    await finish(session);
  });

  it('Clear Shopping Cart empties the cart through clearCart', async () => {
    const session = await open();
    const { page } = session;
    await page.goto('/');
    await addFromProductPage(page, US, 'SFD-METAL');
    await addFromProductPage(page, US, 'SFD-PASTEL');
    const cartId = await cartIdOf(page);
    await page.goto('/checkout/cart');
    await page.getByRole('button', { name: US.m['cart.clear'] }).click();
    await page.getByRole('dialog').getByRole('button', { name: US.m['global.confirm'] }).click();
    await page.getByText(US.m['shell.miniCart.empty']).first().waitFor(POLL);
    expect((await serverCart(US, cartId)).total_quantity).toBe(0);
    expect(session.operations.has('ClearCart')).toBe(true);
    await finish(session);
  });

  it('has no region selector, no link to brand pages, and their paths are the 404 page', async () => {
    const session = await open();
    const { page } = session;
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor(POLL);
    expect(await page.locator('.region-popover, [aria-controls$="-panel"].region-trigger').count()).toBe(0);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const brand = /^(https?:\/\/[^/]+)?(\/[a-z]{2}\/[a-z]{2})?\/(blog|articles|artikel|articulos|articoli|events?|color-systems|color-finder|color|about-spectrane\/spectrane-dealers)(\/|$)/;
    expect(hrefs.filter((href) => brand.test(href))).toEqual([]);
    expect(await page.getByRole('link', { name: US.m['shell.footer.dealers'] }).count()).toBe(0);
    for (const [brandPath, m] of [['/events', US.m], ['/blog', US.m], ['/color-finder', US.m], ['/color-systems/bridge', US.m], ['/eu/de/artikel', DE.m]] as const) {
      await page.goto(brandPath);
      await page.getByRole('heading', { name: m['notFound.title'] }).first().waitFor(POLL);
    }
    await finish(session);
  });
});

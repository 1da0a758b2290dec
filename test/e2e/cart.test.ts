import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchBrowser, newContext, screenshot, trackPageErrors, type viewports } from './browser';
import type { Browser, Page } from 'playwright-core';

// The cart (issue 5) on the production build and the embedded backend: add from product pages,
// mini-cart, cart page, totals against the server's, coupons, estimate, remove, stale-cart recovery.

const baseURL = inject('baseURL');
let browser: Browser;
const POLL = { timeout: 20000 };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface ServerCart {
  total_quantity: number;
  prices: { grand_total: { value: number; currency: string } };
}

/** The cart as the server computes it, read with the cart_id the page stored. */
async function serverCart(page: Page, store: string): Promise<ServerCart> {
  const cartId = await page.evaluate(() => localStorage.getItem('cart_id'));
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Store: store },
    body: JSON.stringify({
      query: 'query($id: String!) { cart(cart_id: $id) { total_quantity prices { grand_total { value currency } } } }',
      variables: { id: cartId },
    }),
  });
  const body = (await response.json()) as { data: { cart: ServerCart } };
  return body.data.cart;
}

async function open(width: keyof typeof viewports, path: string) {
  const context = await newContext(browser, baseURL, width);
  const page = await context.newPage();
  const errors = trackPageErrors(page);
  await page.goto(path);
  await page.getByRole('contentinfo').waitFor();
  return { context, page, errors };
}

/** Adds from a product page and waits for the add-to-cart popup; closes it. */
async function addFromProductPage(page: Page, path: string, choose?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await page.getByRole('button', { name: /Add to Cart|In den Warenkorb/ }).waitFor();
  await choose?.(page);
  await page.getByRole('button', { name: /Add to Cart|In den Warenkorb/ }).click();
  const popup = page.getByRole('dialog');
  await popup.waitFor(POLL);
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

const chooseCase = async (page: Page) => {
  await page.getByRole('group', { name: /Case/ }).getByRole('radio').first().check({ force: true });
};
const chooseSwatch = async (page: Page) => {
  for (const group of await page.locator('.product-form fieldset').all()) {
    await group.getByRole('radio').first().check({ force: true });
  }
};

const openMiniCart = async (page: Page) => {
  await page.getByRole('button', { name: /^Cart,/ }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping cart/ });
  await drawer.waitFor();
  return drawer;
};

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.,]/g, '').replace(/\.(?=\d{3})/g, '').replace(',', '.'));

describe('cart', () => {
  it('US: adds a simple and a configurable product, shows them in the mini-cart and the cart page, totals match the server, reload keeps them', async () => {
    const { context, page, errors } = await open('desktop', '/');
    await addFromProductPage(page, '/core-fan-deck-coated.html', chooseCase);
    await addFromProductPage(page, '/large-color-swatch-card.html', chooseSwatch);
    const drawer = await openMiniCart(page);
    const names = await drawer.locator('.mini-cart__name').allTextContents();
    expect(names).toHaveLength(2);
    expect(names[1]).toBe('Core Fan Deck Coated');
    expect(names[0]).toMatch(/Large Color Swatch Card/);
    expect(await drawer.getByText(/^Case:/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'cart-minicart-desktop');
    await drawer.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
    const server = await serverCart(page, 'na_us');
    expect(server.total_quantity).toBe(2);
    expect(server.prices.grand_total.currency).toBe('USD');
    await expect.poll(async () => money(await page.getByTestId('cart-grand-total').textContent()), POLL).toBe(server.prices.grand_total.value);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'cart-page-desktop');
    await page.reload();
    await expect.poll(() => page.locator('.cart-row').count(), POLL).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mobile: mini-cart and cart page are axe-clean; quantity and remove work by keyboard', async () => {
    const { context, page, errors } = await open('mobile', '/');
    await addFromProductPage(page, '/metallics-fan-deck.html');
    const drawer = await openMiniCart(page);
    await drawer.locator('.mini-cart__name').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'cart-minicart-mobile');
    await page.keyboard.press('Escape');
    await page.goto('/checkout/cart');
    const qty = page.getByRole('textbox', { name: 'Quantity of Metallics Fan Deck' });
    await qty.waitFor(POLL);
    // Bad input: nothing is sent, the cart is unchanged.
    await qty.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'greater than 0' }).count(), POLL).toBe(1);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await serverCart(page, 'na_us')).total_quantity, POLL).toBe(3);
    await expect.poll(() => page.getByRole('textbox', { name: 'Quantity of Metallics Fan Deck' }).inputValue(), POLL).toBe('3');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'cart-page-mobile');
    // Remove by keyboard, with the confirmation.
    await page.getByRole('button', { name: 'Remove Metallics Fan Deck' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').filter({ hasText: 'remove this item' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('You have no items in your shopping cart.').first().waitFor(POLL);
    expect((await serverCart(page, 'na_us')).total_quantity).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('coupons: SPECTRUM10 applies and cancels, BOGUS is refused; shipping estimate updates the totals', async () => {
    const { context, page, errors } = await open('desktop', '/');
    await addFromProductPage(page, '/metallics-fan-deck.html');
    await page.goto('/checkout/cart');
    const code = page.getByLabel('Enter discount code');
    await code.fill('BOGUS');
    await page.getByRole('button', { name: 'Apply Discount' }).click();
    await page.getByText("The coupon code isn't valid. Verify the code and try again.").waitFor(POLL);
    const before = (await serverCart(page, 'na_us')).prices.grand_total.value;
    await code.fill('SPECTRUM10');
    await page.getByRole('button', { name: 'Apply Discount' }).click();
    await page.getByText('You used coupon code "SPECTRUM10".').waitFor(POLL);
    const after = (await serverCart(page, 'na_us')).prices.grand_total.value;
    expect(after).toBeCloseTo(before * 0.9, 1);
    await expect.poll(async () => money(await page.getByTestId('cart-grand-total').textContent()), POLL).toBe(after);
    expect(await page.getByText('Discount (SPECTRUM10)').count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel Coupon' }).click();
    await page.getByText('You canceled the coupon code.').waitFor(POLL);

    await page.getByRole('main').getByLabel('Country', { exact: true }).selectOption('US');
    await page.getByLabel('State/Province').selectOption({ label: 'California' });
    await page.getByLabel('Zip/Postal Code').fill('90001');
    await page.getByRole('button', { name: 'Estimate', exact: true }).click();
    const methods = page.getByRole('group', { name: 'Shipping method' });
    await methods.getByRole('radio').first().check();
    await expect.poll(async () => money(await page.getByTestId('cart-grand-total').textContent()), POLL).toBe((await serverCart(page, 'na_us')).prices.grand_total.value);
    expect(await page.getByText(/CA Sales Tax/).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a cart id made stale in localStorage is replaced and the add still succeeds', async () => {
    const { context, page, errors } = await open('desktop', '/');
    await page.evaluate(() => localStorage.setItem('cart_id', 'abcdefghijklmnopqrstuvwxyz012345'));
    await page.reload();
    await addFromProductPage(page, '/metallics-fan-deck.html');
    const stored = await page.evaluate(() => localStorage.getItem('cart_id'));
    expect(stored).not.toBe('abcdefghijklmnopqrstuvwxyz012345');
    expect((await serverCart(page, 'na_us')).total_quantity).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [prefix, store, currency, path, wording] of [
    ['/eu/de', 'de_de', 'EUR', '/eu/de/farbfaecher-metallic.html', '(inkl. MwSt.)'],
    ['/uk/en', 'uk_en', 'GBP', '/uk/en/metallics-fan-deck.html', '(inc. VAT)'],
  ] as const) {
    it(`${store}: totals in ${currency} match the server's, with the tax wording`, async () => {
      const { context, page, errors } = await open('desktop', prefix);
      await addFromProductPage(page, path);
      await page.goto(`${prefix}/checkout/cart`);
      const server = await serverCart(page, store);
      expect(server.prices.grand_total.currency).toBe(currency);
      await expect.poll(async () => money(await page.getByTestId('cart-grand-total').textContent()), POLL).toBe(server.prices.grand_total.value);
      expect(await page.locator('.cart-totals__grand').textContent()).toContain(wording);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

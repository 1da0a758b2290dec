import { expect } from 'vitest';
import deDE from '../../i18n/de_DE.json';
import enGB from '../../i18n/en_GB.json';
import enUS from '../../i18n/en_US.json';
import type { Page } from 'playwright-core';

// The stores a shopper checks out in, end to end (checkout on our backend, stock on the stock profile):
// each with its messages, currency and an address in the checkout's default country (store config
// country_info).

export type Messages = typeof enUS;

export interface CheckoutStore {
  code: string;
  /** The store's path prefix ('' for the default store). */
  prefix: string;
  m: Messages;
  currency: string;
  address: { street: string; city: string; postcode: string; region?: string; phone: string };
}

export const US: CheckoutStore = { code: 'na_us', prefix: '', m: enUS, currency: 'USD', address: { street: '5 Main Street', city: 'Albany', postcode: '12207', region: 'New York', phone: '5185550100' } };
export const DE: CheckoutStore = { code: 'de_de', prefix: '/eu/de', m: deDE as Messages, currency: 'EUR', address: { street: 'Hauptstraße 1', city: 'Berlin', postcode: '10115', region: 'Berlin', phone: '030 1234567' } };
export const UK: CheckoutStore = { code: 'uk_en', prefix: '/uk/en', m: enGB as Messages, currency: 'GBP', address: { street: '1 High Street', city: 'London', postcode: 'SW1A 1AA', phone: '020 7946 0000' } };

/**
 * Picks `text` in the antd select whose search input is `#selectId`: typed, then Enter on the first match, as a
 * keyboard user does (a click on the open list's option was now and then lost under load, leaving the list open and
 * nothing chosen); then waits until it is chosen and the list closed, so a miss fails here and not at the form's submit.
 */
export async function chooseOption(page: Page, selectId: string, text: string) {
  const input = page.locator(`#${selectId}`);
  await input.click();
  await input.fill(text);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active').filter({ hasText: text }).waitFor({ timeout: 20000 });
  await input.press('Enter');
  await expect.poll(async () => [await input.getAttribute('aria-expanded'), await input.locator('xpath=..').getAttribute('title')], { timeout: 20000 })
    .toEqual(['false', text]);
}

/** Types Ada Lovelace at the store's address into the checkout address form `form` (field ids `${form}_…`). */
export async function fillAddress(page: Page, form: string, store: CheckoutStore, postcode = store.address.postcode) {
  await page.locator(`#${form}_firstname`).fill('Ada');
  await page.locator(`#${form}_lastname`).fill('Lovelace');
  await page.locator(`#${form}_street0`).fill(store.address.street);
  await page.locator(`#${form}_city`).fill(store.address.city);
  if (store.address.region) await chooseOption(page, `${form}_region_id`, store.address.region);
  await page.locator(`#${form}_postcode`).fill(postcode);
  await page.locator(`#${form}_telephone`).fill(store.address.phone);
}

import deDE from '../../i18n/de_DE.json';
import enGB from '../../i18n/en_GB.json';
import enUS from '../../i18n/en_US.json';

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

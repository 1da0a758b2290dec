import { flatRatePerItem, freeShippingFrom, tableRatesByWeight } from './config';
import { cartTexts } from './texts';
import type { CartLine } from './lines';
import type { StoreRecord } from '../repositories/store/stores';

/** One carrier rate (Magento's quote_shipping_rate); `amount` is the configured price (gross where prices include tax). */
export interface ShippingRate {
  carrier_code: 'flatrate' | 'tablerate' | 'freeshipping';
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
}

export interface RateRequest {
  store: StoreRecord;
  currency: string;
  lines: readonly CartLine[];
  /** The items' total after discounts, as the catalogue prices them (what the free-shipping threshold reads). */
  subtotalWithDiscount: number;
  /** A free-shipping cart rule (FREESHIP) applies. */
  freeShipping: boolean;
  /** The destination country is one the website sells to (directory's general/country/allow). */
  allowedDestination: boolean;
}

/**
 * The carriers of Magento's offline shipping module: flat rate per item, table rate by weight and free
 * shipping over a threshold per currency. Virtual carts ship nothing, and nothing ships outside the
 * website's countries (carriers' "Ship to Specific Countries").
 */
export const shippingRates = (request: RateRequest): ShippingRate[] => {
  const physical = request.lines.filter((line) => !line.isVirtual);
  if (physical.length === 0 || !request.allowedDestination) return [];
  const texts = cartTexts(request.store.settings.locale).carriers;
  const units = physical.reduce((sum, line) => sum + line.qty, 0);
  const weight = physical.reduce((sum, line) => sum + line.unitWeight * line.qty, 0);
  const free = request.freeShipping;
  const table = (tableRatesByWeight[request.currency] ?? []).find((row) => weight >= row.minWeight);
  const rates: ShippingRate[] = [
    { carrier_code: 'flatrate', method_code: 'flatrate', ...titles(texts.flatrate), amount: free ? 0 : units * (flatRatePerItem[request.currency] ?? 0) },
  ];
  if (table) rates.push({ carrier_code: 'tablerate', method_code: 'bestway', ...titles(texts.tablerate), amount: free ? 0 : table.price });
  const threshold = freeShippingFrom[request.currency];
  if (free || (threshold !== undefined && request.subtotalWithDiscount >= threshold)) {
    rates.push({ carrier_code: 'freeshipping', method_code: 'freeshipping', ...titles(texts.freeshipping), amount: 0 });
  }
  return rates;
};

const titles = (t: { carrier: string; method: string }): { carrier_title: string; method_title: string } =>
  ({ carrier_title: t.carrier, method_title: t.method });

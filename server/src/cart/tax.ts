import { websiteTax, type WebsiteTax } from './config';
import { cartTexts, formatPercent } from './texts';
import type { StoreRecord } from '../repositories/store/stores';

/** Where the goods go, as far as it is known (an estimate or the checkout's address). */
export interface Destination {
  countryId: string;
  regionCode: string | null;
  regionId: number | null;
  postcode: string | null;
}

/** The tax that applies to a cart: its rate (a fraction), label and whether prices already contain it. */
export interface TaxRule {
  website: WebsiteTax;
  /** 0.19 for 19 %. */
  rate: number;
  label: string;
  inclusive: boolean;
}

const noTax: WebsiteTax = { kind: 'none', pricesIncludeTax: false, shippingTaxable: false, rate: () => 0 };

export const websiteTaxOf = (store: StoreRecord): WebsiteTax => websiteTax[store.websiteCode] ?? noTax;

/**
 * Magento's tax calculation for a destination. Before one is known, a tax-inclusive store taxes at its
 * default country (tax/defaults/country), an exclusive one (US sales tax by state) charges nothing.
 */
export const taxRuleFor = (store: StoreRecord, destination: Destination | null): TaxRule => {
  const website = websiteTaxOf(store);
  const locale = store.settings.locale;
  const where = destination ?? (website.pricesIncludeTax
    ? { countryId: store.settings.default_country, regionCode: null, regionId: null, postcode: null } : null);
  const percent = where ? website.rate(where.countryId, where.regionCode) : 0;
  const texts = cartTexts(locale);
  const name = website.kind === 'sales_tax' ? texts.salesTax(where?.regionCode ?? '') : texts.vat;
  return { website, rate: percent / 100, label: `${name} ${formatPercent(locale, percent)}`, inclusive: website.pricesIncludeTax };
};

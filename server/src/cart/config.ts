/**
 * The cart's business settings in one place (Magento keeps them in core_config_data, tax_calculation_rate
 * and shipping_tablerate): tax per website, shipping carriers and rates per currency, minimum orders.
 * Amounts are in the currency named by the key; every store prices in its own list (no conversion).
 */

/** carriers/freeshipping/free_shipping_subtotal, per currency; the pencil banner quotes the same figures. */
export const freeShippingFrom: Record<string, number> = { USD: 75, EUR: 70, GBP: 60, HKD: 600 };

/** carriers/flatrate/price with type "Per Item": charged per unit of every physical item. */
export const flatRatePerItem: Record<string, number> = { USD: 5, EUR: 4.5, GBP: 4, HKD: 40 };

/**
 * carriers/tablerate, condition "Weight vs. Destination": the first row whose minimum weight the
 * package reaches (in the store's weight unit), from the heaviest down.
 */
export const tableRatesByWeight: Record<string, Array<{ minWeight: number; price: number }>> = {
  USD: [{ minWeight: 25, price: 59.95 }, { minWeight: 10, price: 29.95 }, { minWeight: 2, price: 14.95 }, { minWeight: 0, price: 9.95 }],
  EUR: [{ minWeight: 25, price: 49.95 }, { minWeight: 10, price: 24.95 }, { minWeight: 2, price: 12.95 }, { minWeight: 0, price: 8.95 }],
  GBP: [{ minWeight: 25, price: 44.95 }, { minWeight: 10, price: 21.95 }, { minWeight: 2, price: 10.95 }, { minWeight: 0, price: 7.95 }],
  HKD: [{ minWeight: 25, price: 480 }, { minWeight: 10, price: 240 }, { minWeight: 2, price: 120 }, { minWeight: 0, price: 80 }],
};

/** US state sales tax (state-level base rates, percent), keyed by region code. States without one are absent. */
export const usSalesTax: Record<string, number> = {
  AL: 4, AZ: 5.6, AR: 6.5, CA: 7.25, CO: 2.9, CT: 6.35, DC: 6, FL: 6, GA: 4, HI: 4, ID: 6, IL: 6.25, IN: 7, IA: 6,
  KS: 6.5, KY: 6, LA: 4.45, ME: 5.5, MD: 6, MA: 6.25, MI: 6, MN: 6.875, MS: 7, MO: 4.225, NE: 5.5, NV: 6.85,
  NJ: 6.625, NM: 4.875, NY: 4, NC: 4.75, ND: 5, OH: 5.75, OK: 4.5, PA: 6, RI: 7, SC: 6, SD: 4.2, TN: 7, TX: 6.25,
  UT: 4.85, VT: 6, VA: 5.3, WA: 6.5, WV: 6, WI: 5, WY: 4,
};

/** Standard VAT rates (percent) of the EU member states. */
export const euVat: Record<string, number> = {
  AT: 20, BE: 21, BG: 20, HR: 25, CY: 19, CZ: 21, DK: 25, EE: 22, FI: 25.5, FR: 20, DE: 19, GR: 24, HU: 27, IE: 23,
  IT: 22, LV: 21, LT: 21, LU: 17, MT: 18, NL: 21, PL: 23, PT: 23, RO: 19, SK: 23, SI: 22, ES: 21, SE: 25,
};

export type TaxKind = 'sales_tax' | 'vat' | 'none';

/**
 * Tax per website. `pricesIncludeTax`: catalogue prices (and shipping prices) already contain the tax of
 * the store's default country, and with cross-border trade on, a shopper pays the same gross price to
 * any destination while the tax inside it follows the destination's rate. `rate` is in percent.
 */
export interface WebsiteTax {
  kind: TaxKind;
  pricesIncludeTax: boolean;
  shippingTaxable: boolean;
  rate: (country: string, regionCode: string | null) => number;
}

export const websiteTax: Record<string, WebsiteTax> = {
  base: {
    kind: 'sales_tax', pricesIncludeTax: false, shippingTaxable: false,
    rate: (country, region) => (country === 'US' && region ? usSalesTax[region] ?? 0 : 0),
  },
  eu: {
    kind: 'vat', pricesIncludeTax: true, shippingTaxable: true,
    rate: (country) => euVat[country] ?? 0,
  },
  uk: {
    kind: 'vat', pricesIncludeTax: true, shippingTaxable: true,
    rate: (country) => (country === 'GB' ? 20 : 0),
  },
  hk: { kind: 'none', pricesIncludeTax: false, shippingTaxable: false, rate: () => 0 },
};

/**
 * Brand minimum order rules behind Cart.minimum_order_qty_validation: products of a render type that
 * must be ordered in a minimum quantity together (barcode labels and cards are printed in one run).
 * A minimum order amount per store comes from the store setting `minimum_order_amount` (Magento's
 * sales/minimum_order/amount, on the subtotal after discounts), unset by default.
 */
export const minimumQtyByRenderType: Record<string, number> = { barcode: 5 };

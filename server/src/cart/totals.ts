import { amountIn, roundPrice } from '../repositories/catalog/moneyJson';
import { type ShippingRate, shippingRates } from './shipping';
import { type Destination, type TaxRule, taxRuleFor } from './tax';
import type { CartLine } from './lines';
import type { SalesRuleRow } from '../repositories/cart/coupons';
import type { StoreRecord } from '../repositories/store/stores';

export interface TotalsInput {
  store: StoreRecord;
  currency: string;
  lines: readonly CartLine[];
  /** The cart's coupon rules that can be used today in this website. */
  rules: readonly SalesRuleRow[];
  destination: Destination | null;
  /** Whether the website sells to the destination country (no destination: false). */
  allowedDestination: boolean;
  shippingMethod: { carrier: string; method: string } | null;
}

export interface LineDiscount { code: string; amount: number }

/** One line's money: `catalog` amounts as the store prices them (gross where prices include tax). */
export interface LineTotals {
  line: CartLine;
  unitCatalog: number;
  rowCatalog: number;
  regularUnitCatalog: number;
  unitExcl: number;
  unitIncl: number;
  rowExcl: number;
  /** Before discounts, as Magento's row_total_incl_tax. */
  rowIncl: number;
  /** In catalogue terms (including tax where prices do). */
  discount: number;
  discountExcl: number;
  discounts: LineDiscount[];
  /** Tax on the row after its discount. */
  tax: number;
  /** What the shopper pays for the row: after its discount, tax included (brand row_price_including_tax). */
  rowInclAfterDiscount: number;
}

export interface ShippingTotals { rate: ShippingRate; excl: number; incl: number; tax: number }

export interface CartTotals {
  currency: string;
  tax: TaxRule;
  lines: LineTotals[];
  subtotalExcl: number;
  subtotalIncl: number;
  discount: number;
  discountExcl: number;
  discounts: Array<LineDiscount>;
  freeShipping: boolean;
  /** The rates for the destination (empty without one). */
  rates: ShippingRate[];
  shipping: ShippingTotals | null;
  taxes: Array<{ label: string; amount: number }>;
  taxTotal: number;
  grandTotal: number;
}

const sum = (values: readonly number[]): number => roundPrice(values.reduce((a, b) => a + b, 0));

// Each rule takes its share from what earlier rules left: percent per row, a fixed cart amount spread by row value.
const applyRules = (rows: Array<{ rowCatalog: number; discounts: LineDiscount[] }>, rules: readonly SalesRuleRow[], currency: string): boolean => {
  let freeShipping = false;
  const left = (row: { rowCatalog: number; discounts: LineDiscount[] }): number => roundPrice(row.rowCatalog - sum(row.discounts.map((d) => d.amount)));
  for (const rule of rules) {
    if (rule.action === 'free_shipping') {
      freeShipping = true;
    } else if (rule.action === 'by_percent') {
      for (const row of rows) row.discounts.push({ code: rule.coupon_code, amount: roundPrice((left(row) * rule.amount) / 100) });
    } else {
      const base = sum(rows.map(left));
      const total = Math.min(amountIn(rule.amounts, currency), base);
      let remaining = total;
      rows.forEach((row, index) => {
        const share = index === rows.length - 1 ? remaining : roundPrice((total * left(row)) / (base || 1));
        const amount = Math.min(share, left(row));
        remaining = roundPrice(remaining - amount);
        row.discounts.push({ code: rule.coupon_code, amount });
      });
    }
  }
  return freeShipping;
};

// Magento's row-based calculation: where prices include tax, the tax inside a gross amount is rounded first
// and the net amount is what remains, so net + tax always gives back the gross price.
const lineTotals = (line: CartLine, tax: TaxRule, discounts: LineDiscount[]): LineTotals => {
  const unitCatalog = roundPrice(line.unitFinal);
  const rowCatalog = roundPrice(unitCatalog * line.qty);
  const discount = sum(discounts.map((d) => d.amount));
  const r = tax.rate;
  const common = { line, unitCatalog, rowCatalog, regularUnitCatalog: roundPrice(line.unitRegular), discounts, discount };
  if (tax.inclusive) {
    const net = (gross: number): number => roundPrice(gross - roundPrice((gross * r) / (1 + r)));
    return {
      ...common, unitIncl: unitCatalog, unitExcl: net(unitCatalog), rowIncl: rowCatalog, rowExcl: net(rowCatalog),
      discountExcl: net(discount), tax: roundPrice(((rowCatalog - discount) * r) / (1 + r)), rowInclAfterDiscount: roundPrice(rowCatalog - discount),
    };
  }
  const gross = (value: number): number => roundPrice(value + roundPrice(value * r));
  const rowTax = roundPrice((rowCatalog - discount) * r);
  return {
    ...common, unitExcl: unitCatalog, unitIncl: gross(unitCatalog), rowExcl: rowCatalog, rowIncl: gross(rowCatalog),
    discountExcl: discount, tax: rowTax, rowInclAfterDiscount: roundPrice(rowCatalog - discount + rowTax),
  };
};

/** A shipping amount split into tax: shipping prices include tax where catalogue prices do. */
export const shippingTaxSplit = (amount: number, tax: TaxRule): { excl: number; incl: number; tax: number } => {
  if (!tax.website.shippingTaxable || tax.rate === 0) return { excl: amount, incl: amount, tax: 0 };
  if (tax.inclusive) {
    const inside = roundPrice((amount * tax.rate) / (1 + tax.rate));
    return { excl: roundPrice(amount - inside), incl: amount, tax: inside };
  }
  const shippingTax = roundPrice(amount * tax.rate);
  return { excl: amount, incl: roundPrice(amount + shippingTax), tax: shippingTax };
};

/**
 * Magento's totals collectors in one pass: row totals (special and tier prices already in the lines),
 * coupon discounts, tax per row after discount (row-based rounding, "apply tax after discount", discounts
 * on prices including tax where prices include it), shipping of the selected method, grand total.
 */
export const computeTotals = (input: TotalsInput): CartTotals => {
  const tax = taxRuleFor(input.store, input.destination);
  const work = input.lines.map((line) => ({ line, rowCatalog: roundPrice(roundPrice(line.unitFinal) * line.qty), discounts: [] as LineDiscount[] }));
  const freeShipping = applyRules(work, input.rules, input.currency);
  const lines = work.map((row) => lineTotals(row.line, tax, row.discounts.filter((d) => d.amount > 0)));
  const discount = sum(lines.map((l) => l.discount));
  const subtotalCatalog = sum(lines.map((l) => l.rowCatalog));
  const rates = input.destination ? shippingRates({
    store: input.store, currency: input.currency, lines: input.lines, subtotalWithDiscount: roundPrice(subtotalCatalog - discount),
    freeShipping, allowedDestination: input.allowedDestination,
  }) : [];
  const selected = input.shippingMethod
    ? rates.find((r) => r.carrier_code === input.shippingMethod?.carrier && r.method_code === input.shippingMethod.method) : undefined;
  const shipping = selected ? { rate: selected, ...shippingTaxSplit(selected.amount, tax) } : null;
  const itemTax = sum(lines.map((l) => l.tax));
  const taxTotal = roundPrice(itemTax + (shipping?.tax ?? 0));
  const subtotalExcl = sum(lines.map((l) => l.rowExcl));
  const subtotalIncl = sum(lines.map((l) => l.rowIncl));
  const grandTotal = tax.inclusive
    ? roundPrice(subtotalCatalog - discount + (shipping?.incl ?? 0))
    : roundPrice(subtotalCatalog - discount + itemTax + (shipping?.incl ?? 0));
  const discounts = new Map<string, number>();
  for (const l of lines) for (const d of l.discounts) discounts.set(d.code, roundPrice((discounts.get(d.code) ?? 0) + d.amount));
  return {
    currency: input.currency,
    tax,
    lines,
    subtotalExcl,
    subtotalIncl,
    discount,
    discountExcl: sum(lines.map((l) => l.discountExcl)),
    discounts: [...discounts].map(([code, amount]) => ({ code, amount })),
    freeShipping,
    rates,
    shipping,
    taxes: taxTotal > 0 ? [{ label: tax.label, amount: taxTotal }] : [],
    taxTotal,
    grandTotal: Math.max(grandTotal, 0),
  };
};

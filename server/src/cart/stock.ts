import { cartMessages, CartProblem } from './problems';
import type { CartLine } from './lines';
import type { ProductRecord } from '../repositories/catalog/products';

/** Units of each product the lines take from stock (a bundle takes its children's). */
export const stockDemand = (lines: readonly CartLine[]): Map<number, number> => {
  const demand = new Map<number, number>();
  for (const line of lines) {
    for (const { product, perUnit } of line.stock) demand.set(product.id, (demand.get(product.id) ?? 0) + line.qty * perUnit);
  }
  return demand;
};

/** The product whose quantity rules apply to a line: a configurable item's variant, else the product added. */
export const saleProduct = (line: Pick<CartLine, 'product' | 'variant'>): ProductRecord => line.variant ?? line.product;

/**
 * The most units `line` can hold given what the other lines take (Magento checks the cart's summary
 * quantity per product, so two lines of one product share its stock).
 */
export const maxUnits = (line: CartLine, others: readonly CartLine[]): number => {
  const taken = stockDemand(others);
  return Math.min(...line.stock.map(({ product, perUnit }) =>
    (product.stock_status === 1 ? Math.floor((product.qty - (taken.get(product.id) ?? 0)) / perUnit) : 0)));
};

/** Magento's per-line checks (MSI's IsCorrectQtyCondition): decimals, then minimum and maximum sale quantity. */
export const saleQtyProblem = (product: ProductRecord, qty: number): CartProblem | null => {
  if (!Number.isInteger(qty)) return new CartProblem(cartMessages.decimal);
  if (qty < product.min_sale_qty) return new CartProblem(cartMessages.fewest(product.min_sale_qty));
  if (qty > product.max_sale_qty) return new CartProblem(cartMessages.most(product.max_sale_qty));
  return null;
};

/** Whether the line can be sold in its quantity next to `others`: salable, and enough stock left. */
export const stockProblem = (line: CartLine, others: readonly CartLine[]): CartProblem | null => {
  if (line.stock.some(({ product }) => product.stock_status !== 1 || product.is_discontinued === 1)) {
    return new CartProblem(cartMessages.notAvailable, 0);
  }
  const max = maxUnits(line, others);
  return line.qty > max ? new CartProblem(cartMessages.qtyNotAvailable, Math.max(max, 0)) : null;
};

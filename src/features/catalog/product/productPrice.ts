import { presentItems } from '../../../lib/graphql/present';
import { bundleItemsOf, chosenValues, customOptionsOf, enteredText, isSelectable, type ProductChoices, selectionsOf } from './productChoices';
import { findVariant } from './variants';
import type {
  BundleProductDetail, BundleSelection, DownloadableProductDetail, OptionPrice, PriceRangeData, ProductDetail,
} from '../catalogTypes';

// The unit price a product page shows for the shopper's current choices: configurable variants,
// custom option adders (FIXED or PERCENT of the base price), bundle selections and downloadable
// links. The API gives the range; the parts it is made of are worked back from its minimum.

export interface UnitPrice {
  final: number;
  regular: number;
}

const money = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const round = (value: number): number => Math.round(value * 100) / 100;

function minimumOf(range: PriceRangeData): UnitPrice {
  return { final: money(range.minimum_price.final_price.value), regular: money(range.minimum_price.regular_price.value) };
}

const adder = (price: OptionPrice | null | undefined, base: number): number =>
  !price ? 0 : price.price_type === 'PERCENT' ? (base * money(price.price)) / 100 : money(price.price);

/** The cheapest FIXED amount that required custom options add: part of the API's minimum price. */
function requiredOptionsMinimum(product: ProductDetail): number {
  let sum = 0;
  for (const option of customOptionsOf(product)) {
    if (!option.required) continue;
    if (isSelectable(option)) {
      const fixed = presentItems(option.values).filter((v) => v.price_type !== 'PERCENT').map((v) => money(v.price));
      sum += fixed.length > 0 ? Math.min(...fixed) : 0;
    } else if (option.entered?.price_type !== 'PERCENT') {
      sum += money(option.entered?.price);
    }
  }
  return sum;
}

/** What the chosen custom options add to a base price. */
export function customOptionsTotal(product: ProductDetail, choices: ProductChoices, base: number): number {
  let sum = 0;
  for (const option of customOptionsOf(product)) {
    if (isSelectable(option)) {
      const chosen = chosenValues(choices, option.uid);
      for (const value of presentItems(option.values)) if (chosen.includes(value.uid)) sum += adder(value, base);
    } else if (enteredText(choices, option.uid).trim()) {
      sum += adder(option.entered, base);
    }
  }
  return sum;
}

function selectionPrice(selection: BundleSelection, dynamic: boolean, base: number, quantity: number): UnitPrice {
  if (dynamic) {
    const price = selection.product ? minimumOf(selection.product.price_range) : { final: money(selection.price), regular: money(selection.price) };
    return { final: price.final * quantity, regular: price.regular * quantity };
  }
  const amount = selection.price_type === 'PERCENT' ? (base * money(selection.price)) / 100 : money(selection.price);
  return { final: amount * quantity, regular: amount * quantity };
}

function bundlePrice(product: BundleProductDetail, choices: ProductChoices): UnitPrice {
  const dynamic = product.dynamic_price !== false;
  const minimum = minimumOf(product.price_range);
  // A fixed-price bundle's own price is its minimum less the cheapest required FIXED selections.
  let base = 0;
  if (!dynamic) {
    const required = bundleItemsOf(product).filter((item) => item.required);
    const cheapest = required.reduce((sum, item) => {
      const fixed = selectionsOf(item).filter((o) => o.price_type !== 'PERCENT').map((o) => money(o.price) * (o.quantity ?? 1));
      return sum + (fixed.length > 0 ? Math.min(...fixed) : 0);
    }, 0);
    base = minimum.final - cheapest;
  }
  const total = { final: base, regular: dynamic ? 0 : minimum.regular - (minimum.final - base) };
  for (const item of bundleItemsOf(product)) {
    for (const selection of selectionsOf(item)) {
      if (!item.uid || !(choices.bundle[item.uid] ?? []).includes(selection.uid)) continue;
      const part = selectionPrice(selection, dynamic, base, choices.bundleQty[selection.uid] ?? selection.quantity ?? 1);
      total.final += part.final;
      total.regular += part.regular;
    }
  }
  return total;
}

function downloadablePrice(product: DownloadableProductDetail, choices: ProductChoices): UnitPrice {
  const minimum = minimumOf(product.price_range);
  const links = presentItems(product.downloadable_product_links);
  if (!product.links_purchased_separately || links.length === 0) return minimum;
  const base = minimum.final - Math.min(...links.map((link) => money(link.price)));
  const chosen = links.filter((link) => choices.links.includes(link.uid)).reduce((sum, link) => sum + money(link.price), 0);
  return { final: base + chosen, regular: base + chosen + (minimum.regular - minimum.final) };
}

/** The unit price for the current choices (before quantity). */
export function unitPrice(product: ProductDetail, choices: ProductChoices): UnitPrice {
  let price: UnitPrice;
  if (product.__typename === 'BundleProduct') price = bundlePrice(product, choices);
  else if (product.__typename === 'DownloadableProduct') price = downloadablePrice(product, choices);
  else if (product.__typename === 'ConfigurableProduct') {
    const variant = findVariant(product, choices.configurable);
    price = minimumOf(variant?.price_range ?? product.price_range);
  } else {
    const minimum = minimumOf(product.price_range);
    const required = requiredOptionsMinimum(product);
    price = { final: minimum.final - required, regular: minimum.regular - required };
  }
  const extra = { final: customOptionsTotal(product, choices, price.final), regular: customOptionsTotal(product, choices, price.regular) };
  return { final: round(price.final + extra.final), regular: round(price.regular + extra.regular) };
}

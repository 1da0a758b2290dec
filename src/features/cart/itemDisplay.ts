import type { CartItem } from './cartTypes';

// What a cart line shows (spec §3 Cart item): the brand module's item fields where the backend has
// them, else what stock Magento answers (its CartItemPrices and the configurable item's
// configured_variant). `withTax`: whether the store shows prices with tax (it has a tax wording, as
// the cart totals decide), which is how the brand's item_row_* amounts come.

/** The chosen variant of a configurable item (stock Magento's counterpart of current_product). */
const variantOf = (item: CartItem) => (item.__typename === 'ConfigurableCartItem' ? item.configured_variant : null);

/** Spec §3: the displayed name is item_row_name if present, else the product's name. */
export const itemName = (item: CartItem): string => item.item_row_name || item.product.name || item.product.sku || '';

/** Spec §3: the displayed SKU is current_product's (the chosen variant's), else the product's. */
export const itemSku = (item: CartItem): string => item.current_product?.sku || variantOf(item)?.sku || item.product.sku || '';

/** The line's picture: the chosen variant's, else the product's. */
export const itemThumbnail = (item: CartItem): string | null =>
  item.item_row_thumbnail || variantOf(item)?.thumbnail?.url || item.product.thumbnail?.url || null;

/** The unit price charged, options included, as the store shows prices. */
export function itemUnitPrice(item: CartItem, withTax: boolean): number | null {
  if (typeof item.item_row_price === 'number') return item.item_row_price;
  const price = withTax ? item.prices?.price_including_tax : item.prices?.price;
  return price?.value ?? null;
}

/** The row total before the cart's discounts, as the store shows prices. */
export function itemRowTotal(item: CartItem, withTax: boolean): number | null {
  if (typeof item.item_row_total_price === 'number') return item.item_row_total_price;
  const total = withTax ? item.prices?.row_total_including_tax : item.prices?.row_total;
  return total?.value ?? null;
}

/**
 * The regular unit price when the line is charged less (a special or tier price), for the struck-through
 * old price; else null. Without the brand's item_has_old_price, Magento's original_item_price (the
 * catalogue's regular price, so on the store's tax basis) is compared with the unit price shown.
 */
export function itemRegularPrice(item: CartItem, withTax: boolean): number | null {
  if (item.item_has_old_price !== undefined) return item.item_has_old_price ? (item.item_row_old_price ?? null) : null;
  const regular = item.prices?.original_item_price.value;
  const charged = itemUnitPrice(item, withTax);
  return typeof regular === 'number' && charged !== null && regular > charged + 0.005 ? regular : null;
}

/** Spec §3 product render_type values with their own price treatment in the cart. */
export const RENDER_TYPES = { simulator: 'simulator-customize', barcode: 'barcode', sheet: 'build-your-sheet' } as const;

/** A custom colour designed in the colour simulator (spec §3 render_type simulator-customize). */
export const isCustomColour = (item: CartItem): boolean => item.product.render_type === RENDER_TYPES.simulator;

/** The price cell of a line (spec §2.4): what one unit costs, and the struck-through old price if any. */
export interface ItemPriceCell {
  final: number | null;
  regular: number | null;
}

/**
 * The line's price cell by the product's render_type (spec §3):
 * - simulator-customize: a custom colour is priced by what the shopper designed (its options), so the cell
 *   shows the unit price charged and never an old price: the catalogue product's regular or special price is
 *   not what this colour would have cost.
 * - barcode: the price range sits on the product itself (not on a chosen variant): its minimum final
 *   price, struck through against its regular price when that is higher.
 * - otherwise the line's own prices (itemUnitPrice, itemRegularPrice).
 */
export function itemPriceCell(item: CartItem, withTax: boolean): ItemPriceCell {
  const charged = itemUnitPrice(item, withTax);
  if (isCustomColour(item)) return { final: charged, regular: null };
  if (item.product.render_type === RENDER_TYPES.barcode) {
    const range = item.product.price_range?.minimum_price;
    const final = range?.final_price.value ?? charged;
    const regular = range?.regular_price.value;
    return { final, regular: typeof regular === 'number' && final !== null && regular > final + 0.005 ? regular : null };
  }
  return { final: charged, regular: itemRegularPrice(item, withTax) };
}

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

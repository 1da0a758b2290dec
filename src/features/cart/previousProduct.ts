import { itemName, itemPriceCell, itemSku, itemThumbnail, RENDER_TYPES } from './itemDisplay';
import type { CartItem, PreviousProduct } from './cartTypes';

// Spec §3 previous product (the add-to-cart popup): besides the picture fields of PreviousProduct,
// price_range and, for a configurable, variants (each variant's sku and price_range).

export interface PopupMoney {
  value: number;
}

export interface PopupPriceRange {
  minimum_price: { final_price: PopupMoney; regular_price: PopupMoney };
}

export interface PopupVariant {
  product: { sku: string; price_range: PopupPriceRange };
}

export interface PopupProduct extends PreviousProduct {
  price_range?: PopupPriceRange | null;
  variants?: PopupVariant[] | null;
}

/** The cart line's unit price as a price range: what the shopper pays, and the price before a special price. */
function rangeOf(item: CartItem, withTax: boolean): PopupPriceRange | null {
  // As the cart's price cell shows it (render_type's price treatment included).
  const { final, regular } = itemPriceCell(item, withTax);
  if (final === null) return null;
  const old = regular ?? final;
  return { minimum_price: { final_price: { value: final }, regular_price: { value: old } } };
}

/**
 * The popup's product from the cart line just added: the server's price for that line (the chosen
 * variant's for a configurable, in the cart's currency), so the popup shows what the cart charges;
 * `withTax`: whether the store shows prices with tax.
 */
export function popupProductOf(item: CartItem, withTax: boolean): PopupProduct {
  const sku = itemSku(item);
  const range = rangeOf(item, withTax);
  // Spec §3: a barcode product's price range sits on the product, never on a variant.
  const isVariant = sku !== item.product.sku && item.product.render_type !== RENDER_TYPES.barcode;
  return {
    sku,
    name: itemName(item),
    thumbImage: itemThumbnail(item),
    render_type: item.product.render_type ?? null,
    price_range: range,
    variants: isVariant && range ? [{ product: { sku, price_range: range } }] : null,
  };
}

/** The price the popup shows: the added variant's when there is one, else the product's own. */
export function popupPrice(product: PopupProduct): { final: number; regular: number } | null {
  const range = product.variants?.find((variant) => variant.product.sku === product.sku)?.product.price_range ?? product.price_range;
  if (!range) return null;
  return { final: range.minimum_price.final_price.value, regular: range.minimum_price.regular_price.value };
}

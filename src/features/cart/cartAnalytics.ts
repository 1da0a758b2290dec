import { track } from '../../lib/analytics/analytics';
import type { CartItem } from './cartTypes';

/** Spec §7 removeFromCart: product id/sku, name, price, quantity, category, currency, cartId. */
export function trackRemoveFromCart(item: CartItem, cartId: string, currency: string | null): void {
  void track('removeFromCart', {
    product_id: item.product.id ?? null,
    sku: item.current_product?.sku || item.product.sku,
    name: item.item_row_name || item.product.name,
    price: item.item_row_price ?? item.prices?.price?.value ?? null,
    quantity: item.quantity,
    category: item.product.render_type ?? null,
    currency: currency ?? item.prices?.price?.currency ?? null,
    cartId,
  });
}

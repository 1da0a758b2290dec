import { track } from '../../lib/analytics/analytics';
import { itemName, itemSku, itemUnitPrice } from './itemDisplay';
import type { CartItem } from './cartTypes';

/** Spec §7 removeFromCart: product id/sku, name, price, quantity, category, currency, cartId. */
export function trackRemoveFromCart(item: CartItem, cartId: string, currency: string | null): void {
  void track('removeFromCart', {
    product_id: item.product.id ?? null,
    sku: itemSku(item),
    name: itemName(item),
    price: itemUnitPrice(item, false),
    quantity: item.quantity,
    category: item.product.render_type ?? null,
    currency: currency ?? item.prices?.price?.currency ?? null,
    cartId,
  });
}

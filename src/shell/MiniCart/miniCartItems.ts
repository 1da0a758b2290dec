import type { CartItem } from '../../features/cart';

/** Spec §2.4: the mini-cart lists items by id, newest (highest id) first. Ids are numeric strings in Magento. */
export function itemsNewestFirst(items: readonly CartItem[]): CartItem[] {
  const key = (item: CartItem) => {
    const n = Number(item.id);
    return Number.isFinite(n) ? n : Number.NEGATIVE_INFINITY;
  };
  return [...items].sort((a, b) => key(b) - key(a) || b.id.localeCompare(a.id));
}

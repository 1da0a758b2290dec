/**
 * What a wish list item may hold: a whole quantity from 1 to Magento's maximum sale quantity (cataloginventory
 * max_sale_qty, 10000; a quarter of a fan deck or 1e308 of them had been stored), and a comment of at most 255
 * characters (the storefront's field; it had taken any length). The message for the first problem, or null.
 */
export const WISHLIST_MAX_QTY = 10_000;
export const WISHLIST_MAX_COMMENT = 255;

export function wishlistItemProblem(quantity: number | null | undefined, description?: string | null, change: 'add' | 'update' = 'add'): string | null {
  if (quantity !== null && quantity !== undefined) {
    // Magento words it two ways: CustomerWishlistTest (add) and UpdateProductsFromWishlistTest (update).
    if (quantity <= 0) return change === 'add' ? 'The quantity of a wish list item cannot be 0' : 'The quantity of a wishlist item cannot be 0';
    if (!Number.isInteger(quantity)) return 'You cannot use decimal quantity for this product.';
    if (quantity > WISHLIST_MAX_QTY) return `The quantity of a wish list item cannot be more than ${WISHLIST_MAX_QTY}`;
  }
  if (description && [...description.trim()].length > WISHLIST_MAX_COMMENT) {
    return `The comment of a wish list item cannot be longer than ${WISHLIST_MAX_COMMENT} characters`;
  }
  return null;
}

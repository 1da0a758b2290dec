import type { Database } from 'better-sqlite3';

/** One row of `cart_items` (Magento's visible quote_item; children of composites live in `options`). */
export interface CartItemRow {
  id: number;
  cart_id: number;
  product_id: number;
  variant_id: number | null;
  qty: number;
  /** JSON of a BuyRequest (src/cart/buyRequest.ts). */
  options: string;
  options_key: string;
  created_at: string;
}

export const listCartItems = (db: Database, cartId: number): CartItemRow[] =>
  db.prepare('SELECT * FROM cart_items WHERE cart_id = ? ORDER BY id').all(cartId) as CartItemRow[];

export interface NewCartItem {
  productId: number;
  variantId: number | null;
  qty: number;
  options: string;
  optionsKey: string;
}

export const insertCartItem = (db: Database, cartId: number, item: NewCartItem): number =>
  Number(db.prepare(`INSERT INTO cart_items (cart_id, product_id, variant_id, qty, options, options_key)
    VALUES (?, ?, ?, ?, ?, ?)`).run(cartId, item.productId, item.variantId, item.qty, item.options, item.optionsKey).lastInsertRowid);

export const setCartItemQty = (db: Database, itemId: number, qty: number): void => {
  db.prepare("UPDATE cart_items SET qty = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(qty, itemId);
};

export const deleteCartItem = (db: Database, itemId: number): void => {
  db.prepare('DELETE FROM cart_items WHERE id = ?').run(itemId);
};

export const deleteAllCartItems = (db: Database, cartId: number): void => {
  db.prepare('DELETE FROM cart_items WHERE cart_id = ?').run(cartId);
};

/** Moves an item to another cart (mergeCarts keeps the row, so its id and options travel unchanged). */
export const moveCartItem = (db: Database, itemId: number, cartId: number): void => {
  db.prepare('UPDATE cart_items SET cart_id = ? WHERE id = ?').run(cartId, itemId);
};

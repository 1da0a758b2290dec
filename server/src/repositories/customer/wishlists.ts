import { randomBytes } from 'node:crypto';
import { sqlTimestamp } from './customers';
import type { Database } from 'better-sqlite3';

export interface WishlistRecord {
  id: number;
  customer_id: number;
  sharing_code: string;
  shared: number;
  updated_at: string;
}

/** Magento's buy request of a wish list item: the options chosen on the product page. */
export interface BuyRequest {
  selected_options?: string[];
  entered_options?: Array<{ uid: string; value: string }>;
}

export interface WishlistItemRecord {
  id: number;
  wishlist_id: number;
  product_id: number;
  child_product_id: number | null;
  store_code: string;
  qty: number;
  description: string | null;
  buy_request: string;
  added_at: string;
  /** The product's type_id (simple, configurable …): which WishlistItemInterface type the item is. */
  type_id: string;
}

export const findWishlist = (db: Database, id: number): WishlistRecord | null =>
  (db.prepare('SELECT * FROM wishlists WHERE id = ?').get(id) as WishlistRecord | undefined) ?? null;

/** The customer's wish list, created on first use as Magento's loadByCustomerId($id, true) does. */
export const wishlistOfCustomer = (db: Database, customerId: number): WishlistRecord => {
  db.prepare('INSERT OR IGNORE INTO wishlists (customer_id, sharing_code) VALUES (?, ?)').run(customerId, randomBytes(16).toString('hex'));
  return db.prepare('SELECT * FROM wishlists WHERE customer_id = ?').get(customerId) as WishlistRecord;
};

export const touchWishlist = (db: Database, id: number, shared?: boolean): void => {
  db.prepare('UPDATE wishlists SET updated_at = ?, shared = COALESCE(?, shared) WHERE id = ?')
    .run(sqlTimestamp(), shared === undefined ? null : Number(shared), id);
};

export const countItems = (db: Database, wishlistId: number): number =>
  (db.prepare('SELECT COUNT(*) AS n FROM wishlist_items WHERE wishlist_id = ?').get(wishlistId) as { n: number }).n;

const selectItems = `SELECT i.*, p.type_id, w.customer_id AS owner FROM wishlist_items i
  JOIN wishlists w ON w.id = i.wishlist_id JOIN catalog_products p ON p.id = i.product_id`;

const withoutOwner = ({ owner: _owner, ...item }: WishlistItemRecord & { owner: number }): WishlistItemRecord => item;

export const listItems = (db: Database, wishlistId: number, pageSize: number, currentPage: number): WishlistItemRecord[] =>
  (db.prepare(`${selectItems} WHERE i.wishlist_id = ? ORDER BY i.id LIMIT ? OFFSET ?`)
    .all(wishlistId, pageSize, (currentPage - 1) * pageSize) as Array<WishlistItemRecord & { owner: number }>).map(withoutOwner);

export const allItems = (db: Database, wishlistId: number): WishlistItemRecord[] =>
  (db.prepare(`${selectItems} WHERE i.wishlist_id = ? ORDER BY i.id`).all(wishlistId) as Array<WishlistItemRecord & { owner: number }>)
    .map(withoutOwner);

/** Items by id with the customer owning their wish list (to tell "not yours" from "not there"). */
export const itemOwners = (db: Database, itemIds: readonly number[]): Map<number, { item: WishlistItemRecord; customerId: number }> =>
  new Map((db.prepare(`${selectItems} WHERE i.id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(itemIds)) as Array<WishlistItemRecord & { owner: number }>)
    .map((row) => [row.id, { item: withoutOwner(row), customerId: row.owner }]));

export interface NewWishlistItem {
  productId: number;
  childProductId: number | null;
  storeCode: string;
  qty: number;
  description: string | null;
  buyRequest: BuyRequest;
}

/** Adds an item; the same product with the same options only raises the quantity (Magento's addNewItem). */
export const addItem = (db: Database, wishlistId: number, item: NewWishlistItem): number => {
  const buyRequest = JSON.stringify(item.buyRequest);
  const same = db.prepare(`SELECT id FROM wishlist_items WHERE wishlist_id = ? AND product_id = ? AND child_product_id IS ?
    AND buy_request = ?`).get(wishlistId, item.productId, item.childProductId, buyRequest) as { id: number } | undefined;
  if (same) {
    db.prepare('UPDATE wishlist_items SET qty = qty + ? WHERE id = ?').run(item.qty, same.id);
    return same.id;
  }
  return Number(db.prepare(`INSERT INTO wishlist_items (wishlist_id, product_id, child_product_id, store_code, qty, description,
    buy_request, added_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(wishlistId, item.productId, item.childProductId, item.storeCode,
    item.qty, item.description, buyRequest, sqlTimestamp()).lastInsertRowid);
};

export const updateItem = (db: Database, id: number, changes: { qty?: number; description?: string | null; buyRequest?: BuyRequest }): void => {
  if (changes.qty !== undefined) db.prepare('UPDATE wishlist_items SET qty = ? WHERE id = ?').run(changes.qty, id);
  if (changes.description !== undefined) db.prepare('UPDATE wishlist_items SET description = ? WHERE id = ?').run(changes.description, id);
  if (changes.buyRequest !== undefined) {
    db.prepare('UPDATE wishlist_items SET buy_request = ? WHERE id = ?').run(JSON.stringify(changes.buyRequest), id);
  }
};

export const deleteItem = (db: Database, id: number): void => {
  db.prepare('DELETE FROM wishlist_items WHERE id = ?').run(id);
};

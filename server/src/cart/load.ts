import { listCartItems } from '../repositories/cart/cartItems';
import { loadCartCatalog } from './catalog';
import { type CartLine, resolveLine, today } from './lines';
import type { ProductScope } from '../repositories/catalog/products';
import type { Database } from 'better-sqlite3';

/** The cart's items resolved against the catalogue of the request's store and currency, oldest first. */
export const loadCartLines = (db: Database, scope: ProductScope, cartId: number): CartLine[] => {
  const items = listCartItems(db, cartId);
  if (items.length === 0) return [];
  const catalog = loadCartCatalog(db, scope, items.map((item) => item.product_id));
  const day = today();
  return items.map((item) => resolveLine(item, catalog, day)).filter((line): line is CartLine => line !== null);
};

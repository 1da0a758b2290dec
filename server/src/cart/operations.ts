import {
  deleteAllCartItems, deleteCartItem, insertCartItem, moveCartItem, setCartItemQty,
} from '../repositories/cart/cartItems';
import { deactivateCart, touchCart } from '../repositories/cart/carts';
import { addCartCoupon, cartSalesRules, removeCartCoupons } from '../repositories/cart/coupons';
import { lineKey, serializeBuyRequest } from './buyRequest';
import { type CartItemInput, choiceFromInput } from './itemChoice';
import { type CartLine, resolveLine } from './lines';
import { loadCartLines } from './load';
import { cartMessages, CartProblem } from './problems';
import { maxUnits, saleProduct, saleQtyProblem, stockProblem } from './stock';
import { cartTexts, formatQty } from './texts';
import type { ProductScope } from '../repositories/catalog/products';
import type { StoreRecord } from '../repositories/store/stores';
import type { Database } from 'better-sqlite3';

/** Where a cart operation runs: the database, the request's store view and currency. */
export interface CartScope {
  db: Database;
  store: StoreRecord;
  currency: string;
}

export const productScope = (scope: CartScope): ProductScope => ({ store: scope.store.code, currency: scope.currency });

/**
 * Adds one CartItemInput to the cart, merging it into an identical line. Strict (Magento's
 * addProductsToCart): any quantity rule broken is a CartProblem. Lenient (the brand's addToCart): a
 * quantity below the minimum sale quantity is raised to it, one above the maximum or the stock left is
 * lowered to it, and each adjustment is returned as a message in the store's language.
 */
export const addCartItem = (scope: CartScope, cartId: number, input: CartItemInput, lenient: boolean): string[] => {
  const { db } = scope;
  if (!(input.quantity > 0)) throw new CartProblem(cartMessages.positive);
  const choice = choiceFromInput(db, productScope(scope), input);
  if (!Number.isInteger(input.quantity)) throw new CartProblem(cartMessages.decimal);
  const variantId = choice.variant?.id ?? null;
  const key = lineKey(choice.product.id, variantId, choice.request);
  const lines = loadCartLines(db, productScope(scope), cartId);
  const existing = lines.find((line) => line.item.options_key === key);
  const others = lines.filter((line) => line !== existing);
  const sale = choice.variant ?? choice.product;
  const locale = scope.store.settings.locale;
  const texts = cartTexts(locale);
  const messages: string[] = [];
  let qty = (existing?.qty ?? 0) + input.quantity;
  if (qty < sale.min_sale_qty) {
    if (!lenient) throw new CartProblem(cartMessages.fewest(sale.min_sale_qty));
    qty = sale.min_sale_qty;
    messages.push(texts.raisedToMinimum(choice.product.name, formatQty(locale, qty)));
  }
  if (qty > sale.max_sale_qty) {
    if (!lenient) throw new CartProblem(cartMessages.most(sale.max_sale_qty));
    qty = sale.max_sale_qty;
    messages.push(texts.limitedByMaximum(choice.product.name, formatQty(locale, qty)));
  }
  const options = serializeBuyRequest(choice.request);
  const row = {
    id: existing?.item.id ?? 0, cart_id: cartId, product_id: choice.product.id, variant_id: variantId, qty, options, options_key: key, created_at: '',
  };
  const candidate = resolveLine(row, choice.catalog);
  if (!candidate) throw new CartProblem(cartMessages.notAvailable);
  const problem = stockProblem(candidate, others);
  if (problem) {
    const limit = maxUnits(candidate, others);
    if (!lenient || problem.code !== 'INSUFFICIENT_STOCK' || limit < Math.max(sale.min_sale_qty, (existing?.qty ?? 0) + 1)) throw problem;
    qty = limit;
    messages.push(texts.limitedByStock(choice.product.name, formatQty(locale, qty)));
  }
  if (existing) setCartItemQty(db, existing.item.id, qty);
  else insertCartItem(db, cartId, { productId: choice.product.id, variantId, qty, options, optionsKey: key });
  touchCart(db, cartId);
  return messages;
};

/** One line of updateCartItems, its uid already read as the id (the resolver does, as Magento's args processor). */
export interface CartItemUpdate {
  cart_item_id?: number | null;
  quantity?: number | null;
}

const itemSku = (line: CartLine): string => saleProduct(line).sku;

/**
 * Magento's updateCartItems: quantity 0 (or less) removes the item, others are checked like an add.
 * All or nothing: with any problem nothing is written and the problems are returned.
 */
export const updateCartItems = (scope: CartScope, cartId: number, updates: readonly CartItemUpdate[]): CartProblem[] => {
  const lines = loadCartLines(scope.db, productScope(scope), cartId);
  const problems: CartProblem[] = [];
  const wanted = new Map<number, number>();
  for (const update of updates) {
    const id = update.cart_item_id;
    if (id === null || id === undefined) {
      problems.push(new CartProblem(cartMessages.itemIdMissing));
    } else if (update.quantity === null || update.quantity === undefined) {
      problems.push(new CartProblem(cartMessages.quantityMissing));
    } else {
      const line = lines.find((l) => l.item.id === id);
      const problem = line && update.quantity > 0 ? saleQtyProblem(saleProduct(line), update.quantity) : null;
      if (!line) problems.push(new CartProblem(cartMessages.itemNotFound(id)));
      else if (problem) problems.push(new CartProblem(cartMessages.cannotUpdate(itemSku(line), problem.message), problem.quantity, problem.code));
      else wanted.set(id, Math.max(update.quantity, 0));
    }
  }
  const after = lines.filter((l) => wanted.get(l.item.id) !== 0).map((l) => ({ ...l, qty: wanted.get(l.item.id) ?? l.qty }));
  for (const line of after.filter((l) => wanted.has(l.item.id))) {
    const problem = stockProblem(line, after.filter((other) => other !== line));
    if (problem) problems.push(new CartProblem(cartMessages.cannotUpdate(itemSku(line), problem.message), problem.quantity, problem.code));
  }
  if (problems.length > 0) return problems;
  for (const [id, qty] of wanted) {
    if (qty === 0) deleteCartItem(scope.db, id);
    else setCartItemQty(scope.db, id, qty);
  }
  afterItemsChanged(scope.db, cartId, after.length);
  return [];
};

/** Removes one item; false when the cart has no such item. */
export const removeCartItem = (scope: CartScope, cartId: number, itemId: number): boolean => {
  const remaining = loadCartLines(scope.db, productScope(scope), cartId);
  if (!remaining.some((line) => line.item.id === itemId)) return false;
  deleteCartItem(scope.db, itemId);
  afterItemsChanged(scope.db, cartId, remaining.length - 1);
  return true;
};

export const clearCartItems = (db: Database, cartId: number): void => {
  deleteAllCartItems(db, cartId);
  afterItemsChanged(db, cartId, 0);
};

// A coupon belongs to what it discounts: an emptied cart starts over without one.
const afterItemsChanged = (db: Database, cartId: number, itemCount: number): void => {
  if (itemCount === 0) removeCartCoupons(db, cartId);
  touchCart(db, cartId);
};

/**
 * Magento's Quote::merge after CartQuantityValidator: a guest line the customer cart already has adds its
 * quantity when stock and sale limits allow (otherwise the guest's line is dropped and the customer's
 * kept); other guest lines move over. The guest's coupon comes along when the customer has none. The
 * guest cart is deactivated.
 */
export const mergeCartInto = (scope: CartScope, sourceId: number, destinationId: number): void => {
  const { db } = scope;
  const guest = loadCartLines(db, productScope(scope), sourceId);
  const current = loadCartLines(db, productScope(scope), destinationId);
  for (const line of guest) {
    const index = current.findIndex((c) => c.item.options_key === line.item.options_key);
    const same = current[index];
    if (!same) {
      moveCartItem(db, line.item.id, destinationId);
      current.push(line);
      continue;
    }
    const merged = { ...same, qty: same.qty + line.qty };
    if (!saleQtyProblem(saleProduct(merged), merged.qty) && !stockProblem(merged, current.filter((c) => c !== same))) {
      setCartItemQty(db, same.item.id, merged.qty);
      current[index] = merged;
    }
  }
  const guestCoupons = cartSalesRules(db, sourceId);
  if (cartSalesRules(db, destinationId).length === 0) for (const rule of guestCoupons) addCartCoupon(db, destinationId, rule.coupon_code);
  deactivateCart(db, sourceId);
  touchCart(db, destinationId);
};

import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** One row of `carts` (Magento's quote with its quote_id_mask). */
export interface CartRow {
  id: number;
  masked_id: string;
  store_code: string;
  customer_id: number | null;
  is_active: number;
  currency: string;
  email: string | null;
  estimate_country_id: string | null;
  estimate_region_id: number | null;
  estimate_region_code: string | null;
  estimate_region: string | null;
  estimate_postcode: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  payment_method_code: string | null;
  payment_data: string | null;
  customer_note: string | null;
  reserved_order_id: string | null;
  created_at: string;
  updated_at: string;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 characters from a CSPRNG, as Magento's Random::getRandomString(32): never guessable, never sequential. */
export const newMaskedId = (): string => Array.from({ length: 32 }, () => alphabet[randomInt(alphabet.length)]).join('');

export const findCartByMaskedId = (db: Database, maskedId: string): CartRow | null =>
  (db.prepare('SELECT * FROM carts WHERE masked_id = ?').get(maskedId) as CartRow | undefined) ?? null;

export const findCartById = (db: Database, id: number): CartRow | null =>
  (db.prepare('SELECT * FROM carts WHERE id = ?').get(id) as CartRow | undefined) ?? null;

/** The customer's active cart on a website (Magento shares a customer's quote across a website's store views). */
export const findActiveCustomerCart = (db: Database, customerId: number, websiteCode: string): CartRow | null =>
  (db.prepare(`SELECT c.* FROM carts c JOIN stores s ON s.code = c.store_code
    WHERE c.customer_id = ? AND c.is_active = 1 AND s.website_code = ? ORDER BY c.updated_at DESC, c.id DESC LIMIT 1`)
    .get(customerId, websiteCode) as CartRow | undefined) ?? null;

export interface NewCart {
  storeCode: string;
  currency: string;
  customerId: number | null;
  /** A client-chosen masked id (createEmptyCart's cart_id), already validated; else a random one. */
  maskedId?: string | null;
}

export const insertCart = (db: Database, cart: NewCart): CartRow => {
  const { lastInsertRowid } = db.prepare(`INSERT INTO carts (masked_id, store_code, customer_id, currency)
    VALUES (?, ?, ?, ?)`).run(cart.maskedId ?? newMaskedId(), cart.storeCode, cart.customerId, cart.currency);
  const row = findCartById(db, Number(lastInsertRowid));
  if (!row) throw new Error('cart vanished after insert');
  return row;
};

/** Every write to a cart or its items bumps updated_at (the customer's latest cart wins, as in Magento). */
export const touchCart = (db: Database, cartId: number): void => {
  db.prepare("UPDATE carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(cartId);
};

/** Magento's UpdateCartCurrency: the cart follows the store view and currency it is used in. */
export const assignCartStore = (db: Database, cartId: number, storeCode: string, currency: string): void => {
  db.prepare('UPDATE carts SET store_code = ?, currency = ? WHERE id = ?').run(storeCode, currency, cartId);
};

export const deactivateCart = (db: Database, cartId: number): void => {
  db.prepare("UPDATE carts SET is_active = 0, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(cartId);
};

export interface CartEstimate {
  countryId: string;
  regionId: number | null;
  regionCode: string | null;
  region: string | null;
  postcode: string | null;
}

export const saveCartEstimate = (db: Database, cartId: number, estimate: CartEstimate): void => {
  db.prepare(`UPDATE carts SET estimate_country_id = ?, estimate_region_id = ?, estimate_region_code = ?,
    estimate_region = ?, estimate_postcode = ? WHERE id = ?`)
    .run(estimate.countryId, estimate.regionId, estimate.regionCode, estimate.region, estimate.postcode, cartId);
};

export const saveCartShippingMethod = (db: Database, cartId: number, method: { carrier: string; method: string } | null): void => {
  db.prepare('UPDATE carts SET shipping_carrier_code = ?, shipping_method_code = ? WHERE id = ?')
    .run(method?.carrier ?? null, method?.method ?? null, cartId);
};

/** The destination columns of the checkout's addresses, for tax and shipping. */
export interface CartAddressDestination {
  address_type: 'shipping' | 'billing';
  country_id: string | null;
  region_id: number | null;
  region_code: string | null;
  region: string | null;
  postcode: string | null;
}

export const cartAddressDestinations = (db: Database, cartId: number): CartAddressDestination[] =>
  db.prepare(`SELECT address_type, country_id, region_id, region_code, region, postcode FROM cart_addresses
    WHERE cart_id = ?`).all(cartId) as CartAddressDestination[];

// ─── Checkout (issue 6) ─────────────────────────────────────────────────────────────────────────────

export const setCartEmail = (db: Database, cartId: number, email: string): void => {
  db.prepare('UPDATE carts SET email = ? WHERE id = ?').run(email, cartId);
};

/** The selected payment method and its data (JSON: purchase_order_number, the card token …); null clears it. */
export const setCartPayment = (db: Database, cartId: number, code: string | null, data: Record<string, string> | null): void => {
  db.prepare('UPDATE carts SET payment_method_code = ?, payment_data = ? WHERE id = ?')
    .run(code, data ? JSON.stringify(data) : null, cartId);
};

export const setCartCustomerNote = (db: Database, cartId: number, note: string | null): void => {
  db.prepare('UPDATE carts SET customer_note = ? WHERE id = ?').run(note, cartId);
};

/** The cart's payment data as stored by setCartPayment. */
export const cartPaymentData = (cart: Pick<CartRow, 'payment_data'>): Record<string, string> => {
  if (!cart.payment_data) return {};
  const parsed = JSON.parse(cart.payment_data) as unknown;
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
};

/**
 * Turns an active cart into an ordered one (inactive, with its order number): true only for the one call
 * that found it still active, so two placements of one cart can never both succeed.
 */
export const closeCartForOrder = (db: Database, cartId: number, orderNumber: string): boolean =>
  db.prepare(`UPDATE carts SET is_active = 0, reserved_order_id = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    WHERE id = ? AND is_active = 1`).run(orderNumber, cartId).changes === 1;

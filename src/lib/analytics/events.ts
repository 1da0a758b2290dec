import { setAnalyticsUserId } from '../storage/storage';
import { track } from './analytics';

// The storefront's analytics events (spec §3 payload, §7) as small functions of plain data, so
// that features and the app call them without knowing the transport. removeFromCart lives with
// the cart (features/cart/cartAnalytics.ts); checkoutStep and orderPlaced with the checkout.

/** The product facts the events carry: Magento's product shape satisfies it as it is. */
export interface ProductFacts {
  id?: number | null;
  uid?: string | null;
  sku: string | null;
  name: string | null;
  price_range?: { minimum_price: { final_price: { value: number | null; currency: string | null } } } | null;
}

/** A page view: the path without query (it may hold tokens) and the document title. */
export function trackPage(path: string, title: string): Promise<boolean> {
  return track('page', { path, title });
}

export function trackProductView(product: ProductFacts): Promise<boolean> {
  const price = product.price_range?.minimum_price.final_price;
  return track('productView', {
    product_id: product.id ?? product.uid ?? null,
    sku: product.sku,
    name: product.name ?? product.sku,
    price: price?.value ?? null,
    currency: price?.currency ?? null,
  });
}

export interface AddedToCart {
  productId: number | string | null;
  sku: string;
  name: string | null;
  price: number | null;
  quantity: number;
  currency: string | null;
  cartId: string;
}

export function trackAddToCart(added: AddedToCart): Promise<boolean> {
  return track('addToCart', {
    product_id: added.productId,
    sku: added.sku,
    name: added.name,
    price: added.price,
    quantity: added.quantity,
    currency: added.currency,
    cartId: added.cartId,
  });
}

/**
 * The analytics user id of a customer: Magento's GraphQL gives the client no customer id, and the
 * e-mail address must not travel to analytics, so it is the SHA-256 of the normalised address.
 * null where the browser has no Web Crypto (only on insecure origins).
 */
export async function analyticsUserIdFor(email: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || !email.trim()) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Spec §7 identify: stores the user id locally (ajs_user_id), then sends the event (consent permitting). */
export async function identify(email: string): Promise<boolean> {
  const userId = await analyticsUserIdFor(email);
  if (!userId) return false;
  setAnalyticsUserId(userId);
  return track('identify', { user_id: userId });
}

/** After sign-out the events are anonymous again. */
export function forgetAnalyticsUser(): void {
  setAnalyticsUserId(null);
}

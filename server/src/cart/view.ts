import { cartAddressDestinations, type CartRow } from '../repositories/cart/carts';
import { cartSalesRules, isRuleUsable, type SalesRuleRow } from '../repositories/cart/coupons';
import { findAllowedCountry, findRegionById } from '../repositories/directory';
import { today, type CartLine } from './lines';
import { loadCartLines } from './load';
import { productScope } from './operations';
import { type CartTotals, computeTotals } from './totals';
import type { CartRequest } from './access';
import type { Destination } from './tax';
import type { Database } from 'better-sqlite3';

/** A cart with its lines and totals, computed once per request however many fields ask. */
export interface CartView {
  cart: CartRow;
  lines: CartLine[];
  totals: CartTotals;
  /** Codes of the applied coupons that still apply (a rule that expired since drops out, as in Magento). */
  coupons: string[];
}

interface Place { countryId: string | null; regionId: number | null; regionCode: string | null; postcode: string | null }

export const destinationOf = (db: Database, place: Place): Destination | null => {
  if (!place.countryId) return null;
  const regionCode = place.regionCode ?? (place.regionId ? findRegionById(db, place.regionId)?.code ?? null : null);
  return { countryId: place.countryId, regionId: place.regionId, regionCode, postcode: place.postcode };
};

/**
 * Where tax and shipping are computed for: the checkout's shipping address (the billing address for a
 * virtual cart, as Magento taxes it), else the cart page's estimate, else nothing yet.
 */
const cartDestination = (db: Database, cart: CartRow, isVirtual: boolean): Destination | null => {
  const address = cartAddressDestinations(db, cart.id).find((a) => a.address_type === (isVirtual ? 'billing' : 'shipping') && a.country_id);
  if (address) {
    return destinationOf(db, { countryId: address.country_id, regionId: address.region_id, regionCode: address.region_code, postcode: address.postcode });
  }
  return destinationOf(db, {
    countryId: cart.estimate_country_id, regionId: cart.estimate_region_id, regionCode: cart.estimate_region_code, postcode: cart.estimate_postcode,
  });
};

export const isVirtualCart = (lines: readonly CartLine[]): boolean => lines.length > 0 && lines.every((line) => line.isVirtual);

const usableRules = (request: CartRequest, cart: CartRow): SalesRuleRow[] => {
  const day = today();
  return cartSalesRules(request.db, cart.id).filter((rule) => isRuleUsable(rule, request.store.websiteCode, day));
};

/** Totals of `lines` for a destination (the cart's own, or an estimate's) and shipping method. */
export const totalsFor = (
  request: CartRequest, cart: CartRow, lines: CartLine[], destination: Destination | null,
  shippingMethod: { carrier: string; method: string } | null, rules: SalesRuleRow[] = usableRules(request, cart),
): CartTotals => {
  const website = request.store.websiteCode;
  return computeTotals({
    store: request.store,
    currency: request.currencyCode,
    lines,
    rules,
    destination,
    allowedDestination: destination !== null && findAllowedCountry(request.db, website, destination.countryId) !== null,
    shippingMethod,
  });
};

const views = new WeakMap<CartRow, CartView>();

export const cartView = (request: CartRequest, cart: CartRow): CartView => {
  const cached = views.get(cart);
  if (cached) return cached;
  const lines = loadCartLines(request.db, productScope({ db: request.db, store: request.store, currency: request.currencyCode }), cart.id);
  const method = cart.shipping_carrier_code && cart.shipping_method_code
    ? { carrier: cart.shipping_carrier_code, method: cart.shipping_method_code } : null;
  const rules = usableRules(request, cart);
  const totals = totalsFor(request, cart, lines, cartDestination(request.db, cart, isVirtualCart(lines)), method, rules);
  const view = { cart, lines, totals, coupons: rules.map((rule) => rule.coupon_code) };
  views.set(cart, view);
  return view;
};

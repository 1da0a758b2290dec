import { estimateAddressProblem } from '../../../cart/estimateLimits';
import { today } from '../../../cart/lines';
import { loadCartLines } from '../../../cart/load';
import { mergeCartInto, productScope } from '../../../cart/operations';
import { destinationOf, totalsFor } from '../../../cart/view';
import { findCartById, saveCartEstimate, saveCartShippingMethod } from '../../../repositories/cart/carts';
import { addCartCoupon, cartSalesRules, findSalesRuleByCoupon, isRuleUsable, removeCartCoupons } from '../../../repositories/cart/coupons';
import { customerIdFromContext, notAuthorizedMessage } from '../../context';
import { authorizationError, inputError, noSuchEntityError } from '../../errors';
import { cartForUser, cartScope, customerCartFor, requireArgument, withCart } from './access';
import { shippingMethodOutput } from './cartFields';
import type { CartRow } from '../../../repositories/cart/carts';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** Magento words it with a full stop when applying a coupon and without one when removing it. */
const requireItems = (context: GraphQLContext, cart: CartRow, message: string): void => {
  if (loadCartLines(context.db, productScope(cartScope(context)), cart.id).length === 0) throw noSuchEntityError(message);
};

interface CouponInput { input?: { cart_id?: string | null; coupon_code?: string | null } | null }

/** Magento's applyCouponToCart: one coupon at a time, only on a cart with products, only a usable code. */
const applyCouponToCart: Resolver<CouponInput, { cart: CartRow }> = (_parent, args, context) => {
  const cartId = requireArgument(args.input?.cart_id, 'cart_id');
  const code = requireArgument(args.input?.coupon_code, 'coupon_code').trim();
  const { cart } = withCart(context, cartId, (row) => {
    requireItems(context, row, 'Cart does not contain products.');
    if (cartSalesRules(context.db, row.id).length > 0) {
      throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
    }
    const rule = findSalesRuleByCoupon(context.db, code);
    if (!rule || !isRuleUsable(rule, context.store.websiteCode, today())) {
      throw noSuchEntityError("The coupon code isn't valid. Verify the code and try again.");
    }
    addCartCoupon(context.db, row.id, rule.coupon_code);
  });
  return { cart };
};

const removeCouponFromCart: Resolver<{ input?: { cart_id?: string | null } | null }, { cart: CartRow }> = (_parent, args, context) => {
  const { cart } = withCart(context, requireArgument(args.input?.cart_id, 'cart_id'), (row) => {
    requireItems(context, row, 'Cart does not contain products');
    removeCartCoupons(context.db, row.id);
  });
  return { cart };
};

/**
 * Magento's mergeCarts on sign-in: the guest cart (source) goes into the customer's cart (the given
 * destination, else the customer's active cart), then the guest cart is inactive.
 */
const mergeCarts: Resolver<{ source_cart_id: string; destination_cart_id?: string | null }, CartRow> = (_parent, args, context) => {
  const source = requireArgument(args.source_cart_id, 'source_cart_id');
  if (args.destination_cart_id !== undefined && !args.destination_cart_id) {
    throw inputError('The parameter "destination_cart_id" cannot be empty');
  }
  const customerId = customerIdFromContext(context);
  if (customerId === null) throw authorizationError(notAuthorizedMessage);
  return context.db.transaction(() => {
    const destination = args.destination_cart_id ? cartForUser(context, args.destination_cart_id) : customerCartFor(context, customerId);
    const guest = cartForUser(context, source, null);
    mergeCartInto(cartScope(context), guest.id, destination.id);
    const merged = findCartById(context.db, destination.id);
    if (!merged) throw new Error('merged cart vanished');
    return merged;
  })();
};

interface EstimateInput {
  input: {
    cart_id: string;
    address: { country_code: string; postcode?: string | null; region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null };
    shipping_method?: { carrier_code: string; method_code: string } | null;
  };
}

const estimateDestination = (context: GraphQLContext, address: EstimateInput['input']['address']) => {
  const problem = estimateAddressProblem(address);
  if (problem) throw inputError(problem);
  return destinationOf(context.db, {
    countryId: address.country_code, regionId: address.region?.region_id ?? null,
    regionCode: address.region?.region_code ?? null, postcode: address.postcode ?? null,
  });
};

/** Magento's estimateShippingMethods: the methods (and prices) for a country, region and postcode; nothing is saved. */
const estimateShippingMethods: Resolver<EstimateInput, unknown[]> = (_parent, { input }, context) => {
  const cart = context.db.transaction(() => cartForUser(context, requireArgument(input.cart_id, 'cart_id')))();
  const lines = loadCartLines(context.db, productScope(cartScope(context)), cart.id);
  const totals = totalsFor(context, cart, lines, estimateDestination(context, input.address), null);
  return totals.rates.map((rate) => shippingMethodOutput(rate, totals));
};

/**
 * Magento's estimateTotals: the cart priced for the address (and method, if given). The estimate is kept
 * on the cart, so the cart page shows the same taxes and shipping after a reload, until the checkout
 * sets a real shipping address.
 */
const estimateTotals: Resolver<EstimateInput, { cart: CartRow }> = (_parent, { input }, context) => {
  const { cart } = withCart(context, requireArgument(input.cart_id, 'cart_id'), (row) => {
    const destination = estimateDestination(context, input.address);
    saveCartEstimate(context.db, row.id, {
      countryId: input.address.country_code, regionId: destination?.regionId ?? null, regionCode: destination?.regionCode ?? null,
      region: input.address.region?.region ?? null, postcode: input.address.postcode ?? null,
    });
    if (input.shipping_method) {
      // As setShippingMethodsOnCart: only a method the estimated address can have (as estimateShippingMethods lists them).
      const { carrier_code: carrier, method_code: method } = input.shipping_method;
      const lines = loadCartLines(context.db, productScope(cartScope(context)), row.id);
      const { rates } = totalsFor(context, row, lines, destination, null);
      if (!rates.some((rate) => rate.carrier_code === carrier && rate.method_code === method)) {
        throw inputError(`Carrier with such method not found: ${carrier}, ${method}`);
      }
      saveCartShippingMethod(context.db, row.id, { carrier, method });
    }
  });
  return { cart };
};

export const cartOtherMutations = { applyCouponToCart, removeCouponFromCart, mergeCarts, estimateShippingMethods, estimateTotals };

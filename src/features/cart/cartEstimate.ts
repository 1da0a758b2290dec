import { createAppAsyncThunk } from '../../app/hooks';
import { presentItems } from '../../lib/graphql/present';
import { setCartId } from '../../lib/storage/storage';
import { ESTIMATE_SHIPPING_METHODS, ESTIMATE_TOTALS } from './cart.gql';
import { cartCall, replacedSince } from './cartSession';
import { cartLoaded } from './cartSlice';
import { guarded } from './cartThunks';
import { toCartDetail, type AvailableShippingMethod } from './cartTypes';
import type { EstimateAddressInput } from '../../lib/graphql/generated';

// The cart page's shipping estimate (spec §2.3 Shopping Cart): methods for a destination, then the
// totals for the chosen one (the server keeps both on the cart, so a reload shows the same totals).

export const estimateShipping = createAppAsyncThunk(
  'cart/estimateShipping',
  async (address: EstimateAddressInput, api): Promise<AvailableShippingMethod[] | null> => {
    const found: { methods: AvailableShippingMethod[] } = { methods: [] };
    const done = await guarded(api, async (cartId) => {
      const data = await cartCall(api.extra.client, ESTIMATE_SHIPPING_METHODS, { cart_id: cartId, address }, cartId);
      found.methods = presentItems(data.estimateShippingMethods);
    });
    return done ? found.methods : null;
  },
);

/** The latest totals asked for: a shopper going through the methods quickly may get answers out of order. */
let latestTotals = 0;

export const estimateTotals = createAppAsyncThunk(
  'cart/estimateTotals',
  async ({ address, method }: { address: EstimateAddressInput; method: AvailableShippingMethod | null }, api) => {
    latestTotals += 1;
    const asked = latestTotals;
    return guarded(api, async (cartId) => {
      const shipping_method = method?.method_code ? { carrier_code: method.carrier_code, method_code: method.method_code } : null;
      const data = await cartCall(api.extra.client, ESTIMATE_TOTALS, { cart_id: cartId, address, shipping_method }, cartId);
      // Only the last choice's totals show; an earlier answer arriving late is dropped, and so is one for a cart
      // replaced meanwhile.
      if (asked === latestTotals && data.estimateTotals?.cart) {
        const cart = toCartDetail(data.estimateTotals.cart);
        if (replacedSince(api, cartId, cart.id)) return;
        setCartId(cart.id);
        api.dispatch(cartLoaded(cart));
      }
    });
  },
);

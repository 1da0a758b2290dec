import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { presentItems } from '../../lib/graphql/present';
import { loginSourceUsed } from '../account';
import { cartDiscarded, cartReplyStored, staleCartDetected } from '../cart';
import type { AvailableShippingMethod, CartAddress, CartDetail, PaymentMethod, SelectedShippingMethod } from '../cart';

/** Takes the first shipping address, its methods and the cart's payment methods (spec §4). */
function saveCart(state: CheckoutState, cart: CartDetail): void {
  const first = cart.shipping_addresses[0];
  state.checkoutCartId = cart.id;
  if (first) {
    const { available_shipping_methods, selected_shipping_method, ...address } = first;
    state.shippingAddress = address;
    state.shippingMethods = presentItems(available_shipping_methods);
    state.shippingMethod = selected_shipping_method ?? null;
  }
  state.paymentMethods = cart.available_payment_methods;
}

export interface CheckoutState {
  loading: boolean;
  /** Steps are numbered from 0. */
  stepCurrent: number;
  guestEmail: string;
  /** Billing address same as shipping. */
  sameAs: boolean;
  /** Where the shopper came from ('checkout', 'minicart'…), to return there after login. */
  checkoutSource: string;
  checkoutSourceUrl: string;
  shippingAddress: CartAddress | null;
  billingAddress: CartAddress | null;
  /** Customer address-book ids chosen for shipping and billing. */
  shippingId: number | null;
  billingId: number | null;
  shippingMethod: SelectedShippingMethod | null;
  paymentMethod: string;
  shippingMethods: AvailableShippingMethod[];
  paymentMethods: PaymentMethod[];
  checkoutCartId: string;
  purchaseOrder: string;
  /** Whether the entered email already has an account ("isExsist" is the spec's spelling). */
  isExsist: boolean;
  /** Email for carts of virtual products only. */
  virtualEmail: string;
  checkoutEmail: string;
}

export const initialCheckoutState: CheckoutState = {
  loading: false,
  stepCurrent: 0,
  guestEmail: '',
  sameAs: true,
  checkoutSource: 'checkout',
  checkoutSourceUrl: '',
  shippingAddress: null,
  billingAddress: null,
  shippingId: null,
  billingId: null,
  shippingMethod: null,
  paymentMethod: '',
  shippingMethods: [],
  paymentMethods: [],
  checkoutCartId: '',
  purchaseOrder: '',
  isExsist: false,
  virtualEmail: '',
  checkoutEmail: '',
};

export interface ShippingAddressSetPayload {
  address: CartAddress;
  shippingMethods: AvailableShippingMethod[];
  paymentMethods: PaymentMethod[];
  selectedShippingMethod: SelectedShippingMethod | null;
  /** Spec §4: the address is stored only when this flag (default true) is set; the methods always. */
  save?: boolean;
}

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    checkoutLoadingChanged(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    stepChanged(state, action: PayloadAction<number>) {
      state.stepCurrent = action.payload;
    },
    /** Spec §4: saving the guest email moves to step 1. */
    setGuestEmail(state, action: PayloadAction<string>) {
      state.guestEmail = action.payload;
      state.stepCurrent = 1;
    },
    sameAsChanged(state, action: PayloadAction<boolean>) {
      state.sameAs = action.payload;
    },
    checkoutSourceSet(state, action: PayloadAction<{ source: string; url?: string }>) {
      state.checkoutSource = action.payload.source;
      state.checkoutSourceUrl = action.payload.url ?? '';
    },
    shippingAddressSet(state, action: PayloadAction<ShippingAddressSetPayload>) {
      const { address, shippingMethods, paymentMethods, selectedShippingMethod, save = true } = action.payload;
      if (save) state.shippingAddress = address;
      state.shippingMethods = shippingMethods;
      state.paymentMethods = paymentMethods;
      state.shippingMethod = selectedShippingMethod;
    },
    billingAddressSet(state, action: PayloadAction<CartAddress>) {
      state.billingAddress = action.payload;
    },
    addressIdsChosen(state, action: PayloadAction<{ shippingId?: number | null; billingId?: number | null }>) {
      if (action.payload.shippingId !== undefined) state.shippingId = action.payload.shippingId;
      if (action.payload.billingId !== undefined) state.billingId = action.payload.billingId;
    },
    shippingMethodSelected(state, action: PayloadAction<SelectedShippingMethod | null>) {
      state.shippingMethod = action.payload;
    },
    paymentMethodSelected(state, action: PayloadAction<string>) {
      state.paymentMethod = action.payload;
    },
    purchaseOrderChanged(state, action: PayloadAction<string>) {
      state.purchaseOrder = action.payload;
    },
    /** Spec §4: takes the first shipping address, its methods and the cart's payment methods. */
    cartSavedToCheckout(state, action: PayloadAction<CartDetail>) {
      saveCart(state, action.payload);
    },
    emailExistenceChecked(state, action: PayloadAction<boolean>) {
      state.isExsist = action.payload;
    },
    virtualEmailChanged(state, action: PayloadAction<string>) {
      state.virtualEmail = action.payload;
    },
    checkoutEmailChanged(state, action: PayloadAction<string>) {
      state.checkoutEmail = action.payload;
    },
  },
  // Checkout follows the cart and the sign-in through their events (the cart never dispatches here).
  extraReducers: (builder) => {
    builder
      // Spec §4: a non-empty cart's reply is mirrored into checkout.
      .addCase(cartReplyStored, (state, action) => {
        if (action.payload.total_quantity > 0) saveCart(state, action.payload);
      })
      // Spec §4 and §8: an emptied, replaced or refused cart leaves nothing to check out.
      .addCase(cartDiscarded, () => initialCheckoutState)
      .addCase(staleCartDetected, () => initialCheckoutState)
      // Spec §3: the source defaults back to 'checkout' once the shopper has been sent back.
      .addCase(loginSourceUsed, (state) => {
        state.checkoutSource = 'checkout';
        state.checkoutSourceUrl = '';
      });
  },
});

export const {
  checkoutLoadingChanged,
  stepChanged,
  setGuestEmail,
  sameAsChanged,
  checkoutSourceSet,
  shippingAddressSet,
  billingAddressSet,
  addressIdsChosen,
  shippingMethodSelected,
  paymentMethodSelected,
  purchaseOrderChanged,
  cartSavedToCheckout,
  emailExistenceChecked,
  virtualEmailChanged,
  checkoutEmailChanged,
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

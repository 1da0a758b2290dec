import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { regionLeft } from '../../shared/store/regionLeft';
import type { CartDetail } from './cartTypes';
import type { PopupProduct } from './previousProduct';

export interface CartState {
  cartId: string;
  cartDetail: CartDetail;
  /** A cart call is on its way (pendingCalls > 0). */
  loading: boolean;
  /** Cart calls on their way: one that ends while another runs leaves the cart loading. */
  pendingCalls: number;
  /** SKUs shown in the product bar (Build Your Sheet). */
  barList: string[];
  /** The add-to-cart popup. */
  cartModalVisible: boolean;
  previousProduct: PopupProduct | null;
  currentProductSku: string;
}

export function emptyCartDetail(id = ''): CartDetail {
  return {
    id,
    email: null,
    is_virtual: false,
    items: [],
    prices: null,
    total_quantity: 0,
    applied_coupons: [],
    shipping_addresses: [],
    billing_address: null,
    available_payment_methods: [],
    selected_payment_method: null,
    customer_group_id: null,
  };
}

export const initialCartState: CartState = {
  cartId: '',
  cartDetail: emptyCartDetail(),
  loading: false,
  pendingCalls: 0,
  barList: [],
  cartModalVisible: false,
  previousProduct: null,
  currentProductSku: '',
};

// Events the cart announces: other slices react to them in their extraReducers (checkout to the
// first two and to staleCartDetected), so cart thunks never dispatch into another feature's slice.

/** A cart reply from the server was stored (after each cart operation and fetch). */
export const cartReplyStored = createAction<CartDetail>('cart/replyStored');

/** The shopper emptied the cart, or a new cart replaced it: what checkout held for it is void. */
export const cartDiscarded = createAction('cart/discarded');

/** Spec §3 app state: open (true), close (false) or toggle (no payload) the mini-cart (app.miniCartVisible). */
export const miniCartToggled = createAction<boolean | undefined>('cart/miniCartToggled');

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartIdSaved(state, action: PayloadAction<string>) {
      state.cartId = action.payload;
    },
    cartLoaded(state, action: PayloadAction<CartDetail>) {
      state.cartDetail = action.payload;
      if (action.payload.id) state.cartId = action.payload.id;
    },
    cartCallStarted(state) {
      state.pendingCalls += 1;
      state.loading = true;
    },
    cartCallEnded(state) {
      state.pendingCalls = Math.max(0, state.pendingCalls - 1);
      state.loading = state.pendingCalls > 0;
    },
    /** Spec §4: empties items and totals, keeps the id. */
    resetCart(state) {
      state.cartDetail = emptyCartDetail(state.cartId);
    },
    /** Spec §4: like resetCart, and forgets the id too. */
    cleanCart(state) {
      state.cartId = '';
      state.cartDetail = emptyCartDetail();
    },
    barListChanged(state, action: PayloadAction<string[]>) {
      state.barList = action.payload;
    },
    addToCartPopupOpened(state, action: PayloadAction<PopupProduct>) {
      state.previousProduct = action.payload;
      state.cartModalVisible = true;
    },
    addToCartPopupClosed(state) {
      state.cartModalVisible = false;
    },
    /**
     * The server no longer accepts the cart or the session (spec §8). The cart is cleaned here; the
     * user slice listens to sign a signed-in shopper out.
     */
    staleCartDetected(state) {
      state.cartId = '';
      state.cartDetail = emptyCartDetail();
    },
    currentProductSkuChanged(state, action: PayloadAction<string>) {
      state.currentProductSku = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Spec §4 region switch: the cart belongs to the store left behind; cleaned like cleanCart (its id too).
    builder.addCase(regionLeft, (state) => {
      state.cartId = '';
      state.cartDetail = emptyCartDetail();
    });
  },
});

export const {
  cartIdSaved,
  cartLoaded,
  cartCallStarted,
  cartCallEnded,
  resetCart,
  cleanCart,
  barListChanged,
  addToCartPopupOpened,
  addToCartPopupClosed,
  currentProductSkuChanged,
  staleCartDetected,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

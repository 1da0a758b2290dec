import {
  addToCartPopupClosed,
  addToCartPopupOpened,
  barListChanged,
  cartIdSaved,
  cartLoaded,
  cartCallEnded,
  cartCallStarted,
  cartReducer,
  cleanCart,
  currentProductSkuChanged,
  emptyCartDetail,
  initialCartState,
  resetCart,
} from '../../../../src/features/cart/cartSlice';
import { isPlaceholderAddress, type CartDetail } from '../../../../src/features/cart/cartTypes';
import { regionLeft } from '../../../../src/shared/store/regionLeft';
import { cartPrices, cartProduct, simpleItem } from '../../helpers/cartFixtures';

const cart: CartDetail = {
  ...emptyCartDetail('c1'),
  email: 'a@b.c',
  items: [simpleItem('5', cartProduct('P-1', 'Guide'), 2)],
  prices: cartPrices(40, 40),
  total_quantity: 2,
  applied_coupons: [{ code: 'SAVE' }],
};

describe('cartSlice', () => {
  it('starts empty', () => {
    expect(cartReducer(undefined, { type: '@@init' })).toEqual({
      cartId: '',
      cartDetail: emptyCartDetail(),
      loading: false,
      pendingCalls: 0,
      barList: [],
      cartModalVisible: false,
      previousProduct: null,
      currentProductSku: '',
    });
    expect(emptyCartDetail().total_quantity).toBe(0);
  });

  it('cartIdSaved and cartLoaded record the cart', () => {
    let state = cartReducer(initialCartState, cartIdSaved('c0'));
    expect(state.cartId).toBe('c0');
    state = cartReducer(state, cartLoaded(cart));
    expect(state).toMatchObject({ cartId: 'c1', cartDetail: cart });
    expect(cartReducer(state, cartLoaded({ ...cart, id: '' })).cartId).toBe('c1');
  });

  it('resetCart empties items and totals but keeps the id (spec §4)', () => {
    const state = cartReducer(cartReducer(initialCartState, cartLoaded(cart)), resetCart());
    expect(state.cartId).toBe('c1');
    expect(state.cartDetail).toEqual(emptyCartDetail('c1'));
  });

  it('cleanCart also clears the id', () => {
    const state = cartReducer(cartReducer(initialCartState, cartLoaded(cart)), cleanCart());
    expect(state.cartId).toBe('');
    expect(state.cartDetail).toEqual(emptyCartDetail());
  });

  it('empties itself, id too, when the shopper leaves the region (spec §4), keeping what is not the cart', () => {
    const filled = { ...cartReducer(initialCartState, cartLoaded(cart)), barList: ['S-1'], currentProductSku: 'P-1' };
    const state = cartReducer(filled, regionLeft());
    expect(state).toEqual({ ...filled, cartId: '', cartDetail: emptyCartDetail() });
  });

  it('opens and closes the add-to-cart popup with the previous product', () => {
    const product = { sku: 'P-1', name: 'Guide' };
    let state = cartReducer(initialCartState, addToCartPopupOpened(product));
    expect(state).toMatchObject({ cartModalVisible: true, previousProduct: product });
    state = cartReducer(state, addToCartPopupClosed());
    expect(state).toMatchObject({ cartModalVisible: false, previousProduct: product });
  });

  it('stays loading until the last of overlapping cart calls has ended', () => {
    let state = cartReducer(initialCartState, cartCallStarted());
    state = cartReducer(state, cartCallStarted());
    expect(state.loading).toBe(true);
    state = cartReducer(state, cartCallEnded());
    expect(state.loading).toBe(true);
    state = cartReducer(state, cartCallEnded());
    expect(state).toMatchObject({ loading: false, pendingCalls: 0 });
    // An end without a start (a store made mid-call) never goes below none.
    state = cartReducer(state, cartCallEnded());
    expect(state).toMatchObject({ loading: false, pendingCalls: 0 });
  });

  it('records loading, the bar list and the current product sku', () => {
    let state = cartReducer(initialCartState, cartCallStarted());
    state = cartReducer(state, barListChanged(['A', 'B']));
    state = cartReducer(state, currentProductSkuChanged('P-2'));
    expect(state).toMatchObject({ loading: true, barList: ['A', 'B'], currentProductSku: 'P-2' });
  });
});

describe('isPlaceholderAddress', () => {
  it('treats a missing address or firstname "firstname" as empty', () => {
    expect(isPlaceholderAddress(null)).toBe(true);
    expect(isPlaceholderAddress({ firstname: 'firstname' })).toBe(true);
    expect(isPlaceholderAddress({ firstname: 'Ada' })).toBe(false);
  });
});

import { loginSourceUsed } from '../../../../src/features/account/userSlice';
import { cartDiscarded, cartReplyStored, emptyCartDetail, staleCartDetected } from '../../../../src/features/cart/cartSlice';
import {
  addressIdsChosen,
  billingAddressSet,
  cartSavedToCheckout,
  checkoutEmailChanged,
  checkoutLoadingChanged,
  checkoutReducer,
  checkoutSourceSet,
  emailExistenceChecked,
  initialCheckoutState,
  paymentMethodSelected,
  purchaseOrderChanged,
  sameAsChanged,
  setGuestEmail,
  shippingAddressSet,
  shippingMethodSelected,
  stepChanged,
  virtualEmailChanged,
} from '../../../../src/features/checkout/checkoutSlice';
import { cartAddress, money, selectedMethod, shippingMethod } from '../../helpers/cartFixtures';
import type { CartAddress, CartDetail } from '../../../../src/features/cart/cartTypes';

const address: CartAddress = cartAddress({ city: 'London', country: { code: 'GB', label: 'United Kingdom' }, postcode: 'N1 1AA', street: ['1 High St'], telephone: '123' });
const flatRate = selectedMethod('flatrate', 'flatrate', 5, { carrier_title: 'Flat Rate', method_title: 'Fixed', amount: money(5, 'GBP') });
const available = [shippingMethod('flatrate', 'flatrate', 5, { carrier_title: 'Flat Rate', method_title: 'Fixed', amount: money(5, 'GBP') })];
const payments = [{ code: 'checkmo', title: 'Check / Money order' }];

describe('checkoutSlice', () => {
  it('starts at step 0 with source "checkout"', () => {
    expect(checkoutReducer(undefined, { type: '@@init' })).toEqual(initialCheckoutState);
    expect(initialCheckoutState).toMatchObject({ stepCurrent: 0, checkoutSource: 'checkout', sameAs: true, guestEmail: '' });
  });

  it('setGuestEmail stores the email and moves to step 1 (spec §4)', () => {
    expect(checkoutReducer(initialCheckoutState, setGuestEmail('g@x.y'))).toMatchObject({ guestEmail: 'g@x.y', stepCurrent: 1 });
  });

  it('shippingAddressSet stores the address when saving, and the methods always', () => {
    const payload = { address, shippingMethods: available, paymentMethods: payments, selectedShippingMethod: flatRate };
    expect(checkoutReducer(initialCheckoutState, shippingAddressSet(payload))).toMatchObject({
      shippingAddress: address,
      shippingMethods: available,
      paymentMethods: payments,
      shippingMethod: flatRate,
    });
    const unsaved = checkoutReducer(initialCheckoutState, shippingAddressSet({ ...payload, save: false }));
    expect(unsaved.shippingAddress).toBeNull();
    expect(unsaved.shippingMethods).toEqual(available);
  });

  it('cartSavedToCheckout takes the first shipping address, its methods and the payment methods', () => {
    const cart: CartDetail = {
      ...emptyCartDetail('c9'),
      shipping_addresses: [{ ...address, customer_notes: null, available_shipping_methods: available, selected_shipping_method: flatRate }],
      available_payment_methods: payments,
    };
    expect(checkoutReducer(initialCheckoutState, cartSavedToCheckout(cart))).toMatchObject({
      checkoutCartId: 'c9',
      shippingAddress: address,
      shippingMethods: available,
      shippingMethod: flatRate,
      paymentMethods: payments,
    });
    const bare = checkoutReducer(initialCheckoutState, cartSavedToCheckout(emptyCartDetail('c8')));
    expect(bare).toMatchObject({ checkoutCartId: 'c8', shippingAddress: null, paymentMethods: [] });
    const noMethods = checkoutReducer(initialCheckoutState, cartSavedToCheckout({ ...emptyCartDetail('c7'), shipping_addresses: [{ ...address, customer_notes: null, available_shipping_methods: null, selected_shipping_method: null }] }));
    expect(noMethods).toMatchObject({ shippingAddress: address, shippingMethods: [], shippingMethod: null });
  });

  it('records the other checkout facts', () => {
    const steps = [
      checkoutLoadingChanged(true),
      stepChanged(2),
      sameAsChanged(false),
      checkoutSourceSet({ source: 'minicart', url: '/checkout/cart' }),
      billingAddressSet(address),
      addressIdsChosen({ shippingId: 4, billingId: 5 }),
      shippingMethodSelected(flatRate),
      paymentMethodSelected('purchaseorder'),
      purchaseOrderChanged('PO-1'),
      emailExistenceChecked(true),
      virtualEmailChanged('v@x.y'),
      checkoutEmailChanged('c@x.y'),
    ];
    const state = steps.reduce(checkoutReducer, initialCheckoutState);
    expect(state).toMatchObject({
      loading: true,
      stepCurrent: 2,
      sameAs: false,
      checkoutSource: 'minicart',
      checkoutSourceUrl: '/checkout/cart',
      billingAddress: address,
      shippingId: 4,
      billingId: 5,
      shippingMethod: flatRate,
      paymentMethod: 'purchaseorder',
      purchaseOrder: 'PO-1',
      isExsist: true,
      virtualEmail: 'v@x.y',
      checkoutEmail: 'c@x.y',
    });
    expect(checkoutReducer(state, checkoutSourceSet({ source: 'checkout' })).checkoutSourceUrl).toBe('');
    expect(checkoutReducer(state, addressIdsChosen({ billingId: null }))).toMatchObject({ shippingId: 4, billingId: null });
    expect(checkoutReducer(state, cartDiscarded())).toEqual(initialCheckoutState);
  });

  describe("reacts to the cart's and the sign-in's events", () => {
    const filled: CartDetail = {
      ...emptyCartDetail('c9'),
      total_quantity: 2,
      shipping_addresses: [{ ...address, customer_notes: null, available_shipping_methods: available, selected_shipping_method: flatRate }],
      available_payment_methods: payments,
    };
    const chosen = [checkoutSourceSet({ source: 'minicart', url: '/checkout/cart' }), stepChanged(2), purchaseOrderChanged('PO-1')].reduce(checkoutReducer, initialCheckoutState);

    it('mirrors a stored cart reply with items, and leaves checkout as it is for an empty one (spec §4)', () => {
      expect(checkoutReducer(initialCheckoutState, cartReplyStored(filled))).toEqual(checkoutReducer(initialCheckoutState, cartSavedToCheckout(filled)));
      expect(checkoutReducer(initialCheckoutState, cartReplyStored(filled))).toMatchObject({ checkoutCartId: 'c9', shippingAddress: address, paymentMethods: payments });
      expect(checkoutReducer(chosen, cartReplyStored({ ...filled, total_quantity: 0 }))).toBe(chosen);
    });

    it('starts over when the cart is emptied or replaced, or refused by the server (spec §4, §8)', () => {
      expect(checkoutReducer(chosen, cartDiscarded())).toEqual(initialCheckoutState);
      expect(checkoutReducer(chosen, staleCartDetected())).toEqual(initialCheckoutState);
    });

    it("forgets the login's source once the shopper has been sent back (spec §3)", () => {
      expect(checkoutReducer(chosen, loginSourceUsed())).toMatchObject({ checkoutSource: 'checkout', checkoutSourceUrl: '', stepCurrent: 2, purchaseOrder: 'PO-1' });
    });
  });
});

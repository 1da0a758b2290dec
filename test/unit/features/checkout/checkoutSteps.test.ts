import { emptyCartDetail } from '../../../../src/features/cart/cartSlice';
import {
  minimumOrderRedirect,
  nextStep,
  resumeStep,
  STEP,
  stepsFor,
  visibleStep,
} from '../../../../src/features/checkout/checkoutSteps';
import { cartAddress, selectedMethod } from '../../helpers/cartFixtures';
import type { CartAddress, CartDetail } from '../../../../src/features/cart/cartTypes';

const address: CartAddress = cartAddress({
  city: 'Albany', region: { code: 'NY', label: 'New York', region_id: 43 }, postcode: '12207', street: ['5 Main St'], telephone: '5185550100',
});
const shippingAddress = { ...address, customer_notes: null, available_shipping_methods: null, selected_shipping_method: null };
const flat = selectedMethod('flatrate', 'flatrate', 5, { carrier_title: 'Flat Rate', method_title: 'Fixed' });
const cart = (patch: Partial<CartDetail> = {}): CartDetail => ({ ...emptyCartDetail('c1'), total_quantity: 1, ...patch });

describe('checkout steps (spec §4, numbered from 0)', () => {
  it('a guest goes through all six steps; a customer skips login; a virtual cart skips shipping', () => {
    expect(stepsFor(false, false)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(stepsFor(false, true)).toEqual([1, 2, 3, 4, 5]);
    expect(stepsFor(true, false)).toEqual([0, 3, 4, 5]);
    expect(stepsFor(true, true)).toEqual([3, 4, 5]);
  });

  it('moves to the next step the cart has; the last stays last', () => {
    expect(nextStep(STEP.login, false, false)).toBe(STEP.shippingAddress);
    expect(nextStep(STEP.login, true, false)).toBe(STEP.billing);
    expect(nextStep(STEP.shippingMethod, false, false)).toBe(STEP.billing);
    expect(nextStep(STEP.review, false, false)).toBe(STEP.review);
    expect(visibleStep(STEP.login, false, true)).toBe(STEP.shippingAddress);
    expect(visibleStep(STEP.shippingAddress, true, true)).toBe(STEP.billing);
  });

  it('resumes at the first step whose data the server cart lacks; the placeholder address counts as none', () => {
    expect(resumeStep(cart(), false)).toBe(STEP.login);
    expect(resumeStep(cart({ email: 'a@b.co' }), false)).toBe(STEP.shippingAddress);
    expect(resumeStep(cart({ email: 'a@b.co', shipping_addresses: [{ ...shippingAddress, firstname: 'firstname' }] }), false)).toBe(STEP.shippingAddress);
    expect(resumeStep(cart({ shipping_addresses: [shippingAddress] }), true)).toBe(STEP.shippingMethod);
    const shipped = cart({ email: 'a@b.co', shipping_addresses: [{ ...shippingAddress, selected_shipping_method: flat }] });
    expect(resumeStep(shipped, false)).toBe(STEP.billing);
    expect(resumeStep({ ...shipped, billing_address: address }, false)).toBe(STEP.payment);
    expect(resumeStep({ ...shipped, billing_address: address, selected_payment_method: { code: 'checkmo', title: 'Check', purchase_order_number: null } }, false)).toBe(STEP.review);
    expect(resumeStep(cart({ is_virtual: true, email: 'a@b.co' }), false)).toBe(STEP.billing);
  });
});

describe('minimum order redirect (spec §5)', () => {
  const failing = { failure_message: 'Minimum order amount is $500.00', failure_redirect_url: 'http://shop.test/eu/de/checkout/cart' };

  it('needs both a message and a URL', () => {
    expect(minimumOrderRedirect(null, 'http://shop.test/checkout', '')).toBeNull();
    expect(minimumOrderRedirect({ failure_message: 'x', failure_redirect_url: null }, 'http://shop.test/checkout', '')).toBeNull();
    expect(minimumOrderRedirect({ failure_message: null, failure_redirect_url: 'http://shop.test/checkout/cart' }, 'http://shop.test/checkout', '')).toBeNull();
  });

  it('goes in-app to the same-origin URL without the store prefix', () => {
    expect(minimumOrderRedirect(failing, 'http://shop.test/eu/de/checkout', '/eu/de')).toEqual({ message: failing.failure_message, path: '/checkout/cart' });
    expect(minimumOrderRedirect({ ...failing, failure_redirect_url: '/checkout/cart?x=1' }, 'http://shop.test/checkout', '')).toEqual({ message: failing.failure_message, path: '/checkout/cart?x=1' });
  });

  it('does nothing when the browser is already there', () => {
    expect(minimumOrderRedirect(failing, 'http://shop.test/eu/de/checkout/cart/', '/eu/de')).toBeNull();
  });

  it('never follows another origin (the message still shows)', () => {
    expect(minimumOrderRedirect({ ...failing, failure_redirect_url: 'https://evil.example/checkout/cart' }, 'http://shop.test/checkout', '')).toEqual({ message: failing.failure_message, path: null });
    expect(minimumOrderRedirect({ ...failing, failure_redirect_url: '//evil.example/x' }, 'http://shop.test/checkout', '')?.path).toBeNull();
  });
});

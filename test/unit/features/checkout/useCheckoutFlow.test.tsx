import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import enUS from '../../../../i18n/en_US.json';
import { cartLoaded } from '../../../../src/features/cart/cartSlice';
import { sameAsChanged } from '../../../../src/features/checkout/checkoutSlice';
import { STEP } from '../../../../src/features/checkout/checkoutSteps';
import { loadPlacedOrder } from '../../../../src/features/checkout/successStorage';
import { useCheckoutFlow } from '../../../../src/features/checkout/useCheckoutFlow';
import { createApolloClient } from '../../../../src/lib/graphql/client';
import { SAME_AS_UNTICKED_CART } from '../../../../src/lib/storage/tabStorage';
import { PATHS } from '../../../../src/shared/store/routeTable';
import { cartAddress, cartPrices, cartProduct, selectedMethod, shippingMethod, simpleItem } from '../../helpers/cartFixtures';
import { createFetchMock } from '../../helpers/fetchMock';
import { cart, fakeCart, type Reply } from '../cart/fakeCartClient';
import type { CartDetail } from '../../../../src/features/cart/cartTypes';
import type * as AnalyticsModule from '../../../../src/lib/analytics/analytics';
import type * as SiteModule from '../../../../src/lib/config/site';
import type { ReactNode } from 'react';

const track = vi.hoisted(() => vi.fn<typeof AnalyticsModule.track>(async () => true));
vi.mock('../../../../src/lib/analytics/analytics', async (importOriginal) => ({ ...await importOriginal<typeof AnalyticsModule>(), track }));
const flags = vi.hoisted(() => ({ oneStepCheckout: false }));
vi.mock('../../../../src/lib/config/site', async (importOriginal) => {
  const actual = await importOriginal<typeof SiteModule>();
  return { ...actual, useFeatureFlags: () => ({ ...actual.SITE.flags, oneStepCheckout: flags.oneStepCheckout }) };
});

const item = simpleItem('7', cartProduct('SFD-METAL', 'Metallics Fan Deck'));
const flat = shippingMethod('flatrate', 'flatrate', 5);
const shipping = (chosen: boolean) => ({
  ...cartAddress(), customer_notes: null, available_shipping_methods: [flat], selected_shipping_method: chosen ? selectedMethod('flatrate', 'flatrate', 5) : null,
});
const checkmo = { code: 'checkmo', title: 'Check / Money order' };
/** A guest cart with one line and nothing entered yet. */
const fresh = cart('guest-1', { items: [item], total_quantity: 1, prices: cartPrices(25, 25), available_payment_methods: [checkmo] });
const withEmail: CartDetail = { ...fresh, email: 'ada@example.com' };
/** Everything entered: the review step, Place Order enabled. */
const complete: CartDetail = {
  ...withEmail, shipping_addresses: [shipping(true)], billing_address: cartAddress(),
  selected_payment_method: { code: 'checkmo', title: 'Check / Money order', purchase_order_number: null },
};

function setup(start: CartDetail, replies: Record<string, Reply[]> = {}, fake = fakeCart(replies)) {
  fake.store.dispatch(cartLoaded(start));
  // The hook's customer query (addresses) is skipped for guests; the provider is all it needs.
  const apollo = createApolloClient({ fetch: createFetchMock({}).fetch, notify: () => undefined, getStoreCode: () => 'na_us', getCurrencyCode: () => 'USD', getToken: () => undefined });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={fake.store}>
      <ApolloProvider client={apollo}>
        <IntlProvider locale="en-US" messages={enUS}>
          <MemoryRouter initialEntries={[PATHS.checkout]}>{children}</MemoryRouter>
        </IntlProvider>
      </ApolloProvider>
    </Provider>
  );
  const view = renderHook(() => ({ flow: useCheckoutFlow(), path: useLocation().pathname }), { wrapper });
  return { ...fake, view, flow: () => view.result.current.flow };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  track.mockClear();
});
afterEach(() => {
  flags.oneStepCheckout = false;
});

describe('useCheckoutFlow (spec §4 steps, §8 failures)', () => {
  it('resumes where the cart is, and a saved step moves to the next with its analytics event', async () => {
    const { flow, names, calls } = setup(fresh, {
      SetGuestEmailOnCart: [{ data: { setGuestEmailOnCart: { cart: withEmail } } }],
      IsEmailAvailable: [{ data: { isEmailAvailable: { is_email_available: true } } }],
      SetShippingAddressesOnCart: [{ data: { setShippingAddressesOnCart: { cart: { ...withEmail, shipping_addresses: [shipping(false)] } } } }],
    });
    expect(flow().view).toBe('steps');
    expect(flow().steps).toEqual([STEP.login, STEP.shippingAddress, STEP.shippingMethod, STEP.billing, STEP.payment, STEP.review]);
    expect(flow().step).toBe(STEP.login);
    expect(flow().stateOf(STEP.login)).toBe('active');
    expect(flow().stateOf(STEP.shippingAddress)).toBe('todo');

    await act(() => flow().submit.guestEmail('ada@example.com'));
    expect(calls[0]).toEqual({ name: 'SetGuestEmailOnCart', variables: { cart_id: 'guest-1', email: 'ada@example.com' } });
    expect(flow().step).toBe(STEP.shippingAddress);
    expect(flow().stateOf(STEP.login)).toBe('done');
    expect(flow().email).toBe('ada@example.com');

    await act(() => flow().submit.shippingAddress({ customer_address_id: 4 }));
    expect(names()).toEqual(['SetGuestEmailOnCart', 'IsEmailAvailable', 'SetShippingAddressesOnCart']);
    expect(flow().step).toBe(STEP.shippingMethod);
    expect(flow().shippingMethods).toEqual([flat]);
    expect(track.mock.calls.filter(([event]) => event === 'checkoutStep').map(([, fields]) => fields)).toEqual([
      { step: STEP.login, step_name: 'login' },
      { step: STEP.shippingAddress, step_name: 'shippingAddress' },
      { step: STEP.shippingMethod, step_name: 'shippingMethod' },
    ]);
  });

  it('a virtual cart has no shipping steps: the e-mail leads to the billing address', async () => {
    const virtual = { ...fresh, is_virtual: true };
    const { flow } = setup(virtual, {
      SetGuestEmailOnCart: [{ data: { setGuestEmailOnCart: { cart: { ...virtual, email: 'ada@example.com' } } } }],
      IsEmailAvailable: [{ data: { isEmailAvailable: { is_email_available: true } } }],
    });
    expect(flow().steps).toEqual([STEP.login, STEP.billing, STEP.payment, STEP.review]);
    await act(() => flow().submit.guestEmail('ada@example.com'));
    expect(flow().step).toBe(STEP.billing);
    expect(flow().numberOf(STEP.billing)).toBe(2);
  });

  it("a failed save keeps the step and the cart as they were, with the server's message; a network failure says so", async () => {
    const refused = 'Field CartAddressInput.city of required type String! was not provided.';
    const { flow, store } = setup(withEmail, {
      SetShippingAddressesOnCart: [{ graphql: refused, category: 'graphql-input' }, { network: true }],
    });
    expect(flow().step).toBe(STEP.shippingAddress);
    const before = store.getState().cart.cartDetail;

    await act(() => flow().submit.shippingAddress({ customer_address_id: 4 }));
    expect(flow().step).toBe(STEP.shippingAddress);
    expect(flow().errorOf(STEP.shippingAddress)).toBe(refused);
    expect(store.getState().cart.cartDetail).toEqual(before);
    expect(flow().busy).toBe(false);

    await act(() => flow().submit.shippingAddress({ customer_address_id: 4 }));
    expect(flow().errorOf(STEP.shippingAddress)).toBe('Network Error');
    expect(flow().step).toBe(STEP.shippingAddress);
    expect(store.getState().cart.cartDetail).toEqual(before);
  });

  it('one-step checkout: every section is open and a save stays where it is', async () => {
    flags.oneStepCheckout = true;
    const { flow } = setup(withEmail, {
      SetShippingAddressesOnCart: [{ data: { setShippingAddressesOnCart: { cart: { ...withEmail, shipping_addresses: [shipping(false)] } } } }],
    });
    expect(flow().steps.map((s) => flow().stateOf(s))).toEqual(['active', 'active', 'active', 'active', 'active', 'active']);
    await act(() => flow().submit.shippingAddress({ customer_address_id: 4 }));
    expect(flow().step).toBe(STEP.shippingAddress);
    expect(flow().errorOf(STEP.shippingAddress)).toBeUndefined();
  });

  it('one-step checkout: a saved shipping address saves a ticked "same as shipping" billing address with it', async () => {
    flags.oneStepCheckout = true;
    const shipped = { ...withEmail, shipping_addresses: [shipping(false)] };
    const { flow, calls } = setup(withEmail, {
      SetShippingAddressesOnCart: [{ data: { setShippingAddressesOnCart: { cart: shipped } } }],
      SetBillingAddressOnCart: [{ data: { setBillingAddressOnCart: { cart: { ...shipped, billing_address: cartAddress() } } } }],
    });
    expect(flow().sameAs).toBe(true);
    await act(() => flow().submit.shippingAddress({ customer_address_id: 4 }));
    expect(calls.map((call) => call.name)).toEqual(['SetShippingAddressesOnCart', 'SetBillingAddressOnCart']);
    expect(calls[1]?.variables).toMatchObject({ address: { same_as_shipping: true } });
    expect(flow().billingAddress).toMatchObject({ firstname: cartAddress().firstname });
    expect(flow().errorOf(STEP.billing)).toBeUndefined();
  });

  it('one-step checkout: a billing address that fails to save with the shipping address keeps Place Order off', async () => {
    flags.oneStepCheckout = true;
    const { flow, store } = setup(complete, {
      SetShippingAddressesOnCart: [{ data: { setShippingAddressesOnCart: { cart: complete } } }],
      SetBillingAddressOnCart: [{ graphql: 'The address failed validation.', category: 'graphql-input' }],
    });
    expect(flow().ready).toBe(true);
    await act(() => flow().submit.shippingAddress({ customer_address_id: 4 }));
    expect(flow().errorOf(STEP.shippingAddress)).toBeUndefined();
    expect(flow().errorOf(STEP.billing)).toBe('The address failed validation.');
    expect(flow().ready).toBe(false);
    expect(flow().stepFailed).toBe(true);
    // Another cart (the stale one replaced): the last one's failed save says nothing about it.
    act(() => { store.dispatch(cartLoaded({ ...complete, id: 'guest-2' })); });
    await waitFor(() => expect(flow().errorOf(STEP.billing)).toBeUndefined());
    expect(flow().ready).toBe(true);
  });

  it('one-step checkout: "same as shipping" unticked while the shipping address saves is not saved as billing', async () => {
    flags.oneStepCheckout = true;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const shipped = { ...withEmail, shipping_addresses: [shipping(false)] };
    const { flow, names } = setup(withEmail, { SetShippingAddressesOnCart: [{ data: { setShippingAddressesOnCart: { cart: shipped } }, after: held }] });
    let saving: Promise<boolean> = Promise.resolve(false);
    act(() => { saving = flow().submit.shippingAddress({ customer_address_id: 4 }); });
    act(() => flow().setSameAs(false));
    release();
    await act(() => saving);
    expect(names()).toEqual(['SetShippingAddressesOnCart']);
    expect(flow().sameAs).toBe(false);
  });

  it('one-step checkout: with "same as shipping" unticked, or step by step, a shipping address saves alone', async () => {
    flags.oneStepCheckout = true;
    const shipped = { ...withEmail, shipping_addresses: [shipping(false)] };
    const oneStep = setup(withEmail, { SetShippingAddressesOnCart: [{ data: { setShippingAddressesOnCart: { cart: shipped } } }] });
    act(() => oneStep.flow().setSameAs(false));
    expect(oneStep.flow().sameAs).toBe(false);
    await act(() => oneStep.flow().submit.shippingAddress({ customer_address_id: 4 }));
    expect(oneStep.names()).toEqual(['SetShippingAddressesOnCart']);
    oneStep.view.unmount();

    flags.oneStepCheckout = false;
    const steps = setup(withEmail, { SetShippingAddressesOnCart: [{ data: { setShippingAddressesOnCart: { cart: shipped } } }] });
    await act(() => steps.flow().submit.shippingAddress({ customer_address_id: 4 }));
    expect(steps.names()).toEqual(['SetShippingAddressesOnCart']);
    expect(steps.flow().step).toBe(STEP.shippingMethod);
  });

  it('one-step checkout: a cart resumed with its shipping address and no billing address saves a ticked "same as shipping"', async () => {
    flags.oneStepCheckout = true;
    const shipped = { ...withEmail, shipping_addresses: [shipping(true)], selected_payment_method: complete.selected_payment_method };
    const { flow, calls } = setup(shipped, {
      SetBillingAddressOnCart: [{ data: { setBillingAddressOnCart: { cart: { ...shipped, billing_address: cartAddress() } } } }],
    });
    await waitFor(() => expect(flow().billingAddress).toMatchObject({ firstname: cartAddress().firstname }));
    expect(calls).toEqual([{ name: 'SetBillingAddressOnCart', variables: { cart_id: 'guest-1', address: { same_as_shipping: true } } }]);
    expect(flow().ready).toBe(true);
  });

  it('a resumed cart without a billing address keeps it unsaved when unticked, step by step, or with nothing shipped yet', async () => {
    const shipped = { ...withEmail, shipping_addresses: [shipping(true)] };
    const stepByStep = setup(shipped);
    await waitFor(() => expect(stepByStep.flow().step).toBe(STEP.billing));
    expect(stepByStep.names()).toEqual([]);
    stepByStep.view.unmount();

    flags.oneStepCheckout = true;
    const unshipped = setup(withEmail);
    await waitFor(() => expect(unshipped.flow().step).toBe(STEP.shippingAddress));
    expect(unshipped.names()).toEqual([]);
    unshipped.view.unmount();

    const fake = fakeCart({});
    fake.store.dispatch(sameAsChanged(false));
    const unticked = setup(shipped, {}, fake);
    await waitFor(() => expect(unticked.flow().step).toBe(STEP.billing));
    expect(unticked.flow().sameAs).toBe(false);
    expect(unticked.names()).toEqual([]);
  });

  describe('"same as shipping" kept for the cart across a reload (sessionStorage)', () => {
    const shipped = { ...withEmail, shipping_addresses: [shipping(true)], selected_payment_method: complete.selected_payment_method };
    const stored = () => sessionStorage.getItem(SAME_AS_UNTICKED_CART);
    const other = { firstname: 'Grace', lastname: 'Hopper', street: ['9 Elm St'], city: 'Boston', region: 'MA', postcode: '02108', country_code: 'US', telephone: '5550000' };

    /** The shopper unticks the box on the checkout page, then reloads it (a new page: a fresh store). */
    function untickThenReload(after: CartDetail, replies: Record<string, Reply[]> = {}) {
      const before = setup(withEmail);
      act(() => before.flow().setSameAs(false));
      expect(stored()).toBe('guest-1');
      before.view.unmount();
      return setup(after, replies);
    }

    it('one-step checkout: unticked stays unticked, nothing is saved as billing and the typed address is', async () => {
      flags.oneStepCheckout = true;
      const billed = { ...shipped, billing_address: cartAddress({ firstname: 'Grace', lastname: 'Hopper', city: 'Boston' }) };
      const { flow, calls, names } = untickThenReload(shipped, { SetBillingAddressOnCart: [{ data: { setBillingAddressOnCart: { cart: billed } } }] });
      await waitFor(() => expect(flow().step).toBe(STEP.billing));
      expect(flow().sameAs).toBe(false);
      expect(names()).toEqual([]);
      expect(flow().billingAddress).toBeNull();
      expect(flow().ready).toBe(false);

      await act(() => flow().submit.billingAddress({ address: other }));
      expect(calls).toEqual([{ name: 'SetBillingAddressOnCart', variables: { cart_id: 'guest-1', address: { address: other } } }]);
      expect(flow().billingAddress).toMatchObject({ firstname: 'Grace', city: 'Boston' });
      expect(flow().sameAs).toBe(false);
      expect(flow().ready).toBe(true);
    });

    it('step by step: the billing step resumes unticked (the form, not "Continue" with the shipping address)', async () => {
      const { flow, names } = untickThenReload({ ...withEmail, shipping_addresses: [shipping(true)] });
      await waitFor(() => expect(flow().step).toBe(STEP.billing));
      expect(flow().sameAs).toBe(false);
      expect(names()).toEqual([]);
      expect(stored()).toBe('guest-1');
    });

    it('ticked again, the choice is dropped: the reload saves the ticked billing address as before', async () => {
      flags.oneStepCheckout = true;
      const before = setup(withEmail);
      act(() => before.flow().setSameAs(false));
      act(() => before.flow().setSameAs(true));
      expect(stored()).toBeNull();
      before.view.unmount();

      const { flow, calls } = setup(shipped, {
        SetBillingAddressOnCart: [{ data: { setBillingAddressOnCart: { cart: { ...shipped, billing_address: cartAddress() } } } }],
      });
      await waitFor(() => expect(flow().ready).toBe(true));
      expect(flow().sameAs).toBe(true);
      expect(calls).toEqual([{ name: 'SetBillingAddressOnCart', variables: { cart_id: 'guest-1', address: { same_as_shipping: true } } }]);
    });

    it("another cart's choice is not this cart's: ticked, saved as before, and the old entry goes", async () => {
      flags.oneStepCheckout = true;
      sessionStorage.setItem(SAME_AS_UNTICKED_CART, 'ordered-before');
      const { flow, names } = setup(shipped, {
        SetBillingAddressOnCart: [{ data: { setBillingAddressOnCart: { cart: { ...shipped, billing_address: cartAddress() } } } }],
      });
      await waitFor(() => expect(flow().ready).toBe(true));
      expect(flow().sameAs).toBe(true);
      expect(names()).toEqual(['SetBillingAddressOnCart']);
      expect(stored()).toBeNull();
    });

    it('a box unticked before the cart changed (a sign-in merged it) stays unticked, kept for the new cart', async () => {
      const { flow, store } = setup(withEmail);
      act(() => flow().setSameAs(false));
      act(() => { store.dispatch(cartLoaded({ ...withEmail, id: 'customer-1' })); });
      await waitFor(() => expect(stored()).toBe('customer-1'));
      expect(flow().sameAs).toBe(false);
    });

    it('placing the order clears it: the next cart starts ticked', async () => {
      const { flow } = setup(complete, {
        PlaceOrder: [{ data: { placeOrder: { errors: [], order: { order_number: '000000043' } } } }],
        CreateEmptyCart: [{ data: { createEmptyCart: 'next-1' } }],
      });
      act(() => flow().setSameAs(false));
      expect(stored()).toBe('guest-1');
      await act(() => flow().place());
      expect(loadPlacedOrder()?.orderNumber).toBe('000000043');
      expect(stored()).toBeNull();
    });
  });

  it('places the order once however often it is pressed, keeps it for the success page and goes there', async () => {
    const { flow, names, view } = setup(complete, {
      PlaceOrder: [{ data: { placeOrder: { errors: [], order: { order_number: '000000042' } } } }],
      CreateEmptyCart: [{ data: { createEmptyCart: 'next-1' } }],
    });
    expect(flow().step).toBe(STEP.review);
    expect(flow().ready).toBe(true);
    await act(async () => {
      const first = flow().place();
      void flow().place();
      await first;
    });
    expect(names()).toEqual(['PlaceOrder', 'CreateEmptyCart']);
    await act(() => flow().place());
    expect(names()).toEqual(['PlaceOrder', 'CreateEmptyCart']);
    expect(view.result.current.path).toBe(PATHS.checkoutSuccess);
    expect(loadPlacedOrder()).toEqual({ orderNumber: '000000042', skus: ['SFD-METAL'], customer: false });
    expect(track).toHaveBeenCalledWith('orderPlaced', { order_number: '000000042', revenue: 25, currency: 'USD' });
  });

  it('a refused order keeps the cart and says why; Place Order can be pressed again', async () => {
    const refused = 'Unable to place order: A server error stopped your order from being placed.';
    const { flow, names, store, view } = setup(complete, {
      PlaceOrder: [
        { data: { placeOrder: { errors: [{ code: 'UNABLE_TO_PLACE_ORDER', message: refused }], order: null } } },
        { network: true },
      ],
    });
    await act(() => flow().place());
    expect(flow().placeError).toBe(refused);
    expect(flow().placing).toBe(false);
    await act(() => flow().place());
    expect(flow().placeError).toBe(enUS['checkout.placeFailed']);
    expect(names()).toEqual(['PlaceOrder', 'PlaceOrder']);
    expect(store.getState().cart.cartDetail.items).toHaveLength(1);
    expect(flow().view).toBe('steps');
    await waitFor(() => expect(view.result.current.path).toBe(PATHS.checkout));
  });
});

import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { track } from '../../lib/analytics/analytics';
import { useFeatureFlags } from '../../lib/config/site';
import { present, presentItems } from '../../lib/graphql/present';
import { useT } from '../../lib/i18n/useT';
import { getSameAsUntickedCart, setSameAsUntickedCart } from '../../lib/storage/tabStorage';
import { PATHS } from '../../shared/store/routeTable';
import { useStoreRules } from '../../shared/store/storeRules';
import { GET_ACCOUNT_CUSTOMER, loginPathFor } from '../account';
import { customerAddresses, type CustomerAddress } from '../account';
import { isPlaceholderAddress, itemName, sheetChipsOf } from '../cart';
import { type AddressChoice, type BillingAddressChoice, CARD_METHOD_CODE } from './checkout.gql';
import { checkoutSourceSet, sameAsChanged, stepChanged } from './checkoutSlice';
import { nextStep, resumeStep, STEP, STEP_NAMES, stepsFor, visibleStep } from './checkoutSteps';
import {
  type CheckoutResult,
  placeOrder,
  type SessionEnd,
  saveBillingAddress,
  saveGuestEmail,
  savePaymentMethod,
  saveShippingAddress,
  saveShippingMethod,
} from './checkoutThunks';
import { type CardGatewayConfig, cardGatewayOf } from './payment/cardGateway';
import { savePlacedOrder, type PlacedOrder } from './successStorage';
import { useMinimumOrderRedirect } from './useMinimumOrderRedirect';
import { usePlaceOnce } from './usePlaceOnce';
import type { SectionState } from './CheckoutSection';
import type { PaymentMethodInput } from '../../lib/graphql/generated';
import type { AvailableShippingMethod, CartAddress, CartDetail, SelectedShippingMethod } from '../cart';

/**
 * What the checkout page shows: the overlay while a placed order goes to the success page (the cart is
 * already the new, empty one), the cart still loading, an empty cart, or the steps.
 */
export type CheckoutView = 'placed' | 'loading' | 'empty' | 'steps';

export interface CheckoutFlow {
  view: CheckoutView;
  oneStepCheckout: boolean;
  cart: CartDetail;
  /** The steps this cart goes through (spec §4, numbered from 0) and the current one. */
  steps: number[];
  step: number;
  stateOf: (step: number) => SectionState;
  /** The number the shopper sees for a step (1-based, counting only this cart's steps). */
  numberOf: (step: number) => number;
  /** The message of a step's failed save, shown in its section until the step saves. */
  errorOf: (step: number) => string | undefined;
  /** Opens a step (the sections' Edit buttons). */
  go: (step: number) => void;
  /** A save in flight (inputs are disabled). */
  busy: boolean;
  /** Place Order in flight, from the click until the order is placed or has failed. */
  placeBusy: boolean;
  /** The order is being placed: the full-screen overlay. */
  placing: boolean;
  placeError: string | null;
  /** Every step has its data on the server cart and no failed save: Place Order may be pressed. */
  ready: boolean;
  /** A step's last save failed (its message is in its section): Place Order waits until it saves. */
  stepFailed: boolean;
  isLogin: boolean;
  email: string;
  /** Spec §8: a customer whose stored VAT number could not be validated (vatValid false; null: none). */
  showVatNote: boolean;
  /** A guest's e-mail has an account: sign-in is offered. */
  accountExists: boolean;
  shippingAddress: CartAddress | null;
  shippingMethods: AvailableShippingMethod[];
  shippingMethod: SelectedShippingMethod | null;
  billingAddress: CartAddress | null;
  addresses: CustomerAddress[];
  defaultShippingId: number | null;
  defaultBillingId: number | null;
  preferredShippingId: number | null;
  preferredBillingId: number | null;
  /** Billing 'same as shipping' is ticked. */
  sameAs: boolean;
  setSameAs: (same: boolean) => void;
  paymentMethod: string;
  purchaseOrder: string;
  cardGateway: CardGatewayConfig | null;
  /** Counts failed card payments: a new count is a new card form. */
  cardAttempt: number;
  /**
   * The step forms' submits. They save on the server cart and resolve with whether the step saved; they never
   * reject: a failure is in errorOf.
   */
  submit: {
    guestEmail: (email: string) => Promise<boolean>;
    shippingAddress: (choice: AddressChoice) => Promise<boolean>;
    shippingMethod: (method: { carrier_code: string; method_code: string }) => Promise<boolean>;
    billingAddress: (choice: BillingAddressChoice) => Promise<boolean>;
    payment: (input: { method: PaymentMethodInput; note: string }) => Promise<boolean>;
  };
  /** Places the order once (a second press while one is in flight is ignored). */
  place: () => Promise<void>;
  /** The sign-in link from checkout: back to checkout after signing in. */
  signInFromCheckout: () => void;
}

/**
 * The checkout's orchestration (spec §4 steps, §7 calls, §8 failures): where the shopper resumes, which
 * step is current, the saves and the step they lead to, placing the order once, what the success page
 * needs, analytics and focus on a new step. The page only lays out what this returns.
 */
export function useCheckoutFlow(): CheckoutFlow {
  const t = useT();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { oneStepCheckout } = useFeatureFlags();
  const cart = useAppSelector((state) => state.cart.cartDetail);
  const cartLoading = useAppSelector((state) => state.cart.loading);
  const checkout = useAppSelector((state) => state.checkout);
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const userEmail = useAppSelector((state) => state.user.email);
  const { validateVat } = useStoreRules();
  const routePath = useAppSelector((state) => state.app.routePath);
  const vatValid = useAppSelector((state) => state.app.vatValid);
  const storeConfig = useAppSelector((state) => state.app.storeConfig);
  const cardGateway = useMemo(() => (__CAPABILITIES__.cardPayment ? cardGatewayOf(storeConfig, window.location.origin) : null), [storeConfig]);
  // A new card form after a failed card payment: tokens are single use, so the shopper types the card again.
  const [cardAttempt, setCardAttempt] = useState(0);
  const currency = useAppSelector((state) => state.app.currency?.default_display_currency_code ?? null);
  const { data: customerData } = useQuery(GET_ACCOUNT_CUSTOMER, { skip: !isLogin, fetchPolicy: 'network-only' });
  const addresses: CustomerAddress[] = useMemo(
    () => customerAddresses(customerData?.customer?.addresses),
    [customerData],
  );

  const [errors, setErrors] = useState<Partial<Record<number, string>>>({});
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const isVirtual = cart.is_virtual;
  const hasItems = cart.items.length > 0;
  const step = visibleStep(checkout.stepCurrent, isVirtual, isLogin);
  const steps = stepsFor(isVirtual, isLogin);

  // Spec §5 minimum order: the message, then (same origin only) the cart page after 5000 ms.
  useMinimumOrderRedirect(cart.minimum_order_qty_validation, hasItems, routePath);

  const go = useCallback((to: number) => dispatch(stepChanged(to)), [dispatch]);
  // A stale cart ended the session (spec §8; the notice says why): a customer signs in again and comes back
  // here with their cart; a guest sees the new, empty cart, from the top (the steps it replaced were longer).
  const sessionEnded = useCallback((ended: SessionEnd) => {
    if (ended === 'cartGone') {
      window.scrollTo({ top: 0 });
      return;
    }
    dispatch(checkoutSourceSet({ source: 'checkout', url: PATHS.checkout }));
    navigate(loginPathFor(PATHS.checkout));
  }, [dispatch, navigate]);
  // A saved step clears its message and (not on the one-step page, where every section stays open) moves on;
  // a failed one keeps the step and the cart as they are, with the server's message (spec §8).
  const after = useCallback(async (from: number, result: Promise<CheckoutResult>): Promise<boolean> => {
    const outcome = await result;
    if (!outcome.ok && outcome.ended) {
      sessionEnded(outcome.ended);
      return false;
    }
    if (outcome.ok) {
      setErrors((e) => ({ ...e, [from]: undefined }));
      if (!oneStepCheckout) go(nextStep(from, isVirtual, isLogin));
    } else {
      setErrors((e) => ({ ...e, [from]: outcome.network ? t('notification.networkError') : outcome.message }));
    }
    return outcome.ok;
  }, [go, isLogin, isVirtual, oneStepCheckout, sessionEnded, t]);
  // 'Same as shipping', saved as the billing address while the box is ticked (read as it is now, not as it was when
  // the save that leads here began). A cart with nothing to ship has no such box.
  const saveTickedBilling = useCallback(async () => {
    if (isVirtual || !store.getState().checkout.sameAs) return;
    await after(STEP.billing, dispatch(saveBillingAddress({ same_as_shipping: true })).unwrap());
  }, [after, dispatch, isVirtual, store]);

  // 'Same as shipping' is the shopper's choice for the cart, kept for the tab's session: unticked before a reload, it
  // is unticked after, so the billing form shows and the resume below saves nothing as billing. Restored once per cart,
  // before the page paints and before the resume reads it. A box unticked for the cart before (a sign-in merged the
  // guest cart into this one) stays unticked for this one: through the state without a reload, through the entry,
  // which the merge moves to this cart (mergeGuestCart), after one. An entry for a cart that is gone (an order placed) goes.
  const restoredFor = useRef('');
  useLayoutEffect(() => {
    if (!cart.id || restoredFor.current === cart.id) return;
    restoredFor.current = cart.id;
    const unticked = getSameAsUntickedCart() === cart.id || !store.getState().checkout.sameAs;
    if (unticked) dispatch(sameAsChanged(false));
    setSameAsUntickedCart(unticked ? cart.id : null);
  }, [cart.id, dispatch, store]);

  // Resume from what the server cart holds, once per cart (a reload, a return from sign-in).
  const resumedFor = useRef('');
  useEffect(() => {
    if (!hasItems || !cart.id || cartLoading || resumedFor.current === cart.id) return;
    resumedFor.current = cart.id;
    // Another cart (a stale one replaced): the last one's failed saves say nothing about it.
    setErrors({});
    setPlaceError(null);
    dispatch(stepChanged(visibleStep(resumeStep(cart, isLogin), cart.is_virtual, isLogin)));
    // The one-step page saves a ticked 'same as shipping' with each shipping address (saveShipping below). A cart
    // that already has its shipping address but no billing address (a reload after the shipping save, the checkout
    // left for sign-in) gets it now, as the ticked box says, rather than a review asking for a billing address.
    if (oneStepCheckout && lacksSameAsBilling(cart)) void saveTickedBilling();
  }, [cart, cartLoading, dispatch, hasItems, isLogin, oneStepCheckout, saveTickedBilling]);

  // A new current step: analytics, and focus on its heading so keyboard and screen-reader users follow.
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!resumedFor.current || announced.current === step) return;
    const first = announced.current === null;
    announced.current = step;
    void track('checkoutStep', { step, step_name: STEP_NAMES[step] ?? '' });
    if (!first && !oneStepCheckout) document.getElementById(`checkout-step-${step}-title`)?.focus();
  });

  // On the one-step page every section is open at once: a ticked 'same as shipping' follows each saved shipping
  // address, so the review never asks for a billing address the shopper has already chosen. The tick is read once
  // the shipping address is saved (the shopper may have unticked it meanwhile).
  const saveShipping = async (choice: AddressChoice) => {
    const saved = await after(STEP.shippingAddress, dispatch(saveShippingAddress(choice)).unwrap());
    if (saved && oneStepCheckout) await saveTickedBilling();
    return saved;
  };

  const grandTotal = cart.prices?.grand_total?.value ?? null;
  const place = useCallback(async (): Promise<boolean> => {
    setPlaceError(null);
    const skus = [...new Set(cart.items.map((item) => item.product.sku).filter(present))];
    const sheets = cart.items.map((item) => ({ name: itemName(item), chips: sheetChipsOf(item) })).filter((sheet) => sheet.chips.length > 0);
    setPlacing(true);
    const result = await dispatch(placeOrder()).unwrap();
    if (!result.ok) {
      setPlacing(false);
      // Not sent: the review step's "I'm not a robot" box is unticked, and says so itself.
      if (result.unconfirmed) return false;
      if (result.ended) {
        sessionEnded(result.ended);
        return false;
      }
      const message = result.network || !result.message ? t('checkout.placeFailed') : result.message;
      if (__CAPABILITIES__.cardPayment && !result.network && cart.selected_payment_method?.code === CARD_METHOD_CODE) {
        // The card was not charged and the cart is as it was: back to the payment step, with a fresh card form.
        setErrors((e) => ({ ...e, [STEP.payment]: `${message} ${t('checkout.payment.cardNotCharged')}` }));
        setCardAttempt((n) => n + 1);
        dispatch(stepChanged(STEP.payment));
        return false;
      }
      setPlaceError(message);
      return false;
    }
    const order: PlacedOrder = { orderNumber: result.orderNumber, skus, customer: isLogin, ...(sheets.length > 0 ? { sheets } : {}) };
    savePlacedOrder(order);
    // The next cart starts ticked, as checkout does (placeOrder has reset it).
    setSameAsUntickedCart(null);
    void track('orderPlaced', { order_number: result.orderNumber, revenue: grandTotal, currency: cart.prices?.grand_total?.currency ?? currency ?? '' });
    navigate(PATHS.checkoutSuccess, { state: order });
    return true;
  }, [cart, currency, dispatch, grandTotal, isLogin, navigate, sessionEnded, t]);
  const { run: runPlace, busy: placeBusy } = usePlaceOnce(place);

  const shipping = cart.shipping_addresses[0] ?? null;
  const stepFailed = steps.some((s) => Boolean(errors[s]));
  let view: CheckoutView = 'steps';
  if (!hasItems) view = placing ? 'placed' : cartLoading || !cart.id ? 'loading' : 'empty';

  return {
    view,
    oneStepCheckout,
    cart,
    steps,
    step,
    stateOf: (s) => {
      if (oneStepCheckout) return 'active';
      if (s === step) return 'active';
      return s < step ? 'done' : 'todo';
    },
    numberOf: (s) => steps.indexOf(s) + 1,
    errorOf: (s) => errors[s],
    go,
    busy: checkout.loading,
    placeBusy,
    placing,
    placeError,
    // A step whose last save failed is not what the cart holds (a billing address the one-step page could not save
    // with the shipping address, say): its message stands until it saves.
    ready: resumeStep(cart, isLogin) === STEP.review && !stepFailed,
    stepFailed,
    isLogin,
    email: isLogin ? userEmail || cart.email || '' : cart.email || checkout.guestEmail,
    showVatNote: validateVat && isLogin && vatValid === false,
    accountExists: !isLogin && checkout.isExsist,
    shippingAddress: shipping && !isPlaceholderAddress(shipping) ? shipping : null,
    shippingMethods: presentItems(shipping?.available_shipping_methods),
    shippingMethod: shipping?.selected_shipping_method ?? null,
    billingAddress: cart.billing_address && !isPlaceholderAddress(cart.billing_address) ? cart.billing_address : null,
    addresses,
    defaultShippingId: addresses.find((a) => a.default_shipping)?.id ?? null,
    defaultBillingId: addresses.find((a) => a.default_billing)?.id ?? null,
    preferredShippingId: checkout.shippingId,
    preferredBillingId: checkout.billingId,
    sameAs: checkout.sameAs,
    setSameAs: (same) => {
      dispatch(sameAsChanged(same));
      setSameAsUntickedCart(same ? null : cart.id);
    },
    paymentMethod: cart.selected_payment_method?.code ?? checkout.paymentMethod,
    purchaseOrder: cart.selected_payment_method?.purchase_order_number ?? checkout.purchaseOrder,
    cardGateway,
    cardAttempt,
    submit: {
      guestEmail: (email) => after(STEP.login, dispatch(saveGuestEmail(email)).unwrap()),
      shippingAddress: saveShipping,
      shippingMethod: (method) => after(STEP.shippingMethod, dispatch(saveShippingMethod(method)).unwrap()),
      billingAddress: (choice) => after(STEP.billing, dispatch(saveBillingAddress(choice)).unwrap()),
      payment: (input) => after(STEP.payment, dispatch(savePaymentMethod(input)).unwrap()),
    },
    place: runPlace,
    signInFromCheckout: () => dispatch(checkoutSourceSet({ source: 'checkout', url: PATHS.checkout })),
  };
}

/** A cart with something to ship, its shipping address saved and no billing address yet. */
function lacksSameAsBilling(cart: CartDetail): boolean {
  const shipping = cart.shipping_addresses[0];
  if (cart.is_virtual || !shipping || isPlaceholderAddress(shipping)) return false;
  return !cart.billing_address || isPlaceholderAddress(cart.billing_address);
}

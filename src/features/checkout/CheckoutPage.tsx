import '../../styles/cart.css';
import '../../styles/cart-page.css';
import '../../styles/account.css';
import './checkout.css';
import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { track } from '../../lib/analytics/analytics';
import { useFeatureFlags } from '../../lib/config/site';
import { present, presentItems } from '../../lib/graphql/present';
import { usePageTitle } from '../../lib/head/pageTitle';
import { useT } from '../../lib/i18n/useT';
import { usePriceDisplay } from '../../shared/prices/usePriceDisplay';
import { PATHS } from '../../shared/store/routeTable';
import { useStoreRules } from '../../shared/store/storeRules';
import { GET_ACCOUNT_CUSTOMER, loginPathFor } from '../account';
import { customerAddresses, type CustomerAddress } from '../account';
import { isPlaceholderAddress, orderNoteOf, itemName, sheetChipsOf } from '../cart';
import { AddressChooser } from './AddressChooser';
import { CartAddressText } from './CartAddressText';
import { CARD_METHOD_CODE } from './checkout.gql';
import { CheckoutSection, type SectionState } from './CheckoutSection';
import { checkoutSourceSet, stepChanged } from './checkoutSlice';
import {
  nextStep,
  resumeStep,
  STEP,
  STEP_NAMES,
  stepsFor,
  visibleStep,
} from './checkoutSteps';
import {
  type CheckoutResult,
  placeOrder,
  saveBillingAddress,
  saveGuestEmail,
  savePaymentMethod,
  saveShippingAddress,
  saveShippingMethod,
} from './checkoutThunks';
import { cardGatewayOf } from './payment/cardGateway';
import { BillingStep } from './steps/BillingStep';
import { LoginStep } from './steps/LoginStep';
import { PaymentStep } from './steps/PaymentStep';
import { ReviewStep } from './steps/ReviewStep';
import { ShippingMethodStep } from './steps/ShippingMethodStep';
import { savePlacedOrder, type PlacedOrder } from './successStorage';
import { useMinimumOrderRedirect } from './useMinimumOrderRedirect';
import { usePlaceOnce } from './usePlaceOnce';
import type { MessageId } from '../../lib/i18n/messages';

const TITLES: Record<number, MessageId> = {
  [STEP.login]: 'checkout.login.title',
  [STEP.shippingAddress]: 'checkout.shippingAddress.title',
  [STEP.shippingMethod]: 'checkout.shippingMethod.title',
  [STEP.billing]: 'checkout.billing.title',
  [STEP.payment]: 'checkout.payment.title',
  [STEP.review]: 'checkout.review.title',
};

/**
 * Checkout (spec §2.2 /checkout, §4 steps numbered from 0): login / guest / register, shipping
 * address, shipping method, billing address, payment with order comment, review and Place Order.
 * Virtual carts skip the shipping steps. With the one-step flag every section is open on one page.
 */
export default function CheckoutPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  usePageTitle(t('checkout.page.title'));
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
  const display = usePriceDisplay();
  const { data: customerData } = useQuery(GET_ACCOUNT_CUSTOMER, { skip: !isLogin, fetchPolicy: 'network-only' });
  const addresses: CustomerAddress[] = useMemo(
    () => customerAddresses(customerData?.customer?.addresses),
    [customerData],
  );
  const defaultShippingId = addresses.find((a) => a.default_shipping)?.id ?? null;
  const defaultBillingId = addresses.find((a) => a.default_billing)?.id ?? null;

  const [errors, setErrors] = useState<Partial<Record<number, string>>>({});
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const isVirtual = cart.is_virtual;
  const hasItems = cart.items.length > 0;
  const step = visibleStep(checkout.stepCurrent, isVirtual, isLogin);
  const steps = stepsFor(isVirtual, isLogin);
  const busy = checkout.loading;

  // Resume from what the server cart holds, once per cart (a reload, a return from sign-in).
  const resumedFor = useRef('');
  useEffect(() => {
    if (!hasItems || !cart.id || cartLoading || resumedFor.current === cart.id) return;
    resumedFor.current = cart.id;
    dispatch(stepChanged(visibleStep(resumeStep(cart, isLogin), cart.is_virtual, isLogin)));
  }, [cart, cartLoading, dispatch, hasItems, isLogin]);

  // A new current step: analytics, and focus on its heading so keyboard and screen-reader users follow.
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!resumedFor.current || announced.current === step) return;
    const first = announced.current === null;
    announced.current = step;
    void track('checkoutStep', { step, step_name: STEP_NAMES[step] ?? '' });
    if (!first && !oneStepCheckout) document.getElementById(`checkout-step-${step}-title`)?.focus();
  });

  // Spec §5 minimum order: the message, then (same origin only) the cart page after 5000 ms.
  useMinimumOrderRedirect(cart.minimum_order_qty_validation, hasItems, routePath);

  const go = (to: number) => dispatch(stepChanged(to));
  const after = async (from: number, result: Promise<CheckoutResult>) => {
    const outcome = await result;
    if (outcome.ok) {
      setErrors((e) => ({ ...e, [from]: undefined }));
      if (!oneStepCheckout) go(nextStep(from, isVirtual, isLogin));
    } else {
      setErrors((e) => ({ ...e, [from]: outcome.network ? t('notification.networkError') : outcome.message }));
    }
  };

  const grandTotal = cart.prices?.grand_total?.value ?? null;
  const ready = resumeStep(cart, isLogin) === STEP.review;
  const place = useCallback(async (): Promise<boolean> => {
    setPlaceError(null);
    const skus = [...new Set(cart.items.map((item) => item.product.sku).filter(present))];
    const sheets = cart.items.map((item) => ({ name: itemName(item), chips: sheetChipsOf(item) })).filter((sheet) => sheet.chips.length > 0);
    setPlacing(true);
    const result = await dispatch(placeOrder()).unwrap();
    if (!result.ok) {
      setPlacing(false);
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
    void track('orderPlaced', { order_number: result.orderNumber, revenue: grandTotal, currency: cart.prices?.grand_total?.currency ?? currency ?? '' });
    navigate(PATHS.checkoutSuccess, { state: order });
    return true;
  }, [cart, currency, dispatch, grandTotal, isLogin, navigate, t]);
  const { run: runPlace, busy: placeBusy } = usePlaceOnce(place);

  // Once the order is placed the cart is already the new, empty one: only the overlay until the success page.
  if (placing && !hasItems) return <div className="checkout-page container"><LoadingOverlay message={t('checkout.placing')} fullScreen /></div>;

  if (!hasItems) {
    return (
      <div className="checkout-page container">
        <h1 className="checkout-page__title">{t('checkout.page.title')}</h1>
        {cartLoading || !cart.id ? (
          <LoadingOverlay message={t('global.fetch')} />
        ) : (
          <div className="checkout-empty">
            <p>{t('checkout.empty.text')}</p>
            <div className="checkout-actions">
              <Link to={PATHS.cart} className="button">{t('checkout.empty.cartLink')}</Link>
              <Link to={PATHS.home} className="button button--primary">{t('cart.continueShopping')}</Link>
            </div>
          </div>
        )}
      </div>
    );
  }

  const shipping = cart.shipping_addresses[0] ?? null;
  const shippingMethods = presentItems(shipping?.available_shipping_methods);
  const shippingAddress = shipping && !isPlaceholderAddress(shipping) ? shipping : null;
  const billing = cart.billing_address && !isPlaceholderAddress(cart.billing_address) ? cart.billing_address : null;
  const email = isLogin ? userEmail || cart.email || '' : cart.email || checkout.guestEmail;
  const stateOf = (s: number): SectionState => {
    if (oneStepCheckout) return 'active';
    if (s === step) return 'active';
    return s < step ? 'done' : 'todo';
  };
  const problem = (s: number) => errors[s] ? <Alert className="checkout-error" type="error" showIcon title={errors[s]} role="alert" /> : null;
  const numberOf = (s: number) => steps.indexOf(s) + 1;
  const section = (s: number, summary: ReactNode, body: ReactNode) => (
    <CheckoutSection key={s} step={s} number={numberOf(s)} title={t(TITLES[s] ?? 'checkout.page.title')} state={stateOf(s)} summary={summary} onEdit={() => go(s)}>
      {problem(s)}
      {body}
    </CheckoutSection>
  );
  const method = shipping?.selected_shipping_method;
  const paymentSummary = (selected: { title: string; card_last4?: string | null }): string =>
    selected.card_last4 ? t('checkout.payment.cardSummary', { title: selected.title, last4: selected.card_last4 }) : selected.title;

  return (
    <div className={`checkout-page container${oneStepCheckout ? ' checkout-page--one-step' : ''}`}>
      {placing && <LoadingOverlay message={t('checkout.placing')} fullScreen />}
      <h1 className="checkout-page__title">{t('checkout.page.title')}</h1>
      {/* Spec §8: only a customer whose stored VAT number could not be validated (vatValid false; null: none). */}
      {validateVat && isLogin && vatValid === false && (
        <Alert className="checkout-vat" type="info" showIcon title={t('account.vat.notValidated')} />
      )}
      {isLogin && email && <p className="checkout-signed-in">{t('checkout.signedInAs', { email })}</p>}
      {!isLogin && checkout.isExsist && (
        <Alert
          className="checkout-account-exists"
          type="info"
          showIcon
          title={t('checkout.login.accountExists')}
          action={(
            <Link
              to={loginPathFor(PATHS.checkout)}
              onClick={() => dispatch(checkoutSourceSet({ source: 'checkout', url: PATHS.checkout }))}
            >
              {t('checkout.login.signIn')}
            </Link>
          )}
        />
      )}
      <div className="checkout-layout">
        <ol className="checkout-steps" aria-label={t('checkout.steps')}>
          {steps.map((s) => (
            <li key={s}>
              {s === STEP.login && section(s, <p>{email}</p>,
                <LoginStep initialEmail={email} busy={busy} onGuest={(value) => void after(s, dispatch(saveGuestEmail(value)).unwrap())} />)}
              {s === STEP.shippingAddress && section(s, shippingAddress && <CartAddressText address={shippingAddress} />,
                <AddressChooser
                  name="checkoutShipping"
                  addresses={addresses}
                  current={shippingAddress}
                  preferredId={checkout.shippingId}
                  defaultId={defaultShippingId}
                  busy={busy}
                  submitLabel={t('checkout.continue')}
                  onSubmit={(choice) => void after(s, dispatch(saveShippingAddress(choice)).unwrap())}
                />)}
              {s === STEP.shippingMethod && section(s, method && <p>{[method.carrier_title, method.method_title].filter(Boolean).join(' - ')}</p>,
                shippingAddress ? (
                  <ShippingMethodStep
                    key={shippingMethods.map((m) => `${m.carrier_code}_${m.method_code ?? ''}`).join()}
                    methods={shippingMethods}
                    selected={method ?? null}
                    display={display}
                    busy={busy}
                    onSubmit={(value) => void after(s, dispatch(saveShippingMethod(value)).unwrap())}
                  />
                ) : <p className="checkout-note">{t('checkout.shippingMethod.addressFirst')}</p>)}
              {s === STEP.billing && section(s, billing && <CartAddressText address={billing} />,
                <BillingStep
                  isVirtual={isVirtual}
                  sameAs={checkout.sameAs}
                  addresses={addresses}
                  current={billing}
                  preferredId={checkout.billingId}
                  defaultId={defaultBillingId}
                  busy={busy}
                  onSubmit={(choice) => void after(s, dispatch(saveBillingAddress(choice)).unwrap())}
                />)}
              {s === STEP.payment && section(s, cart.selected_payment_method?.title && <p>{paymentSummary(cart.selected_payment_method)}</p>,
                <PaymentStep
                  key={`${(cart.available_payment_methods ?? []).map((m) => m.code).join()}#${cardAttempt}`}
                  methods={cart.available_payment_methods ?? []}
                  selected={cart.selected_payment_method?.code ?? checkout.paymentMethod}
                  purchaseOrder={cart.selected_payment_method?.purchase_order_number ?? checkout.purchaseOrder}
                  note={orderNoteOf(cart)}
                  cardGateway={cardGateway}
                  busy={busy}
                  onSubmit={(input) => void after(s, dispatch(savePaymentMethod(input)).unwrap())}
                />)}
              {s === STEP.review && section(s, null,
                <ReviewStep
                  cart={cart}
                  display={display}
                  ready={ready}
                  busy={busy || placeBusy}
                  error={placeError}
                  onPlace={() => void runPlace()}
                />)}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

import '../../styles/cart.css';
import '../../styles/cart-page.css';
import '../../styles/account.css';
import './checkout.css';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { usePageTitle } from '../../lib/head/pageTitle';
import { useT } from '../../lib/i18n/useT';
import { usePriceDisplay } from '../../shared/prices/usePriceDisplay';
import { PATHS } from '../../shared/store/routeTable';
import { loginPathFor } from '../account';
import { orderNoteOf } from '../cart';
import { AddressChooser } from './AddressChooser';
import { CartAddressText } from './CartAddressText';
import { CheckoutSection } from './CheckoutSection';
import { STEP } from './checkoutSteps';
import { BillingStep } from './steps/BillingStep';
import { LoginStep } from './steps/LoginStep';
import { PaymentStep } from './steps/PaymentStep';
import { ReviewStep } from './steps/ReviewStep';
import { ShippingMethodStep } from './steps/ShippingMethodStep';
import { useCheckoutFlow } from './useCheckoutFlow';
import type { MessageId } from '../../lib/i18n/messages';
import type { ReactNode } from 'react';

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
 * The steps, saves and placing the order are useCheckoutFlow's; this lays out its sections.
 */
export default function CheckoutPage() {
  const t = useT();
  usePageTitle(t('checkout.page.title'));
  const display = usePriceDisplay();
  const flow = useCheckoutFlow();
  const { cart, busy } = flow;

  // Once the order is placed the cart is already the new, empty one: only the overlay until the success page.
  if (flow.view === 'placed') return <div className="checkout-page container"><LoadingOverlay message={t('checkout.placing')} fullScreen /></div>;

  if (flow.view !== 'steps') {
    return (
      <div className="checkout-page container">
        <h1 className="checkout-page__title">{t('checkout.page.title')}</h1>
        {flow.view === 'loading' ? (
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

  const section = (s: number, summary: ReactNode, body: ReactNode) => (
    <CheckoutSection step={s} number={flow.numberOf(s)} title={t(TITLES[s] ?? 'checkout.page.title')} state={flow.stateOf(s)} summary={summary} onEdit={() => flow.go(s)}>
      {flow.errorOf(s) ? <Alert className="checkout-error" type="error" showIcon title={flow.errorOf(s)} role="alert" /> : null}
      {body}
    </CheckoutSection>
  );
  const { shippingAddress, shippingMethods, shippingMethod: method, billingAddress: billing, email } = flow;
  const payment = cart.selected_payment_method;
  const paymentSummary = payment?.card_last4 ? t('checkout.payment.cardSummary', { title: payment.title, last4: payment.card_last4 }) : payment?.title;
  const sections: Record<number, () => ReactNode> = {
    [STEP.login]: () => section(STEP.login, <p>{email}</p>, <LoginStep initialEmail={email} busy={busy} onGuest={flow.submit.guestEmail} />),
    [STEP.shippingAddress]: () => section(STEP.shippingAddress, shippingAddress && <CartAddressText address={shippingAddress} />,
      <AddressChooser name="checkoutShipping" addresses={flow.addresses} current={shippingAddress} preferredId={flow.preferredShippingId}
        defaultId={flow.defaultShippingId} busy={busy} submitLabel={t('checkout.continue')} onSubmit={flow.submit.shippingAddress} />),
    [STEP.shippingMethod]: () => section(STEP.shippingMethod, method && <p>{[method.carrier_title, method.method_title].filter(Boolean).join(' - ')}</p>,
      shippingAddress ? (
        <ShippingMethodStep key={shippingMethods.map((m) => `${m.carrier_code}_${m.method_code ?? ''}`).join()}
          methods={shippingMethods} selected={method} display={display} busy={busy} onSubmit={flow.submit.shippingMethod} />
      ) : <p className="checkout-note">{t('checkout.shippingMethod.addressFirst')}</p>),
    [STEP.billing]: () => section(STEP.billing, billing && <CartAddressText address={billing} />,
      <BillingStep isVirtual={cart.is_virtual} sameAs={flow.sameAs} onSameAsChange={flow.setSameAs} addresses={flow.addresses} current={billing}
        preferredId={flow.preferredBillingId} defaultId={flow.defaultBillingId} busy={busy} onSubmit={flow.submit.billingAddress} />),
    [STEP.payment]: () => section(STEP.payment, payment?.title && <p>{paymentSummary}</p>,
      <PaymentStep key={`${(cart.available_payment_methods ?? []).map((m) => m.code).join()}#${flow.cardAttempt}`}
        methods={cart.available_payment_methods ?? []} selected={flow.paymentMethod} purchaseOrder={flow.purchaseOrder}
        note={orderNoteOf(cart)} cardGateway={flow.cardGateway} busy={busy} onSubmit={flow.submit.payment} />),
    [STEP.review]: () => section(STEP.review, null,
      <ReviewStep cart={cart} display={display} ready={flow.ready} stepFailed={flow.stepFailed} busy={busy || flow.placeBusy} error={flow.placeError} onPlace={() => void flow.place()} />),
  };

  return (
    <div className={`checkout-page container${flow.oneStepCheckout ? ' checkout-page--one-step' : ''}`}>
      {flow.placing && <LoadingOverlay message={t('checkout.placing')} fullScreen />}
      <h1 className="checkout-page__title">{t('checkout.page.title')}</h1>
      {/* Spec §8: only a customer whose stored VAT number could not be validated (vatValid false; null: none). */}
      {flow.showVatNote && <Alert className="checkout-vat" type="info" showIcon title={t('account.vat.notValidated')} />}
      {flow.isLogin && email && <p className="checkout-signed-in">{t('checkout.signedInAs', { email })}</p>}
      {flow.accountExists && (
        <Alert className="checkout-account-exists" type="info" showIcon title={t('checkout.login.accountExists')}
          action={<Link to={loginPathFor(PATHS.checkout)} onClick={flow.signInFromCheckout}>{t('checkout.login.signIn')}</Link>} />
      )}
      <div className="checkout-layout">
        <ol className="checkout-steps" aria-label={t('checkout.steps')}>
          {flow.steps.map((s) => <li key={s}>{sections[s]?.()}</li>)}
        </ol>
      </div>
    </div>
  );
}

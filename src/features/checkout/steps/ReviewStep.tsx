import { Alert, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { busyButtonProps } from '../../../components/busyButton';
import { Money } from '../../../components/Price';
import { SheetChips } from '../../../components/SheetChips';
import { useT } from '../../../lib/i18n/useT';
import RecaptchaBadge from '../../../shared/recaptcha/RecaptchaBadge';
import { CartTotals, itemName, itemSku, sheetChipsOf } from '../../cart';
import { isPlaceholderAddress, orderNoteOf, type CartDetail } from '../../cart';
import { CartAddressText } from '../CartAddressText';
import type { PriceDisplay } from '../../../components/Price';

/** Step 5: what the order will be (items, addresses, methods, totals with the tax wording) and Place Order. */
export function ReviewStep({ cart, display, ready, stepFailed, busy, error, onPlace }: {
  cart: CartDetail;
  display: PriceDisplay;
  /** Every earlier step is complete. */
  ready: boolean;
  /** An earlier step's last save failed: Place Order waits, and says why. */
  stepFailed: boolean;
  busy: boolean;
  error: string | null;
  onPlace: () => void;
}) {
  const t = useT();
  // A failed Place Order: focus goes to the message, so keyboard users are where the retry is.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  const shipping = cart.shipping_addresses[0];
  const method = shipping?.selected_shipping_method;
  const billing = cart.billing_address;
  const payment = cart.selected_payment_method;
  return (
    <div className="checkout-review">
      <ul className="checkout-review__items" aria-label={t('checkout.review.items')}>
        {cart.items.map((item) => (
          <li key={item.id} className="checkout-review__item">
            <span className="checkout-review__name">
              {itemName(item)}
              <span className="checkout-review__sku">{t('checkout.review.sku', { sku: itemSku(item) })}</span>
            </span>
            <span className="checkout-review__qty">{t('checkout.review.qty', { qty: item.quantity })}</span>
            <span className="checkout-review__row">
              <Money display={display} value={display.taxSuffix ? item.prices?.row_total_including_tax?.value : item.prices?.row_total?.value} />
            </span>
            <SheetChips codes={sheetChipsOf(item)} />
          </li>
        ))}
      </ul>
      <div className="checkout-review__grid">
        {!cart.is_virtual && shipping && !isPlaceholderAddress(shipping) && (
          <div className="checkout-review__block">
            <h3 className="checkout-subtitle">{t('checkout.shippingAddress.title')}</h3>
            <CartAddressText address={shipping} />
          </div>
        )}
        {!cart.is_virtual && method && (
          <div className="checkout-review__block">
            <h3 className="checkout-subtitle">{t('checkout.shippingMethod.title')}</h3>
            <p>{[method.carrier_title, method.method_title].filter(Boolean).join(' - ')}</p>
          </div>
        )}
        {billing && !isPlaceholderAddress(billing) && (
          <div className="checkout-review__block">
            <h3 className="checkout-subtitle">{t('checkout.billing.title')}</h3>
            <CartAddressText address={billing} />
          </div>
        )}
        {payment?.code && (
          <div className="checkout-review__block">
            <h3 className="checkout-subtitle">{t('checkout.payment.title')}</h3>
            <p>{payment.title}</p>
            {payment.purchase_order_number && <p>{t('checkout.review.purchaseOrder', { number: payment.purchase_order_number })}</p>}
          </div>
        )}
        {orderNoteOf(cart) && (
          <div className="checkout-review__block">
            <h3 className="checkout-subtitle">{t('checkout.payment.comment')}</h3>
            <p className="checkout-review__note">{orderNoteOf(cart)}</p>
          </div>
        )}
      </div>
      {(!billing || isPlaceholderAddress(billing)) && <p className="checkout-problem" role="status">{t('checkout.billing.required')}</p>}
      {stepFailed && <p className="checkout-problem" role="status">{t('checkout.review.stepFailed')}</p>}
      <CartTotals display={display} />
      {error && (
        <div ref={errorRef} tabIndex={-1} className="checkout-review__error-box">
          <Alert className="checkout-review__error" type="error" showIcon title={error} role="alert" />
        </div>
      )}
      <RecaptchaBadge form="PLACE_ORDER" />
      <div className="checkout-actions checkout-actions--place">
        <Button
          type="primary"
          size="large"
          className="checkout-place"
          loading={busy}
          disabled={!ready}
          {...busyButtonProps(busy, onPlace)}
          autoInsertSpace={false}
        >
          {t('checkout.placeOrder')}
        </Button>
      </div>
    </div>
  );
}

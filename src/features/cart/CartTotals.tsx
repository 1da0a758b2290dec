import { useAppSelector } from '../../app/hooks';
import { moneyText, type PriceDisplay } from '../../components/Price';
import { presentItems } from '../../lib/graphql/present';
import { useT } from '../../lib/i18n/useT';

/** Spec §3 cart prices: subtotal, discounts and taxes by label, shipping, grand total with the tax wording. */
export function CartTotals({ display }: { display: PriceDisplay }) {
  const t = useT();
  const prices = useAppSelector((state) => state.cart.cartDetail.prices);
  const shipping = useAppSelector((state) => state.checkout.shippingMethod);
  const money = (value: number | null | undefined) => moneyText(value, display);
  if (display.hidden) {
    // Spec §6 hide-price: no totals for a guest, one prompt where they would be.
    return (
      <section className="cart-box cart-totals" aria-labelledby="cart-totals-title">
        <h2 id="cart-totals-title" className="cart-box__title">{t('cart.totals.title')}</h2>
        <p className="price--hidden" data-testid="cart-totals-hidden">{t('price.hidden')}</p>
      </section>
    );
  }
  return (
    <section className="cart-box cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className="cart-box__title">{t('cart.totals.title')}</h2>
      <dl>
        <div>
          <dt>{t('cart.totals.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{money(display.taxSuffix ? prices?.subtotal_including_tax?.value : prices?.subtotal_excluding_tax?.value)}</dd>
        </div>
        {presentItems(prices?.discounts).map((discount) => (
          <div key={`d-${discount.label}`}>
            <dt>{t('cart.totals.discount', { label: discount.label })}</dt>
            <dd className="cart-totals__discount">-{money(discount.amount.value)}</dd>
          </div>
        ))}
        {shipping && (
          <div>
            <dt>{t('cart.totals.shipping', { method: `${shipping.carrier_title} - ${shipping.method_title}` })}</dt>
            <dd>{money(shipping.amount.value)}</dd>
          </div>
        )}
        {presentItems(prices?.applied_taxes).map((tax) => (
          <div key={`t-${tax.label}`}>
            <dt>{tax.label}</dt>
            <dd>{money(tax.amount.value)}</dd>
          </div>
        ))}
        <div className="cart-totals__grand">
          <dt>
            {t('cart.totals.grandTotal')}
            {display.taxSuffix && <span className="cart-totals__suffix"> {display.taxSuffix}</span>}
          </dt>
          <dd data-testid="cart-grand-total">{money(prices?.grand_total?.value)}</dd>
        </div>
      </dl>
    </section>
  );
}

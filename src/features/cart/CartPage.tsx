import '../../styles/cart.css';
import '../../styles/cart-page.css';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useConfirm } from '../../components/antd/useConfirm';
import { busyButtonProps } from '../../components/busyButton';
import { present } from '../../lib/graphql/present';
import { usePageTitle } from '../../lib/head/pageTitle';
import { useT } from '../../lib/i18n/useT';
import { usePriceDisplay } from '../../shared/prices/usePriceDisplay';
import { PATHS } from '../../shared/store/routeTable';
import { CartCarousel } from './CartCarousel';
import { CartItemRow } from './CartItemRow';
import { clearCart } from './cartThunks';
import { CartTotals } from './CartTotals';
import { CouponForm } from './CouponForm';
import { ShippingEstimate } from './ShippingEstimate';

/** The shopping cart (spec §2.2 /checkout/cart): lines, coupon, shipping estimate, totals, checkout. */
export default function CartPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  usePageTitle(t('cart.page.title'));
  const detail = useAppSelector((state) => state.cart.cartDetail);
  const loading = useAppSelector((state) => state.cart.loading);
  const display = usePriceDisplay();
  const { confirm, holder } = useConfirm();
  // The newest line first, as in the mini-cart.
  const items = [...detail.items].sort((a, b) => Number(b.id) - Number(a.id));
  const minimum = detail.minimum_order_qty_validation?.failure_message;

  const clear = async () => {
    if (await confirm(t('cart.clearConfirm'))) void dispatch(clearCart());
  };

  return (
    <div className="cart-page container">
      {holder}
      <h1 className="cart-page__title">{t('cart.page.title')}</h1>
      {items.length === 0 ? (
        <div className="cart-page__empty">
          <p>{loading ? t('global.fetch') : t('cart.empty')}</p>
          <Link to="/" className="button button--primary">{t('cart.continueShopping')}</Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <div className="cart-page__main">
            <ul className="cart-page__items" aria-label={t('shell.miniCart.items')}>
              {items.map((item) => (
                <CartItemRow key={item.id} item={item} display={display} confirm={confirm} />
              ))}
            </ul>
            <div className="cart-page__actions">
              <Link to="/" className="button">{t('cart.continueShopping')}</Link>
              <button type="button" className="button" {...busyButtonProps(loading, () => void clear())}>{t('cart.clear')}</button>
            </div>
          </div>
          <aside className="cart-page__side" aria-label={t('cart.summary')}>
            <CouponForm />
            <ShippingEstimate />
            <CartTotals display={display} />
            {minimum && <p className="cart-page__minimum" role="status">{minimum}</p>}
            <Link to={PATHS.checkout} className="button button--primary button--block cart-page__checkout" aria-disabled={Boolean(minimum)}>
              {t('cart.proceed')}
            </Link>
          </aside>
        </div>
      )}
      {items.length > 0 && <CartCarousel skus={[...new Set(items.map((item) => item.product.sku).filter(present))]} />}
    </div>
  );
}

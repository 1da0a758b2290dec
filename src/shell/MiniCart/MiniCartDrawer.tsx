import '../../styles/drawers.css';
import { Drawer } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { miniCartToggled } from '../../app/appSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { checkoutSourceSet } from '../../features/checkout/checkoutSlice';
import { PATHS } from '../../features/store/routeTable';
import { useT } from '../../lib/i18n/useT';
import { focusIntoDrawer } from '../drawerFocus';
import { formatAmount, itemsNewestFirst } from './miniCartItems';

/**
 * Spec §2.4 mini-cart frame: the empty message, or the items (newest first) in a 16rem scroll area
 * with the subtotal. A guest with an empty cart is offered Sign in, which records the checkout
 * source 'minicart' and goes to the login page. The cart issue fills the items in. Loaded on first open.
 */
export default function MiniCartDrawer() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector((state) => state.app.miniCartVisible);
  const detail = useAppSelector((state) => state.cart.cartDetail);
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const symbol = useAppSelector((state) => state.app.currency?.default_display_currency_symbol ?? '$');
  const items = itemsNewestFirst(detail.items ?? []);
  const close = () => dispatch(miniCartToggled(false));

  const signIn = () => {
    dispatch(checkoutSourceSet({ source: 'minicart' }));
    close();
    navigate(PATHS.login);
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      placement="right"
      size={400}
      title={t('shell.miniCart.title')}
      rootClassName="shell-drawer mini-cart"
      afterOpenChange={focusIntoDrawer('mini-cart')}
    >
      {items.length === 0 ? (
        <div className="mini-cart__empty">
          <p>{t('shell.miniCart.empty')}</p>
          {!isLogin && (
            <>
              <p className="mini-cart__hint">{t('shell.miniCart.signInHint')}</p>
              <button type="button" className="button button--primary button--block" onClick={signIn}>
                {t('shell.account.signIn')}
              </button>
            </>
          )}
        </div>
      ) : (
        <>
          {/* Keyboard users can scroll the list: it is focusable and named. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ul className="mini-cart__items" tabIndex={0} aria-label={t('shell.miniCart.items')}>
            {items.map((item) => (
              <li key={item.id} className="mini-cart__item">
                <span className="mini-cart__name">{item.product.name ?? item.product.sku}</span>
                <span className="mini-cart__qty">{t('shell.miniCart.quantity', { quantity: item.quantity })}</span>
              </li>
            ))}
          </ul>
          <p className="mini-cart__subtotal">
            <span>{t('shell.miniCart.subtotal')}</span>
            <strong>{formatAmount(detail.prices.subtotal_including_tax.value, symbol)}</strong>
          </p>
          <div className="mini-cart__actions">
            <Link to={PATHS.cart} className="button button--block" onClick={close}>{t('shell.miniCart.viewCart')}</Link>
            <Link to={PATHS.checkout} className="button button--primary button--block" onClick={close}>
              {t('shell.miniCart.checkout')}
            </Link>
          </div>
        </>
      )}
    </Drawer>
  );
}

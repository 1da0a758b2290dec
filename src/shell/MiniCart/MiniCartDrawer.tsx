import '../../styles/drawers.css';
import './MiniCart.css';
import { Drawer } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useConfirm } from '../../components/antd/useConfirm';
import { focusRescueRef } from '../../components/focusRescueRef';
import { Money } from '../../components/Price';
import { miniCartToggled } from '../../features/cart';
import { checkoutSourceSet } from '../../features/checkout';
import { useT } from '../../lib/i18n/useT';
import { usePriceDisplay } from '../../shared/prices/usePriceDisplay';
import { PATHS } from '../../shared/store/routeTable';
import { useOverlayFocus } from '../overlayFocus';
import { MiniCartItem } from './MiniCartItem';
import { itemsNewestFirst } from './miniCartItems';

/**
 * Spec §2.4 mini-cart frame: the empty message, or the items (newest first) in a 16rem scroll area
 * with the subtotal. A guest with an empty cart is offered Sign in, which records the checkout
 * source 'minicart' and goes to the login page. The cart issue fills the items in. Loaded on first open.
 */
export default function MiniCartDrawer() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const open = useAppSelector((state) => state.app.miniCartVisible);
  const detail = useAppSelector((state) => state.cart.cartDetail);
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const display = usePriceDisplay();
  const items = itemsNewestFirst(detail.items ?? []);
  const close = () => dispatch(miniCartToggled(false));
  const focus = useOverlayFocus(open, 'mini-cart');
  const { confirm, holder } = useConfirm();

  const signIn = () => {
    // The page under the mini-cart: the shopper comes back to it, mini-cart open, after signing in.
    dispatch(checkoutSourceSet({ source: 'minicart', url: location.pathname + location.search }));
    close();
    navigate(PATHS.login);
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      placement="right"
      size={400}
      title={`${t('shell.miniCart.title')} (${detail.total_quantity ?? 0})`}
      rootClassName="shell-drawer mini-cart"
      {...focus}
    >
      {holder}
      {/* A line removed, a quantity's Update button gone after the update: focus stays in the drawer (which
          mounts its content only once it opens: the ref follows the element as it comes). */}
      <div ref={focusRescueRef} className="mini-cart__content" tabIndex={-1}>
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
              {items.map((item) => <MiniCartItem key={item.id} item={item} display={display} confirm={confirm} />)}
            </ul>
            <p className="mini-cart__subtotal">
              <span>{t('shell.miniCart.subtotal')}</span>
              <strong><Money display={display} value={detail.prices?.subtotal_including_tax?.value} /></strong>
            </p>
            <div className="mini-cart__actions">
              <Link to={PATHS.cart} className="button button--block" onClick={close}>{t('shell.miniCart.viewCart')}</Link>
              <Link to={PATHS.checkout} className="button button--primary button--block" onClick={close}>
                {t('shell.miniCart.checkout')}
              </Link>
            </div>
          </>
        )}
      </div>
    </Drawer>
  );
}

import { miniCartToggled } from '../../app/appSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Icon } from '../../components/icons';
import { useT } from '../../lib/i18n/useT';
import { preloadMiniCartDrawer } from '../Overlays/overlayLoaders';

/** Opens the mini-cart; the badge is the cart's total_quantity (spec §2.4, default 0). */
export function MiniCartButton() {
  const t = useT();
  const dispatch = useAppDispatch();
  const count = useAppSelector((state) => state.cart.cartDetail.total_quantity ?? 0);
  return (
    <button
      type="button"
      className="icon-button mini-cart-button"
      onClick={() => dispatch(miniCartToggled(true))}
      onPointerEnter={preloadMiniCartDrawer}
      onFocus={preloadMiniCartDrawer}
    >
      <Icon name="bag" />
      <span className="visually-hidden">{t('shell.miniCart.button', { count })}</span>
      {count > 0 && (
        <span className="mini-cart-button__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

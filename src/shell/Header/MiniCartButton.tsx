import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { miniCartToggled } from '../../features/cart';
import { useT } from '../../lib/i18n/useT';
import { preloadMiniCartDrawer } from '../Overlays/overlayLoaders';
import { OverlayButton } from './OverlayButton';

/** Opens the mini-cart; the badge is the cart's total_quantity (spec §2.4, default 0). */
export function MiniCartButton() {
  const t = useT();
  const dispatch = useAppDispatch();
  const count = useAppSelector((state) => state.cart.cartDetail.total_quantity ?? 0);
  return (
    <OverlayButton
      className="mini-cart-button"
      icon="bag"
      label={t('shell.miniCart.button', { count })}
      onOpen={() => dispatch(miniCartToggled(true))}
      preload={preloadMiniCartDrawer}
    >
      {count > 0 && (
        <span className="mini-cart-button__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </OverlayButton>
  );
}

import '../../styles/drawers.css';
import { Modal } from 'antd';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Price } from '../../components/Price';
import { addToCartPopupClosed, popupPrice } from '../../features/cart';
import { useT } from '../../lib/i18n/useT';
import { usePriceDisplay } from '../../shared/prices/usePriceDisplay';
import { PATHS } from '../../shared/store/routeTable';
import { useOverlayFocus } from '../overlayFocus';
import type { PreviousProduct } from '../../features/cart';

/** The picture the popup shows: the product's own thumbnail, else its parent's. */
export function previousProductImage(product: PreviousProduct): { src: string; alt: string } | null {
  const src =
    product.thumbImage || product.small_image?.url || product.parent_product?.thumbnail?.url || product.parent_thumbnail_path;
  return src ? { src, alt: product.small_image?.label || product.name } : null;
}

/**
 * The add-to-cart popup frame (spec §2.4, driven by the cart slice's cartModalVisible and
 * previousProduct): the product just added, its price (the added variant's for a configurable, in
 * the store's price format with its tax wording; hidden by hide-price like every price) and the ways on.
 */
export default function AddToCartPopup() {
  const t = useT();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.cart.cartModalVisible);
  const product = useAppSelector((state) => state.cart.previousProduct);
  const close = () => dispatch(addToCartPopupClosed());
  const focus = useOverlayFocus(open, 'add-to-cart');
  const display = usePriceDisplay();
  const image = product ? previousProductImage(product) : null;
  const price = product ? popupPrice(product) : null;

  return (
    <Modal open={open} onCancel={close} title={t('shell.addToCart.title')} footer={null} width={520} rootClassName="add-to-cart" {...focus}>
      {product && (
        <div className="add-to-cart__product">
          {image && <img src={image.src} alt={image.alt} width={96} height={96} loading="lazy" />}
          <div>
            <p className="add-to-cart__name">{product.name}</p>
            {price && <Price display={display} final={price.final} regular={price.regular} className="add-to-cart__price" />}
          </div>
        </div>
      )}
      <div className="add-to-cart__actions">
        <button type="button" className="button" onClick={close}>{t('shell.addToCart.continue')}</button>
        <Link to={PATHS.cart} className="button button--primary" onClick={close}>{t('shell.miniCart.viewCart')}</Link>
      </div>
    </Modal>
  );
}

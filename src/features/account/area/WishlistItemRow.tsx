import { Button, Input } from 'antd';
import { Link } from 'react-router-dom';
import { busyButtonProps } from '../../../components/busyButton';
import { Price } from '../../../components/Price';
import { useT } from '../../../lib/i18n/useT';
import { productPath } from '../../../shared/catalog/catalogUrls';
import { useCatalogConfig } from '../../../shared/catalog/useCatalogConfig';
import { usePriceDisplay } from '../../../shared/prices/usePriceDisplay';
import type { WishlistItem } from '../wishlist.gql';

interface Draft {
  quantity: string;
  description: string;
}

interface Props {
  item: WishlistItem;
  draft: Draft;
  busy: boolean;
  onChange: (draft: Draft) => void;
  onRemove: () => void;
  onAddToCart: () => void;
}

/** One wish list item: image, name (link), price in the store's format, quantity, comment and its actions. */
export function WishlistItemRow({ item, draft, busy, onChange, onRemove, onAddToCart }: Props) {
  const t = useT();
  const { config } = useCatalogConfig();
  const display = usePriceDisplay();
  const product = item.product;
  const name = product?.name ?? product?.sku ?? '';
  const href = productPath(product?.url_key, config.productUrlSuffix);
  const price = product?.price_range?.minimum_price;
  const qtyId = `wishlist-qty-${item.id}`;
  const commentId = `wishlist-comment-${item.id}`;
  return (
    <li className="wishlist-item account-card">
      <Link to={href} className="wishlist-item__image" tabIndex={-1} aria-hidden="true">
        {product?.thumbnail?.url && <img src={product.thumbnail.url} alt="" width={96} height={96} loading="lazy" />}
      </Link>
      <div className="wishlist-item__body">
        <h2 className="wishlist-item__name">
          <Link to={href}>{name}</Link>
        </h2>
        {price?.final_price.value != null && (
          <Price display={display} final={price.final_price.value} regular={price.regular_price.value} className="wishlist-item__price" />
        )}
        <div className="wishlist-item__fields">
          <div className="wishlist-item__qty">
            <label htmlFor={qtyId}>{t('account.wishlist.qty')}</label>
            <Input id={qtyId} type="number" min={1} step={1} inputMode="numeric" value={draft.quantity} onChange={(e) => onChange({ ...draft, quantity: e.target.value })} />
          </div>
          <div className="wishlist-item__comment">
            <label htmlFor={commentId}>{t('account.wishlist.comment')}</label>
            <Input.TextArea id={commentId} rows={2} maxLength={255} value={draft.description} onChange={(e) => onChange({ ...draft, description: e.target.value })} />
          </div>
        </div>
        <div className="account-form__actions">
          <Button type="primary" {...busyButtonProps(busy, onAddToCart)} autoInsertSpace={false}>{t('account.wishlist.addToCart')}</Button>
          <Button {...busyButtonProps(busy, onRemove)} autoInsertSpace={false}>{t('account.wishlist.remove')}</Button>
        </div>
      </div>
    </li>
  );
}

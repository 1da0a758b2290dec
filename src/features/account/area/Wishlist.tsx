import { Alert, Button } from 'antd';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { productPath } from '../../../shared/catalog/catalogUrls';
import { useCatalogConfig } from '../../../shared/catalog/useCatalogConfig';
import { useWishlist, type WishlistStatus } from './useWishlist';
import { WishlistItemRow } from './WishlistItemRow';
import { WishlistShare } from './WishlistShare';
import type { FailedItem } from './wishlistRules';

type Drafts = Record<string, { quantity: string; description: string }>;

/**
 * My Wish List: items with image, name, price, quantity and comment (Update Wish List), remove,
 * add one or all to the cart (items lacking required options are named with a link to their
 * product), and sharing by e-mail.
 */
export default function Wishlist() {
  const t = useT();
  const { loading, items, status, busy, update, remove, addToCart } = useWishlist();
  const [drafts, setDrafts] = useState<Drafts>({});
  if (loading) return <p role="status">{t('global.fetch')}</p>;

  const draftOf = (id: string, quantity: number, description: string | null) =>
    drafts[id] ?? { quantity: String(quantity), description: description ?? '' };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const edits = items.map((item) => {
      const draft = draftOf(item.id, item.quantity, item.description);
      const quantity = Number(draft.quantity);
      return { id: item.id, quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : item.quantity, description: draft.description.trim() };
    });
    // Edits stay in the fields when the update fails, so nothing typed is lost.
    void update(edits).then((ok) => ok && setDrafts({}));
  };

  return (
    <div className="wishlist">
      <StatusMessage status={status} />
      {items.length === 0 ? (
        <p className="wishlist__empty">{t('account.wishlist.empty')}</p>
      ) : (
        <>
          <form className="wishlist__form" onSubmit={submit} noValidate>
            <ul className="wishlist__items" aria-label={t('account.wishlist.items')}>
              {items.map((item) => (
                <WishlistItemRow
                  key={item.id}
                  item={item}
                  draft={draftOf(item.id, item.quantity, item.description)}
                  busy={busy}
                  onChange={(draft) => setDrafts((current) => ({ ...current, [item.id]: draft }))}
                  onRemove={() => void remove(item)}
                  onAddToCart={() => void addToCart(item)}
                />
              ))}
            </ul>
            <div className="account-form__actions">
              <Button htmlType="submit" loading={busy} {...busyButtonProps(busy)} autoInsertSpace={false}>{t('account.wishlist.update')}</Button>
              <Button type="primary" {...busyButtonProps(busy, () => void addToCart())} autoInsertSpace={false}>
                {t('account.wishlist.addAll')}
              </Button>
            </div>
          </form>
          {__CAPABILITIES__.wishlistSharing && <WishlistShare />}
        </>
      )}
    </div>
  );
}

function StatusMessage({ status }: { status: WishlistStatus | null }) {
  const t = useT();
  if (!status) return null;
  return (
    <div className="wishlist__status" role="status">
      {status.text && <Alert type={status.ok ? 'success' : 'error'} title={status.text} showIcon className="account-form__alert" />}
      {status.needsOptions && status.needsOptions.length > 0 && (
        <Alert type="warning" showIcon className="account-form__alert" title={t('account.wishlist.needsOptions')} description={<FailedList items={status.needsOptions} />} />
      )}
      {status.notAdded && status.notAdded.length > 0 && (
        <Alert type="error" showIcon className="account-form__alert" title={t('account.wishlist.notAdded')} description={<FailedList items={status.notAdded} withMessage />} />
      )}
    </div>
  );
}

function FailedList({ items, withMessage = false }: { items: FailedItem[]; withMessage?: boolean }) {
  const { config } = useCatalogConfig();
  return (
    <ul className="wishlist__failed">
      {items.map(({ item, message }) => (
        <li key={item.id}>
          <Link to={productPath(item.product?.url_key, config.productUrlSuffix)}>{item.product?.name ?? item.product?.sku}</Link>
          {withMessage && <> — {message}</>}
        </li>
      ))}
    </ul>
  );
}

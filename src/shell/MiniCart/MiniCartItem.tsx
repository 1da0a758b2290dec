import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { busyButtonProps } from '../../components/busyButton';
import { Price, type PriceDisplay } from '../../components/Price';
import { SheetChips } from '../../components/SheetChips';
import { removeCartItem, isCustomColour, itemName, itemPriceCell, itemSku, itemThumbnail, itemOptionLines, sheetChipsOf, QuantityEditor } from '../../features/cart';
import { useT } from '../../lib/i18n/useT';
import type { CartItem } from '../../features/cart';

/** Out-of-stock lines cannot change quantity (the server would refuse any increase). */
export const isEditable = (item: CartItem) => item.product.stock_status !== 'OUT_OF_STOCK';

/**
 * One mini-cart line: picture, name, SKU, options, price, quantity and remove, confirmed in the drawer's
 * confirmation dialog (`confirm`, useConfirm: a dialog above the drawer, which keyboard and screen-reader
 * users reach, unlike a popover outside the drawer's modal dialog).
 */
export function MiniCartItem({ item, display, confirm }: { item: CartItem; display: PriceDisplay; confirm: (question: string) => Promise<boolean> }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const loading = useAppSelector((state) => state.cart.loading);
  const name = itemName(item);
  const thumb = itemThumbnail(item);
  // The store's tax wording says its amounts include tax, as in the cart totals.
  const withTax = display.taxSuffix !== null;
  // As the cart page's price cell: the product's render_type decides (spec §3).
  const cell = itemPriceCell(item, withTax);
  const price = cell.final ?? 0;
  const old = cell.regular;
  const remove = async () => {
    if (await confirm(t('cart.removeConfirm'))) void dispatch(removeCartItem(item));
  };

  return (
    <li className="mini-cart__item">
      {thumb ? <img className="mini-cart__thumb" src={thumb} alt="" width={64} height={64} loading="lazy" /> : <span className="mini-cart__thumb" />}
      <div className="mini-cart__body">
        <p className="mini-cart__name">{name}</p>
        <p className="mini-cart__sku">{t('cart.sku', { sku: itemSku(item) })}</p>
        {itemOptionLines(item, t('cart.links')).map((line) => (
          <p key={`${line.label}:${line.value}`} className="mini-cart__option">
            {line.label}: {line.value}
          </p>
        ))}
        <SheetChips codes={sheetChipsOf(item)} />
        <Price display={display} final={price} regular={old} />
        {isCustomColour(item) && <p className="mini-cart__option">{t('cart.price.customColour')}</p>}
        <div className="mini-cart__line-actions">
          <QuantityEditor key={item.id} item={item} editable={isEditable(item)} busy={loading} />
          <button type="button" className="link-button mini-cart__remove" aria-label={t('cart.removeItem', { name })} {...busyButtonProps(loading, () => void remove())}>
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { busyButtonProps } from '../../components/busyButton';
import { Money, Price, type PriceDisplay } from '../../components/Price';
import { SheetChips } from '../../components/SheetChips';
import { useT } from '../../lib/i18n/useT';
import { productPath } from '../../shared/catalog/catalogUrls';
import { useCatalogConfig } from '../../shared/catalog/useCatalogConfig';
import { removeCartItem } from './cartThunks';
import { isCustomColour, itemName, itemPriceCell, itemRowTotal, itemSku, itemThumbnail } from './itemDisplay';
import { itemOptionLines, sheetChipsOf } from './itemOptions';
import { priceNoteKey } from './priceNote';
import { QuantityEditor } from './QuantityEditor';
import type { CartItem } from './cartTypes';

interface CartItemRowProps {
  item: CartItem;
  display: PriceDisplay;
  confirm: (content: string) => Promise<boolean>;
}

/** One cart-page line: picture, name and options, the price cell (§2.4), quantity, row total, remove. */
export function CartItemRow({ item, display, confirm }: CartItemRowProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const loading = useAppSelector((state) => state.cart.loading);
  const vatValid = useAppSelector((state) => state.app.vatValid);
  const routePath = useAppSelector((state) => state.app.routePath);
  const name = itemName(item);
  const thumb = itemThumbnail(item);
  // The store's tax wording says its amounts include tax, as in the cart totals.
  const withTax = display.taxSuffix !== null;
  // The price cell by the product's render_type (spec §3): custom colours and barcode products have their own.
  const cell = itemPriceCell(item, withTax);
  const price = cell.final ?? 0;
  const rowTotal = itemRowTotal(item, withTax) ?? price * item.quantity;
  // Spec §2.2 product link: the store's product URL suffix.
  const { config } = useCatalogConfig();
  const url = item.product.url_key ? productPath(item.product.url_key, config.productUrlSuffix) : null;

  const remove = async () => {
    if (await confirm(t('cart.removeConfirm'))) void dispatch(removeCartItem(item));
  };

  return (
    <li className="cart-row">
      {thumb ? <img className="cart-row__thumb" src={thumb} alt="" width={96} height={96} loading="lazy" /> : <span className="cart-row__thumb" />}
      <div className="cart-row__details">
        <h2 className="cart-row__name">{url ? <Link to={url}>{name}</Link> : name}</h2>
        <p className="cart-row__sku">{t('cart.sku', { sku: itemSku(item) })}</p>
        {itemOptionLines(item, t('cart.links')).length > 0 && (
          <dl className="cart-row__options">
            {itemOptionLines(item, t('cart.links')).map((line) => (
              <div key={`${line.label}:${line.value}`}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <SheetChips codes={sheetChipsOf(item)} />
      </div>
      <div className="cart-row__price">
        <span className="cart-row__label">{t('cart.price')}</span>
        <Price display={display} final={price} regular={cell.regular} />
        {isCustomColour(item) && <span className="cart-row__note cart-row__note--custom">{t('cart.price.customColour')}</span>}
        {/* Spec §2.4: the note follows the route path (the store's tax rules) and the VAT validity state. */}
        <span className="cart-row__note">{t(priceNoteKey(routePath, vatValid))}</span>
      </div>
      <div className="cart-row__qty">
        <span className="cart-row__label">{t('cart.qty')}</span>
        <QuantityEditor key={item.id} item={item} editable={item.product.stock_status !== 'OUT_OF_STOCK'} busy={loading} />
      </div>
      <div className="cart-row__total">
        <span className="cart-row__label">{t('cart.rowTotal')}</span>
        <strong><Money display={display} value={rowTotal} /></strong>
      </div>
      <button type="button" className="link-button cart-row__remove" {...busyButtonProps(loading, () => void remove())} aria-label={t('cart.removeItem', { name })}>
        {t('cart.remove')}
      </button>
    </li>
  );
}

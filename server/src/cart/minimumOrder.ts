import { roundPrice } from '../repositories/catalog/moneyJson';
import { minimumQtyByRenderType } from './config';
import { cartTexts, formatMoney, formatQty } from './texts';
import type { CartTotals } from './totals';
import type { BackendProfile } from '../profile';
import type { StoreRecord } from '../repositories/store/stores';

/** Brand Cart.minimum_order_qty_validation: both null while the cart may be checked out. */
export interface MinimumOrderValidation {
  failure_message: string | null;
  failure_redirect_url: string | null;
}

/**
 * Why the cart cannot be checked out yet: too few units of a render type that is only made in runs
 * (barcode products: 5 together), or a subtotal after discounts below the store's minimum order amount
 * (store setting `minimum_order_amount`, in the store's display currency). The shopper is sent back to
 * the cart page of the store. The runs of a render type are the brand's rule: a stock Magento (profile
 * `stock`) knows only the minimum amount.
 */
export const minimumOrderValidation = (
  store: StoreRecord, totals: CartTotals, origin: string, profile: BackendProfile = 'full',
): MinimumOrderValidation => {
  const locale = store.settings.locale;
  const texts = cartTexts(locale);
  const fail = (message: string): MinimumOrderValidation =>
    ({ failure_message: message, failure_redirect_url: `${origin}${store.prefix}/checkout/cart` });
  for (const [renderType, minimum] of profile === 'stock' ? [] : Object.entries(minimumQtyByRenderType)) {
    const have = totals.lines.filter((l) => l.line.product.render_type === renderType).reduce((sum, l) => sum + l.line.qty, 0);
    if (have > 0 && have < minimum) return fail(texts.renderTypeMinimum(formatQty(locale, minimum), formatQty(locale, have)));
  }
  const amount = store.settings.minimum_order_amount;
  const subtotal = roundPrice(totals.lines.reduce((sum, l) => sum + l.rowCatalog, 0) - totals.discount);
  if (amount && totals.lines.length > 0 && totals.currency === store.settings.default_display_currency_code && subtotal < amount) {
    return fail(texts.minimumAmount(formatMoney(locale, amount, totals.currency)));
  }
  return { failure_message: null, failure_redirect_url: null };
};

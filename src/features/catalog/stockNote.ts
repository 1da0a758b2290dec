import type { StockStatus } from './catalogTypes';
import type { StockTone } from '../../components/ProductCard';
import type { Translate } from '../../lib/i18n/useT';

interface StockFacts {
  stock_status: StockStatus | null;
  only_x_left_in_stock: number | null;
  is_discontinued?: boolean;
}

/**
 * The stock note a shopper sees: discontinued, out of stock (in Build Your Sheet: temporarily
 * deactivated), or "Only x left" under the store's threshold; nothing for plain in-stock products.
 */
export function stockNote(product: StockFacts, t: Translate, buildYourSheet = false): { label: string; tone: StockTone } | null {
  if (product.is_discontinued) return { label: t('catalog.stock.discontinued'), tone: 'out' };
  if (product.stock_status === 'OUT_OF_STOCK') {
    return { label: t(buildYourSheet ? 'catalog.stock.deactivated' : 'catalog.stock.out'), tone: 'out' };
  }
  const left = product.only_x_left_in_stock;
  if (typeof left === 'number' && left > 0) return { label: t('catalog.stock.onlyLeft', { count: left }), tone: 'low' };
  return null;
}

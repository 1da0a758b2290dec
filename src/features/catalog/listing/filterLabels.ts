import { moneyText, type PriceDisplay } from '../../../components/Price';
import { priceRange } from './productFilter';
import type { Translate } from '../../../lib/i18n/useT';

/** Spec §9: filters show 8 options, the rest behind "Show more". */
export const FILTER_LIMIT = 8;

/** A price bucket in the store's money format ('0_100' → '$0.00 – $100.00'; open ends say so). */
export function priceBucketLabel(value: string, display: PriceDisplay, t: Translate): string {
  const range = priceRange(value);
  if (!range) return value;
  // Hide-price: a price filter chosen by URL names no amounts either.
  const from = moneyText(Number(range.from ?? 0), display);
  if (from === null) return t('price.hidden');
  if (range.to === undefined) return t('catalog.filter.priceAbove', { from });
  return t('catalog.filter.priceRange', { from, to: moneyText(Number(range.to), display) ?? '' });
}

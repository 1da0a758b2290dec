import { moneyText, type PriceDisplay } from '../../../components/Price';
import { useT } from '../../../lib/i18n/useT';
import type { TierPrice } from '../catalogTypes';

export interface TierLine {
  quantity: number;
  price: number;
  percent: number;
}

/**
 * Magento's tier prices as lines to show: quantity above 1 and a unit price, by quantity; the saving
 * rounded to a whole percent as Magento's "save x%". Prices hidden (hide-price) → nothing.
 */
export function tierLines(tiers: ReadonlyArray<TierPrice | null> | null | undefined): TierLine[] {
  const lines: TierLine[] = [];
  for (const tier of tiers ?? []) {
    const quantity = tier?.quantity;
    const price = tier?.final_price?.value;
    if (typeof quantity !== 'number' || quantity <= 1 || typeof price !== 'number') continue;
    lines.push({ quantity, price, percent: Math.round(tier?.discount?.percent_off ?? 0) });
  }
  return lines.sort((a, b) => a.quantity - b.quantity);
}

/** "Buy 5 for $x each and save y%": the store's price format and its tax wording (spec §3). */
export function TierPrices({ tiers, display }: { tiers: ReadonlyArray<TierPrice | null> | null | undefined; display: PriceDisplay }) {
  const t = useT();
  const lines = display.hidden ? [] : tierLines(tiers);
  if (lines.length === 0) return null;
  return (
    <ul className="product-page__tiers" aria-label={t('catalog.product.tierPrices')}>
      {lines.map((line) => (
        <li key={line.quantity}>
          {t('catalog.product.tierPrice', {
            quantity: line.quantity,
            price: [moneyText(line.price, display), display.taxSuffix].filter(Boolean).join(' '),
            percent: line.percent,
          })}
        </li>
      ))}
    </ul>
  );
}

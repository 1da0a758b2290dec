import { useT } from '../../../../lib/i18n/useT';

/** A rating in percent (Magento: 80 = four stars) as five stars, with its value in words. */
export function Stars({ percent }: { percent: number }) {
  const t = useT();
  const value = Math.round((Math.max(0, Math.min(100, percent)) / 20) * 10) / 10;
  return (
    <span className="stars" role="img" aria-label={t('catalog.review.stars', { value })}>
      <span className="stars__fill" style={{ width: `${(value / 5) * 100}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}

import { useAppDispatch } from '../../../app/hooks';
import { useT } from '../../../lib/i18n/useT';
import { Stars } from './reviews/Stars';
import { tabsChanged, TAB_KEYS } from './tabsAction';
import type { ProductDetail } from '../catalogTypes';

/** Stars and "N reviews" under the name; the link opens the reviews tab and scrolls to it. */
export function RatingSummary({ product }: { product: ProductDetail }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const openReviews = () => dispatch(tabsChanged({ tabsKey: TAB_KEYS.reviews, scroll: true }));
  return (
    <div className="product-page__rating">
      {product.review_count > 0 && <Stars percent={product.rating_summary} />}
      <button type="button" className="link-button" onClick={openReviews}>
        {product.review_count > 0 ? t('catalog.review.count', { count: product.review_count }) : t('catalog.review.beFirst')}
      </button>
    </div>
  );
}

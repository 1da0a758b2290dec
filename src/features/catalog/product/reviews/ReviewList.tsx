import { useIntl } from 'react-intl';
import { useT } from '../../../../lib/i18n/useT';
import { Stars } from './Stars';
import type { ProductReviewData } from './reviews.gql';

/** The product's reviews: summary, stars, text, who wrote it and when. */
export function ReviewList({ reviews }: { reviews: readonly ProductReviewData[] }) {
  const t = useT();
  const intl = useIntl();
  if (reviews.length === 0) return <p className="reviews__empty">{t('catalog.review.none')}</p>;
  return (
    <ol className="reviews__list">
      {reviews.map((review, index) => {
        const date = new Date(review.created_at.replace(' ', 'T'));
        return (
          <li key={`${review.created_at}-${index}`} className="review">
            <h3 className="review__summary">{review.summary}</h3>
            <Stars percent={review.average_rating} />
            <p className="review__text">{review.text}</p>
            <p className="review__meta">
              {t('catalog.review.by', { nickname: review.nickname })}
              {!Number.isNaN(date.getTime()) && (
                <>
                  {' · '}
                  <time dateTime={date.toISOString()}>{intl.formatDate(date, { year: 'numeric', month: 'numeric', day: 'numeric' })}</time>
                </>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

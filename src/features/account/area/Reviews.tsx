import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/format/dates';
import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { productPath } from '../../../shared/catalog/catalogUrls';
import { useCatalogConfig } from '../../../shared/catalog/useCatalogConfig';
import { GET_CUSTOMER_REVIEWS } from '../customerReviews.gql';
import { useCustomerQuery } from './useCustomerQuery';

/** average_rating is a percentage (80 = four stars): stars out of 5 with one decimal. */
export function starsOf(percent: number): number {
  return Math.round((Math.max(0, Math.min(100, percent)) / 20) * 10) / 10;
}

/** My Product Reviews: what the customer wrote, with product link, rating, summary and date. */
export default function Reviews() {
  const t = useT();
  const intl = useIntl();
  const { config } = useCatalogConfig();
  const { data, loading } = useCustomerQuery(GET_CUSTOMER_REVIEWS);
  if (loading) return <p role="status">{t('global.fetch')}</p>;
  const reviews = presentItems(data?.customer?.reviews.items);
  if (reviews.length === 0) return <p>{t('account.reviews.empty')}</p>;
  return (
    <div className="account-table-wrap">
      <table className="account-table customer-reviews">
        <caption className="visually-hidden">{t('account.menu.reviews')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.reviews.created')}</th>
            <th scope="col">{t('account.reviews.product')}</th>
            <th scope="col">{t('account.reviews.rating')}</th>
            <th scope="col">{t('account.reviews.review')}</th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review, index) => {
            return (
              <tr key={`${review.product.uid}-${index}`}>
                <td data-label={t('account.reviews.created')}>{formatDay(intl, review.created_at) ?? review.created_at}</td>
                <td data-label={t('account.reviews.product')}>
                  <Link to={productPath(review.product.url_key, config.productUrlSuffix)}>{review.product.name ?? review.product.sku}</Link>
                </td>
                <td data-label={t('account.reviews.rating')}>{t('account.reviews.stars', { value: intl.formatNumber(starsOf(review.average_rating)) })}</td>
                <td data-label={t('account.reviews.review')}>
                  <strong className="customer-reviews__summary">{review.summary}</strong>
                  <span className="customer-reviews__text">{review.text}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

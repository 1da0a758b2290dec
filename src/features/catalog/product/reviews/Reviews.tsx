import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../../app/hooks';
import { Loading } from '../../../../components/Loading';
import { presentItems } from '../../../../lib/graphql/present';
import { useT } from '../../../../lib/i18n/useT';
import { PATHS } from '../../../../shared/store/routeTable';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { GET_PRODUCT_REVIEWS } from './reviews.gql';

const PAGE_SIZE = 20;

interface ReviewsProps {
  sku: string;
  productName: string;
  guestsMayWrite: boolean;
}

/** The reviews tab: the product's reviews and the form to write one (guests only where the store allows). */
export function Reviews({ sku, productName, guestsMayWrite }: ReviewsProps) {
  const t = useT();
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const firstname = useAppSelector((state) => state.user.customer?.firstname ?? '');
  // Mounted once the product page has painted (ProductPage): the tab is below the fold.
  const { data: answer, loading, refetch } = useQuery(GET_PRODUCT_REVIEWS, { variables: { sku, pageSize: PAGE_SIZE } });
  // The answer lands outside React's scheduling (a store update renders at once, in one piece): the
  // list renders from a deferred copy, in slices that leave the page responsive.
  const data = useDeferredValue(answer);
  if ((loading || answer) && !data) return <Loading>{t('global.fetch')}</Loading>;
  const product = data?.products?.items?.[0] ?? null;
  const ratings = presentItems(data?.productReviewRatingsMetadata.items);
  return (
    <div className="reviews">
      <section className="reviews__section" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" className="reviews__heading">{t('catalog.review.listTitle')}</h2>
        <ReviewList reviews={presentItems(product?.reviews.items)} />
      </section>
      <section className="reviews__section">
        {isLogin || guestsMayWrite ? (
          <ReviewForm sku={sku} productName={productName} ratings={ratings} defaultNickname={firstname} onSubmitted={() => void refetch()} />
        ) : (
          <p>
            {t('catalog.review.loginRequired')} <Link to={PATHS.login}>{t('catalog.review.signIn')}</Link>
          </p>
        )}
      </section>
    </div>
  );
}

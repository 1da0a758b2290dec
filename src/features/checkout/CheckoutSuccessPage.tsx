import './checkout.css';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { ProductCarousel } from '../../components/ProductCarousel';
import { SheetChips } from '../../components/SheetChips';
import { presentItems } from '../../lib/graphql/present';
import { usePageTitle } from '../../lib/head/pageTitle';
import { useT } from '../../lib/i18n/useT';
import { PATHS } from '../../shared/store/routeTable';
import { useSuggestionCards } from '../cart';
import { GET_CATEGORY_SUGGESTIONS, GET_SUCCESS_SUGGESTIONS } from './successCarousel.gql';
import { isPlacedOrder, loadPlacedOrder } from './successStorage';

/** Spec §9: the success carousel shows 4. */
const SLIDES = 4;

/** Spec §9 success carousel (4 slides): what goes with the products just ordered. */
function SuccessCarousel({ skus }: { skus: string[] }) {
  const t = useT();
  const { data } = useQuery(GET_SUCCESS_SUGGESTIONS, { variables: { skus }, skip: skus.length === 0 });
  const items = presentItems(data?.products?.items);
  const categoryUid = items.flatMap((item) => presentItems(item.categories)).find((c) => c.uid)?.uid ?? '';
  const linked = items.flatMap((item) => [item.crosssell_products, item.related_products, item.upsell_products].flatMap(presentItems));
  const { data: category } = useQuery(GET_CATEGORY_SUGGESTIONS, { variables: { uid: categoryUid }, skip: !categoryUid || linked.length >= SLIDES });
  const cards = useSuggestionCards([...linked, ...presentItems(category?.products?.items)], skus);
  return <ProductCarousel title={t('checkout.success.carousel')} preset="success" products={cards.slice(0, SLIDES * 2)} />;
}

/** Order success (spec §2.2 /checkout/onepage/success/): the order number, survives a reload. */
export default function CheckoutSuccessPage() {
  const t = useT();
  usePageTitle(t('checkout.success.title'));
  const { state } = useLocation();
  const order = isPlacedOrder(state) ? state : loadPlacedOrder();
  return (
    <div className="checkout-page checkout-success container">
      <h1 className="checkout-page__title">{t('checkout.success.title')}</h1>
      {order ? (
        <div className="checkout-success__box">
          <p className="checkout-success__number">
            {t('checkout.success.orderNumber')}{' '}
            {order.customer ? (
              <Link to={`/account/order-history/view/${encodeURIComponent(order.orderNumber)}`} data-testid="order-number">{order.orderNumber}</Link>
            ) : (
              <strong data-testid="order-number">{order.orderNumber}</strong>
            )}
          </p>
          {order.sheets && order.sheets.length > 0 && (
            <ul className="checkout-success__sheets">
              {order.sheets.map((sheet, index) => (
                <li key={index}>{sheet.name}<SheetChips codes={sheet.chips} /></li>
              ))}
            </ul>
          )}
          <p>{t('checkout.success.email')}</p>
          <div className="checkout-actions">
            <Link to={PATHS.home} className="button button--primary">{t('cart.continueShopping')}</Link>
          </div>
        </div>
      ) : (
        <div className="checkout-success__box">
          <p>{t('checkout.success.none')}</p>
          <div className="checkout-actions">
            <Link to={PATHS.home} className="button button--primary">{t('cart.continueShopping')}</Link>
          </div>
        </div>
      )}
      {order && <SuccessCarousel skus={order.skus} />}
    </div>
  );
}

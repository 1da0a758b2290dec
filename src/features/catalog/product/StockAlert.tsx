import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { busyButtonProps } from '../../../components/busyButton';
import { useT } from '../../../lib/i18n/useT';
import { PATHS } from '../../../shared/store/routeTable';
import { GET_STOCK_ALERT_STATE, SUBSCRIBE_PRODUCT_ALERT_STOCK } from './stockAlert.gql';

/**
 * Out of stock: "Notify me when this product is in stock" (spec §4). A logged-out shopper is told to
 * log in first, with a link to the login page; a customer who already asked is told so, now and on
 * every later visit (the state is the backend's, read with their token).
 */
export function StockAlert({ sku }: { sku: string }) {
  const t = useT();
  const isLogin = useAppSelector((state) => state.user.isLogin);
  const { data, loading: reading } = useQuery(GET_STOCK_ALERT_STATE, {
    variables: { sku },
    skip: !isLogin,
    fetchPolicy: 'no-cache',
    context: { silent: true },
  });
  const [subscribe, { loading }] = useMutation(SUBSCRIBE_PRODUCT_ALERT_STOCK, { context: { silent: true } });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  if (!isLogin) {
    return (
      <p className="stock-alert">
        {t('catalog.alert.loginRequired')} <Link to={PATHS.login}>{t('catalog.alert.login')}</Link>
      </p>
    );
  }
  const notify = async () => {
    try {
      const { data: answer } = await subscribe({ variables: { sku } });
      const result = answer?.subscribeProductAlertStock;
      setStatus({ ok: result?.subscribed === true, text: result?.message || t('catalog.alert.saved') });
    } catch (error) {
      setStatus({ ok: false, text: error instanceof Error ? error.message : t('global.pageError') });
    }
  };
  const subscribed = status?.ok === true || (!status && data?.products?.items?.[0]?.stock_alert_subscribed === true);
  return (
    <div className="stock-alert">
      {subscribed ? (
        <p className="review-form__success" role="status">{status?.text ?? t('catalog.alert.saved')}</p>
      ) : (
        <button type="button" className="button" {...busyButtonProps(loading || reading, () => void notify())}>
          {t('catalog.alert.notifyMe')}
        </button>
      )}
      {status && !status.ok && <p className="product-form__error" role="alert">{status.text}</p>}
    </div>
  );
}

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/i18n/useT';
import { PATHS } from '../../store/routeTable';
import { SUBSCRIBE_PRODUCT_ALERT_STOCK } from './stockAlert.gql';

/**
 * Out of stock: "Notify me when this product is in stock" (spec §4). A logged-out shopper is told to
 * log in first, with a link to the login page.
 */
export function StockAlert({ sku, subscribed }: { sku: string; subscribed: boolean }) {
  const t = useT();
  const isLogin = useAppSelector((state) => state.user.isLogin);
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
      const { data } = await subscribe({ variables: { sku } });
      setStatus({ ok: true, text: data?.subscribeProductAlertStock?.message ?? t('catalog.alert.saved') });
    } catch (error) {
      setStatus({ ok: false, text: error instanceof Error ? error.message : t('global.pageError') });
    }
  };
  return (
    <div className="stock-alert">
      {subscribed && !status ? (
        <p role="status">{t('catalog.alert.saved')}</p>
      ) : (
        <button type="button" className="button" onClick={() => void notify()} disabled={loading || status?.ok === true}>
          {t('catalog.alert.notifyMe')}
        </button>
      )}
      {status && (
        <p className={status.ok ? 'review-form__success' : 'product-form__error'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
    </div>
  );
}

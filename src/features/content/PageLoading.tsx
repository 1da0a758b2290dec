import './PageLoading.css';
import { Loading } from '../../components/Loading';
import { useT } from '../../lib/i18n/useT';

/**
 * A content page's loading state. It is a screen tall, so the footer starts below the fold and the
 * page arriving does not push it away (a layout shift the shopper would see). Exported on purpose
 * for the blog, events and colour pages.
 */
export function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading">
      <Loading>{t('global.fetch')}</Loading>
    </div>
  );
}

import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/format/dates';
import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { isSameOrigin } from '../../../lib/security/sanitize';
import { GET_DOWNLOADABLE_PRODUCTS } from '../orders.gql';
import { useCustomerQuery } from './useCustomerQuery';

/**
 * Downloadable products: each purchased link with its order, date, status, downloads left and the download, and
 * what was bought (product name and link title) where the backend has the brand's fields (stock Magento has not).
 * download_url carries a short-lived signature for this customer; the `download` attribute keeps the click a
 * download (not a navigation the service worker would answer with the app shell).
 */
export default function Downloadable() {
  const t = useT();
  const intl = useIntl();
  const { data, loading } = useCustomerQuery(GET_DOWNLOADABLE_PRODUCTS);
  if (loading) return <p role="status">{t('global.fetch')}</p>;
  const links = presentItems(data?.customerDownloadableProducts?.items);
  if (links.length === 0) return <p>{t('account.downloadable.none')}</p>;
  const titled = links.some((link) => link.product_name || link.link_title);
  const statusText = (status: string | null) =>
    status === 'available' ? t('account.downloadable.available') : status === 'pending' ? t('account.downloadable.pending') : (status ?? '');
  return (
    <div className="account-table-wrap">
      <table className="account-table">
        <caption className="visually-hidden">{t('account.menu.downloadable')}</caption>
        <thead>
          <tr>
            {titled && <th scope="col">{t('account.downloadable.title')}</th>}
            <th scope="col">{t('account.downloadable.order')}</th>
            <th scope="col">{t('account.downloadable.date')}</th>
            <th scope="col">{t('account.downloadable.status')}</th>
            <th scope="col">{t('account.downloadable.remaining')}</th>
            <th scope="col"><span className="visually-hidden">{t('account.downloadable.download')}</span></th>
          </tr>
        </thead>
        <tbody>
          {links.map((link, index) => {
            const number = link.order_increment_id ?? '';
            const title = [link.product_name, link.link_title].filter(Boolean).filter((part, i, all) => all.indexOf(part) === i);
            return (
              <tr key={`${number}-${index}`}>
                {titled && (
                  <th scope="row" data-label={t('account.downloadable.title')}>
                    <span className="account-downloadable__product">{title[0]}</span>
                    {title[1] && <span className="account-downloadable__link">{title[1]}</span>}
                  </th>
                )}
                <td data-label={t('account.downloadable.order')}><Link to={`/account/order-history/view/${encodeURIComponent(number)}`}>{number}</Link></td>
                <td data-label={t('account.downloadable.date')}>{link.date ? formatDay(intl, link.date) ?? link.date : null}</td>
                <td data-label={t('account.downloadable.status')}>{statusText(link.status)}</td>
                <td data-label={t('account.downloadable.remaining')}>{link.remaining_downloads === 'Unlimited' ? t('account.downloadable.unlimited') : link.remaining_downloads}</td>
                <td>
                  {/* A download comes from our own site; a link the server gives to another one is not offered. */}
                  {link.status === 'available' && link.download_url && isSameOrigin(link.download_url) && (
                    <a href={link.download_url} download aria-label={title.length > 0
                      ? t('account.downloadable.downloadTitle', { title: title.join(' – '), number }) : t('account.downloadable.downloadOrder', { number })}>{t('account.downloadable.download')}</a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

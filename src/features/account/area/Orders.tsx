import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDay } from '../../../lib/format/dates';
import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { GET_ORDERS } from '../orders.gql';
import { OrderView } from './OrderView';
import { useCustomerQuery } from './useCustomerQuery';
import { useMoney } from './useMoney';

/** My Orders: the list, or one order at /account/order-history/view/{number}. */
export default function Orders({ number }: { number: string | null }) {
  return number ? <OrderView number={number} /> : <OrderList />;
}

function OrderList() {
  const t = useT();
  const money = useMoney();
  const intl = useIntl();
  const { data, loading } = useCustomerQuery(GET_ORDERS);
  if (loading) return <p role="status">{t('global.fetch')}</p>;
  const orders = presentItems(data?.customer?.orders?.items);
  if (orders.length === 0) return <p>{t('account.orders.none')}</p>;
  return (
    <div className="account-table-wrap">
      <table className="account-table">
        <caption className="visually-hidden">{t('account.menu.myOrders')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.orders.number')}</th>
            <th scope="col">{t('account.orders.date')}</th>
            <th scope="col">{t('account.orders.total')}</th>
            <th scope="col">{t('account.orders.status')}</th>
            <th scope="col"><span className="visually-hidden">{t('account.orders.action')}</span></th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td data-label={t('account.orders.number')}>{order.number}</td>
              <td data-label={t('account.orders.date')}>{formatDay(intl, order.order_date) ?? order.order_date}</td>
              <td data-label={t('account.orders.total')}>{money(order.total?.grand_total)}</td>
              <td data-label={t('account.orders.status')}>{order.status}</td>
              <td>
                <Link to={`/account/order-history/view/${encodeURIComponent(order.number)}`} aria-label={t('account.orders.viewNumber', { number: order.number })}>
                  {t('account.orders.view')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

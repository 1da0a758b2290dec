import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SheetChips } from '../../../components/SheetChips';
import { formatDay } from '../../../lib/format/dates';
import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { orderPath } from '../orderPaths';
import { GET_ORDER } from '../orders.gql';
import { AddressText } from './AddressText';
import { orderItemOptions } from './orderItemOptions';
import { useCustomerQuery } from './useCustomerQuery';
import { useMoney } from './useMoney';

/**
 * One order: items with quantities, invoices, shipments, addresses, methods and totals, then Magento's
 * "About Your Order" with the order comment when the shopper left one; links to its printouts (OrderPrint).
 */
export function OrderView({ number }: { number: string }) {
  const t = useT();
  const money = useMoney();
  const intl = useIntl();
  const { data, loading } = useCustomerQuery(GET_ORDER, { number });
  if (loading) return <p role="status">{t('global.fetch')}</p>;
  const order = presentItems(data?.customer?.orders?.items)[0];
  if (!order) return <p>{t('account.orders.notFound')}</p>;
  const comments = presentItems(order.comments).filter((c) => c.message);
  const invoices = presentItems(order.invoices);
  return (
    <article className="order-view">
      <header className="order-view__head">
        <h2 className="account-card__title">{t('account.orders.title', { number: order.number })}</h2>
        <p>
          <span className="account-badge">{order.status}</span> {t('account.orders.placed', { date: formatDay(intl, order.order_date) ?? order.order_date })}
        </p>
        <div className="account-form__actions no-print">
          <Link className="button" to={orderPath(order.number, { kind: 'order' })}>{t('account.orders.print')}</Link>
          <Link to="/account/order-history">{t('account.orders.back')}</Link>
        </div>
      </header>
      <section aria-labelledby="order-items">
        <h3 id="order-items">{t('account.orders.items')}</h3>
        <div className="account-table-wrap">
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">{t('account.orders.product')}</th>
                <th scope="col">{t('account.orders.sku')}</th>
                <th scope="col">{t('account.orders.price')}</th>
                <th scope="col">{t('account.orders.qty')}</th>
              </tr>
            </thead>
            <tbody>
              {presentItems(order.items).map((item) => {
                const options = orderItemOptions(item);
                return (
                <tr key={item.id}>
                  <td data-label={t('account.orders.product')}>
                    {item.product_name}
                    {options.lines.map((line) => (
                      <span key={`${line.label}:${line.value}`} className="order-view__option">{line.label}: {line.value}</span>
                    ))}
                    <SheetChips codes={options.chips} />
                  </td>
                  <td data-label={t('account.orders.sku')}>{item.product_sku}</td>
                  <td data-label={t('account.orders.price')}>{money(item.product_sale_price)}</td>
                  <td data-label={t('account.orders.qty')}>
                    {t('account.orders.qtyDetail', {
                      ordered: item.quantity_ordered ?? 0,
                      invoiced: item.quantity_invoiced ?? 0,
                      shipped: item.quantity_shipped ?? 0,
                      canceled: item.quantity_canceled ?? 0,
                    })}
                  </td>
                </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <dl className="order-view__totals">
        <div><dt>{t('account.orders.subtotal')}</dt><dd>{money(order.total?.subtotal)}</dd></div>
        {(order.total?.discounts ?? []).map((d, i) => d && (<div key={i}><dt>{d.label}</dt><dd>{money(d.amount)}</dd></div>))}
        <div><dt>{t('account.orders.shipping')}</dt><dd>{money(order.total?.total_shipping)}</dd></div>
        <div><dt>{t('account.orders.tax')}</dt><dd>{money(order.total?.total_tax)}</dd></div>
        <div><dt>{t('account.orders.grandTotal')}</dt><dd><strong>{money(order.total?.grand_total)}</strong></dd></div>
      </dl>
      <section aria-labelledby="order-invoices">
        <h3 id="order-invoices">{t('account.orders.invoices')}</h3>
        {invoices.length === 0 && <p>{t('account.orders.noInvoices')}</p>}
        {invoices.length > 0 && (
          <p className="no-print"><Link to={orderPath(order.number, { kind: 'invoice', number: null })}>{t('account.orders.printAllInvoices')}</Link></p>
        )}
        {invoices.map((invoice) => (
          <div key={invoice.id} className="account-card order-view__doc">
            <h4>{t('account.orders.invoice', { number: invoice.number })}</h4>
            <p className="no-print">
              <Link to={orderPath(order.number, { kind: 'invoice', number: invoice.number })} aria-label={t('account.orders.printInvoiceNumber', { number: invoice.number })}>
                {t('account.orders.printInvoice')}
              </Link>
            </p>
            <ul>{(invoice.items ?? []).map((i) => i && <li key={i.id}>{i.product_name} × {i.quantity_invoiced}</li>)}</ul>
            <p>{t('account.orders.grandTotal')}: {money(invoice.total?.grand_total)}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="order-shipments">
        <h3 id="order-shipments">{t('account.orders.shipments')}</h3>
        {(order.shipments ?? []).length === 0 && <p>{t('account.orders.noShipments')}</p>}
        {presentItems(order.shipments).length > 0 && (
          <p className="no-print"><Link to={orderPath(order.number, { kind: 'shipment', number: null })}>{t('account.orders.printAllShipments')}</Link></p>
        )}
        {(order.shipments ?? []).map((s) => s && (
          <div key={s.id} className="account-card order-view__doc">
            <h4>{t('account.orders.shipment', { number: s.number })}</h4>
            <p className="no-print">
              <Link to={orderPath(order.number, { kind: 'shipment', number: s.number })} aria-label={t('account.orders.printShipmentNumber', { number: s.number })}>
                {t('account.orders.printShipment')}
              </Link>
            </p>
            <ul>{(s.items ?? []).map((i) => i && <li key={i.id}>{i.product_name} × {i.quantity_shipped}</li>)}</ul>
            {(s.tracking ?? []).map((tr, i) => tr && <p key={i}>{tr.title}: {tr.number}</p>)}
          </div>
        ))}
      </section>
      <section className="account-grid" aria-label={t('account.orders.information')}>
        <div className="account-card"><h3>{t('account.orders.shippingAddress')}</h3>{order.shipping_address && <AddressText address={order.shipping_address} />}</div>
        <div className="account-card"><h3>{t('account.orders.shippingMethod')}</h3><p>{order.shipping_method}</p></div>
        <div className="account-card"><h3>{t('account.orders.billingAddress')}</h3>{order.billing_address && <AddressText address={order.billing_address} />}</div>
        <div className="account-card"><h3>{t('account.orders.paymentMethod')}</h3><p>{(order.payment_methods ?? []).map((p) => p?.name).join(', ')}</p></div>
      </section>
      {comments.length > 0 && (
        <section aria-labelledby="order-comments" className="order-view__comments">
          <h3 id="order-comments">{t('account.orders.about')}</h3>
          <dl>
            {comments.map((comment, index) => {
              return (
                <div key={index} className="order-view__comment">
                  <dt>
                    {t('account.orders.comment')}
                    {' · '}
                    <time dateTime={comment.timestamp.replace(' ', 'T')}>
                      {formatDay(intl, comment.timestamp) ?? comment.timestamp}
                    </time>
                  </dt>
                  <dd>{comment.message}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      )}
    </article>
  );
}

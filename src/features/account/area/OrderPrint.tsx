import './printout.css';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { SITE } from '../../../lib/config/site';
import { formatDay } from '../../../lib/format/dates';
import { presentItems, type Item } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { logoFromConfig } from '../../../shared/store/logo';
import { orderPath, type Printout } from '../orderPaths';
import { GET_ORDER_PRINTOUT } from '../orders.gql';
import { AddressText } from './AddressText';
import { useCustomerQuery } from './useCustomerQuery';
import { useMoney } from './useMoney';
import type { GetCustomerOrderPrintoutQuery } from '../../../lib/graphql/generated';

type Order = Item<NonNullable<NonNullable<GetCustomerOrderPrintoutQuery['customer']>['orders']>['items']>;
type Totals = Order['total'];
type Money = NonNullable<NonNullable<Totals>['grand_total']>;

/** Magento's purchase order payment keeps its number here (checkout's purchase order number). */
const PO_NUMBER = 'purchase_order_number';

/**
 * Spec §2.2 printouts: an order, its invoices or its shipments laid out for paper (printout.css), as
 * Magento's sales/order/print pages: the store's logo, the document's number and date, its lines and
 * totals or tracking, then the addresses and methods. The shopper prints it with the browser.
 */
export default function OrderPrint({ number, printout }: { number: string; printout: Printout }) {
  const t = useT();
  const intl = useIntl();
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const config = useAppSelector((state) => state.app.storeConfig);
  const { data, loading } = useCustomerQuery(GET_ORDER_PRINTOUT, { number });
  if (loading) return <p role="status">{t('global.fetch')}</p>;
  const order = presentItems(data?.customer?.orders?.items)[0];
  if (!order) return <p className="printout-missing">{t('account.orders.notFound')}</p>;

  const storeName = config?.store_name || SITE.brandName;
  const logo = config ? logoFromConfig(config, storeName) : null;
  // The brand's new layout where the store config names the store (invoice_print.new_theme_stores).
  const newTheme = (config?.invoice_print?.new_theme_stores ?? []).includes(storeCode);
  const documents = printoutDocuments(order, printout);
  const placed = formatDay(intl, order.order_date) ?? order.order_date;

  return (
    <article className={`printout printout--${newTheme ? 'new' : 'classic'}`}>
      <div className="printout__actions no-print">
        <Button type="primary" onClick={() => window.print()} autoInsertSpace={false}>{t('printout.print')}</Button>
        <Link to={orderPath(order.number)}>{t('printout.back')}</Link>
      </div>
      <header className="printout__head">
        {logo ? (
          <img className="printout__logo" src={logo.src} alt={logo.alt} width={logo.width ?? 180} height={logo.height ?? 40} />
        ) : (
          <p className="printout__store">{storeName}</p>
        )}
        <h1 className="printout__title">{t('account.orders.title', { number: order.number })}</h1>
        <p>{t('account.orders.placed', { date: placed })} · {order.status}</p>
      </header>
      {documents === null ? (
        <p className="printout-missing">{t('printout.notFound')}</p>
      ) : documents.length === 0 ? (
        <p className="printout-missing">{t(printout.kind === 'shipment' ? 'account.orders.noShipments' : 'account.orders.noInvoices')}</p>
      ) : (
        documents.map((document) => <PrintedDocument key={document.key} document={document} />)
      )}
      <section className="printout__info" aria-label={t('account.orders.information')}>
        <div>
          <h2>{t('account.orders.shippingAddress')}</h2>
          {order.shipping_address && <AddressText address={order.shipping_address} />}
        </div>
        <div>
          <h2>{t('account.orders.shippingMethod')}</h2>
          <p>{order.shipping_method}</p>
        </div>
        <div>
          <h2>{t('account.orders.billingAddress')}</h2>
          {order.billing_address && <AddressText address={order.billing_address} />}
        </div>
        <div>
          <h2>{t('account.orders.paymentMethod')}</h2>
          {presentItems(order.payment_methods).map((method, index) => {
            const po = presentItems(method.additional_data).find((entry) => entry.name === PO_NUMBER)?.value;
            return (
              <p key={index}>
                {method.name}
                {po && <><br />{t('printout.poNumber', { number: po })}</>}
              </p>
            );
          })}
        </div>
      </section>
    </article>
  );
}

interface Line {
  id: string;
  name: string | null;
  sku: string;
  price: Money | null;
  quantity: number;
}

interface PrintableDocument {
  key: string;
  heading: { id: 'account.orders.title' | 'account.orders.invoice' | 'account.orders.shipment'; number: string } | null;
  quantityLabel: 'account.orders.qty' | 'printout.qtyInvoiced' | 'printout.qtyShipped';
  lines: Line[];
  totals: Totals | null;
  tracking: Array<{ title: string | null; number: string | null }>;
}

/** The documents a printout shows; null when it names an invoice or shipment the order does not have. */
function printoutDocuments(order: Order, printout: Printout): PrintableDocument[] | null {
  if (printout.kind === 'order') {
    const lines = presentItems(order.items).map((item) => ({
      id: item.id, name: item.product_name, sku: item.product_sku, price: item.product_sale_price, quantity: item.quantity_ordered ?? 0,
    }));
    return [{ key: 'order', heading: null, quantityLabel: 'account.orders.qty', lines, totals: order.total, tracking: [] }];
  }
  if (printout.kind === 'invoice') {
    const invoices = presentItems(order.invoices).filter((invoice) => printout.number === null || invoice.number === printout.number);
    if (printout.number !== null && invoices.length === 0) return null;
    return invoices.map((invoice) => ({
      key: `invoice-${invoice.id}`,
      heading: { id: 'account.orders.invoice', number: invoice.number },
      quantityLabel: 'printout.qtyInvoiced',
      lines: presentItems(invoice.items).map((item) => ({
        id: item.id, name: item.product_name, sku: item.product_sku, price: item.product_sale_price, quantity: item.quantity_invoiced ?? 0,
      })),
      totals: invoice.total,
      tracking: [],
    }));
  }
  const shipments = presentItems(order.shipments).filter((shipment) => printout.number === null || shipment.number === printout.number);
  if (printout.number !== null && shipments.length === 0) return null;
  return shipments.map((shipment) => ({
    key: `shipment-${shipment.id}`,
    heading: { id: 'account.orders.shipment', number: shipment.number },
    quantityLabel: 'printout.qtyShipped',
    lines: presentItems(shipment.items).map((item) => ({
      id: item.id, name: item.product_name, sku: item.product_sku, price: null, quantity: item.quantity_shipped,
    })),
    totals: null,
    tracking: presentItems(shipment.tracking),
  }));
}

function PrintedDocument({ document }: { document: PrintableDocument }) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const priced = document.lines.some((line) => line.price);
  const headingId = `printout-${document.key}`;
  return (
    <section className="printout__doc" aria-labelledby={headingId}>
      <h2 id={headingId}>{document.heading ? t(document.heading.id, { number: document.heading.number }) : t('account.orders.items')}</h2>
      <table className="printout__lines">
        <thead>
          <tr>
            <th scope="col">{t('account.orders.product')}</th>
            <th scope="col" className="printout__sku">{t('account.orders.sku')}</th>
            {priced && <th scope="col" className="printout__num">{t('account.orders.price')}</th>}
            <th scope="col" className="printout__num">{t(document.quantityLabel)}</th>
            {priced && <th scope="col" className="printout__num">{t('account.orders.subtotal')}</th>}
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.name}
                {/* Phones: the SKU under the name (its column gives way, printout.css). */}
                <span className="printout__sku-inline" aria-hidden="true">{line.sku}</span>
              </td>
              <td className="printout__sku">{line.sku}</td>
              {priced && <td className="printout__num">{money(line.price)}</td>}
              <td className="printout__num">{intl.formatNumber(line.quantity)}</td>
              {priced && <td className="printout__num">{line.price?.value == null ? '' : money({ ...line.price, value: line.price.value * line.quantity })}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {document.totals && (
        <dl className="printout__totals">
          <div><dt>{t('account.orders.subtotal')}</dt><dd>{money(document.totals.subtotal)}</dd></div>
          {presentItems(document.totals.discounts).map((discount, index) => (
            <div key={index}><dt>{discount.label}</dt><dd>{money(discount.amount)}</dd></div>
          ))}
          <div><dt>{t('account.orders.shipping')}</dt><dd>{money(document.totals.total_shipping)}</dd></div>
          <div><dt>{t('account.orders.tax')}</dt><dd>{money(document.totals.total_tax)}</dd></div>
          <div className="printout__grand"><dt>{t('account.orders.grandTotal')}</dt><dd>{money(document.totals.grand_total)}</dd></div>
        </dl>
      )}
      {document.tracking.length > 0 && (
        <dl className="printout__tracking">
          {document.tracking.map((track, index) => (
            <div key={index}><dt>{track.title ?? t('printout.carrier')}</dt><dd>{t('printout.trackingNumber', { number: track.number ?? '' })}</dd></div>
          ))}
        </dl>
      )}
    </section>
  );
}

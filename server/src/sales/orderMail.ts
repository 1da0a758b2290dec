import { queueEmail } from '../repositories/email';
import type { NewOrder } from '../repositories/sales/orders';
import type { StoreRecord } from '../repositories/store/stores';
import type { Database } from 'better-sqlite3';

/** Magento's new-order e-mail (sales_email_order_template, or the guest one), queued in email_outbox with the order. */
export const queueOrderMail = (db: Database, store: StoreRecord, order: NewOrder, number: string): void => {
  const lines = order.items.map((item) => `${item.qty} x ${item.name} (${item.sku})`).join('\n');
  queueEmail(db, {
    storeCode: order.storeCode,
    template: order.customerId === null ? 'sales_email_order_guest_template' : 'sales_email_order_template',
    toEmail: order.email,
    toName: [order.firstname, order.lastname].filter(Boolean).join(' '),
    subject: `Your ${store.websiteName} order confirmation`,
    body: `Thank you for your order #${number}.\n${lines}\nGrand total: ${order.totals.grandTotal.toFixed(2)} ${order.currency}`,
  });
};

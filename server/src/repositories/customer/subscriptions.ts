import { findSubscriptionStatus, saveSubscription } from '../newsletter';
import type { CustomerRecord } from './customers';
import type { Database } from 'better-sqlite3';

/** Customer.is_subscribed: the website's newsletter subscription of the customer's e-mail. */
export const isCustomerSubscribed = (db: Database, customer: Pick<CustomerRecord, 'email' | 'website_code'>): boolean =>
  findSubscriptionStatus(db, customer.email, customer.website_code) === 'SUBSCRIBED';

/** Magento's ChangeSubscriptionStatus: subscribe, or unsubscribe an existing subscription (nothing to do otherwise). */
export const setCustomerSubscription = (db: Database, customer: CustomerRecord, storeCode: string, subscribed: boolean): void => {
  const current = findSubscriptionStatus(db, customer.email, customer.website_code);
  if (!subscribed && current === null) return;
  saveSubscription(db, {
    email: customer.email, websiteCode: customer.website_code, storeCode, customerId: customer.id,
    status: subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED',
  });
};

/** The subscription follows the customer's new e-mail (a guest row for the new address is replaced). */
export const moveSubscription = (db: Database, customer: CustomerRecord, newEmail: string): void => {
  db.prepare('DELETE FROM newsletter_subscribers WHERE email = ? AND website_code = ? AND email <> ?')
    .run(newEmail, customer.website_code, customer.email);
  db.prepare('UPDATE newsletter_subscribers SET email = ?, customer_id = ? WHERE email = ? AND website_code = ?')
    .run(newEmail, customer.id, customer.email, customer.website_code);
};

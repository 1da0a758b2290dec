import type { Database } from 'better-sqlite3';

/** Magento's subscriber statuses, as SubscriptionStatusesEnum names them. */
export type SubscriptionStatus = 'SUBSCRIBED' | 'NOT_ACTIVE' | 'UNSUBSCRIBED' | 'UNCONFIRMED';

/** Subscriptions are per website, as in Magento (newsletter_subscriber is keyed by store, checked per website). */
export const findSubscriptionStatus = (db: Database, email: string, websiteCode: string): SubscriptionStatus | null =>
  (db.prepare('SELECT status FROM newsletter_subscribers WHERE email = ? AND website_code = ?')
    .get(email, websiteCode) as { status: SubscriptionStatus } | undefined)?.status ?? null;

export const saveSubscription = (
  db: Database,
  row: { email: string; websiteCode: string; storeCode: string; customerId: number | null; status: SubscriptionStatus },
): void => {
  db.prepare(`INSERT INTO newsletter_subscribers (email, website_code, store_code, customer_id, status)
    VALUES (@email, @websiteCode, @storeCode, @customerId, @status)
    ON CONFLICT (email, website_code) DO UPDATE SET status = excluded.status, store_code = excluded.store_code,
      customer_id = COALESCE(excluded.customer_id, customer_id),
      updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`).run(row);
};

import type { Database } from 'better-sqlite3';

/** The customer a bearer token belongs to, or null when it is unknown, revoked or expired. */
export const customerIdForToken = (db: Database, token: string): number | null =>
  (db.prepare(`SELECT customer_id FROM customer_tokens
    WHERE token = ? AND revoked = 0 AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)
    .get(token) as { customer_id: number } | undefined)?.customer_id ?? null;

/** Revokes every token of the customer, as Magento's revokeCustomerAccessToken does. */
export const revokeCustomerTokens = (db: Database, customerId: number): void => {
  db.prepare('UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ?').run(customerId);
};

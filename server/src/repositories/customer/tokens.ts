import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** Magento's default customer token lifetime (oauth/access_token_lifetime/customer): one hour. */
export const customerTokenLifetimeMs = 60 * 60 * 1000;

/** Only the SHA-256 of a token is stored, so a copy of the database does not hand out sessions. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new bearer token for the customer: 32 random bytes, base64url, valid for one hour from `now`. */
export const issueCustomerToken = (db: Database, customerId: number, now: Date = new Date()): string => {
  const token = randomBytes(32).toString('base64url');
  // Tokens expired for a day are of no use to anyone: the table does not grow with every sign-in.
  db.prepare('DELETE FROM customer_tokens WHERE expires_at < ?').run(new Date(now.getTime() - 86_400_000).toISOString());
  db.prepare('INSERT INTO customer_tokens (token, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(tokenHash(token), customerId, now.toISOString(), new Date(now.getTime() + customerTokenLifetimeMs).toISOString());
  return token;
};

/**
 * The customer a bearer token belongs to, or null when it is unknown, revoked, expired, or belongs to a
 * customer of another website (accounts are website-scoped, so a de_de token means nothing to na_us).
 */
export const customerIdForToken = (db: Database, token: string, websiteCode: string, now: Date = new Date()): number | null =>
  (db.prepare(`SELECT t.customer_id FROM customer_tokens t JOIN customers c ON c.id = t.customer_id
    WHERE t.token = ? AND t.revoked = 0 AND t.expires_at > ? AND c.website_code = ? AND c.is_active = 1`)
    .get(tokenHash(token), now.toISOString(), websiteCode) as { customer_id: number } | undefined)?.customer_id ?? null;

/** Revokes every token of the customer, as Magento's revokeCustomerAccessToken does (sign-out, password change). */
export const revokeCustomerTokens = (db: Database, customerId: number): void => {
  db.prepare('UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ? AND revoked = 0').run(customerId);
};

/** After a password change: every other session of the customer ends, the one that changed it stays. */
export const revokeOtherCustomerTokens = (db: Database, customerId: number, keepToken: string | null): void => {
  db.prepare('UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ? AND revoked = 0 AND token IS NOT ?')
    .run(customerId, keepToken === null ? null : tokenHash(keepToken));
};

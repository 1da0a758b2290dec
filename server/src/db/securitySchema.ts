/**
 * What the abuse limits count (server/src/security/limits.ts): one row per counted event (a failed sign-in, a
 * password-reset request, an e-mail to a friend, a password check still running), by account and client address,
 * as Magento keeps oauth_token_request_log, password_reset_request_event and sendfriend_log. Rows older than a day
 * are pruned.
 */
export const securitySchemaSql = `
CREATE TABLE IF NOT EXISTS security_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  account TEXT,
  client TEXT,
  -- milliseconds since the epoch
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS security_events_account ON security_events (kind, account, created_at);
CREATE INDEX IF NOT EXISTS security_events_client ON security_events (kind, client, created_at);
`;

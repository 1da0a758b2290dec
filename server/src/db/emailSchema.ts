/** The e-mail outbox (server/src/repositories/email.ts). */
export const emailSchemaSql = `
-- Mail the backend would send (Email to a Friend, …); nothing leaves the machine, tests read it here.
CREATE TABLE IF NOT EXISTS email_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_code TEXT NOT NULL,
  template TEXT NOT NULL,
  to_email TEXT NOT NULL,
  to_name TEXT NOT NULL,
  reply_to_email TEXT,
  reply_to_name TEXT,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
`;

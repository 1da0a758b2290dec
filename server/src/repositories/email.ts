import type { Database } from 'better-sqlite3';

export interface OutgoingEmail {
  storeCode: string;
  template: string;
  toEmail: string;
  toName: string;
  replyToEmail?: string;
  replyToName?: string;
  subject: string;
  body: string;
}

/** Queues a mail; the embedded backend never sends, tests and developers read email_outbox. */
export const queueEmail = (db: Database, email: OutgoingEmail): void => {
  db.prepare(`INSERT INTO email_outbox (store_code, template, to_email, to_name, reply_to_email, reply_to_name, subject, body)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(email.storeCode, email.template, email.toEmail, email.toName,
    email.replyToEmail ?? null, email.replyToName ?? null, email.subject, email.body);
};

import type { Database } from 'better-sqlite3';

/** What the abuse limits count (db/securitySchema.ts). */
export type SecurityEventKind = 'token_failure' | 'client_sign_in_failure' | 'password_reset_request' | 'send_friend'
  /** A password check of an account still running (security/signInGate.ts): counts towards its lockout until settled. */
  | 'password_check';

export interface EventMatch {
  kind: SecurityEventKind;
  /** Events of this account (an e-mail, a customer id)… */
  account?: string | null;
  /** …or of this client address: either matches when both are given (Magento's "by IP and e-mail"). */
  client?: string | null;
  /** Only events at or after this time (ms). */
  since: number;
}

const where = (match: EventMatch): { sql: string; params: unknown[] } => {
  const who: string[] = [];
  const params: unknown[] = [match.kind, match.since];
  if (match.account) {
    who.push('account = ?');
    params.push(match.account);
  }
  if (match.client) {
    who.push('client = ?');
    params.push(match.client);
  }
  if (who.length === 0) throw new Error('A security event match needs an account or a client.');
  return { sql: `kind = ? AND created_at >= ? AND (${who.join(' OR ')})`, params };
};

export const countEvents = (db: Database, match: EventMatch): number => {
  const { sql, params } = where(match);
  return (db.prepare(`SELECT COUNT(*) AS n FROM security_events WHERE ${sql}`).get(...params) as { n: number }).n;
};

/** The time (ms) of the newest matching event, or null. */
export const lastEventAt = (db: Database, match: EventMatch): number | null => {
  const { sql, params } = where(match);
  return (db.prepare(`SELECT MAX(created_at) AS at FROM security_events WHERE ${sql}`).get(...params) as { at: number | null }).at;
};

/** Records an event; returns its id (to take it back when the attempt it stood for succeeds). */
export const recordEvent = (db: Database, kind: SecurityEventKind, who: { account?: string | null; client?: string | null }, at: number): number =>
  Number(db.prepare('INSERT INTO security_events (kind, account, client, created_at) VALUES (?, ?, ?, ?)')
    .run(kind, who.account ?? null, who.client ?? null, at).lastInsertRowid);

export const eventExists = (db: Database, id: number): boolean =>
  db.prepare('SELECT 1 FROM security_events WHERE id = ?').get(id) !== undefined;

export const deleteEvent = (db: Database, id: number): void => {
  db.prepare('DELETE FROM security_events WHERE id = ?').run(id);
};

/** Forgets an account's events of one kind (a successful sign-in resets its failure count, as Magento does). */
export const clearAccountEvents = (db: Database, kind: SecurityEventKind, account: string): void => {
  db.prepare('DELETE FROM security_events WHERE kind = ? AND account = ?').run(kind, account);
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Drops events older than any limit looks back (a day); cheap enough to run on every write. */
export const pruneEvents = (db: Database, now: number): void => {
  db.prepare('DELETE FROM security_events WHERE created_at < ?').run(now - DAY_MS);
};

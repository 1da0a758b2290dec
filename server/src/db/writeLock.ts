import type { Database, Transaction } from 'better-sqlite3';

/** How long a statement waits for another connection's write lock (DB_BUSY_TIMEOUT_MS; SQLite's busy_timeout). */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

export function busyTimeoutFromEnv(env: NodeJS.ProcessEnv): number {
  const text = env.DB_BUSY_TIMEOUT_MS?.trim();
  if (!text) return DEFAULT_BUSY_TIMEOUT_MS;
  if (!/^\d+$/.test(text)) throw new Error(`DB_BUSY_TIMEOUT_MS must be a whole number, not "${text}".`);
  return Number(text);
}

type AnyFunction = (...args: never[]) => unknown;

/**
 * Makes every `db.transaction(fn)()` BEGIN IMMEDIATE. A deferred transaction that reads and then writes cannot
 * wait for a write lock another connection holds (SQLite answers SQLITE_BUSY at once rather than risk a deadlock),
 * so a sign-up or a cart write failed outright while, say, a backup or a second server process was writing.
 * Taking the lock up front lets the busy timeout do its job. `.deferred` stays available for read-only work.
 */
export function immediateTransactions(db: Database): void {
  const transaction = db.transaction.bind(db);
  const immediateFirst = <F extends AnyFunction>(fn: F): Transaction<F> => {
    const tx = transaction(fn);
    const run = tx.immediate.bind(tx) as unknown as Transaction<F>;
    return Object.assign(run, { default: tx.immediate, deferred: tx.deferred, immediate: tx.immediate, exclusive: tx.exclusive });
  };
  db.transaction = immediateFirst as Database['transaction'];
}

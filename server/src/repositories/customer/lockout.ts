import { type CustomerRecord, sqlTimestamp } from './customers';
import type { Database } from 'better-sqlite3';

/**
 * Magento's customer lockout (customer/password/lockout_failures failures within lockout_threshold minutes lock
 * the account for lockout_threshold minutes; defaults 10 and 10, security/limits.ts). A locked account gets the
 * same neutral sign-in message as a wrong password, so guessing stops paying off without telling anyone which
 * e-mails have accounts.
 */
export interface LockoutConfig {
  maxFailures: number;
  minutes: number;
}

const minutesAfter = (timestamp: string, minutes: number): string =>
  sqlTimestamp(new Date(new Date(`${timestamp.replace(' ', 'T')}Z`).getTime() + minutes * 60_000));

export const isLocked = (customer: Pick<CustomerRecord, 'lock_expires'>, now: Date = new Date()): boolean =>
  customer.lock_expires !== null && customer.lock_expires > sqlTimestamp(now);

type LockRow = Pick<CustomerRecord, 'failures_num' | 'first_failure' | 'lock_expires'>;

const lockRow = (db: Database, customerId: number): LockRow | undefined =>
  db.prepare('SELECT failures_num, first_failure, lock_expires FROM customers WHERE id = ?').get(customerId) as LockRow | undefined;

/** Whether the account is locked now, read from the database (never from a row loaded before an await). */
export const isLockedNow = (db: Database, customerId: number, now: Date = new Date()): boolean => {
  const row = lockRow(db, customerId);
  return row !== undefined && isLocked(row, now);
};

/**
 * Counts one failure, reading and writing in one step (true when it is the one that locks the account): parallel wrong guesses each count, whatever order their
 * password checks finish in. Callers count an attempt *before* checking the password (and take it back on success,
 * clearFailedSignIns), so a burst of requests cannot run more checks than the lockout allows.
 */
export const recordFailedSignIn = (db: Database, customerId: number, config: LockoutConfig, now: Date = new Date()): boolean =>
  db.transaction((): boolean => {
    const row = lockRow(db, customerId);
    if (!row) return false;
    const current = sqlTimestamp(now);
    const windowOver = row.first_failure === null || minutesAfter(row.first_failure, config.minutes) < current;
    const failures = windowOver ? 1 : row.failures_num + 1;
    const lockExpires = config.maxFailures > 0 && failures >= config.maxFailures ? minutesAfter(current, config.minutes) : row.lock_expires;
    db.prepare('UPDATE customers SET failures_num = ?, first_failure = ?, lock_expires = ? WHERE id = ?')
      .run(failures, windowOver ? current : row.first_failure, lockExpires, customerId);
    return lockExpires !== row.lock_expires;
  })();

export const clearFailedSignIns = (db: Database, customerId: number): void => {
  db.prepare('UPDATE customers SET failures_num = 0, first_failure = NULL, lock_expires = NULL WHERE id = ?').run(customerId);
};

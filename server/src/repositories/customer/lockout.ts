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

/** The failures that still count towards the lock: none once the window opened by the first has passed. */
const failuresInWindow = (row: LockRow, config: LockoutConfig, now: Date): number =>
  row.first_failure === null || minutesAfter(row.first_failure, config.minutes) < sqlTimestamp(now) ? 0 : row.failures_num;

/** The customer's failed sign-ins that count now (read from the database). */
export const failedSignInsNow = (db: Database, customerId: number, config: LockoutConfig, now: Date = new Date()): number => {
  const row = lockRow(db, customerId);
  return row === undefined ? 0 : failuresInWindow(row, config, now);
};

/**
 * Records one wrong password and answers whether the account is locked after it, reading and writing in one
 * transaction: Magento's Authentication::authenticate (processAuthenticationFailure, then isLocked). The answer is
 * decided here, when the failure is recorded, from the row as it is then: a right password confirmed while this
 * one was being checked has reset the count (clearFailedSignIns), and this failure then counts from 1 and locks
 * nothing. Parallel wrong guesses each count, whatever order their checks finish in.
 */
export const recordFailedSignIn = (db: Database, customerId: number, config: LockoutConfig, now: Date = new Date()): boolean =>
  db.transaction((): boolean => {
    const row = lockRow(db, customerId);
    if (!row) return false;
    const current = sqlTimestamp(now);
    const counted = failuresInWindow(row, config, now);
    const failures = counted + 1;
    const lockExpires = config.maxFailures > 0 && failures >= config.maxFailures ? minutesAfter(current, config.minutes) : row.lock_expires;
    db.prepare('UPDATE customers SET failures_num = ?, first_failure = ?, lock_expires = ? WHERE id = ?')
      .run(failures, counted === 0 ? current : row.first_failure, lockExpires, customerId);
    return isLocked({ lock_expires: lockExpires }, now);
  })();

/** A right password (or a password reset): the count starts again and any lock ends, as in Magento. */
export const clearFailedSignIns = (db: Database, customerId: number): void => {
  db.prepare('UPDATE customers SET failures_num = 0, first_failure = NULL, lock_expires = NULL WHERE id = ?').run(customerId);
};

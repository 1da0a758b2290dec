import { type CustomerRecord, sqlTimestamp } from './customers';
import type { Database } from 'better-sqlite3';

/**
 * Magento's customer lockout (customer/password/lockout_failures = 10 within lockout_threshold = 10 minutes
 * locks the account for 10 minutes). A locked account gets the same neutral sign-in message as a wrong
 * password, so guessing stops paying off without telling anyone which e-mails have accounts.
 */
export const lockoutConfig = { maxFailures: 10, windowMinutes: 10, lockMinutes: 10 } as const;

const minutesAfter = (timestamp: string, minutes: number): string =>
  sqlTimestamp(new Date(new Date(`${timestamp.replace(' ', 'T')}Z`).getTime() + minutes * 60_000));

export const isLocked = (customer: Pick<CustomerRecord, 'lock_expires'>, now: Date = new Date()): boolean =>
  customer.lock_expires !== null && customer.lock_expires > sqlTimestamp(now);

export const recordFailedSignIn = (db: Database, customer: CustomerRecord, now: Date = new Date()): void => {
  const current = sqlTimestamp(now);
  const windowOver = customer.first_failure === null
    || minutesAfter(customer.first_failure, lockoutConfig.windowMinutes) < current;
  const failures = windowOver ? 1 : customer.failures_num + 1;
  const lockExpires = failures >= lockoutConfig.maxFailures ? minutesAfter(current, lockoutConfig.lockMinutes) : customer.lock_expires;
  db.prepare('UPDATE customers SET failures_num = ?, first_failure = ?, lock_expires = ? WHERE id = ?')
    .run(failures, windowOver ? current : customer.first_failure, lockExpires, customer.id);
};

export const clearFailedSignIns = (db: Database, customerId: number): void => {
  db.prepare('UPDATE customers SET failures_num = 0, first_failure = NULL, lock_expires = NULL WHERE id = ?').run(customerId);
};

import { clearFailedSignIns, failedSignInsNow, isLockedNow, recordFailedSignIn } from '../repositories/customer/lockout';
import {
  clearAccountEvents, countEvents, deleteEvent, eventExists, lastEventAt, pruneEvents, recordEvent,
} from '../repositories/security';
import type { SecurityLimits } from './limits';
import type { Database } from 'better-sqlite3';

export interface SignInAttempt {
  /** The password was right: the attempt stops counting as a failure, and the account's failures and lock end. */
  succeeded: () => void;
  /**
   * The password was wrong (or the account cannot sign in): the failure is recorded now, and `locked` tells
   * whether the account is locked after it, decided in the same write (Magento then says it is locked).
   */
  failed: (at?: number) => { locked: boolean };
}

export interface SignInParty {
  /** The e-mail as typed (generateCustomerToken), counted per website whether or not it has an account. */
  email?: string;
  websiteCode: string;
  /** The account, when there is one. */
  customerId: number | null;
  /** The client, for sign-ins (a signed-in customer confirming their password is limited by the lockout alone). */
  clientIp?: string;
}

const MINUTE_MS = 60_000;

/** A password check still unsettled after this long died with its request: it stops holding a place. */
const CHECK_IN_FLIGHT_MS = MINUTE_MS;

const checkAccount = (customerId: number): string => `customer:${customerId}`;

/** Magento's oauth throttler: failures per e-mail count until one lock period passes without a new one. */
const tokenThrottled = (db: Database, account: string, limits: SecurityLimits, now: number): boolean => {
  if (limits.tokenFailures <= 0) return false;
  const last = lastEventAt(db, { kind: 'token_failure', account, since: 0 });
  if (last === null) return false;
  if (last < now - limits.tokenLockMinutes * MINUTE_MS) {
    clearAccountEvents(db, 'token_failure', account);
    return false;
  }
  return countEvents(db, { kind: 'token_failure', account, since: 0 }) >= limits.tokenFailures;
};

const clientThrottled = (db: Database, client: string, limits: SecurityLimits, now: number): boolean =>
  limits.clientSignInFailures > 0 && countEvents(db, {
    kind: 'client_sign_in_failure', client, since: now - limits.clientSignInMinutes * MINUTE_MS,
  }) >= limits.clientSignInFailures;

/**
 * Admits one password check, or refuses it (null) when the client, the e-mail or the account is throttled or
 * locked. Client and e-mail count an admitted attempt as a failure at once, in the same write as the checks, taken
 * back only when the password proves right. The account's lockout counts the checks still running beside its
 * recorded failures: however many requests arrive together, no more passwords are checked than would lock it
 * (parallel guesses had each read the count before any of them wrote it). Its failure itself is recorded, and
 * the lock decided, only when the check fails (`failed`): a right password confirmed in the meantime has reset
 * the count, so a wrong one checked beside it never answers "locked" for a lock that no longer exists.
 */
export function admitSignIn(db: Database, limits: SecurityLimits, party: SignInParty, now: number = Date.now()): SignInAttempt | null {
  const account = party.email === undefined ? null : `${party.websiteCode}:${party.email.trim().toLowerCase()}`;
  const lockout = { maxFailures: limits.lockoutFailures, minutes: limits.lockoutMinutes };
  const { customerId } = party;
  return db.transaction((): SignInAttempt | null => {
    pruneEvents(db, now);
    const client = party.clientIp === undefined ? undefined : party.clientIp || 'unknown';
    if (client !== undefined && clientThrottled(db, client, limits, now)) return null;
    if (account !== null && tokenThrottled(db, account, limits, now)) return null;
    if (customerId !== null) {
      if (isLockedNow(db, customerId, new Date(now))) return null;
      const running = countEvents(db, { kind: 'password_check', account: checkAccount(customerId), since: now - CHECK_IN_FLIGHT_MS });
      if (lockout.maxFailures > 0 && failedSignInsNow(db, customerId, lockout, new Date(now)) + running >= lockout.maxFailures) return null;
    }
    const clientEvent = client === undefined ? null : recordEvent(db, 'client_sign_in_failure', { client }, now);
    let accountEvent = account === null ? null : recordEvent(db, 'token_failure', { account }, now);
    const checkEvent = customerId === null ? null : recordEvent(db, 'password_check', { account: checkAccount(customerId) }, now);
    return {
      succeeded: () => {
        db.transaction(() => {
          if (checkEvent !== null) deleteEvent(db, checkEvent);
          if (clientEvent !== null) deleteEvent(db, clientEvent);
          if (account !== null) clearAccountEvents(db, 'token_failure', account);
          if (customerId !== null) clearFailedSignIns(db, customerId);
        })();
      },
      failed: (at = Date.now()) => db.transaction(() => {
        if (checkEvent !== null) deleteEvent(db, checkEvent);
        // A right password of the same e-mail confirmed meanwhile forgot this failure with the others: it counts again.
        if (account !== null && accountEvent !== null && !eventExists(db, accountEvent)) accountEvent = recordEvent(db, 'token_failure', { account }, at);
        return { locked: customerId !== null && recordFailedSignIn(db, customerId, lockout, new Date(at)) };
      })(),
    };
  })();
}

import { clearFailedSignIns, isLockedNow, recordFailedSignIn } from '../repositories/customer/lockout';
import {
  clearAccountEvents, countEvents, deleteEvent, lastEventAt, pruneEvents, recordEvent,
} from '../repositories/security';
import type { SecurityLimits } from './limits';
import type { Database } from 'better-sqlite3';

export interface SignInAttempt {
  /** The password was right: the attempt stops counting as a failure. */
  succeeded: () => void;
  /** Counted as a failure, this attempt is the one that locks the account (Magento then says it is locked). */
  locks: boolean;
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
 * locked. An admitted attempt is counted as a failure at once, in the same write as the checks, and taken back
 * only when the password proves right: however many requests arrive together, no more passwords are checked than
 * the limits allow (parallel guesses had each read the count before any of them wrote it).
 */
export function admitSignIn(db: Database, limits: SecurityLimits, party: SignInParty, now: number = Date.now()): SignInAttempt | null {
  const account = party.email === undefined ? null : `${party.websiteCode}:${party.email.trim().toLowerCase()}`;
  const lockout = { maxFailures: limits.lockoutFailures, minutes: limits.lockoutMinutes };
  return db.transaction((): SignInAttempt | null => {
    pruneEvents(db, now);
    const client = party.clientIp === undefined ? undefined : party.clientIp || 'unknown';
    if (client !== undefined && clientThrottled(db, client, limits, now)) return null;
    if (account !== null && tokenThrottled(db, account, limits, now)) return null;
    if (party.customerId !== null && isLockedNow(db, party.customerId, new Date(now))) return null;
    const clientEvent = client === undefined ? null : recordEvent(db, 'client_sign_in_failure', { client }, now);
    if (account !== null) recordEvent(db, 'token_failure', { account }, now);
    const locks = party.customerId !== null && recordFailedSignIn(db, party.customerId, lockout, new Date(now));
    return {
      locks,
      succeeded: () => {
        db.transaction(() => {
          if (clientEvent !== null) deleteEvent(db, clientEvent);
          if (account !== null) clearAccountEvents(db, 'token_failure', account);
          if (party.customerId !== null) clearFailedSignIns(db, party.customerId);
        })();
      },
    };
  })();
}

import { countEvents, lastEventAt, pruneEvents, recordEvent } from '../repositories/security';
import type { SecurityLimits } from './limits';
import type { Database } from 'better-sqlite3';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Magento's Security module wording (SecurityChecker\Quantity and \Frequency), without its support address. */
export const tooManyResetsMessage = 'We received too many requests for password resets. Please wait and try again later.';

/**
 * Magento's password-reset protection "by IP and e-mail" (customer/password/password_reset_protection_type 1): a
 * request is refused when this address or this e-mail asked within min_time_between_password_reset_requests, or
 * asked max_number_password_reset_requests times in the last hour. Checked and recorded in one write, before any
 * account is looked up, so the answer says nothing about whether the e-mail has an account.
 */
export function admitPasswordResetRequest(
  db: Database, limits: SecurityLimits, who: { email: string; websiteCode: string; clientIp: string }, now: number = Date.now(),
): boolean {
  const match = { kind: 'password_reset_request' as const, account: `${who.websiteCode}:${who.email.toLowerCase()}`, client: who.clientIp || 'unknown' };
  return db.transaction((): boolean => {
    pruneEvents(db, now);
    const last = lastEventAt(db, { ...match, since: now - HOUR_MS });
    if (limits.passwordResetMinMinutes > 0 && last !== null && last > now - limits.passwordResetMinMinutes * MINUTE_MS) return false;
    if (limits.passwordResetsPerHour > 0 && countEvents(db, { ...match, since: now - HOUR_MS }) >= limits.passwordResetsPerHour) return false;
    recordEvent(db, match.kind, match, now);
    return true;
  })();
}

const sendFriendMatch = (who: { customerId: number | null; clientIp: string }) => (who.customerId !== null
  ? { kind: 'send_friend' as const, account: `customer:${who.customerId}` }
  : { kind: 'send_friend' as const, client: who.clientIp || 'unknown' });

/**
 * Magento's sendfriend/email/max_per_hour: whether this sender has used up the sends of the last hour, counted per
 * signed-in customer or, for a guest, per client address (Magento's "limit sending by IP"; its cookie option means
 * nothing to an API). A send counts once, whatever its number of recipients (recordSendToFriend, after it went).
 */
export const sendToFriendExhausted = (
  db: Database, limits: SecurityLimits, who: { customerId: number | null; clientIp: string }, now: number = Date.now(),
): boolean => limits.sendFriendPerHour > 0 && countEvents(db, { ...sendFriendMatch(who), since: now - HOUR_MS }) >= limits.sendFriendPerHour;

export const recordSendToFriend = (db: Database, who: { customerId: number | null; clientIp: string }, now: number = Date.now()): void => {
  pruneEvents(db, now);
  const match = sendFriendMatch(who);
  recordEvent(db, match.kind, match, now);
};

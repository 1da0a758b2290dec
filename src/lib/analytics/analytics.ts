import { getAnalyticsUserId, getCartId, getSegmentSessionId, getStoreCode, setSegmentSessionId } from '../storage/storage';

// Spec §7 analytics: events are POSTed form-encoded to our own origin at /segment/collect/{type}.
// Consent first: nothing is sent until the consent manager has told us the shopper's active
// groups, either by the window event 'consent-loaded' (detail { activeGroups: '…' }, dispatched
// by the consent banner integration) or the OneTrust global `OptanonActiveGroups` (',C0001,C0002,').
// Events raised before consent are dropped, not queued: the shopper had not agreed yet.

declare global {
  interface Window {
    OptanonActiveGroups?: string;
  }
}

let consentGroups = '';
const consentSubscribers = new Set<() => void>();

/** The active consent groups, '' when the shopper has not (yet) answered. */
export function activeConsentGroups(win: Window = window): string {
  return consentGroups || win.OptanonActiveGroups || '';
}

/** Listens for the consent manager; returns a function that stops listening. */
export function listenForConsent(win: Window = window): () => void {
  const onConsent = (event: Event) => {
    const detail = (event as CustomEvent<{ activeGroups?: unknown } | null>).detail;
    if (typeof detail?.activeGroups !== 'string') return;
    consentGroups = detail.activeGroups;
    consentSubscribers.forEach((subscriber) => subscriber());
  };
  win.addEventListener('consent-loaded', onConsent);
  return () => win.removeEventListener('consent-loaded', onConsent);
}

/** Calls `subscriber` each time the consent manager answers; returns a function that stops it. */
export function onConsentAnswer(subscriber: () => void): () => void {
  consentSubscribers.add(subscriber);
  return () => consentSubscribers.delete(subscriber);
}

/** For tests: forget the consent. */
export function resetConsent(): void {
  consentGroups = '';
}

/** The session of this event: the cookie's, renewed (spec §9 maxAge 14400 s from the last event), or a new one. */
function sessionId(): string {
  const id = getSegmentSessionId() ?? (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now()));
  setSegmentSessionId(id);
  return id;
}

export type EventFields = Record<string, string | number | null | undefined>;

/** Sends one event when consent allows; resolves whether it was sent. Failures are only logged. */
export async function track(eventType: string, fields: EventFields): Promise<boolean> {
  const groups = activeConsentGroups();
  if (!groups) return false;
  const session = sessionId();
  const body = new URLSearchParams();
  const payload: EventFields = {
    ot_string: groups,
    session_id: session,
    store_code: getStoreCode() ?? '',
    cart_id: getCartId() ?? '',
    // The session id doubles as the anonymous id: it is the one per-browser id we keep (spec §3 keys).
    anonymous_id: session,
    user_id: getAnalyticsUserId() ?? '',
    ...fields,
  };
  Object.entries(payload).forEach(([key, value]) => {
    if (value !== undefined && value !== null) body.append(key, String(value));
  });
  try {
    const response = await fetch(`/segment/collect/${encodeURIComponent(eventType)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
      credentials: 'same-origin',
      // Web vitals are reported as the page is hidden or left: let the request outlive the page.
      keepalive: true,
    });
    console.info('[analytics]', eventType, response.status);
    return true;
  } catch (error) {
    console.warn('[analytics]', eventType, error);
    return false;
  }
}

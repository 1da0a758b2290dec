import Cookies from 'js-cookie';

// The one place that persists client state (spec §3 "Client storage keys"), so that clearing the
// session is one function. Cookies hold what the server or CDN may read too (token, store,
// currency, geo country); localStorage holds what only this browser needs, sessionStorage what only
// this tab needs until it closes.

export const COOKIE = {
  accessToken: 'access_token',
  currencyCode: 'currency_code',
  storeCode: 'store_code',
  geoCountry: 'X-Geo-Country',
  /** The analytics session id (spec §3 SEGMENT_PHPSESSID, §7 session_id): the session cookie of §9. */
  segmentSessionId: 'SEGMENT_PHPSESSID',
} as const;

export const LOCAL = {
  cartId: 'cart_id',
  analyticsUserId: 'ajs_user_id',
} as const;

/** Spec §9: the session cookie (SEGMENT_PHPSESSID) lives 14400 s; other cookies 86400 s; path '/'. */
export const SESSION_COOKIE_MAX_AGE_S = 14400;
export const GENERAL_COOKIE_MAX_AGE_S = 86400;
export const COOKIE_PATH = '/';
/** The backend's customer token lives one hour (Magento's default): its cookie expires with it. */
export const ACCESS_TOKEN_MAX_AGE_S = 3600;

function expiresIn(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}

function isHttps(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

function setGeneralCookie(name: string, value: string): void {
  Cookies.set(name, value, { expires: expiresIn(GENERAL_COOKIE_MAX_AGE_S), path: COOKIE_PATH, sameSite: 'Lax' });
}

/** localStorage by default; sessionStorage for what only this tab needs, until it closes. */
export type Area = 'localStorage' | 'sessionStorage';

// Web storage throws when it is disabled (private modes, blocked third-party contexts):
// persistence is best-effort there, never a crash.
export function readLocal(key: string, area: Area = 'localStorage'): string | undefined {
  try {
    return window[area].getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeLocal(key: string, value: string | null, area: Area = 'localStorage'): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Best-effort, see readLocal.
  }
}

export function getAccessToken(): string | undefined {
  return Cookies.get(COOKIE.accessToken) || undefined;
}

/** The token cookie is SameSite=Lax, Secure on https, and expires with the token (one hour). */
export function setAccessToken(token: string): void {
  Cookies.set(COOKIE.accessToken, token, {
    expires: expiresIn(ACCESS_TOKEN_MAX_AGE_S),
    path: COOKIE_PATH,
    sameSite: 'Lax',
    secure: isHttps(),
  });
}

export function removeAccessToken(): void {
  Cookies.remove(COOKIE.accessToken, { path: COOKIE_PATH });
}

export function getStoreCode(): string | undefined {
  return Cookies.get(COOKIE.storeCode) || undefined;
}

export function setStoreCode(code: string): void {
  setGeneralCookie(COOKIE.storeCode, code);
}

export function getCurrencyCode(): string | undefined {
  return Cookies.get(COOKIE.currencyCode) || undefined;
}

export function setCurrencyCode(code: string): void {
  setGeneralCookie(COOKIE.currencyCode, code);
}

export function removeCurrencyCode(): void {
  Cookies.remove(COOKIE.currencyCode, { path: COOKIE_PATH });
}

/** Set by the CDN / edge; read only. */
export function getGeoCountry(): string | undefined {
  return Cookies.get(COOKIE.geoCountry) || undefined;
}

export function getCartId(): string | undefined {
  return readLocal(LOCAL.cartId) || undefined;
}

export function setCartId(id: string): void {
  writeLocal(LOCAL.cartId, id);
}

export function removeCartId(): void {
  writeLocal(LOCAL.cartId, null);
}

export function getSegmentSessionId(): string | undefined {
  return Cookies.get(COOKIE.segmentSessionId) || undefined;
}

/** (Re)starts the session cookie's 14400 s: analytics renews it with each event, so a session ends after four quiet hours. */
export function setSegmentSessionId(id: string): void {
  Cookies.set(COOKIE.segmentSessionId, id, {
    expires: expiresIn(SESSION_COOKIE_MAX_AGE_S),
    path: COOKIE_PATH,
    sameSite: 'Lax',
    secure: isHttps(),
  });
}

export function getAnalyticsUserId(): string | undefined {
  return readLocal(LOCAL.analyticsUserId) || undefined;
}

/** null clears it (spec §4: "set the analytics user id to null"). */
export function setAnalyticsUserId(id: string | null): void {
  writeLocal(LOCAL.analyticsUserId, id);
}

/**
 * Whether the shopper dismissed the store message bar: '1' dismissed, '0' show it again. Not part of
 * LOCAL (the spec's key list); the name is ours, the region switch resets it to '0' (spec §4).
 */
export const STORE_MESSAGE_FLAG = 'store_message_flag';
/** Set once the shopper was redirected to the store of their language; the region switch clears it (spec §4). */
export const I18N_REDIRECT_FLAG = 'i18n_redirect_flag';

/**
 * sessionStorage: the cart whose billing 'same as shipping' the shopper unticked, so that a reload keeps the choice
 * (ticked, the default, is no entry). One cart at a time; not part of the spec's key list, the name is ours. The
 * checkout reads and writes it (tabStorage.ts); only the move at sign-in is on the first load.
 */
export const SAME_AS_UNTICKED_CART = 'same_as_unticked_cart';

/** A sign-in merged the guest cart `from` into the customer's cart `to`: an unticked box goes with the items. */
export function moveSameAsUntickedCart(from: string, to: string): void {
  if (readLocal(SAME_AS_UNTICKED_CART, 'sessionStorage') === from) writeLocal(SAME_AS_UNTICKED_CART, to, 'sessionStorage');
}

export function getStoreMessageFlag(): string | undefined {
  return readLocal(STORE_MESSAGE_FLAG);
}

export function setStoreMessageFlag(value: '0' | '1'): void {
  writeLocal(STORE_MESSAGE_FLAG, value);
}

export function removeI18nRedirectFlag(): void {
  writeLocal(I18N_REDIRECT_FLAG, null);
}

/** The session cookie; and the localStorage entry of the same name that earlier builds kept instead. */
export function removeSegmentSessionId(): void {
  Cookies.remove(COOKIE.segmentSessionId, { path: COOKIE_PATH });
  writeLocal(COOKIE.segmentSessionId, null);
}

/** Spec §4 "Switching store": remove store_code, cart_id, currency_code and access_token. */
export function clearSession(): void {
  // Only the cookies that are there: each write is a round to the browser's cookie store, and a first
  // visit (which switches to its store) has none of them.
  const present = Cookies.get();
  for (const name of [COOKIE.storeCode, COOKIE.currencyCode, COOKIE.accessToken]) {
    if (name in present) Cookies.remove(name, { path: COOKIE_PATH });
  }
  removeCartId();
}

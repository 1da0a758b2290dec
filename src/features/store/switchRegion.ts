import { createAppAsyncThunk } from '../../app/hooks';
import { loadPage } from '../../lib/browser/location';
import { safeInternalPath } from '../../lib/security/sanitize';
import {
  clearSession,
  removeI18nRedirectFlag,
  removeSegmentSessionId,
  setAnalyticsUserId,
  setStoreCode,
  setStoreMessageFlag,
} from '../../lib/storage/storage';
import { regionLeft } from '../../shared/store/regionLeft';
import { REVOKE_CUSTOMER_TOKEN } from '../account';

/** Spec §9: the region redirect waits this long, so the cleared state is written before the page goes. */
export const REGION_REDIRECT_DELAY_MS = 300;

export interface RegionChoice {
  /** Where the chosen store lives: a path or a URL on this site (anything else is not followed). */
  url: string;
  /** The chosen store view's code, saved for the next page's startup. */
  storeCode?: string | null;
}

/**
 * The URL to load for a region the backend lists, or null: only an address on this site (every store view lives
 * under its path prefix here) is followed; another host, javascript:, data: and other schemes never are.
 */
export function regionTarget(url: string, origin: string = window.location.origin): string | null {
  const path = safeInternalPath(url, origin);
  return path === null ? null : new URL(path, origin).href;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec §4 "Region switch from the selector": forget everything tied to the current store (customer
 * session, cart, saved codes and flags), save the chosen store, then load its home in full so the
 * next page starts clean. The sign-out's failures are swallowed, like every sign-out (§8). The
 * Redux state is not reset here: `regionLeft` is announced and the user, cart and app slices react.
 * Resolves with the URL it loaded, or null when the URL was not one to follow.
 */
export const switchRegion = createAppAsyncThunk(
  'store/switchRegion',
  async ({ url, storeCode }: RegionChoice, { dispatch, getState, extra }) => {
    const target = regionTarget(url);
    if (!target) return null;
    setStoreMessageFlag('0');
    if (getState().user.isLogin) {
      try {
        await extra.client.mutate({ mutation: REVOKE_CUSTOMER_TOKEN, context: { silent: true } });
      } catch {
        // Signed out locally below either way.
      }
    }
    // Each slice forgets this store on its own: a signed-in user is signed out, the VAT validity cleared, the cart cleaned.
    dispatch(regionLeft());
    clearSession();
    removeI18nRedirectFlag();
    removeSegmentSessionId();
    setAnalyticsUserId(null);
    if (storeCode) setStoreCode(storeCode);
    await wait(REGION_REDIRECT_DELAY_MS);
    loadPage(target);
    return target;
  },
);

import { createAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import { loadPage } from '../../lib/browser/location';
import {
  clearSession,
  removeI18nRedirectFlag,
  removeSegmentSessionId,
  setAnalyticsUserId,
  setStoreCode,
  setStoreMessageFlag,
} from '../../lib/storage/storage';
import { REVOKE_CUSTOMER_TOKEN } from '../account/account.gql';
import { userReset } from '../account/userSlice';
import { cleanCart } from '../cart/cartSlice';

/** Spec §9: the region redirect waits this long, so the cleared state is written before the page goes. */
export const REGION_REDIRECT_DELAY_MS = 300;

export interface RegionChoice {
  /** Where the chosen store lives: a path on this site or an http(s) URL. */
  url: string;
  /** The chosen store view's code, saved for the next page's startup. */
  storeCode?: string | null;
}

/** An http(s) URL to load, or null: javascript:, data: and other schemes are never followed. */
export function regionTarget(url: string, origin: string = window.location.origin): string | null {
  try {
    const parsed = new URL(url.trim(), origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

// app/appSlice's vatValidityChanged: features may not import the app slice (layering), so the action is
// re-declared by its type; the unit test fails if the two ever drift apart.
const vatValidityCleared = createAction('app/vatValidityChanged', () => ({ payload: null }));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec §4 "Region switch from the selector": forget everything tied to the current store (customer
 * session, cart, saved codes and flags), save the chosen store, then load its home in full so the
 * next page starts clean. The sign-out's failures are swallowed, like every sign-out (§8).
 * Resolves with the URL it loaded, or null when the URL was not one to follow.
 */
export const switchRegion = createAppAsyncThunk(
  'store/switchRegion',
  async ({ url, storeCode }: RegionChoice, { dispatch, getState, extra }) => {
    const target = regionTarget(url);
    if (!target) return null;
    setStoreMessageFlag('0');
    if (getState().user.isLogin) {
      dispatch(vatValidityCleared());
      try {
        await extra.client.mutate({ mutation: REVOKE_CUSTOMER_TOKEN, context: { silent: true } });
      } catch {
        // Signed out locally below either way.
      }
      dispatch(userReset());
    }
    dispatch(cleanCart());
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

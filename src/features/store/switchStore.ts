import { createAppAsyncThunk } from '../../app/hooks';
import {
  clearSession,
  getAccessToken,
  setAnalyticsUserId,
  setStoreCode,
} from '../../lib/storage/storage';
import { REVOKE_CUSTOMER_TOKEN } from '../account/account.gql';
import type { StoreCode } from './stores';

/**
 * Spec §4 "Switching store". With a customer token: revoke it, and only on success clear the saved
 * session and save the new store code. Without one: clear, save, and forget the analytics user.
 * Errors are swallowed (the error link has already told the shopper).
 */
export const switchStore = createAppAsyncThunk('store/switchStore', async (code: StoreCode, { extra }) => {
  if (getAccessToken()) {
    try {
      await extra.client.mutate({ mutation: REVOKE_CUSTOMER_TOKEN });
    } catch {
      return;
    }
    clearSession();
    setStoreCode(code);
    return;
  }
  clearSession();
  setStoreCode(code);
  setAnalyticsUserId(null);
});

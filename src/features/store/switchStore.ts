import { createAppAsyncThunk } from '../../app/hooks';
import {
  clearSession,
  getAccessToken,
  setAnalyticsUserId,
  setStoreCode,
} from '../../lib/storage/storage';
import { REVOKE_CUSTOMER_TOKEN } from '../account';
import type { StoreCode } from '../../shared/store/stores';

/**
 * Spec §4 "Switching store". With a customer token: revoke it, and only on success (result true)
 * clear store_code, cart_id, currency_code and access_token, then save the new store code. Without
 * one: clear the same keys, save the code and set the analytics user id to null. Errors are
 * swallowed and, as §8 says for store switch failures, shown to nobody (silent).
 */
export const switchStore = createAppAsyncThunk('store/switchStore', async (code: StoreCode, { extra }) => {
  if (getAccessToken()) {
    try {
      const { data } = await extra.client.mutate({ mutation: REVOKE_CUSTOMER_TOKEN, context: { silent: true } });
      if (data?.revokeCustomerToken?.result !== true) return;
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

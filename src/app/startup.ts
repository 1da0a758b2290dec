import { fetchStoreConfig } from '../features/store/fetchStoreConfig';
import { storeByCode } from '../features/store/stores';
import { fetchMessages } from '../lib/i18n/fetchMessages';
import { FALLBACK_LOCALE } from '../lib/i18n/messages';
import { createAppAsyncThunk } from './hooks';

/** Load the translations of a locale unless they are the ones already loaded or on their way. */
export const loadTranslations = createAppAsyncThunk('app/loadTranslations', (locale: string) => fetchMessages(locale), {
  condition: (locale, { getState }) => {
    const { i18n, i18nLoading } = getState().app;
    return i18n !== locale && i18nLoading !== locale;
  },
});

/**
 * Spec §4/§7: store config first, then the messages of its locale. If the store config fails, the
 * store table's locale is used so the error screen can still speak the shopper's language.
 * Started by the entry before React renders, and again by the gate's retry.
 */
export const loadStoreAndTranslations = createAppAsyncThunk(
  'app/loadStoreAndTranslations',
  async (_: void, { dispatch, getState }) => {
    const result = await dispatch(fetchStoreConfig());
    const configLocale = fetchStoreConfig.fulfilled.match(result) ? result.payload.storeConfig?.locale : null;
    const locale = configLocale || storeByCode(getState().app.storeCode)?.locale || FALLBACK_LOCALE;
    await dispatch(loadTranslations(locale));
  },
);

import { fetchStoreConfig } from '../features/store';
import { nextTask } from '../lib/browser/nextTask';
import { fetchMessages } from '../lib/i18n/fetchMessages';
import { FALLBACK_LOCALE } from '../lib/i18n/messages';
import { storeByCode } from '../shared/store/stores';
import { loadShellBlocks } from '../shell/shellBlocks';
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
 *
 * The shell's CMS blocks (pencil banner, navigation, footer links) are fetched alongside, in one
 * request, and filed in the Apollo cache where the shell's content blocks look for them: the shell
 * then paints whole, the banner in place instead of pushing the page down when it arrives (layout
 * shift), and renders once instead of again as each block arrives. A block's failure is its own
 * business (quiet block), never the gate's.
 */
export const loadStoreAndTranslations = createAppAsyncThunk(
  'app/loadStoreAndTranslations',
  async (_: void, { dispatch, getState, extra }) => {
    const config = dispatch(fetchStoreConfig());
    // The blocks' answers are taken over in a later task than the store config's (shorter tasks).
    await nextTask();
    const blocks = loadShellBlocks(extra.client);
    const result = await config;
    const configLocale = fetchStoreConfig.fulfilled.match(result) ? result.payload.storeConfig?.locale : null;
    const locale = configLocale || storeByCode(getState().app.storeCode)?.locale || FALLBACK_LOCALE;
    await Promise.all([dispatch(loadTranslations(locale)), blocks]);
  },
);

import { useEffect } from 'react';
import { htmlLangFor } from '../shared/store/stores';
import { useAppDispatch, useAppSelector } from './hooks';
import { loadTranslations } from './startup';

/**
 * Keeps <html lang> and the loaded messages on the store config's locale (spec §2.1, §4): when the
 * locale changes, the new messages are fetched (the thunk skips a locale already loaded or loading).
 */
export function useLocaleSync(): void {
  const dispatch = useAppDispatch();
  const locale = useAppSelector((state) => state.app.storeConfig?.locale);
  useEffect(() => {
    if (!locale) return;
    document.documentElement.lang = htmlLangFor(locale);
    void dispatch(loadTranslations(locale));
  }, [dispatch, locale]);
}

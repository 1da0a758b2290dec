import { IntlProvider } from 'react-intl';
import { onIntlError } from '../lib/i18n/onIntlError';
import { useAppSelector } from './hooks';
import type { ReactNode } from 'react';

interface IntlFromStateProps {
  /** The store table's locale (underscore form), used until the store config names one. */
  fallbackLocale: string;
  children: ReactNode;
}

/** IntlProvider fed from app state: the store's locale and the loaded messages. */
export function IntlFromState({ fallbackLocale, children }: IntlFromStateProps) {
  const configLocale = useAppSelector((state) => state.app.storeConfig?.locale);
  const messages = useAppSelector((state) => state.app.messages);
  const locale = (configLocale || fallbackLocale).replace('_', '-');
  return (
    <IntlProvider locale={locale} defaultLocale="en-US" messages={messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

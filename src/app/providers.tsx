import { ApolloProvider } from '@apollo/client/react';
import { ConfigProvider } from 'antd';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { useAntdLocale } from '../lib/i18n/useAntdLocale';
import { IntlFromState } from './IntlFromState';
import { NotificationDisplay } from './NotificationDisplay';
import { THEME } from './theme';
import type { AppStore } from './store';
import type { Store } from '../features/store/stores';
import type { Notifier } from '../lib/notify/notifier';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';

export interface ProvidersProps {
  reduxStore: AppStore;
  client: ApolloClient;
  notifier: Notifier;
  /** The regional store this page renders (stores.ts). */
  store: Store;
  /** Router basename: the store prefix when the URL carries it. */
  basename: string;
  children: ReactNode;
}

/** Everything a page needs around it: state, data, translations, antd theme and locale, routing. */
export function Providers({ reduxStore, client, notifier, store, basename, children }: ProvidersProps) {
  const antdLocale = useAntdLocale(store.antdLocale);
  return (
    <ReduxProvider store={reduxStore}>
      <ApolloProvider client={client}>
        <IntlFromState fallbackLocale={store.locale}>
          <ConfigProvider theme={THEME} locale={antdLocale}>
            <NotificationDisplay notifier={notifier} />
            <BrowserRouter basename={basename}>{children}</BrowserRouter>
          </ConfigProvider>
        </IntlFromState>
      </ApolloProvider>
    </ReduxProvider>
  );
}

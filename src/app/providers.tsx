import { ApolloProvider } from '@apollo/client/react';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AntdLocaleKeyContext } from '../components/antd/antdLocaleKey';
import { IntlFromState } from './IntlFromState';
import { NotificationDisplay } from './NotificationDisplay';
import type { AppStore } from './store';
import type { Notifier } from '../lib/notify/notifier';
import type { Store } from '../shared/store/stores';
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

/**
 * Everything a page needs around it: state, data, translations, the store's antd locale key, routing.
 * antd's theme itself is applied by AntdScope around the screens that use antd (lazyWithAntd).
 */
export function Providers({ reduxStore, client, notifier, store, basename, children }: ProvidersProps) {
  return (
    <ReduxProvider store={reduxStore}>
      <ApolloProvider client={client}>
        <IntlFromState fallbackLocale={store.locale}>
          <AntdLocaleKeyContext.Provider value={store.antdLocale}>
            <NotificationDisplay notifier={notifier} />
            <BrowserRouter basename={basename}>{children}</BrowserRouter>
          </AntdLocaleKeyContext.Provider>
        </IntlFromState>
      </ApolloProvider>
    </ReduxProvider>
  );
}

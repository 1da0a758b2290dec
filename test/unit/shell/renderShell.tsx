import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import enUS from '../../../i18n/en_US.json';
import { storeSelected } from '../../../src/app/appSlice';
import { makeStore, type RootState } from '../../../src/app/store';
import { createApolloClient } from '../../../src/lib/graphql/client';
import { getAccessToken } from '../../../src/lib/storage/storage';
import { createFetchMock } from '../helpers/fetchMock';
import type { AppNotification } from '../../../src/lib/notify/notifier';
import type { StoreCode } from '../../../src/shared/store/stores';
import type { ReactElement } from 'react';

type Handlers = Parameters<typeof createFetchMock>[0];

// jsdom has no matchMedia; antd's Drawer, Modal and Form ask it for breakpoints. A desktop that matches nothing.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** Shows the router location, so a test can assert where a click went. */
function Where() {
  const location = useLocation();
  return <div data-testid="location" hidden>{location.pathname + location.search}</div>;
}

/** The in-router path the last navigation reached (without the basename). */
export const where = () => screen.getByTestId('location').textContent;

export interface RenderOptions {
  graphql?: Handlers;
  state?: Partial<RootState>;
  /** The router basename (store prefix), '' for the default store. */
  basename?: string;
  path?: string;
  /** The store the app selects (as the store gate does) and the client's Store header; default na_us. */
  storeCode?: StoreCode;
  /** false leaves the Apollo provider out (a page that cannot query). */
  withApollo?: boolean;
}

/**
 * Renders shell UI the way the app does: Redux (with the Apollo client as thunk extra), Apollo on a
 * fetch mock, en_US messages and a router. Notifications the error link raises are collected.
 */
export function renderWithApp(
  ui: ReactElement,
  { graphql = {}, state, basename = '', path = '/', storeCode, withApollo = true }: RenderOptions = {},
) {
  const mock = createFetchMock(graphql);
  const notifications: AppNotification[] = [];
  const client = createApolloClient({
    fetch: mock.fetch,
    notify: (n) => notifications.push(n),
    getStoreCode: () => storeCode ?? 'na_us',
    getCurrencyCode: () => 'USD',
    getToken: getAccessToken,
  });
  const store = makeStore({ client }, state);
  if (storeCode) store.dispatch(storeSelected(storeCode));
  const app = (
    <IntlProvider locale="en-US" messages={enUS}>
      <MemoryRouter initialEntries={[`${basename}${path}`]} basename={basename || undefined}>
        <Routes>
          <Route path="*" element={<>{ui}<Where /></>} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>
  );
  const view = render(<Provider store={store}>{withApollo ? <ApolloProvider client={client}>{app}</ApolloProvider> : app}</Provider>);
  return { ...view, store, client, notifications, requests: mock.requests, fetchMock: mock.mock };
}

/** A GraphQL reply with the cmsBlocks of the given identifiers → HTML. */
export function cmsReply(blocks: Record<string, string>) {
  return (request: { variables: Record<string, unknown> }) => {
    const ids = (request.variables.identifiers as string[] | undefined) ?? [];
    const items = ids
      .filter((id) => id in blocks)
      .map((id) => ({ __typename: 'CmsBlock', identifier: id, title: id, content: blocks[id] }));
    return { data: { cmsBlocks: { __typename: 'CmsBlocks', items } } };
  };
}

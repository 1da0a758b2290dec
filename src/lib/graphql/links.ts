import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { networkErrorMessage } from './requestTimeout';
import type { Notify } from '../notify/notifier';

declare module '@apollo/client' {
  interface DefaultContext {
    /** true: the caller handles errors itself and the error link shows no notification. */
    silent?: boolean;
    /**
     * Ask another store view of the region (the store-view switcher finding the current page there): its
     * code as the Store header, with that store's own currency. Use with fetchPolicy 'no-cache'.
     */
    storeView?: { store: string; currency: string };
  }
}

export interface HeaderSources {
  getStoreCode: () => string;
  getCurrencyCode: () => string;
  getToken: () => string | undefined;
}

/** Spec §7: Store, Content-Currency and (only with a token) Authorization on every call. */
export function createHeadersLink({ getStoreCode, getCurrencyCode, getToken }: HeaderSources): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const token = getToken();
    const { storeView } = operation.getContext();
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        Store: storeView?.store ?? getStoreCode(),
        'Content-Currency': storeView?.currency ?? getCurrencyCode(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    }));
    return forward(operation);
  });
}

const GRAPHQL_ERROR_PREFIX = /^GraphQL error: /;
// Spec §8: errors of these areas are handled by their screens and never raise a notification.
const SILENT_MARKERS = ['connect/', 'color-finder/', 'color-systems/'];

export function graphQLErrorText(message: string): string {
  return message.replace(GRAPHQL_ERROR_PREFIX, '');
}

export function isSilentMessage(message: string): boolean {
  return SILENT_MARKERS.some((marker) => message.includes(marker));
}

/**
 * Spec §8, in one place: GraphQL errors become warnings (prefix stripped); a request without an answer
 * an error: 'Network Error', 'Request aborted' or the timeout message.
 */
export function createErrorLink(notify: Notify): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    if (operation.getContext().silent === true) return;
    if (CombinedGraphQLErrors.is(error)) {
      const texts = new Set(error.errors.map((e) => graphQLErrorText(e.message)));
      texts.forEach((message) => {
        if (!isSilentMessage(message)) notify({ type: 'warning', message });
      });
      return;
    }
    notify({ type: 'error', messageId: networkErrorMessage(error) });
  });
}

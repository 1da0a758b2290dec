import { ApolloClient, ApolloLink, type DocumentTransform, HttpLink } from '@apollo/client';
import { withEarlyResponses } from '../early/earlyResponses';
import { createCache } from './cache';
import { compactQuery } from './compactQuery';
import { createErrorLink, createHeadersLink, type HeaderSources } from './links';
import { createTimeoutLink } from './requestTimeout';
import type { Notify } from '../notify/notifier';

export interface ApolloClientOptions extends HeaderSources {
  uri?: string;
  notify: Notify;
  /** Tests pass a fetch mock; the browser's fetch otherwise, taking over the early requests' answers. */
  fetch?: typeof fetch;
  /** Build time only (src/boot/earlyOperations.ts): the app's documents are compiled for their target. */
  documentTransform?: DocumentTransform;
}

/**
 * The storefront's Apollo client. The store, currency and token come in as callbacks so that lib
 * stays free of features, and the notification display comes in as `notify`.
 */
export function createApolloClient({ uri = '/graphql', notify, fetch: fetchImpl, documentTransform, ...headers }: ApolloClientOptions): ApolloClient {
  const httpLink = new HttpLink({
    uri,
    // Spec §7: queries go as GET (cacheable at the edge), mutations as POST.
    useGETForQueries: true,
    credentials: 'same-origin',
    // Compressed query text keeps GET URLs short.
    print: (ast, originalPrint) => compactQuery(originalPrint(ast)),
    // Apollo would add its client-library name to every request; it only lengthens GET URLs.
    enhancedClientAwareness: { transport: false },
    fetch: fetchImpl ?? withEarlyResponses(),
  });
  return new ApolloClient({
    link: ApolloLink.from([createErrorLink(notify), createHeadersLink(headers), createTimeoutLink(), httpLink]),
    cache: createCache(),
    ...(documentTransform ? { documentTransform } : {}),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

import { DocumentTransform } from '@apollo/client';
import { GET_PRODUCT_LISTING, GET_PRODUCT_OPTIONS, RESOLVE_ROUTE } from '../features/catalog/early';
import { GET_CMS_PAGE, GET_HOME_CATALOG } from '../features/content/early';
import { GET_SEARCH_COUNTS } from '../features/search/early';
import { createApolloClient } from '../lib/graphql/client';
import { operationName } from '../shared/pageData/pageData';
import { GET_STORE_CONFIG } from '../shared/store/storeConfig.gql';
import { GET_SHELL_BLOCKS } from '../shell/shellBlocks.gql';
import { FIRST_PAGE_OPERATIONS } from './pageDataTable';
import type { EarlyOperations } from './earlyRequests';
import type { DocumentNode } from 'graphql';

/** The documents of the operations the first pages declare (FIRST_PAGE_DATA), found by their names. */
const PAGE_DOCUMENTS: readonly DocumentNode[] = [GET_CMS_PAGE, GET_HOME_CATALOG, GET_PRODUCT_LISTING, GET_PRODUCT_OPTIONS, GET_SEARCH_COUNTS, RESOLVE_ROUTE];

/**
 * Build time (webpack.config.js) and tests only: the early operations' query texts exactly as the
 * app's own Apollo client sends them (its document transforms, __typename, printing), captured
 * from the client itself so that they cannot drift from the documents. `shipDocument` gives a document
 * as the build's target backend receives it (webpack.config.js; the app's own are compiled so).
 */
export async function earlyOperations(shipDocument: (document: DocumentNode) => DocumentNode = (d) => d): Promise<EarlyOperations> {
  const sent: string[] = [];
  const client = createApolloClient({
    // The build's target backend receives each document as babel.config.js compiles it.
    documentTransform: new DocumentTransform(shipDocument),
    notify: () => undefined,
    getStoreCode: () => 'na_us',
    getCurrencyCode: () => 'USD',
    getToken: () => undefined,
    fetch: (input) => {
      sent.push(String(input));
      return Promise.reject(new Error('captured'));
    },
  });
  const capture = async (query: DocumentNode): Promise<string> => {
    await client.query({ query, fetchPolicy: 'no-cache', context: { silent: true } }).catch(() => undefined);
    const url = sent.pop();
    const text = url ? new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('query') : null;
    if (!text) throw new Error('The Apollo client sent no query to capture.');
    return text;
  };
  const pages: Record<string, string> = {};
  for (const operation of FIRST_PAGE_OPERATIONS) {
    const document = PAGE_DOCUMENTS.find((candidate) => operationName(candidate) === operation);
    if (!document) throw new Error(`A first page declares ${operation}: add its document to PAGE_DOCUMENTS (src/boot/earlyOperations.ts).`);
    pages[operation] = await capture(document);
  }
  return { storeConfig: await capture(GET_STORE_CONFIG), shellBlocks: await capture(GET_SHELL_BLOCKS), pages };
}

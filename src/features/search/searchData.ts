import { catalogConfigFrom } from '../../shared/catalog/catalogConfig';
import { firstPageVariables, RELEVANCE, searchWords } from '../catalog/early';
import type { PageData } from '../../shared/pageData/pageData';

/** The search page's tab: products, or articles where the backend has them. */
export const searchTab = (search: string): 'products' | 'articles' =>
  __CAPABILITIES__.articles && new URLSearchParams(search).get('tab') === 'articles' ? 'articles' : 'products';

/**
 * The search page's data (src/shared/pageData/pageData.ts) for /search?q=…: the tabs' counts from the
 * URL alone, and on the products tab the first page of products as the listing asks it (the store
 * config holds its page sizes). Nothing without search words.
 */
export const SEARCH_DATA = {
  counts: {
    operation: 'GetSearchCounts',
    ask: 'plain',
    variables: ({ search }) => {
      const words = searchWords(search);
      return words ? { search: words } : null;
    },
  },
  listing: {
    operation: 'GetProductListing',
    ask: 'steps',
    variables: ({ config, search }) => {
      const words = searchWords(search);
      return config && words && searchTab(search) === 'products'
        ? firstPageVariables(catalogConfigFrom(config), null, words, search, RELEVANCE)
        : null;
    },
  },
} as const satisfies PageData;

import { catalogConfigFrom } from '../../../shared/catalog/catalogConfig';
import { categoryDefaultSort, firstPageVariables } from '../listing/listingVariables';
import type { PageData } from '../../../shared/pageData/pageData';

/**
 * A category page's data (src/shared/pageData/pageData.ts), once its route and the store config are
 * in: the first page of its products as ProductListing asks it (the URL's filters, sort and mode; the
 * category's own default sort, else the store's).
 */
export const CATEGORY_DATA = {
  listing: {
    operation: 'GetProductListing',
    ask: 'steps',
    variables: ({ config, route, search }) => {
      if (!config || route?.__typename !== 'CategoryTree' || !route.uid) return null;
      const catalog = catalogConfigFrom(config);
      return firstPageVariables(catalog, route.uid, null, search, categoryDefaultSort(route, catalog));
    },
  },
} as const satisfies PageData;

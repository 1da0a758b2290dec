import { catalogConfigFrom } from '../../shared/catalog/catalogConfig';
import { mayBeProductPath } from './productOptions';
import type { PageData } from '../../shared/pageData/pageData';

/**
 * The data of a URL the catalogue fallback resolves (src/shared/pageData/pageData.ts): its route at
 * once, and with it a product's options (custom options, variants, …) as useRouteEntity asks them,
 * for a path that may name a product (with Magento's default suffix at once, as catalogConfigFrom
 * gives it without a config, and with the store's own once its config is in). The page its route
 * names follows with its own data (CATEGORY_DATA).
 */
export const CATALOG_ROUTE_DATA = {
  route: { operation: 'ResolveRoute', ask: 'steps', variables: ({ path }) => ({ url: path }) },
  productOptions: {
    operation: 'GetProductOptions',
    ask: 'plain',
    variables: ({ path, config }) => (mayBeProductPath(path, catalogConfigFrom(config).productUrlSuffix) ? { url: path } : null),
  },
} as const satisfies PageData;

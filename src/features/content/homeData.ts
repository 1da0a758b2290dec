import { homeCatalogVariables, homeCmsVariables } from './homeQueries';
import type { PageData } from '../../shared/pageData/pageData';

/**
 * The home page's data (src/shared/pageData/pageData.ts), both from the store config: its CMS page,
 * and the banner block with the featured products (partial answers kept: the page stands without them).
 */
export const HOME_DATA = {
  cms: { operation: 'GetCmsPage', ask: 'plain', variables: ({ config }) => (config ? homeCmsVariables(config) : null) },
  catalog: { operation: 'GetHomeCatalog', ask: 'partial', variables: ({ config }) => (config ? homeCatalogVariables(config) : null) },
} as const satisfies PageData;

import { CATALOG_ROUTE_DATA, CATEGORY_DATA } from '../features/catalog/early';
import { HOME_DATA } from '../features/content/early';
import { SEARCH_DATA } from '../features/search/early';
import { declaredOperations, type PageData } from '../shared/pageData/pageData';

/**
 * The first pages' data declarations (src/shared/pageData/pageData.ts) as the early script and the
 * build read them: the same objects the pages' modules export with their documents (PAGE_DATA).
 */
export const FIRST_PAGE_DATA = {
  home: HOME_DATA,
  search: SEARCH_DATA,
  /** Any catalogue URL: its route, then the page the route names. */
  catalogRoute: CATALOG_ROUTE_DATA,
  category: CATEGORY_DATA,
} as const satisfies Readonly<Record<string, PageData>>;

/** The operations the first pages declare (the early script's query texts, the service worker's page-data cache). */
export const FIRST_PAGE_OPERATIONS: readonly string[] = declaredOperations(Object.values(FIRST_PAGE_DATA));

// The catalogue feature's public entry: what the catalogue fallback page and search reuse (route resolution,
// product listing) and the product tabs action the app slice keeps. The route's documents and page data are
// in early.ts, which the fallback page reads as the early script does.
// Everything else in this folder is internal (see .eslintrc.js).
export { type CategoryData, type CmsPageData, type RouteEntity } from './catalogTypes';
export { RELEVANCE, searchWords } from './listing/listingVariables';
export { ProductListing } from './listing/ProductListing';
export { useLoadBeforeEnd } from './listing/useLoadBeforeEnd';
export { tabsChanged } from './product/tabsAction';
export { useRouteEntity } from './useRouteEntity';

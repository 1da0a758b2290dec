// The catalogue feature's public entry: what the catalogue fallback page and search reuse (route resolution,
// product listing) and the product tabs action the app slice keeps.
// Everything else in this folder is internal (see .eslintrc.js).
export { type CategoryData, type CmsPageData, type RouteEntity } from './catalogTypes';
export { RELEVANCE, searchWords } from './listing/listingVariables';
export { ProductListing } from './listing/ProductListing';
export { useLoadBeforeEnd } from './listing/useLoadBeforeEnd';
export { tabsChanged } from './product/tabsAction';
export { mayBeProductPath } from './productOptions';
export { GET_PRODUCT_OPTIONS, RESOLVE_ROUTE } from './route.gql';
export { routePage } from './routePage';
export { useRouteEntity } from './useRouteEntity';

// What the early-request script (src/boot) and the build read of the catalog feature: query documents,
// page data declarations and pure helpers, no React and no CSS (see .eslintrc.js).
export { CATEGORY_DATA } from './category/categoryData';
export { GET_PRODUCT_LISTING } from './listing/listing.gql';
export { RELEVANCE, firstPageVariables, searchWords } from './listing/listingVariables';
export { galleryImages } from './product/galleryImages';
export { GET_PRODUCT_OPTIONS, RESOLVE_ROUTE } from './route.gql';
export { CATALOG_ROUTE_DATA } from './routeData';
export { routePage } from './routePage';

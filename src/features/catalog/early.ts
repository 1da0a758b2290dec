// What the early-request script (src/boot) and the build read of the catalog feature: query documents and
// pure helpers, no React and no CSS (see .eslintrc.js).
export { GET_PRODUCT_LISTING } from './listing/listing.gql';
export { RELEVANCE, categoryDefaultSort, firstPageVariables, searchWords } from './listing/listingVariables';
export { galleryImages } from './product/galleryImages';
export { GET_PRODUCT_OPTIONS, RESOLVE_ROUTE } from './route.gql';
export { routePage } from './routePage';

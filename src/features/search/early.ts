// What the early-request script (src/boot) and the build read of the search feature: query documents,
// page data declarations and pure helpers, no React and no CSS (see .eslintrc.js).
export { GET_SEARCH_COUNTS } from './search.gql';
export { SEARCH_DATA } from './searchData';

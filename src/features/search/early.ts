// What the early-request script (src/boot) and the build read of the search feature: query documents and
// pure helpers, no React and no CSS (see .eslintrc.js).
export { GET_SEARCH_COUNTS } from './search.gql';

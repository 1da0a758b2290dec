// What the early-request script (src/boot) and the build read of the content feature: query documents,
// page data declarations and pure helpers, no React and no CSS (see .eslintrc.js).
export { firstSlideImageUrl } from './bannerMarkup';
export { GET_CMS_PAGE } from './cmsPage.gql';
export { GET_HOME_CATALOG } from './home.gql';
export { HOME_DATA } from './homeData';
export { HOME_BANNER_BLOCK } from './homeQueries';

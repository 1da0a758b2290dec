import type { GetCmsPageQueryVariables, GetHomeCatalogQueryVariables } from '../../lib/graphql/generated';

// The home page's two requests, from the store config alone: the page asks with these, and so do
// the early requests (src/boot/earlyRequests.ts), which must ask for exactly the same to be used.

/** The CMS block identifier the banner reads. */
export const HOME_BANNER_BLOCK = 'home_banner';
/** How many featured products the home carousel shows: the 4.2 slides of a wide screen plus a few to scroll to. */
export const FEATURED_COUNT = 10;

export interface HomeStoreConfig {
  cms_home_page?: string | null;
  home_featured_category_uid?: string | null;
}

/** The store's CMS home page (storeConfig.cms_home_page, Magento's 'home' by default). */
export function homeCmsVariables(config: HomeStoreConfig | null | undefined): GetCmsPageQueryVariables {
  return { identifier: config?.cms_home_page || 'home' };
}

/** The banner block and the featured category (the merchandiser's choice per store; none: no carousel). */
export function homeCatalogVariables(config: HomeStoreConfig | null | undefined): GetHomeCatalogQueryVariables {
  const featuredUid = config?.home_featured_category_uid;
  return {
    bannerBlocks: [HOME_BANNER_BLOCK],
    featuredUid: featuredUid ?? '',
    featuredCount: FEATURED_COUNT,
    withFeatured: Boolean(featuredUid),
  };
}

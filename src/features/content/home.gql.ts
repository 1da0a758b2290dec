import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetHomeCatalogQuery, GetHomeCatalogQueryVariables } from '../../lib/graphql/generated';
import type { Item } from '../../lib/graphql/present';

// Sub-selections match the catalogue's card fields: the cache keeps one copy of each product, and a
// narrower selection here would make the catalogue's pages fetch the product again.

/** What a featured product card shows. */
export type FeaturedProduct = Item<NonNullable<GetHomeCatalogQuery['products']>['items']>;

/**
 * The rest of the home page in one round trip, sent beside the CMS page (GetCmsPage): the banner's
 * CMS block (slides the content team maintains) and the featured products, in the merchandiser's order.
 */
export const GET_HOME_CATALOG: TypedDocumentNode<GetHomeCatalogQuery, GetHomeCatalogQueryVariables> = gql`
  query GetHomeCatalog($bannerBlocks: [String], $featuredUid: String!, $featuredCount: Int!, $withFeatured: Boolean!) {
    cmsBlocks(identifiers: $bannerBlocks) {
      items {
        identifier
        content
      }
    }
    products(filter: { category_uid: { eq: $featuredUid } }, sort: { position: ASC }, pageSize: $featuredCount) @include(if: $withFeatured) {
      items {
        uid
        sku
        name
        url_key
        stock_status
        is_discontinued @brand
        small_image { url label width @brand height @brand }
        price_range {
          minimum_price { regular_price { value currency } final_price { value currency } }
          maximum_price { regular_price { value currency } final_price { value currency } }
        }
      }
    }
  }
`;

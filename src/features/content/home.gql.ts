import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetHomeCatalogQuery, GetHomeCatalogQueryVariables } from '../../lib/graphql/generated';

/** A CMS block (Magento's CmsBlock): the home banner's slides are one (see homeSlides.ts). */
export interface BannerBlock {
  identifier: string | null;
  content: string | null;
}

// Sub-selections match the catalogue's card fields: the cache keeps one copy of each product, and a
// narrower selection here would make the catalogue's pages fetch the product again.
interface Money {
  value: number | null;
  currency: string | null;
}

/** What a featured product card shows. */
export interface FeaturedProduct {
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  /** Brand field. */
  is_discontinued: boolean;
  small_image: { url: string | null; label: string | null; width: number | null; height: number | null } | null;
  price_range: {
    minimum_price: { regular_price: Money; final_price: Money };
    maximum_price: { regular_price: Money; final_price: Money } | null;
  };
}

export interface GetHomeCatalogQuery {
  cmsBlocks: { items: Array<BannerBlock | null> | null } | null;
  products?: { items: Array<FeaturedProduct | null> | null } | null;
}

export interface GetHomeCatalogVariables {
  bannerBlocks: string[];
  /** The store's featured category (store config home_featured_category_uid); '' with withFeatured false. */
  featuredUid: string;
  featuredCount: number;
  withFeatured: boolean;
}

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

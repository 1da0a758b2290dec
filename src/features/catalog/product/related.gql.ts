import { gql, type TypedDocumentNode } from '@apollo/client';
import { PRODUCT_CARD_FIELDS } from '../catalogFragments';
import type { ProductCardData } from '../catalogTypes';

export interface GetRelatedProductsQuery {
  products: {
    items: Array<{ uid: string; related_products: ProductCardData[] | null; upsell_products: ProductCardData[] | null } | null> | null;
  } | null;
}

/** The product's related and upsell products, loaded after the page itself (below the fold). */
export const GET_RELATED_PRODUCTS: TypedDocumentNode<GetRelatedProductsQuery, { sku: string }> = gql`
  query GetRelatedProducts($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        uid
        related_products { ...ProductCardFields }
        upsell_products { ...ProductCardFields }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

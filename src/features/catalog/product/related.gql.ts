import { gql, type TypedDocumentNode } from '@apollo/client';
import { PRODUCT_CARD_FIELDS } from '../catalogFragments';
import type { GetRelatedProductsQuery, GetRelatedProductsQueryVariables } from '../../../lib/graphql/generated';

/** The product's related and upsell products, loaded after the page itself (below the fold). */
export const GET_RELATED_PRODUCTS: TypedDocumentNode<GetRelatedProductsQuery, GetRelatedProductsQueryVariables> = gql`
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

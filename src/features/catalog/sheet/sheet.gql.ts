import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetBuildYourSheetQuery, GetBuildYourSheetQueryVariables } from '../../../lib/graphql/generated';

/**
 * Build Your Sheet (brand extension, capability sheetBuilder): the category's sheet (size and product, whose
 * field option with value SKU 'CHIPS' takes the chip codes) and the colours, the category's chip products in
 * the category's order; an out-of-stock chip is a deactivated colour. Loaded with the builder only.
 */
export const GET_BUILD_YOUR_SHEET: TypedDocumentNode<GetBuildYourSheetQuery, GetBuildYourSheetQueryVariables> = gql`
  query GetBuildYourSheet($uid: String!) @brand {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        sheet {
          size
          product {
            uid
            sku
            name
            price_range { minimum_price { final_price { value currency } regular_price { value currency } } }
            ... on CustomizableProductInterface {
              options {
                uid
                ... on CustomizableFieldOption { value { uid sku } }
              }
            }
          }
        }
      }
    }
    products(filter: { category_uid: { eq: $uid } }, pageSize: 100, sort: { position: ASC }) {
      items {
        uid
        sku
        stock_status
        color_standard { code name hex }
      }
    }
  }
`;

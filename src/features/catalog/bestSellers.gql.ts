import { gql, type TypedDocumentNode } from '@apollo/client';
import { PRODUCT_CARD_FIELDS } from './catalogFragments';
import type { GetBestSellersQuery, GetBestSellersQueryVariables } from '../../lib/graphql/generated';

/** Brand extension: the store's best sellers from its sales (within a category when given), most sold first. */
export const GET_BEST_SELLERS: TypedDocumentNode<GetBestSellersQuery, GetBestSellersQueryVariables> = gql`
  query GetBestSellers($categoryUid: String, $pageSize: Int) @brand {
    bestSellers(category_uid: $categoryUid, pageSize: $pageSize) {
      items {
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetCartCrossSellsQuery, GetCartCrossSellsQueryVariables, SuggestionFieldsFragment } from '../../lib/graphql/generated';

/** A suggested product as its card shows it (the SuggestionFields fragment). */
export type CrossSellProduct = SuggestionFieldsFragment;

/** What a suggestion card shows (cart and success carousels). */
const SUGGESTION_FIELDS = gql`
  fragment SuggestionFields on ProductInterface {
    uid
    sku
    name
    url_key
    small_image { url label }
    price_range { minimum_price { final_price { value } regular_price { value } } }
  }
`;

/** For the success carousel's documents: the card fragment (wrapped, so it is not taken for an operation). */
export const SUGGESTION_FRAGMENTS = { fields: SUGGESTION_FIELDS } as const;

/** The cart carousel: the cross-sells of the products in the cart (a catalogue query, cache-first). */
export const GET_CART_CROSS_SELLS: TypedDocumentNode<GetCartCrossSellsQuery, GetCartCrossSellsQueryVariables> = gql`
  query GetCartCrossSells($skus: [String]) {
    products(filter: { sku: { in: $skus } }) {
      items {
        uid
        crosssell_products { ...SuggestionFields }
      }
    }
  }
  ${SUGGESTION_FIELDS}
`;

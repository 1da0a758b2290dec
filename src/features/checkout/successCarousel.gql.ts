import { gql, type TypedDocumentNode } from '@apollo/client';
import { SUGGESTION_FRAGMENTS } from '../cart/cartCarousel.gql';
import type { GetCategorySuggestionsQuery, GetCategorySuggestionsQueryVariables, GetSuccessSuggestionsQuery, GetSuccessSuggestionsQueryVariables } from '../../lib/graphql/generated';

// The success carousel (spec §9, 4 slides): what goes with the products just ordered (cross-sells,
// related, upsells), topped up from their first category. Catalogue queries, cache-first.

const SUGGESTION_FIELDS = SUGGESTION_FRAGMENTS.fields;

export const GET_SUCCESS_SUGGESTIONS: TypedDocumentNode<GetSuccessSuggestionsQuery, GetSuccessSuggestionsQueryVariables> = gql`
  query GetSuccessSuggestions($skus: [String]) {
    products(filter: { sku: { in: $skus } }) {
      items {
        uid
        crosssell_products { ...SuggestionFields }
        related_products { ...SuggestionFields }
        upsell_products { ...SuggestionFields }
        categories { uid }
      }
    }
  }
  ${SUGGESTION_FIELDS}
`;

export const GET_CATEGORY_SUGGESTIONS: TypedDocumentNode<GetCategorySuggestionsQuery, GetCategorySuggestionsQueryVariables> = gql`
  query GetCategorySuggestions($uid: String) {
    products(filter: { category_uid: { eq: $uid } }, pageSize: 12) {
      items { ...SuggestionFields }
    }
  }
  ${SUGGESTION_FIELDS}
`;

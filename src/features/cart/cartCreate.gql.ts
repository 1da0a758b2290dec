import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreateEmptyCartMutation, CreateEmptyCartMutationVariables } from '../../lib/graphql/generated';

// Spec §7 createEmptyCart: the one cart call of a first visit, kept apart from the cart documents
// (cart.gql.ts), which load only when a cart is read or changed.

export const CREATE_EMPTY_CART: TypedDocumentNode<CreateEmptyCartMutation, CreateEmptyCartMutationVariables> = gql`
  mutation CreateEmptyCart { createEmptyCart }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';

// Spec §7 createEmptyCart: the one cart call of a first visit, kept apart from the cart documents
// (cart.gql.ts), which load only when a cart is read or changed.

export const CREATE_EMPTY_CART: TypedDocumentNode<{ createEmptyCart: string | null }, Record<string, never>> = gql`
  mutation CreateEmptyCart { createEmptyCart }
`;

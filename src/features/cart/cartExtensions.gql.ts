import { gql, type TypedDocumentNode } from '@apollo/client';
import { CART_FRAGMENTS } from './cart.gql';
import type { AddToCartMutation, AddToCartMutationVariables, RemoveCartAllItemsMutation, RemoveCartAllItemsMutationVariables } from '../../lib/graphql/generated';

// The brand module's cart mutations (spec §7 addToCart, removeCartAllItems). Imported only where the
// build's target backend has them (__CAPABILITIES__.cartExtensions), into the same chunk as cart.gql.ts;
// stock Magento gets addProductsToCart and clearCart instead.

export const ADD_TO_CART: TypedDocumentNode<AddToCartMutation, AddToCartMutationVariables> = gql`
  mutation AddToCart($cart_id: String!, $cartItems: [CartItemInput!]!) @brand {
    addToCart(cart_id: $cart_id, cartItems: $cartItems) { cart { ...CartFields } message }
  }
  ${CART_FRAGMENTS.fields}
`;

export const REMOVE_CART_ALL_ITEMS: TypedDocumentNode<RemoveCartAllItemsMutation, RemoveCartAllItemsMutationVariables> = gql`
  mutation RemoveCartAllItems($cart_id: String!) @brand { removeCartAllItems(cart_id: $cart_id) { cart { ...CartFields } } }
  ${CART_FRAGMENTS.fields}
`;

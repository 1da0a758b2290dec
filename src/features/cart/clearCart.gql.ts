import { gql, type TypedDocumentNode } from '@apollo/client';
import { CART_FRAGMENTS } from './cart.gql';
import type { ClearCartMutation, ClearCartMutationVariables } from '../../lib/graphql/generated';

// Adobe Commerce's clearCart (Magento_QuoteCommerceGraphQl): Magento Open Source has no such mutation,
// so it is marked @brand (not in every Magento 2.4 backend) and sent only where the build's target
// has it (__CAPABILITIES__.clearCart) and not the brand module's removeCartAllItems.

export const CLEAR_CART: TypedDocumentNode<ClearCartMutation, ClearCartMutationVariables> = gql`
  mutation ClearCart($uid: ID!) @brand { clearCart(input: { uid: $uid }) { cart { ...CartFields } errors { message type } } }
  ${CART_FRAGMENTS.fields}
`;

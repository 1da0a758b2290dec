import { gql, type TypedDocumentNode } from '@apollo/client';
import { CART_FRAGMENTS } from '../cart/cart.gql';
import type { CartAddressInput, IsEmailAvailableQuery, IsEmailAvailableQueryVariables, PlaceOrderMutation, PlaceOrderMutationVariables, SetBillingAddressOnCartMutation, SetBillingAddressOnCartMutationVariables, SetCartCustomerNoteMutation, SetCartCustomerNoteMutationVariables, SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables, SetPaymentMethodOnCartMutation, SetPaymentMethodOnCartMutationVariables, SetShippingAddressesOnCartMutation, SetShippingAddressesOnCartMutationVariables, SetShippingMethodsOnCartMutation, SetShippingMethodsOnCartMutationVariables } from '../../lib/graphql/generated';

// Spec §7 checkout calls, with Magento 2.4.8's names and input shapes. Every mutation returns the
// whole cart (CartFields), which replaces the cart in Redux and is mirrored into checkout state.

const CART_FIELDS = CART_FRAGMENTS.fields;

/** Magento's isEmailAvailable: false when an account already uses the address (where the store allows asking). */
export const IS_EMAIL_AVAILABLE: TypedDocumentNode<IsEmailAvailableQuery, IsEmailAvailableQueryVariables> = gql`
  query IsEmailAvailable($email: String!) {
    isEmailAvailable(email: $email) { is_email_available }
  }
`;

/** An address as the checkout sends it (a ShippingAddressInput): a new one, or an address-book entry by id. */
export type AddressChoice = { address: CartAddressInput } | { customer_address_id: number };

export const SET_GUEST_EMAIL_ON_CART: TypedDocumentNode<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables> = gql`
  mutation SetGuestEmailOnCart($cart_id: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cart_id, email: $email }) { cart { ...CartFields } }
  }
  ${CART_FIELDS}
`;

export const SET_SHIPPING_ADDRESSES_ON_CART: TypedDocumentNode<SetShippingAddressesOnCartMutation, SetShippingAddressesOnCartMutationVariables> = gql`
  mutation SetShippingAddressesOnCart($cart_id: String!, $addresses: [ShippingAddressInput]!) {
    setShippingAddressesOnCart(input: { cart_id: $cart_id, shipping_addresses: $addresses }) { cart { ...CartFields } }
  }
  ${CART_FIELDS}
`;

export type BillingAddressChoice = AddressChoice | { same_as_shipping: true };

export const SET_BILLING_ADDRESS_ON_CART: TypedDocumentNode<SetBillingAddressOnCartMutation, SetBillingAddressOnCartMutationVariables> = gql`
  mutation SetBillingAddressOnCart($cart_id: String!, $address: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cart_id, billing_address: $address }) { cart { ...CartFields } }
  }
  ${CART_FIELDS}
`;

export const SET_SHIPPING_METHODS_ON_CART: TypedDocumentNode<SetShippingMethodsOnCartMutation, SetShippingMethodsOnCartMutationVariables> = gql`
  mutation SetShippingMethodsOnCart($cart_id: String!, $method: ShippingMethodInput!) {
    setShippingMethodsOnCart(input: { cart_id: $cart_id, shipping_methods: [$method] }) { cart { ...CartFields } }
  }
  ${CART_FIELDS}
`;

/** The brand's card method (server/src/cart/payments.ts). */
export const CARD_METHOD_CODE = 'spectrane_card';
export const PURCHASE_ORDER_CODE = 'purchaseorder';

export const SET_PAYMENT_METHOD_ON_CART: TypedDocumentNode<SetPaymentMethodOnCartMutation, SetPaymentMethodOnCartMutationVariables> = gql`
  mutation SetPaymentMethodOnCart($cart_id: String!, $method: PaymentMethodInput!) {
    setPaymentMethodOnCart(input: { cart_id: $cart_id, payment_method: $method }) { cart { ...CartFields } }
  }
  ${CART_FIELDS}
`;

export const PLACE_ORDER: TypedDocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables> = gql`
  mutation PlaceOrder($cart_id: String!) {
    placeOrder(input: { cart_id: $cart_id }) {
      errors { code message }
      order { order_number }
    }
  }
`;

/** Brand extension: the order comment (spec §4), kept on the cart and copied onto the order. */
export const SET_CART_CUSTOMER_NOTE: TypedDocumentNode<SetCartCustomerNoteMutation, SetCartCustomerNoteMutationVariables> = gql`
  mutation SetCartCustomerNote($cart_id: String!, $note: String) @brand {
    setCartCustomerNote(input: { cart_id: $cart_id, note: $note }) { cart { ...CartFields } }
  }
  ${CART_FIELDS}
`;

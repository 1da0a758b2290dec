import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AddProductsToCartMutation, AddProductsToCartMutationVariables, ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables, EstimateShippingMethodsMutation, EstimateShippingMethodsMutationVariables, EstimateTotalsMutation, EstimateTotalsMutationVariables, GetCountriesQuery, GetCountriesQueryVariables, GetCustomerCartQuery, GetCustomerCartQueryVariables, GetGuestCartQuery, GetGuestCartQueryVariables, MergeCartsMutation, MergeCartsMutationVariables, RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables, RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables, UpdateCartItemsMutation, UpdateCartItemsMutationVariables } from '../../lib/graphql/generated';

// Spec §7 cart calls. Every document selects the same CartFields fragment so any reply can replace
// the cart in Redux (the single source of truth) without a second fetch. The thunks load this module
// when they first call the cart (cartDocuments.ts): a first visit, which only creates an empty cart
// (cartCreate.gql.ts), never downloads these documents.

const ITEM_FIELDS = gql`
  fragment CartItemFields on CartItemInterface {
    __typename
    id
    uid
    quantity
    item_has_old_price @brand
    item_has_special @brand
    item_row_old_price @brand
    item_row_price @brand
    item_row_total_price @brand
    item_row_name @brand
    item_row_thumbnail @brand
    current_product @brand { sku }
    # Spec §3 cart item product: type_id, the brand's names, price_range and the custom options' titles.
    product {
      id
      sku
      name
      type_id
      url_key
      render_type @brand
      canonical_name @brand
      base_canonical_name @brand
      stock_status
      thumbnail { url label }
      price_range {
        minimum_price { final_price { value } regular_price { value } }
        maximum_price { final_price { value } regular_price { value } }
      }
      ... on CustomizableProductInterface { options { title option_id } }
    }
    prices {
      price { value currency }
      price_including_tax { value currency }
      original_item_price { value currency }
      row_total { value currency }
      row_total_including_tax { value currency }
      row_price_including_tax @brand { value currency }
      discounts { label amount { value } }
    }
    ... on SimpleCartItem { customizable_options { label values { label value } } }
    ... on VirtualCartItem { customizable_options { label values { label value } } }
    ... on ConfigurableCartItem {
      configurable_options { option_label value_label }
      configured_variant { sku thumbnail { url label } }
      customizable_options { label values { label value } }
    }
    ... on BundleCartItem {
      bundle_options { label values { label quantity } }
      customizable_options { label values { label value } }
    }
    ... on DownloadableCartItem {
      links { title }
      customizable_options { label values { label value } }
    }
  }
`;

const SHIPPING_METHOD_FIELDS = gql`
  fragment ShippingMethodFields on AvailableShippingMethod {
    amount { value currency }
    available
    carrier_code
    carrier_title
    method_code
    method_title
  }
`;

const ADDRESS_FIELDS = gql`
  fragment CartAddressFields on CartAddressInterface {
    firstname
    lastname
    company
    street
    city
    region { code label region_id }
    postcode
    country { code label }
    telephone
    vat_id
  }
`;

// The checkout's part of the cart (spec §3 Cart, Shipping address, Payment method).
const CHECKOUT_FIELDS = gql`
  fragment CartCheckoutFields on Cart {
    shipping_addresses {
      ...CartAddressFields
      # Magento's order comment: the shipping address's note (the brand's cart field below where it exists).
      customer_notes
      available_shipping_methods { ...ShippingMethodFields }
      selected_shipping_method { amount { value currency } carrier_code carrier_title method_code method_title }
    }
    billing_address { ...CartAddressFields }
    selected_payment_method { code title purchase_order_number card_last4 @brand }
    customer_note @brand
  }
  ${ADDRESS_FIELDS}
  ${SHIPPING_METHOD_FIELDS}
`;

// Each document starts with its own definition; the fragments it spreads are interpolated at its end
// (the order babel-plugin-graphql-tag compiles it in, see babel.config.js).
const CART_FIELDS = gql`
  fragment CartFields on Cart {
    id
    email
    is_virtual
    total_quantity
    customer_group_id @brand
    items { ...CartItemFields }
    applied_coupons { code }
    prices {
      grand_total { value currency }
      subtotal_excluding_tax { value currency }
      subtotal_including_tax { value currency }
      subtotal_with_discount_excluding_tax { value currency }
      applied_taxes { label amount { value currency } }
      discounts { label amount { value currency } }
    }
    available_payment_methods { code title }
    minimum_order_qty_validation @brand { failure_message failure_redirect_url }
    ...CartCheckoutFields
  }
  ${ITEM_FIELDS}
  ${CHECKOUT_FIELDS}
`;

/** For the checkout's documents: the cart fragment (wrapped, so it is not taken for an operation). */
export const CART_FRAGMENTS = { fields: CART_FIELDS } as const;

export const GET_GUEST_CART: TypedDocumentNode<GetGuestCartQuery, GetGuestCartQueryVariables> = gql`
  query GetGuestCart($cartId: String!) { cart(cart_id: $cartId) { ...CartFields } }
  ${CART_FIELDS}
`;

export const GET_CUSTOMER_CART: TypedDocumentNode<GetCustomerCartQuery, GetCustomerCartQueryVariables> = gql`
  query GetCustomerCart { customerCart { ...CartFields } }
  ${CART_FIELDS}
`;

/** Stock Magento's add (the brand's all-or-nothing addToCart is in cartExtensions.gql.ts). */
export const ADD_PRODUCTS_TO_CART: TypedDocumentNode<AddProductsToCartMutation, AddProductsToCartMutationVariables> = gql`
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) { cart { ...CartFields } user_errors { code message } }
  }
  ${CART_FIELDS}
`;

export const UPDATE_CART_ITEMS: TypedDocumentNode<UpdateCartItemsMutation, UpdateCartItemsMutationVariables> = gql`
  mutation UpdateCartItems($cart_id: String!, $cart_item_id: Int!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cart_id, cart_items: [{ cart_item_id: $cart_item_id, quantity: $quantity }] }) {
      cart { ...CartFields }
      errors { code message }
      message @brand
    }
  }
  ${CART_FIELDS}
`;

export const REMOVE_ITEM_FROM_CART: TypedDocumentNode<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables> = gql`
  mutation RemoveItemFromCart($cart_id: String!, $cart_item_id: Int!) {
    removeItemFromCart(input: { cart_id: $cart_id, cart_item_id: $cart_item_id }) { cart { ...CartFields } }
  }
  ${CART_FIELDS}
`;

export const APPLY_COUPON_TO_CART: TypedDocumentNode<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables> = gql`
  mutation ApplyCouponToCart($cart_id: String!, $coupon_code: String!) {
    applyCouponToCart(input: { cart_id: $cart_id, coupon_code: $coupon_code }) { cart { ...CartFields } }
  }
  ${CART_FIELDS}
`;

export const REMOVE_COUPON_FROM_CART: TypedDocumentNode<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables> = gql`
  mutation RemoveCouponFromCart($cart_id: String!) {
    removeCouponFromCart(input: { cart_id: $cart_id }) { cart { ...CartFields } }
  }
  ${CART_FIELDS}
`;

/** For the account issue: the guest cart into the customer's at sign-in (Magento mergeCarts). */
export const MERGE_CARTS: TypedDocumentNode<MergeCartsMutation, MergeCartsMutationVariables> = gql`
  mutation MergeCarts($source_cart_id: String!, $destination_cart_id: String) {
    mergeCarts(source_cart_id: $source_cart_id, destination_cart_id: $destination_cart_id) { ...CartFields }
  }
  ${CART_FIELDS}
`;

export const ESTIMATE_SHIPPING_METHODS: TypedDocumentNode<EstimateShippingMethodsMutation, EstimateShippingMethodsMutationVariables> = gql`
  mutation EstimateShippingMethods($cart_id: String!, $address: EstimateAddressInput!) {
    estimateShippingMethods(input: { cart_id: $cart_id, address: $address }) { ...ShippingMethodFields }
  }
  ${SHIPPING_METHOD_FIELDS}
`;

export const ESTIMATE_TOTALS: TypedDocumentNode<EstimateTotalsMutation, EstimateTotalsMutationVariables> = gql`
  mutation EstimateTotals($cart_id: String!, $address: EstimateAddressInput!, $shipping_method: ShippingMethodInput) {
    estimateTotals(input: { cart_id: $cart_id, address: $address, shipping_method: $shipping_method }) { cart { ...CartFields } }
  }
  ${CART_FIELDS}
`;

export const GET_COUNTRIES: TypedDocumentNode<GetCountriesQuery, GetCountriesQueryVariables> = gql`
  query GetCountries { countries { id full_name_locale available_regions { id code name } } }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AddCustomerWishlistItemsToCartMutation, AddCustomerWishlistItemsToCartMutationVariables, AddProductsToCustomerWishlistMutation, AddProductsToCustomerWishlistMutationVariables, GetCustomerWishlistQuery, GetCustomerWishlistQueryVariables, RemoveCustomerWishlistItemsMutation, RemoveCustomerWishlistItemsMutationVariables, ShareCustomerWishlistMutation, ShareCustomerWishlistMutationVariables, UpdateCustomerWishlistItemsMutation, UpdateCustomerWishlistItemsMutationVariables, WishlistFieldsFragment } from '../../lib/graphql/generated';
import type { Item } from '../../lib/graphql/present';

// My Wish List (Magento's deprecated-but-universal Customer.wishlist: the one list every store has).
// Run with fetchPolicy no-cache like the rest of the account area.

/** A customer's wish list with its items (the WishlistFields fragment). */
export type WishlistData = WishlistFieldsFragment;

/** A wish list item (a union by __typename) with its product. */
export type WishlistItem = Item<NonNullable<WishlistData['items_v2']>['items']>;

const WISHLIST_FIELDS = gql`
  fragment WishlistFields on Wishlist {
    id
    items_count
    sharing_code
    items_v2(pageSize: 100) {
      items {
        __typename
        id
        quantity
        description
        added_at
        product {
          uid
          sku
          name
          url_key
          stock_status
          thumbnail {
            url
            label
          }
          price_range {
            minimum_price {
              final_price {
                value
                currency
              }
              regular_price {
                value
                currency
              }
            }
          }
        }
      }
    }
  }
`;

export const GET_WISHLIST: TypedDocumentNode<GetCustomerWishlistQuery, GetCustomerWishlistQueryVariables> = gql`
  query GetCustomerWishlist {
    customer {
      wishlist {
        ...WishlistFields
      }
    }
  }
  ${WISHLIST_FIELDS}
`;

export const ADD_TO_WISHLIST: TypedDocumentNode<AddProductsToCustomerWishlistMutation, AddProductsToCustomerWishlistMutationVariables> = gql`
  mutation AddProductsToCustomerWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      user_errors {
        code
        message
      }
      wishlist {
        id
        items_count
      }
    }
  }
`;

export const UPDATE_WISHLIST_ITEMS: TypedDocumentNode<UpdateCustomerWishlistItemsMutation, UpdateCustomerWishlistItemsMutationVariables> = gql`
  mutation UpdateCustomerWishlistItems($wishlistId: ID!, $items: [WishlistItemUpdateInput!]!) {
    updateProductsInWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      user_errors {
        code
        message
      }
      wishlist {
        ...WishlistFields
      }
    }
  }
  ${WISHLIST_FIELDS}
`;

export const REMOVE_WISHLIST_ITEMS: TypedDocumentNode<RemoveCustomerWishlistItemsMutation, RemoveCustomerWishlistItemsMutationVariables> = gql`
  mutation RemoveCustomerWishlistItems($wishlistId: ID!, $ids: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $ids) {
      user_errors {
        code
        message
      }
      wishlist {
        ...WishlistFields
      }
    }
  }
  ${WISHLIST_FIELDS}
`;

type WishlistToCart = NonNullable<AddCustomerWishlistItemsToCartMutation['addWishlistItemsToCart']>;

/** Why a wish list item did not go into the cart. */
export type WishlistCartError = Item<WishlistToCart['add_wishlist_items_to_cart_user_errors']>;

export const WISHLIST_TO_CART: TypedDocumentNode<AddCustomerWishlistItemsToCartMutation, AddCustomerWishlistItemsToCartMutationVariables> = gql`
  mutation AddCustomerWishlistItemsToCart($wishlistId: ID!, $ids: [ID!]) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $ids) {
      status
      add_wishlist_items_to_cart_user_errors {
        code
        message
        wishlistItemId
      }
      wishlist {
        ...WishlistFields
      }
    }
  }
  ${WISHLIST_FIELDS}
`;

export const SHARE_WISHLIST: TypedDocumentNode<ShareCustomerWishlistMutation, ShareCustomerWishlistMutationVariables> = gql`
  mutation ShareCustomerWishlist($emails: [String]!, $message: String) @brand {
    shareWishlist(emails: $emails, message: $message) {
      sent
    }
  }
`;

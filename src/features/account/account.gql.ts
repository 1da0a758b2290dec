import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables, GetCurrentVatQuery, GetCurrentVatQueryVariables, GetCustomerChipQuery, GetCustomerChipQueryVariables, RevokeCustomerTokenMutation, RevokeCustomerTokenMutationVariables } from '../../lib/graphql/generated';

// Customer documents: always fetched with no-cache so one shopper's data never sits in the shared
// Apollo cache for the next one (§6).

export const REVOKE_CUSTOMER_TOKEN: TypedDocumentNode<RevokeCustomerTokenMutation, RevokeCustomerTokenMutationVariables> = gql`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`;

/** Spec §7 getCustomerChip. */
export const GET_CUSTOMER_CHIP: TypedDocumentNode<GetCustomerChipQuery, GetCustomerChipQueryVariables> = gql`
  query GetCustomerChip($withWishlist: Boolean = true) {
    customer {
      email
      firstname
      lastname
      default_billing
      default_shipping
      wishlist @include(if: $withWishlist) {
        id
        sharing_code
      }
    }
  }
`;

/** Brand: the customer's VAT number and whether its format is valid. */
export type CurrentVat = NonNullable<GetCurrentVatQuery['currentVat']>;

export const GET_CURRENT_VAT: TypedDocumentNode<GetCurrentVatQuery, GetCurrentVatQueryVariables> = gql`
  query GetCurrentVat @brand {
    currentVat {
      valid
      vat_number
      valid_country
    }
  }
`;

export const GENERATE_CUSTOMER_TOKEN: TypedDocumentNode<GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables> = gql`
  mutation GenerateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Customer } from './userSlice';

// Customer documents: always fetched with no-cache so one shopper's data never sits in the shared
// Apollo cache for the next one (§6).

export interface RevokeCustomerTokenMutation {
  revokeCustomerToken: { result: boolean } | null;
}

export const REVOKE_CUSTOMER_TOKEN: TypedDocumentNode<RevokeCustomerTokenMutation, Record<string, never>> = gql`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`;

/** Spec §7 getCustomerChip. */
export const GET_CUSTOMER_CHIP: TypedDocumentNode<{ customer: Customer | null }, Record<string, never>> = gql`
  query getCustomerChip {
    customer {
      email
      firstname
      lastname
      default_billing
      default_shipping
      wishlist {
        id
        sharing_code
      }
    }
  }
`;

export interface CurrentVat {
  valid: boolean;
  vat_number: string | null;
  valid_country: string | null;
}

export const GET_CURRENT_VAT: TypedDocumentNode<{ currentVat: CurrentVat | null }, Record<string, never>> = gql`
  query getCurrentVat @brand {
    currentVat {
      valid
      vat_number
      valid_country
    }
  }
`;

export const GENERATE_CUSTOMER_TOKEN: TypedDocumentNode<
  { generateCustomerToken: { token: string | null } | null },
  { email: string; password: string }
> = gql`
  mutation generateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`;

export interface CreateCustomerInput {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  is_subscribed: boolean;
  allow_remote_shopping_assistance: boolean;
}

export const CREATE_CUSTOMER: TypedDocumentNode<
  { createCustomerV2: { customer: { email: string | null } } | null },
  { input: CreateCustomerInput }
> = gql`
  mutation createCustomer($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
      }
    }
  }
`;

export const REQUEST_PASSWORD_RESET: TypedDocumentNode<{ requestPasswordResetEmail: boolean | null }, { email: string }> = gql`
  mutation requestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`;

export const RESET_PASSWORD: TypedDocumentNode<
  { resetPassword: boolean | null },
  { email: string; resetPasswordToken: string; newPassword: string }
> = gql`
  mutation resetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`;

/** Brand mutation (EU stores): checks and stores the customer's VAT number; "" removes it. */
export const SET_CUSTOMER_VAT: TypedDocumentNode<{ setCustomerVatNumber: CurrentVat | null }, { vatNumber: string }> = gql`
  mutation setCustomerVatNumber($vatNumber: String!) @brand {
    setCustomerVatNumber(vat_number: $vatNumber) {
      valid
      vat_number
      valid_country
    }
  }
`;

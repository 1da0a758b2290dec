import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreateCustomerMutation, CreateCustomerMutationVariables, RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables, ResetPasswordMutation, ResetPasswordMutationVariables, SetCustomerVatNumberMutation, SetCustomerVatNumberMutationVariables } from '../../lib/graphql/generated';

// The documents of the account's own screens (create account, forgot and reset password, VAT number), each
// sent only from its screen's lazy chunk. Not in account.gql.ts: start-up code imports that module, and a
// module the entry chunk shares takes every one of its documents into the first load.

export const CREATE_CUSTOMER: TypedDocumentNode<CreateCustomerMutation, CreateCustomerMutationVariables> = gql`
  mutation CreateCustomer($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
      }
    }
  }
`;

export const REQUEST_PASSWORD_RESET: TypedDocumentNode<RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables> = gql`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`;

export const RESET_PASSWORD: TypedDocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables> = gql`
  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`;

/** Brand mutation (EU stores): checks and stores the customer's VAT number; "" removes it. */
export const SET_CUSTOMER_VAT: TypedDocumentNode<SetCustomerVatNumberMutation, SetCustomerVatNumberMutationVariables> = gql`
  mutation SetCustomerVatNumber($vatNumber: String!) @brand {
    setCustomerVatNumber(vat_number: $vatNumber) {
      valid
      vat_number
      valid_country
    }
  }
`;

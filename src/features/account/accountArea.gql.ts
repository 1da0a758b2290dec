import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ChangeCustomerPasswordMutation, ChangeCustomerPasswordMutationVariables, CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables, DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables, GetAccountCustomerQuery, GetAccountCustomerQueryVariables, UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables, UpdateCustomerEmailMutation, UpdateCustomerEmailMutationVariables, UpdateCustomerMutation, UpdateCustomerMutationVariables } from '../../lib/graphql/generated';

// Documents of the account area. All run with fetchPolicy no-cache (see useCustomerQuery).

const ADDRESS_FIELDS = gql`
  fragment CustomerAddressFields on CustomerAddress {
    id
    firstname
    middlename
    lastname
    company
    street
    city
    country_code
    region {
      region
      region_code
      region_id
    }
    postcode
    telephone
    default_billing
    default_shipping
  }
`;

/** The account pages' customer: names, e-mail, newsletter, remote assistance consent, addresses. */
export type AccountCustomer = NonNullable<GetAccountCustomerQuery['customer']>;

export const GET_ACCOUNT_CUSTOMER: TypedDocumentNode<GetAccountCustomerQuery, GetAccountCustomerQueryVariables> = gql`
  query GetAccountCustomer {
    customer {
      firstname
      lastname
      email
      is_subscribed
      allow_remote_shopping_assistance
      addresses {
        ...CustomerAddressFields
      }
    }
  }
  ${ADDRESS_FIELDS}
`;

export const UPDATE_CUSTOMER: TypedDocumentNode<UpdateCustomerMutation, UpdateCustomerMutationVariables> = gql`
  mutation UpdateCustomer($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        firstname
        lastname
        is_subscribed
        allow_remote_shopping_assistance
      }
    }
  }
`;

export const UPDATE_CUSTOMER_EMAIL: TypedDocumentNode<UpdateCustomerEmailMutation, UpdateCustomerEmailMutationVariables> = gql`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
`;

export const CHANGE_PASSWORD: TypedDocumentNode<ChangeCustomerPasswordMutation, ChangeCustomerPasswordMutationVariables> = gql`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`;

/** Magento's CustomerAddressInput, as the address form fills it. */
export type AddressInput = CreateCustomerAddressMutationVariables['address'];

export const CREATE_ADDRESS: TypedDocumentNode<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables> = gql`
  mutation CreateCustomerAddress($address: CustomerAddressInput!) {
    createCustomerAddress(input: $address) {
      ...CustomerAddressFields
    }
  }
  ${ADDRESS_FIELDS}
`;

export const UPDATE_ADDRESS: TypedDocumentNode<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables> = gql`
  mutation UpdateCustomerAddress($id: Int!, $address: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $address) {
      ...CustomerAddressFields
    }
  }
  ${ADDRESS_FIELDS}
`;

export const DELETE_ADDRESS: TypedDocumentNode<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables> = gql`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;

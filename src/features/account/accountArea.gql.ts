import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CustomerAddress } from './userSlice';

// Documents of the account area. All run with fetchPolicy no-cache (see useCustomerQuery).

type Address = Omit<CustomerAddress, 'key'>;

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

export interface AccountCustomer {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  is_subscribed: boolean | null;
  /** Magento's Login as Customer consent. */
  allow_remote_shopping_assistance: boolean;
  addresses: Address[] | null;
}

export const GET_ACCOUNT_CUSTOMER: TypedDocumentNode<{ customer: AccountCustomer | null }, Record<string, never>> = gql`
  query getAccountCustomer {
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

export const UPDATE_CUSTOMER: TypedDocumentNode<
  {
    updateCustomerV2: {
      customer: { firstname: string | null; lastname: string | null; is_subscribed: boolean | null; allow_remote_shopping_assistance: boolean };
    } | null;
  },
  { input: { firstname?: string; lastname?: string; is_subscribed?: boolean; allow_remote_shopping_assistance?: boolean } }
> = gql`
  mutation updateCustomer($input: CustomerUpdateInput!) {
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

export const UPDATE_CUSTOMER_EMAIL: TypedDocumentNode<
  { updateCustomerEmail: { customer: { email: string | null } } | null },
  { email: string; password: string }
> = gql`
  mutation updateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
`;

export const CHANGE_PASSWORD: TypedDocumentNode<
  { changeCustomerPassword: { email: string | null } | null },
  { currentPassword: string; newPassword: string }
> = gql`
  mutation changeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`;

export interface AddressInput {
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  city: string;
  country_code: string;
  region?: { region?: string; region_code?: string; region_id?: number };
  postcode: string;
  telephone: string;
  default_billing: boolean;
  default_shipping: boolean;
}

export const CREATE_ADDRESS: TypedDocumentNode<{ createCustomerAddress: Address | null }, { address: AddressInput }> = gql`
  mutation createCustomerAddress($address: CustomerAddressInput!) {
    createCustomerAddress(input: $address) {
      ...CustomerAddressFields
    }
  }
  ${ADDRESS_FIELDS}
`;

export const UPDATE_ADDRESS: TypedDocumentNode<{ updateCustomerAddress: Address | null }, { id: number; address: AddressInput }> = gql`
  mutation updateCustomerAddress($id: Int!, $address: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $address) {
      ...CustomerAddressFields
    }
  }
  ${ADDRESS_FIELDS}
`;

export const DELETE_ADDRESS: TypedDocumentNode<{ deleteCustomerAddress: boolean | null }, { id: number }> = gql`
  mutation deleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;

export interface CountryOption {
  id: string | null;
  full_name_locale: string | null;
  available_regions: Array<{ id: number | null; code: string | null; name: string | null }> | null;
}

export const GET_COUNTRIES: TypedDocumentNode<{ countries: CountryOption[] | null }, Record<string, never>> = gql`
  query getCountries {
    countries {
      id
      full_name_locale
      available_regions {
        id
        code
        name
      }
    }
  }
`;

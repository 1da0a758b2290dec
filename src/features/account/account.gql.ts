import { gql, type TypedDocumentNode } from '@apollo/client';

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

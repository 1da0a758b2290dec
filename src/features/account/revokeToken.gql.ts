import { gql, type TypedDocumentNode } from '@apollo/client';

// Signing out (userThunks) and the store switches that clear the session (switchStore, switchRegion) revoke the
// token. A module of its own: the store switch is in the entry, and webpack keeps a module's exports that any chunk
// uses, so the customer's other documents (account.gql.ts) would come along with it.

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

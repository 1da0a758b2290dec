import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SendEmailToFriendVariables {
  input: {
    product_id: number;
    sender: { name: string; email: string; message: string };
    recipients: Array<{ name: string; email: string }>;
  };
}

/** Magento sendEmailToFriend: the product's link to up to five people. */
export const SEND_EMAIL_TO_FRIEND: TypedDocumentNode<{ sendEmailToFriend: { sender: { email: string } | null } | null }, SendEmailToFriendVariables> = gql`
  mutation SendEmailToFriend($input: SendEmailToFriendInput!) {
    sendEmailToFriend(input: $input) {
      sender { email }
    }
  }
`;

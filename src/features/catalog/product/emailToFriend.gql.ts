import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SendEmailToFriendMutation, SendEmailToFriendMutationVariables } from '../../../lib/graphql/generated';

/** Magento sendEmailToFriend: the product's link to up to five people. */
export const SEND_EMAIL_TO_FRIEND: TypedDocumentNode<SendEmailToFriendMutation, SendEmailToFriendMutationVariables> = gql`
  mutation SendEmailToFriend($input: SendEmailToFriendInput!) {
    sendEmailToFriend(input: $input) {
      sender { email }
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables } from '../../lib/graphql/generated';

/** Spec §7 subscribeEmailToNewsletter (a mutation, so it goes as POST). */
export const SUBSCRIBE_EMAIL_TO_NEWSLETTER: TypedDocumentNode<SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables> = gql`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`;

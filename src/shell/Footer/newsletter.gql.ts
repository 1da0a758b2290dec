import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables } from '../../lib/graphql/generated';

export type SubscriptionStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNCONFIRMED' | 'UNSUBSCRIBED';

export interface SubscribeEmailToNewsletterMutation {
  subscribeEmailToNewsletter: { status: SubscriptionStatus | null } | null;
}

export interface SubscribeEmailToNewsletterVariables {
  email: string;
}

/** Spec §7 subscribeEmailToNewsletter (a mutation, so it goes as POST). */
export const SUBSCRIBE_EMAIL_TO_NEWSLETTER: TypedDocumentNode<SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables> = gql`
  mutation SubscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`;

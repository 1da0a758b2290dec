import { recaptchaHeaders } from '../../shared/recaptcha/recaptcha';
import { SUBSCRIBE_EMAIL_TO_NEWSLETTER } from './newsletter.gql';
import type { ApolloClient } from '@apollo/client';

/**
 * The newsletter signup's call (spec §7 subscribeEmailToNewsletter, with Magento's reCAPTCHA token where the store
 * guards the form), loaded with the first submit: the footer is on every first load, its call is not needed there.
 * True when subscribed.
 */
export async function subscribe(client: ApolloClient, email: string): Promise<boolean> {
  const headers = await recaptchaHeaders(client, 'NEWSLETTER');
  const { data } = await client.mutate({
    mutation: SUBSCRIBE_EMAIL_TO_NEWSLETTER,
    variables: { email },
    context: { silent: true, headers },
  });
  return data?.subscribeEmailToNewsletter?.status === 'SUBSCRIBED';
}

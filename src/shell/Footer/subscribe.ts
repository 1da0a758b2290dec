import { recaptchaHeaders } from '../../shared/recaptcha/recaptcha';
import { SUBSCRIBE_EMAIL_TO_NEWSLETTER } from './newsletter.gql';
import type { Translate } from '../../lib/i18n/useT';
import type { ApolloClient } from '@apollo/client';

/**
 * The newsletter signup's call (spec §7 subscribeEmailToNewsletter, with Magento's reCAPTCHA token where the store
 * guards the form), loaded with the first submit: the footer is on every first load, its call is not needed there.
 * True when subscribed; null when not sent, the form's "I'm not a robot" box being unticked (the box says so).
 * `container`: the form's place for the badge or checkbox; none or off the page (the form unmounted): a badge then
 * floats, a checkbox is not shown.
 */
export async function subscribe(client: ApolloClient, email: string, t: Translate, container: HTMLElement | null): Promise<boolean | null> {
  const headers = await recaptchaHeaders(client, 'NEWSLETTER', container ? { container, prompt: t('recaptcha.confirm') } : undefined);
  if (!headers) return null;
  const { data } = await client.mutate({
    mutation: SUBSCRIBE_EMAIL_TO_NEWSLETTER,
    variables: { email },
    context: { silent: true, headers },
  });
  return data?.subscribeEmailToNewsletter?.status === 'SUBSCRIBED';
}

import { recaptchaHeaders } from '../../shared/recaptcha/recaptcha';
import { SUBSCRIBE_EMAIL_TO_NEWSLETTER } from './newsletter.gql';
import type { Translate } from '../../lib/i18n/useT';
import type { ApolloClient } from '@apollo/client';

/**
 * The footer form's place for its reCAPTCHA badge or checkbox, above its notice: found and made here, so the first
 * load has none of it. None without the form (unmounted meanwhile): a badge then floats, a checkbox is not shown.
 */
function recaptchaPlace(): HTMLElement | undefined {
  const form = document.querySelector<HTMLFormElement>('form[name="newsletter"]');
  if (!form) return undefined;
  const known = form.querySelector<HTMLElement>('.recaptcha-badge');
  if (known) return known;
  const container = document.createElement('div');
  container.className = 'recaptcha-badge';
  form.insertBefore(container, form.querySelector('.newsletter-form__notice'));
  return container;
}

/**
 * The newsletter signup's call (spec §7 subscribeEmailToNewsletter, with Magento's reCAPTCHA token where the store
 * guards the form), loaded with the first submit: the footer is on every first load, its call is not needed there.
 * True when subscribed; null when not sent, the form's "I'm not a robot" box being unticked (the box says so).
 */
export async function subscribe(client: ApolloClient, email: string, t: Translate): Promise<boolean | null> {
  const container = recaptchaPlace();
  const headers = await recaptchaHeaders(client, 'NEWSLETTER', container && { container, prompt: t('recaptcha.confirm') });
  if (!headers) return null;
  const { data } = await client.mutate({
    mutation: SUBSCRIBE_EMAIL_TO_NEWSLETTER,
    variables: { email },
    context: { silent: true, headers },
  });
  return data?.subscribeEmailToNewsletter?.status === 'SUBSCRIBED';
}

import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n/useT';
import type { RecaptchaForm } from './recaptcha';

/**
 * Where a guarded form's reCAPTCHA badge goes (inline, or fixed in a corner as the store's badge_position says), or
 * its "I'm not a robot" checkbox, with the prompt to tick it when a submit finds it unticked.
 * Google's script loads once the shopper starts on the form (focus enters it), not with every page that has one;
 * empty, and taking no room, while the store does not guard the form.
 */
export default function RecaptchaBadge({ form }: { form: RecaptchaForm }) {
  const client = useApolloClient();
  const prompt = useT()('recaptcha.confirm');
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    // The reCAPTCHA code loads with the first badge; nothing to do when it cannot (offline).
    const mount = () => void import('./recaptcha').then((recaptcha) => recaptcha.mountRecaptchaBadge(client, form, { container: element, prompt }), () => undefined);
    const owner = element.closest('form');
    if (!owner || owner.contains(document.activeElement)) {
      mount();
      return undefined;
    }
    owner.addEventListener('focusin', mount, { once: true });
    return () => owner.removeEventListener('focusin', mount);
  }, [client, form, prompt]);
  return <div ref={container} className="recaptcha-badge" />;
}

import { useApolloClient } from '@apollo/client/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/useT';
import { email as emailRule, required, type RuleResult } from '../../lib/validation/rules';

export { EMAIL_MAX_LENGTH } from '../../lib/validation/rules';

const validate = (value: string): RuleResult => required(value) ?? emailRule(value.trim());

/**
 * The footer's newsletter signup (spec §2.4, §5, §7, §8): the field "subscribe" is required and must
 * be an e-mail (checked on blur and on submit, with the spec's messages); while the call runs the
 * button shows it is busy; SUBSCRIBED says 'Successfully subscribed.'; failures are ignored (no
 * message, the error link stays silent). Plain HTML on purpose: it is on every page, and antd's Form
 * would add ~60 kB gzip to every first load. The call (subscribe.ts) loads with the first submit and goes
 * through the client itself rather than useMutation, which no other first-load code needs.
 */
export default function NewsletterForm() {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<RuleResult>(null);
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  // Where Google's badge or checkbox goes when the store guards the form: empty, and so no space, until then.
  const recaptchaPlace = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validate(value);
    setError(problem);
    if (problem || loading) return;
    setSubscribed(false);
    setLoading(true);
    try {
      const { subscribe } = await import('./subscribe');
      if (await subscribe(client, value.trim(), t, recaptchaPlace.current)) {
        setSubscribed(true);
        setValue('');
      }
    } catch {
      // Spec §8: newsletter failures are ignored.
    } finally {
      setLoading(false);
    }
  };

  const inputId = `${id}-subscribe`;
  const errorId = `${id}-error`;
  return (
    // The spec's messages, not the browser's own bubbles.
    <form name="newsletter" className="newsletter-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="newsletter-form__row">
        <div className="newsletter-form__field">
          <label htmlFor={inputId} className="newsletter-form__label">{t('shell.newsletter.label')}</label>
          <input
            id={inputId}
            name="subscribe"
            type="email"
            autoComplete="email"
            inputMode="email"
            className="newsletter-form__input"
            value={value}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(validate(event.target.value));
            }}
            onBlur={() => setError(value === '' ? null : validate(value))}
          />
          {error && <p id={errorId} className="newsletter-form__error" role="alert">{t(error)}</p>}
        </div>
        <button type="submit" className="button button--primary newsletter-form__submit" aria-busy={loading}>
          {loading && <span className="spinner" aria-hidden="true" />}
          {t('shell.newsletter.submit')}
        </button>
      </div>
      <div ref={recaptchaPlace} className="recaptcha-badge" />
      <p className="newsletter-form__notice" role="status">
        {subscribed ? t('shell.newsletter.success') : ''}
      </p>
    </form>
  );
}

import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { guardedHeaders } from './lazy';
import type { RecaptchaForm } from './recaptcha';

/**
 * A guarded form's reCAPTCHA: `headers()` gets the token its mutation goes with (null: the form's checkbox is not
 * ticked, send nothing), `pending` is true meanwhile (the form shows itself busy and takes no second submit).
 */
export function useRecaptcha(form: RecaptchaForm): { pending: boolean; headers: () => Promise<Record<string, string> | null> } {
  const client = useApolloClient();
  const [pending, setPending] = useState(false);
  const headers = useCallback(async () => {
    setPending(true);
    try {
      return await guardedHeaders(client, form);
    } finally {
      setPending(false);
    }
  }, [client, form]);
  return { pending, headers };
}

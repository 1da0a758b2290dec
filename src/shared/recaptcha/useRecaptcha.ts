import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { guardedHeaders } from './lazy';
import type { RecaptchaForm } from './recaptcha';

/** What a guarded call came to: sent with its result, or not sent because the form's checkbox is not ticked. */
export type Guarded<T> = { sent: true; result: T } | { sent: false };

export interface Recaptcha {
  /** True from the token's request to the call's answer: the form shows itself busy and takes no second submit. */
  pending: boolean;
  /**
   * Gets the token and makes the call with its headers; skips the call when the form's "I'm not a robot" box is not
   * ticked (the box then says so). The call's errors reach the caller.
   */
  send: <T>(call: (headers: Record<string, string>) => Promise<T>) => Promise<Guarded<T>>;
}

/** A guarded form's reCAPTCHA (README › reCAPTCHA). */
export function useRecaptcha(form: RecaptchaForm): Recaptcha {
  const client = useApolloClient();
  const [pending, setPending] = useState(false);
  const send = useCallback(async <T,>(call: (headers: Record<string, string>) => Promise<T>): Promise<Guarded<T>> => {
    setPending(true);
    try {
      const headers = await guardedHeaders(client, form);
      if (!headers) return { sent: false };
      return { sent: true, result: await call(headers) };
    } finally {
      setPending(false);
    }
  }, [client, form]);
  return { pending, send };
}

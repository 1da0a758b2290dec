import type { RecaptchaForm } from './recaptcha';
import type { ApolloClient } from '@apollo/client';

// The reCAPTCHA code (recaptcha.ts) loads with the first guarded call, not with the pages that have a guarded form:
// the first load (which has the sign-in thunk) carries this line only.

/**
 * recaptchaHeaders: the headers of a guarded call, or null when the form's "I'm not a robot" box is unticked (send
 * nothing: the box says so); none when its code cannot load (offline): the call then fails or is refused as it would be.
 */
export const guardedHeaders = (client: ApolloClient, form: RecaptchaForm): Promise<Record<string, string> | null> =>
  import('./recaptcha').then((recaptcha) => recaptcha.recaptchaHeaders(client, form), () => ({}));

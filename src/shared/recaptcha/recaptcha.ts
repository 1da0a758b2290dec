import '../../styles/recaptcha.css';
import { RECAPTCHA_V3_CONFIG } from './recaptcha.gql';
import type { ReCaptchaFormEnum, RecaptchaConfigQuery } from '../../lib/graphql/generated';
import type { ApolloClient } from '@apollo/client';

/**
 * Magento's reCAPTCHA v3 on the storefront's forms. Magento says which forms it guards (recaptchaV3Config); for
 * those the storefront loads Google's script (explicit rendering, so the badge sits where the store's
 * badge_position says), and each guarded mutation carries a fresh token in the X-ReCaptcha header, which Magento
 * checks before it runs the mutation. When the script cannot load or answer (blocked, offline), the mutation goes
 * without a token and Magento's refusal is what the form shows: nothing is sent that Magento has not checked.
 */
export type RecaptchaForm = `${ReCaptchaFormEnum}`;
type Config = NonNullable<RecaptchaConfigQuery['recaptchaV3Config']>;

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const ONLOAD = 'spectraneRecaptchaLoaded';
/** Google's script (when the badge has not loaded it already) and the token, on a slow phone network. */
const TOKEN_TIMEOUT_MS = 15_000;

interface WidgetParameters {
  sitekey: string;
  badge: string;
  size: 'invisible';
  theme: string;
}

/** The part of Google's grecaptcha object used here. */
export interface Grecaptcha {
  render(container: HTMLElement, parameters: WidgetParameters): number;
  execute(widget: number, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    [ONLOAD]?: () => void;
  }
}

let script: Promise<Grecaptcha> | null = null;

function loadScript(config: Config): Promise<Grecaptcha> {
  script ??= new Promise<Grecaptcha>((resolve, reject) => {
    window[ONLOAD] = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha missing')));
    const element = document.createElement('script');
    const params = new URLSearchParams({ render: 'explicit', onload: ONLOAD });
    if (config.language_code) params.set('hl', config.language_code);
    element.src = `${RECAPTCHA_SCRIPT_URL}?${params.toString()}`;
    element.async = true;
    element.onerror = () => reject(new Error('The reCAPTCHA script did not load'));
    document.head.append(element);
  }).catch((error: unknown) => {
    // A later form may try again (the network may be back).
    script = null;
    throw error;
  });
  return script;
}

/** The store's settings, when it guards this form; null when it does not or has no reCAPTCHA (its query refused). */
async function configFor(client: ApolloClient, form: RecaptchaForm): Promise<Config | null> {
  try {
    const { data } = await client.query({ query: RECAPTCHA_V3_CONFIG, fetchPolicy: 'cache-first', context: { silent: true } });
    const config = data?.recaptchaV3Config;
    return config?.is_enabled && config.website_key && config.forms.includes(form) ? config : null;
  } catch {
    return null;
  }
}

interface Widget {
  id: number;
  container: HTMLElement;
}

/** The widget of each form: rendered into its form's badge container, else into one of its own in the page. */
const widgets = new Map<RecaptchaForm, Widget>();

function render(grecaptcha: Grecaptcha, config: Config, container: HTMLElement, floating: boolean): number {
  const badge = floating && config.badge_position === 'inline' ? 'bottomright' : config.badge_position;
  return grecaptcha.render(container, { sitekey: config.website_key, badge, size: 'invisible', theme: config.theme });
}

async function widgetFor(grecaptcha: Grecaptcha, config: Config, form: RecaptchaForm): Promise<number> {
  const known = widgets.get(form);
  if (known?.container.isConnected) return known.id;
  // No badge of its form on screen (a call from a thunk): a floating badge inside <main>, where landmarks expect it.
  const container = document.createElement('div');
  container.className = 'recaptcha-badge recaptcha-badge--floating';
  (document.querySelector('main') ?? document.body).append(container);
  const id = render(grecaptcha, config, container, true);
  widgets.set(form, { id, container });
  return id;
}

/**
 * Shows the form's badge in `container` once the store guards the form (loading Google's script then), so that
 * the token on submit comes quickly. Resolves when done; never rejects.
 */
export async function mountRecaptchaBadge(client: ApolloClient, form: RecaptchaForm, container: HTMLElement): Promise<void> {
  const config = await configFor(client, form);
  if (!config) return;
  try {
    const grecaptcha = await loadScript(config);
    if (!container.isConnected || widgets.get(form)?.container === container) return;
    widgets.set(form, { id: render(grecaptcha, config, container, false), container });
  } catch (error) {
    console.warn('reCAPTCHA:', error instanceof Error ? error.message : error);
  }
}

const withTimeout = <T>(promise: PromiseLike<T>, ms: number): Promise<T> => new Promise<T>((resolve, reject) => {
  const timer = window.setTimeout(() => reject(new Error('No reCAPTCHA token in time')), ms);
  Promise.resolve(promise).then((value) => { window.clearTimeout(timer); resolve(value); }, (error: unknown) => { window.clearTimeout(timer); reject(error); });
});

/**
 * The headers a guarded mutation of `form` goes with: a fresh token (tokens are single use and last two minutes)
 * when the store guards the form, else none; none too when the script or the token takes longer than 15 s.
 */
export async function recaptchaHeaders(client: ApolloClient, form: RecaptchaForm): Promise<Record<string, string>> {
  const config = await configFor(client, form);
  if (!config) return {};
  try {
    const token = await withTimeout((async () => {
      const grecaptcha = await loadScript(config);
      const widget = await widgetFor(grecaptcha, config, form);
      return grecaptcha.execute(widget, { action: form.toLowerCase() });
    })(), TOKEN_TIMEOUT_MS);
    return { 'X-ReCaptcha': token };
  } catch (error) {
    // Never the token itself in a log.
    console.warn('reCAPTCHA:', error instanceof Error ? error.message : error);
    return {};
  }
}

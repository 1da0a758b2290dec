import '../../styles/recaptcha.css';
import { RECAPTCHA_FORM_CONFIG, RECAPTCHA_V3_CONFIG } from './recaptcha.gql';
import type { ReCaptchaFormEnum, ReCaptchaTypeEmum } from '../../lib/graphql/generated';
import type { ApolloClient } from '@apollo/client';

/**
 * Magento's reCAPTCHA on the storefront's forms. Magento says which type guards each form (recaptchaFormConfig:
 * v3, v2 invisible or the v2 "I'm not a robot" checkbox); for those forms the storefront loads Google's script
 * (explicit rendering, so the badge or the checkbox sits in the form), and each guarded mutation carries a fresh
 * token in the X-ReCaptcha header, which Magento checks before it runs the mutation. When the script cannot load or
 * answer (blocked, offline), the mutation goes without a token and Magento's refusal is what the form shows: nothing
 * is sent that Magento has not checked. An unticked checkbox stops the call before it is sent, and says so.
 */
export type RecaptchaForm = `${ReCaptchaFormEnum}`;

interface Config {
  type: `${ReCaptchaTypeEmum}`;
  website_key: string;
  badge_position: string;
  language_code: string;
  theme: string;
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const ONLOAD = 'spectraneRecaptchaLoaded';
/** Google's script (when the badge has not loaded it already) and a v3 token, on a slow phone network. */
const TOKEN_TIMEOUT_MS = 15_000;
/** A v2 invisible token, which may wait for the shopper to solve Google's challenge: as long as a token lasts. */
const CHALLENGE_TIMEOUT_MS = 120_000;

interface WidgetParameters {
  sitekey: string;
  theme: string;
  size: 'invisible' | 'normal';
  badge?: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

/** The part of Google's grecaptcha object used here. */
export interface Grecaptcha {
  render(container: HTMLElement, parameters: WidgetParameters): number;
  /** v3: the token for the action. v2 invisible: starts the check, whose token goes to the widget's callback. */
  execute(widget: number, options?: { action: string }): PromiseLike<string> | undefined;
  getResponse(widget: number): string;
  reset(widget: number): void;
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

/** A Magento before 2.4.7 has no recaptchaFormConfig: its v3 settings are all there is. */
async function v3ConfigFor(client: ApolloClient, form: RecaptchaForm): Promise<Config | null> {
  const { data } = await client.query({ query: RECAPTCHA_V3_CONFIG, fetchPolicy: 'cache-first', context: { silent: true } });
  const config = data?.recaptchaV3Config;
  if (!config?.is_enabled || !config.website_key || !config.forms.includes(form)) return null;
  const { website_key, badge_position, language_code, theme } = config;
  return { type: 'RECAPTCHA_V3', website_key, badge_position, language_code: language_code ?? '', theme };
}

/** The store's settings, when it guards this form; null when it does not or has no reCAPTCHA (its queries refused). */
async function configFor(client: ApolloClient, form: RecaptchaForm): Promise<Config | null> {
  try {
    const { data } = await client.query({
      query: RECAPTCHA_FORM_CONFIG, variables: { formType: form }, fetchPolicy: 'cache-first', context: { silent: true },
    });
    const config = data?.recaptchaFormConfig?.is_enabled ? data.recaptchaFormConfig.configurations : null;
    if (!config?.website_key) return null;
    const { re_captcha_type, website_key, badge_position, language_code, theme } = config;
    return { type: re_captcha_type, website_key, badge_position: badge_position ?? '', language_code: language_code ?? '', theme };
  } catch {
    return v3ConfigFor(client, form).catch(() => null);
  }
}

/** Where a form's reCAPTCHA goes, and what its checkbox says when a submit finds it unticked. */
export interface RecaptchaPlace {
  container: HTMLElement;
  /** The translated "tick the box" prompt (the forms know the shopper's language; this module does not). */
  prompt: string;
}

interface Widget {
  id: number;
  config: Config;
  container: HTMLElement;
  /** The v2 invisible token the widget's callback is awaited for. */
  awaiting?: { resolve: (token: string) => void; reject: (error: Error) => void };
}

/** The place each guarded form on screen gave (its badge), and the widget rendered for each form. */
const places = new Map<RecaptchaForm, RecaptchaPlace>();
const widgets = new Map<RecaptchaForm, Widget>();

const PROMPT_CLASS = 'recaptcha-badge__prompt';

function showPrompt(place: RecaptchaPlace | undefined, shown: boolean): void {
  const existing = place?.container.querySelector(`.${PROMPT_CLASS}`);
  if (!shown || !place) {
    existing?.remove();
    return;
  }
  if (existing) existing.remove();
  const prompt = document.createElement('p');
  prompt.className = PROMPT_CLASS;
  prompt.setAttribute('role', 'alert');
  prompt.textContent = place.prompt;
  place.container.append(prompt);
  // Google's checkbox lives in a frame: focus goes to the frame, from where Space ticks it.
  place.container.querySelector<HTMLElement>('iframe, input')?.focus();
}

function render(grecaptcha: Grecaptcha, config: Config, form: RecaptchaForm, container: HTMLElement, floating: boolean): Widget {
  const widget: Widget = { id: -1, config, container };
  const common = { sitekey: config.website_key, theme: config.theme };
  if (config.type === 'RECAPTCHA') {
    container.classList.add('recaptcha-badge--checkbox');
    widget.id = grecaptcha.render(container, { ...common, size: 'normal', callback: () => showPrompt(places.get(form), false) });
    return widget;
  }
  const badge = floating && config.badge_position === 'inline' ? 'bottomright' : config.badge_position;
  if (config.type === 'RECAPTCHA_V3') {
    widget.id = grecaptcha.render(container, { ...common, badge, size: 'invisible' });
    return widget;
  }
  const fail = () => widget.awaiting?.reject(new Error('The reCAPTCHA check failed'));
  widget.id = grecaptcha.render(container, {
    ...common, badge, size: 'invisible', callback: (token) => widget.awaiting?.resolve(token), 'error-callback': fail, 'expired-callback': fail,
  });
  return widget;
}

/**
 * The form's widget: in the place its form on screen gave last (the login page and the account drawer may both
 * show the sign-in form), else (v3 and invisible only) in a corner of <main>.
 */
function widgetFor(grecaptcha: Grecaptcha, config: Config, form: RecaptchaForm): Widget | null {
  const known = widgets.get(form);
  const place = places.get(form);
  const target = place?.container.isConnected ? place.container : null;
  if (known?.container.isConnected && known.config.type === config.type && (!target || known.container === target)) return known;
  let widget: Widget;
  if (target) {
    widget = render(grecaptcha, config, form, target, false);
  } else if (config.type === 'RECAPTCHA') {
    // A checkbox with nowhere to show it and no words to ask with: the call goes without a token.
    return null;
  } else {
    // No badge of its form on screen (a call from a thunk): a floating badge inside <main>, where landmarks expect it.
    const container = document.createElement('div');
    container.className = 'recaptcha-badge recaptcha-badge--floating';
    (document.querySelector('main') ?? document.body).append(container);
    widget = render(grecaptcha, config, form, container, true);
  }
  widgets.set(form, widget);
  return widget;
}

/**
 * Shows the form's badge or checkbox in its place once the store guards the form (loading Google's script then),
 * so that the token on submit comes quickly. Resolves when done; never rejects.
 */
export async function mountRecaptchaBadge(client: ApolloClient, form: RecaptchaForm, place: RecaptchaPlace): Promise<void> {
  places.set(form, place);
  const config = await configFor(client, form);
  if (!config) return;
  try {
    const grecaptcha = await loadScript(config);
    if (place.container.isConnected && places.get(form) === place) widgetFor(grecaptcha, config, form);
  } catch (error) {
    console.warn('reCAPTCHA:', error instanceof Error ? error.message : error);
  }
}

const withTimeout = <T>(promise: PromiseLike<T>, ms: number): Promise<T> => new Promise<T>((resolve, reject) => {
  const timer = window.setTimeout(() => reject(new Error('No reCAPTCHA token in time')), ms);
  Promise.resolve(promise).then((value) => { window.clearTimeout(timer); resolve(value); }, (error: unknown) => { window.clearTimeout(timer); reject(error); });
});

/** Not sent: the form's "I'm not a robot" box is not ticked, and the form now says so. */
export const UNCONFIRMED = null;

/**
 * A token from the widget, or UNCONFIRMED for an unticked checkbox. Tokens are single use: a ticked box is
 * unticked again once its token is taken, an invisible widget reset before it is run again.
 */
async function tokenOf(grecaptcha: Grecaptcha, widget: Widget, form: RecaptchaForm): Promise<string | typeof UNCONFIRMED> {
  const { id, config } = widget;
  if (config.type === 'RECAPTCHA_V3') {
    const token = grecaptcha.execute(id, { action: form.toLowerCase() });
    if (!token) throw new Error('No reCAPTCHA token');
    return withTimeout(token, TOKEN_TIMEOUT_MS);
  }
  if (config.type === 'RECAPTCHA') {
    const token = grecaptcha.getResponse(id);
    if (!token) {
      showPrompt(places.get(form), true);
      return UNCONFIRMED;
    }
    grecaptcha.reset(id);
    return token;
  }
  grecaptcha.reset(id);
  const token = new Promise<string>((resolve, reject) => (widget.awaiting = { resolve, reject }));
  grecaptcha.execute(id);
  return withTimeout(token, CHALLENGE_TIMEOUT_MS).finally(() => (widget.awaiting = undefined));
}

/**
 * The headers a guarded mutation of `form` goes with: a fresh token when the store guards the form, else none;
 * none too when the script or the token does not come in time. UNCONFIRMED (null) when the form's checkbox is not
 * ticked: the caller then sends nothing, and the checkbox asks the shopper to tick it.
 * `place`: the form's own place for its widget, where no RecaptchaBadge gave one (the footer's newsletter).
 */
export async function recaptchaHeaders(client: ApolloClient, form: RecaptchaForm, place?: RecaptchaPlace): Promise<Record<string, string> | typeof UNCONFIRMED> {
  if (place && places.get(form) !== place) places.set(form, place);
  const config = await configFor(client, form);
  if (!config) return {};
  try {
    const grecaptcha = await withTimeout(loadScript(config), TOKEN_TIMEOUT_MS);
    const widget = widgetFor(grecaptcha, config, form);
    if (!widget) return {};
    const token = await tokenOf(grecaptcha, widget, form);
    return token === UNCONFIRMED ? UNCONFIRMED : { 'X-ReCaptcha': token };
  } catch (error) {
    // Never the token itself in a log.
    console.warn('reCAPTCHA:', error instanceof Error ? error.message : error);
    return {};
  }
}

import { vi } from 'vitest';
import { fakeGoogle } from '../helpers/fakeGoogle';
import type { ApolloClient, DocumentNode } from '@apollo/client';

// Magento's reCAPTCHA in the storefront (v3, v2 invisible, the v2 checkbox): which calls get a token, how Google's
// script is loaded, and what happens when it is not there. Google's script is played by a fake grecaptcha installed
// when the script tag lands.

type FormConfig = { re_captcha_type: string; website_key: string; badge_position: string | null; language_code: string | null; theme: string };
type V3Config = { is_enabled: boolean; website_key: string; badge_position: string; language_code: string | null; theme: string; forms: string[] };

const v3 = (overrides: Partial<FormConfig> = {}): FormConfig => ({
  re_captcha_type: 'RECAPTCHA_V3', website_key: 'site-key', badge_position: 'inline', language_code: 'de', theme: 'light', ...overrides,
});
const checkbox = (): FormConfig => v3({ re_captcha_type: 'RECAPTCHA', badge_position: '' });
const invisible = (): FormConfig => v3({ re_captcha_type: 'INVISIBLE', badge_position: 'bottomleft' });
const guarded = (forms: string[], config: FormConfig = v3()) => Object.fromEntries(forms.map((form) => [form, config]));

const operationOf = (query: DocumentNode): string => {
  const [definition] = query.definitions;
  return definition?.kind === 'OperationDefinition' ? definition.name?.value ?? '' : '';
};

/**
 * A client whose recaptchaFormConfig answers `forms` (a form not named: not guarded), or fails; recaptchaV3Config
 * (asked only when that fails, as on a Magento before 2.4.7) answers `v3Answer`, or fails.
 */
const clientAnswering = (forms: Record<string, FormConfig> | null | Error, v3Answer: V3Config | Error = new Error('Cannot query field')) => ({
  query: vi.fn(async ({ query, variables }: { query: DocumentNode; variables?: { formType: string } }) => {
    if (operationOf(query) === 'RecaptchaFormConfig') {
      if (forms instanceof Error) throw forms;
      if (forms === null) return { data: { recaptchaFormConfig: null } };
      const configurations = forms[variables?.formType ?? ''];
      return { data: { recaptchaFormConfig: configurations ? { is_enabled: true, configurations } : { is_enabled: false, configurations: null } } };
    }
    if (v3Answer instanceof Error) throw v3Answer;
    return { data: { recaptchaV3Config: v3Answer } };
  }),
}) as unknown as ApolloClient & { query: ReturnType<typeof vi.fn> };

/** A form with a place for its widget, as RecaptchaBadge gives it. */
const placeInForm = () => {
  const container = document.createElement('div');
  document.querySelector('form')?.append(container);
  return { container, prompt: 'Tick the box' };
};

/** With fake timers: `ms` later, the promise has not settled yet. */
const expectPendingAfter = async (pending: Promise<unknown>, ms: number): Promise<void> => {
  await vi.advanceTimersByTimeAsync(ms);
  let settled = false;
  void pending.then(() => { settled = true; });
  await vi.advanceTimersByTimeAsync(0);
  expect(settled).toBe(false);
};

const load = async () => {
  vi.resetModules();
  return import('../../../src/shared/recaptcha/recaptcha');
};

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<main><form><input /></form></main>';
  delete window.grecaptcha;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('recaptchaHeaders', () => {
  it('sends nothing and loads nothing for a form the store does not guard, or without reCAPTCHA at all', async () => {
    const { recaptchaHeaders } = await load();
    const google = fakeGoogle();
    expect(await recaptchaHeaders(clientAnswering(guarded(['CUSTOMER_LOGIN'])), 'PLACE_ORDER')).toEqual({});
    expect(await recaptchaHeaders(clientAnswering(guarded(['PLACE_ORDER'], v3({ website_key: '' }))), 'PLACE_ORDER')).toEqual({});
    expect(await recaptchaHeaders(clientAnswering(null), 'PLACE_ORDER')).toEqual({});
    // A Magento without the security package refuses both queries: no reCAPTCHA there.
    expect(await recaptchaHeaders(clientAnswering(new Error('Cannot query field "recaptchaFormConfig"')), 'PLACE_ORDER')).toEqual({});
    expect(google.scripts).toEqual([]);
  });

  it('loads Google\'s script once, explicitly rendered, and sends a fresh token with the form\'s action', async () => {
    const { recaptchaHeaders, RECAPTCHA_SCRIPT_URL } = await load();
    const google = fakeGoogle();
    const client = clientAnswering(guarded(['PLACE_ORDER', 'CUSTOMER_LOGIN']));
    expect(await recaptchaHeaders(client, 'PLACE_ORDER')).toEqual({ 'X-ReCaptcha': 'tok-123' });
    expect(await recaptchaHeaders(client, 'PLACE_ORDER')).toEqual({ 'X-ReCaptcha': 'tok-123' });
    expect(google.scripts).toHaveLength(1);
    const src = new URL(google.scripts[0]?.src ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(RECAPTCHA_SCRIPT_URL);
    expect(src.searchParams.get('render')).toBe('explicit');
    expect(src.searchParams.get('hl')).toBe('de');
    expect(google.scripts[0]?.async).toBe(true);
    // One widget for the form, executed for each call (a token serves once).
    expect(google.render).toHaveBeenCalledTimes(1);
    expect(google.execute).toHaveBeenNthCalledWith(2, 0, { action: 'place_order' });
    expect(client.query).toHaveBeenCalledWith(expect.objectContaining({ variables: { formType: 'PLACE_ORDER' }, fetchPolicy: 'cache-first', context: { silent: true } }));
  });

  it('without a badge of its own on screen, floats one inside <main> (an inline setting becomes bottomright)', async () => {
    const { recaptchaHeaders } = await load();
    const google = fakeGoogle();
    await recaptchaHeaders(clientAnswering(guarded(['NEWSLETTER'])), 'NEWSLETTER');
    expect(google.render).toHaveBeenCalledWith(expect.any(HTMLElement), { sitekey: 'site-key', badge: 'bottomright', size: 'invisible', theme: 'light' });
    expect(document.querySelector('main > .recaptcha-badge--floating > .grecaptcha-badge')).not.toBeNull();
  });

  it('uses the form\'s own badge where one is mounted, inline as the store says', async () => {
    const { mountRecaptchaBadge, recaptchaHeaders } = await load();
    const google = fakeGoogle();
    const client = clientAnswering(guarded(['CUSTOMER_LOGIN']));
    const place = placeInForm();
    const { container } = place;
    await mountRecaptchaBadge(client, 'CUSTOMER_LOGIN', place);
    expect(container.querySelector('.grecaptcha-badge')?.getAttribute('data-style')).toBe('inline');
    expect(await recaptchaHeaders(client, 'CUSTOMER_LOGIN')).toEqual({ 'X-ReCaptcha': 'tok-123' });
    expect(google.render).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.recaptcha-badge--floating')).toBeNull();
  });

  it('sends the call without a token when the script does not load (Magento then refuses it), and tries again later', async () => {
    const { recaptchaHeaders } = await load();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const google = fakeGoogle('error');
    const client = clientAnswering(guarded(['PLACE_ORDER']));
    expect(await recaptchaHeaders(client, 'PLACE_ORDER')).toEqual({});
    expect(await recaptchaHeaders(client, 'PLACE_ORDER')).toEqual({});
    expect(google.scripts).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('reCAPTCHA:', 'The reCAPTCHA script did not load');
  });

  it('gives up on a token that does not come within 15 seconds, and never logs a token', async () => {
    const { recaptchaHeaders } = await load();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeGoogle('load', () => new Promise<string>(() => undefined));
    vi.useFakeTimers();
    const pending = recaptchaHeaders(clientAnswering(guarded(['PLACE_ORDER'])), 'PLACE_ORDER');
    await expectPendingAfter(pending, 14_000);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await pending).toEqual({});
    expect(warn).toHaveBeenCalledWith('reCAPTCHA:', 'No reCAPTCHA token in time');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('tok-');
  });

  it('gives up on a script that never answers, so the form is not left waiting', async () => {
    const { recaptchaHeaders } = await load();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const google = fakeGoogle('hang');
    vi.useFakeTimers();
    const pending = recaptchaHeaders(clientAnswering(guarded(['CUSTOMER_LOGIN'])), 'CUSTOMER_LOGIN');
    await vi.advanceTimersByTimeAsync(15_500);
    expect(await pending).toEqual({});
    expect(google.scripts).toHaveLength(1);
  });

  it('on a Magento before 2.4.7 (no recaptchaFormConfig), follows recaptchaV3Config', async () => {
    const { recaptchaHeaders } = await load();
    fakeGoogle();
    const older = (forms: string[]) => clientAnswering(new Error('Cannot query field "recaptchaFormConfig"'), {
      is_enabled: true, website_key: 'site-key', badge_position: 'inline', language_code: null, theme: 'light', forms,
    });
    expect(await recaptchaHeaders(older(['PLACE_ORDER']), 'PLACE_ORDER')).toEqual({ 'X-ReCaptcha': 'tok-123' });
    expect(await recaptchaHeaders(older(['CUSTOMER_LOGIN']), 'PLACE_ORDER')).toEqual({});
  });
});

describe('reCAPTCHA v2: the "I\'m not a robot" checkbox', () => {
  it('shows the checkbox in the form\'s place; an unticked box sends nothing, says so and takes focus', async () => {
    const { mountRecaptchaBadge, recaptchaHeaders, UNCONFIRMED } = await load();
    const google = fakeGoogle();
    const client = clientAnswering(guarded(['CUSTOMER_LOGIN'], checkbox()));
    const place = placeInForm();
    await mountRecaptchaBadge(client, 'CUSTOMER_LOGIN', place);
    expect(google.render).toHaveBeenCalledWith(place.container, expect.objectContaining({ sitekey: 'site-key', size: 'normal', theme: 'light' }));
    const box = place.container.querySelector('input');
    expect(box).not.toBeNull();

    expect(await recaptchaHeaders(client, 'CUSTOMER_LOGIN')).toBe(UNCONFIRMED);
    expect(google.execute).not.toHaveBeenCalled();
    const prompt = place.container.querySelector('[role="alert"]');
    expect(prompt?.textContent).toBe('Tick the box');
    expect(document.activeElement).toBe(box);

    // Ticked: the prompt goes; the token is sent once and the box is reset for the next submit.
    google.tick(0);
    expect(place.container.querySelector('[role="alert"]')).toBeNull();
    expect(await recaptchaHeaders(client, 'CUSTOMER_LOGIN')).toEqual({ 'X-ReCaptcha': 'tick-456' });
    expect(google.reset).toHaveBeenCalledWith(0);
    expect(await recaptchaHeaders(client, 'CUSTOMER_LOGIN')).toBe(UNCONFIRMED);
  });

  it('follows the form last used where two show it (the login page and the account drawer)', async () => {
    const { mountRecaptchaBadge, recaptchaHeaders, UNCONFIRMED } = await load();
    const google = fakeGoogle();
    const client = clientAnswering(guarded(['CUSTOMER_LOGIN'], checkbox()));
    const page = placeInForm();
    const drawer = placeInForm();
    await mountRecaptchaBadge(client, 'CUSTOMER_LOGIN', page);
    await mountRecaptchaBadge(client, 'CUSTOMER_LOGIN', drawer);
    expect(drawer.container.querySelector('input')).not.toBeNull();
    google.tick(0);
    // The drawer's own box is the one asked about, not the page's ticked one.
    expect(await recaptchaHeaders(client, 'CUSTOMER_LOGIN')).toBe(UNCONFIRMED);
    expect(drawer.container.querySelector('[role="alert"]')).not.toBeNull();
    google.tick(1);
    expect(await recaptchaHeaders(client, 'CUSTOMER_LOGIN')).toEqual({ 'X-ReCaptcha': 'tick-456' });
  });

  it('renders into the place a call gives (the newsletter), and with nowhere to show it, sends without a token', async () => {
    const { recaptchaHeaders, UNCONFIRMED } = await load();
    const google = fakeGoogle();
    const client = clientAnswering(guarded(['NEWSLETTER', 'PLACE_ORDER'], checkbox()));
    const place = placeInForm();
    expect(await recaptchaHeaders(client, 'NEWSLETTER', place)).toBe(UNCONFIRMED);
    expect(place.container.querySelector('input')).not.toBeNull();
    expect(await recaptchaHeaders(client, 'PLACE_ORDER')).toEqual({});
    expect(google.render).toHaveBeenCalledTimes(1);
  });
});

describe('reCAPTCHA v2 invisible', () => {
  it('runs the widget for each call (reset first) and sends the token its callback gets', async () => {
    const { mountRecaptchaBadge, recaptchaHeaders } = await load();
    const google = fakeGoogle();
    const client = clientAnswering(guarded(['SENDFRIEND'], invisible()));
    const place = placeInForm();
    await mountRecaptchaBadge(client, 'SENDFRIEND', place);
    expect(google.render).toHaveBeenCalledWith(place.container, expect.objectContaining({ size: 'invisible', badge: 'bottomleft', callback: expect.any(Function) }));
    expect(await recaptchaHeaders(client, 'SENDFRIEND')).toEqual({ 'X-ReCaptcha': 'tok-123' });
    expect(await recaptchaHeaders(client, 'SENDFRIEND')).toEqual({ 'X-ReCaptcha': 'tok-123' });
    expect(google.execute).toHaveBeenCalledWith(0);
    expect(google.reset).toHaveBeenCalledTimes(2);
  });

  it('sends without a token when the check fails', async () => {
    const { recaptchaHeaders } = await load();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeGoogle('load', () => Promise.reject(new Error('network')));
    expect(await recaptchaHeaders(clientAnswering(guarded(['SENDFRIEND'], invisible())), 'SENDFRIEND')).toEqual({});
  });

  it('waits two minutes for the shopper to solve Google\'s challenge, then sends without a token', async () => {
    const { recaptchaHeaders } = await load();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeGoogle('load', () => new Promise<string>(() => undefined));
    vi.useFakeTimers();
    const pending = recaptchaHeaders(clientAnswering(guarded(['SENDFRIEND'], invisible())), 'SENDFRIEND');
    await expectPendingAfter(pending, 60_000);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(await pending).toEqual({});
  });
});

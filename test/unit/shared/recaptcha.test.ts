import { vi } from 'vitest';
import { fakeGoogle } from '../helpers/fakeGoogle';
import type { ApolloClient } from '@apollo/client';

// Magento's reCAPTCHA v3 in the storefront: which calls get a token, how Google's script is loaded, and what
// happens when it is not there. Google's script is played by a fake grecaptcha installed when the script tag lands.

type Config = { is_enabled: boolean; website_key: string; badge_position: string; language_code: string | null; theme: string; forms: string[] };

const guarded = (forms: string[], overrides: Partial<Config> = {}): Config => ({
  is_enabled: true, website_key: 'site-key', badge_position: 'inline', language_code: 'de', theme: 'light', forms, ...overrides,
});

const clientAnswering = (config: Config | null | Error) => ({
  query: vi.fn(async () => {
    if (config instanceof Error) throw config;
    return { data: { recaptchaV3Config: config } };
  }),
}) as unknown as ApolloClient & { query: ReturnType<typeof vi.fn> };

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
    expect(await recaptchaHeaders(clientAnswering(guarded(['PLACE_ORDER'], { is_enabled: false })), 'PLACE_ORDER')).toEqual({});
    expect(await recaptchaHeaders(clientAnswering(guarded(['PLACE_ORDER'], { website_key: '' })), 'PLACE_ORDER')).toEqual({});
    expect(await recaptchaHeaders(clientAnswering(null), 'PLACE_ORDER')).toEqual({});
    // A Magento without the security package refuses the query: no reCAPTCHA there.
    expect(await recaptchaHeaders(clientAnswering(new Error('Cannot query field "recaptchaV3Config"')), 'PLACE_ORDER')).toEqual({});
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
    expect(client.query).toHaveBeenCalledWith(expect.objectContaining({ fetchPolicy: 'cache-first', context: { silent: true } }));
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
    const container = document.createElement('div');
    document.querySelector('form')?.append(container);
    await mountRecaptchaBadge(client, 'CUSTOMER_LOGIN', container);
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
    await vi.advanceTimersByTimeAsync(14_000);
    let settled = false;
    void pending.then(() => { settled = true; });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
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
});

import { fetchMessages } from '../../../../src/lib/i18n/fetchMessages';
import { jsonResponse } from '../../helpers/fetchMock';

/** A plain text as the parser compiles it. */
const literal = (value: string) => [{ type: 0, value }];

function fetchFrom(files: Record<string, unknown>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const name = String(input).replace('/media/i18n/', '').replace('.json', '');
    return name in files ? jsonResponse(files[name]) : new Response('', { status: 404 });
  });
}

describe('fetchMessages', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('GETs /media/i18n/{locale}.json with JSON headers, same-origin credentials and cors mode', async () => {
    const fetchMock = fetchFrom({ de_DE: { a: 'b' } });
    await expect(fetchMessages('de_DE', fetchMock)).resolves.toEqual({ locale: 'de_DE', messages: { a: literal('b') } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/media/i18n/de_DE.json');
    expect(init).toMatchObject({
      method: 'GET',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      mode: 'cors',
    });
  });

  it('falls back to en_US when the locale fails', async () => {
    const fetchMock = fetchFrom({ en_US: { a: 'en' } });
    await expect(fetchMessages('fr_FR', fetchMock)).resolves.toEqual({ locale: 'en_US', messages: { a: literal('en') } });
    expect(console.warn).toHaveBeenCalled();
  });

  it('falls back when the body is not a flat dictionary, or the request throws', async () => {
    const badBody = fetchFrom({ it_IT: { nested: { a: 1 } }, en_US: { a: 'en' } });
    await expect(fetchMessages('it_IT', badBody)).resolves.toMatchObject({ locale: 'en_US' });
    const throwing = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).includes('es_ES')) throw new TypeError('offline');
      return jsonResponse({ a: 'en' });
    });
    await expect(fetchMessages('es_ES', throwing)).resolves.toMatchObject({ locale: 'en_US' });
  });

  it("takes a build's compiled dictionary as it is", async () => {
    const compiled = { a: literal('b'), n: [{ type: 1, value: 'name' }] };
    await expect(fetchMessages('de_DE', fetchFrom({ de_DE: compiled }))).resolves.toEqual({ locale: 'de_DE', messages: compiled });
  });

  it('compiles plain ICU texts (arguments, plurals) as react-intl would parse them', async () => {
    const { messages } = await fetchMessages('en_US', fetchFrom({ en_US: { hi: 'Hi {name}', n: '{count, plural, one {# item} other {# items}}' } }));
    expect(messages.hi).toEqual([{ type: 0, value: 'Hi ' }, { type: 1, value: 'name' }]);
    expect(messages.n).toMatchObject([{ type: 6, value: 'count', options: { one: {}, other: {} } }]);
  });

  it('falls back when a text is not valid ICU', async () => {
    await expect(fetchMessages('fr_FR', fetchFrom({ fr_FR: { bad: 'Oops {' }, en_US: { a: 'en' } }))).resolves.toEqual({ locale: 'en_US', messages: { a: literal('en') } });
  });

  it('resolves with no messages when en_US fails too, requesting en_US only once', async () => {
    const fetchMock = fetchFrom({});
    await expect(fetchMessages('en_US', fetchMock)).resolves.toEqual({ locale: 'en_US', messages: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('fetchMessages without the message parser (its chunk failed to load)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.resetModules();
    vi.doMock('@formatjs/icu-messageformat-parser', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
  });
  afterEach(() => {
    vi.doUnmock('@formatjs/icu-messageformat-parser');
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it('keeps plain texts as they are (react-intl shows each verbatim) and says why', async () => {
    const { fetchMessages: fetchWithoutParser } = await import('../../../../src/lib/i18n/fetchMessages');
    await expect(fetchWithoutParser('de_DE', fetchFrom({ de_DE: { a: 'Lädt' } }))).resolves.toEqual({ locale: 'de_DE', messages: { a: 'Lädt' } });
    expect(console.warn).toHaveBeenCalledWith('[i18n] could not load the message parser:', expect.any(Error));
  });

  it('still takes a compiled dictionary, which needs no parser', async () => {
    const { fetchMessages: fetchWithoutParser } = await import('../../../../src/lib/i18n/fetchMessages');
    await expect(fetchWithoutParser('de_DE', fetchFrom({ de_DE: { a: literal('Lädt') } }))).resolves.toEqual({ locale: 'de_DE', messages: { a: literal('Lädt') } });
  });
});

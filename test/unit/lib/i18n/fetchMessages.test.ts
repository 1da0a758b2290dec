import { fetchMessages } from '../../../../src/lib/i18n/fetchMessages';
import { jsonResponse } from '../../helpers/fetchMock';

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
    await expect(fetchMessages('de_DE', fetchMock)).resolves.toEqual({ locale: 'de_DE', messages: { a: 'b' } });
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
    await expect(fetchMessages('fr_FR', fetchMock)).resolves.toEqual({ locale: 'en_US', messages: { a: 'en' } });
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

  it('resolves with no messages when en_US fails too, requesting en_US only once', async () => {
    const fetchMock = fetchFrom({});
    await expect(fetchMessages('en_US', fetchMock)).resolves.toEqual({ locale: 'en_US', messages: {} });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

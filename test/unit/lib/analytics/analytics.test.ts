import { listenForConsent, resetConsent, track } from '../../../../src/lib/analytics/analytics';

describe('track (spec §7 analytics, consent first)', () => {
  const fetchMock = vi.fn(async () => new Response('ok', { status: 200 }));
  let stop: () => void = () => undefined;

  beforeEach(() => {
    resetConsent();
    delete window.OptanonActiveGroups;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    localStorage.clear();
    stop = listenForConsent(window);
  });

  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('sends nothing before the consent-loaded event', async () => {
    expect(await track('removeFromCart', { sku: 'A' })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after consent posts the form-encoded payload to /segment/collect/{event}', async () => {
    localStorage.setItem('cart_id', 'cart-9');
    window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: ',C0001,C0002,' } }));
    expect(await track('removeFromCart', { sku: 'A', quantity: 2 })).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/segment/collect/removeFromCart');
    expect(init.method).toBe('POST');
    const body = new URLSearchParams(String(init.body));
    expect(body.get('ot_string')).toBe(',C0001,C0002,');
    expect(body.get('cart_id')).toBe('cart-9');
    expect(body.get('session_id')).toBeTruthy();
    expect(body.get('anonymous_id')).toBe(body.get('session_id'));
    expect(body.get('sku')).toBe('A');
    expect(body.get('quantity')).toBe('2');
  });

  it('accepts the OneTrust global too, and only logs a failure', async () => {
    window.OptanonActiveGroups = ',C0001,';
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(track('removeFromCart', {})).resolves.toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

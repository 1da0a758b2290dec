import Cookies from 'js-cookie';
import { listenForConsent, resetConsent } from '../../../../src/lib/analytics/analytics';

/**
 * For analytics tests: a fake /segment endpoint (fetch), a clean consent state and storage before each
 * test, the consent manager's event on demand, and what was sent.
 */
export function segmentHarness() {
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  let stop: () => void = () => undefined;
  beforeEach(() => {
    resetConsent();
    delete window.OptanonActiveGroups;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    localStorage.clear();
    Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
    stop = listenForConsent(window);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });
  return {
    fetchMock,
    /** The consent manager reports the shopper's active groups. */
    consent: (groups = ',C0001,C0002,') =>
      window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: groups } })),
    /** The index-th request: its URL and form body. */
    sent(index = 0): { url: string; init: RequestInit; body: URLSearchParams } {
      const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
      return { url, init, body: new URLSearchParams(String(init.body)) };
    },
  };
}

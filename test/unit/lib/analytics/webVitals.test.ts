import { listenForConsent, resetConsent } from '../../../../src/lib/analytics/analytics';
import { startWebVitals, vitalsFields } from '../../../../src/lib/analytics/webVitals';
import type { Metric } from 'web-vitals';

const handlers = vi.hoisted(() => ({ list: [] as Array<(metric: Metric) => void> }));

vi.mock('web-vitals', () => {
  const on = (callback: (metric: Metric) => void) => {
    handlers.list.push(callback);
  };
  return { onLCP: vi.fn(on), onINP: vi.fn(on), onCLS: vi.fn(on) };
});

const metric = (name: Metric['name'], value: number): Metric =>
  ({ name, value, rating: 'good', id: `v5-${name}`, navigationType: 'navigate', delta: value, entries: [] }) as Metric;

describe('Core Web Vitals of real visits (issue #8)', () => {
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  let stop: () => void = () => undefined;

  beforeEach(() => {
    handlers.list = [];
    resetConsent();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    stop = listenForConsent(window);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('carry name, value, rating, id, navigation type and path', () => {
    expect(vitalsFields(metric('CLS', 0.01), '/eu/de/')).toEqual({
      name: 'CLS',
      value: 0.01,
      rating: 'good',
      id: 'v5-CLS',
      navigation_type: 'navigate',
      path: '/eu/de/',
    });
  });

  it('load the library only after the page has loaded, then report LCP, INP and CLS through the consent-gated endpoint', async () => {
    const listeners: Record<string, () => void> = {};
    const win = {
      document: { readyState: 'loading' },
      location: { pathname: '/fan-deck.html' },
      addEventListener: vi.fn((name: string, fn: () => void) => {
        listeners[name] = fn;
      }),
    } as unknown as Window;
    startWebVitals(win);
    await Promise.resolve();
    expect(handlers.list).toHaveLength(0);
    listeners.load?.();
    await vi.waitFor(() => expect(handlers.list).toHaveLength(3));

    handlers.list[0]?.(metric('LCP', 1200));
    expect(fetchMock).not.toHaveBeenCalled(); // no consent yet

    window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: ',C0002,' } }));
    handlers.list[2]?.(metric('CLS', 0.004));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/segment/collect/webVitals');
    const body = new URLSearchParams(String(init.body));
    expect([body.get('name'), body.get('value'), body.get('path')]).toEqual(['CLS', '0.004', '/fan-deck.html']);
    expect(init.keepalive).toBe(true);
  });
});

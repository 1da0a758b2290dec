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
  const started: Array<() => void> = [];
  const start = (win: Window) => started.push(startWebVitals(win));

  beforeEach(() => {
    handlers.list = [];
    resetConsent();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    stop = listenForConsent(window);
  });
  afterEach(() => {
    started.splice(0).forEach((stopWaiting) => stopWaiting());
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

  /** A window that has not loaded yet; `load()` fires its load event. */
  function loadingWindow(extra: Partial<Window> = {}) {
    const listeners: Record<string, () => void> = {};
    const win = {
      document: { readyState: 'loading' },
      location: { pathname: '/fan-deck.html' },
      addEventListener: vi.fn((name: string, fn: () => void) => {
        listeners[name] = fn;
      }),
      removeEventListener: vi.fn(),
      ...extra,
    } as unknown as Window;
    return { win, load: () => listeners.load?.() };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('never load the library on a visit without consent, not even after the page has loaded', async () => {
    const { win, load } = loadingWindow();
    start(win);
    load();
    await settle();
    expect(handlers.list).toHaveLength(0);
    // An answer without active groups is no consent either.
    window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: '' } }));
    await settle();
    expect(handlers.list).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('load the library once consent arrives after the load, then report LCP, INP and CLS through the endpoint', async () => {
    const { win, load } = loadingWindow();
    start(win);
    load();
    await settle();
    expect(handlers.list).toHaveLength(0);

    window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: ',C0002,' } }));
    await vi.waitFor(() => expect(handlers.list).toHaveLength(3));
    // A second answer does not start a second set of observers.
    window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: ',C0002,C0004,' } }));
    await settle();
    expect(handlers.list).toHaveLength(3);

    handlers.list[2]?.(metric('CLS', 0.004));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/segment/collect/webVitals');
    const body = new URLSearchParams(String(init.body));
    expect([body.get('name'), body.get('value'), body.get('path')]).toEqual(['CLS', '0.004', '/fan-deck.html']);
    expect(init.keepalive).toBe(true);
  });

  it('with consent before the load (the consent event or the OneTrust global) still wait for the load', async () => {
    const early = loadingWindow();
    start(early.win);
    window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: ',C0002,' } }));
    await settle();
    expect(handlers.list).toHaveLength(0);
    early.load();
    await vi.waitFor(() => expect(handlers.list).toHaveLength(3));

    handlers.list = [];
    resetConsent();
    const oneTrust = loadingWindow({ OptanonActiveGroups: ',C0001,' });
    start(oneTrust.win);
    await settle();
    expect(handlers.list).toHaveLength(0);
    oneTrust.load();
    await vi.waitFor(() => expect(handlers.list).toHaveLength(3));
  });

  it('report LCP with the page the visit landed on, INP and CLS with the page being left', async () => {
    const location = { pathname: '/fan-deck.html' };
    const { win, load } = loadingWindow({ location } as Partial<Window>);
    start(win);
    load();
    // The shopper moved on in the app before answering the consent banner.
    location.pathname = '/color-guides.html';
    window.dispatchEvent(new CustomEvent('consent-loaded', { detail: { activeGroups: ',C0002,' } }));
    await vi.waitFor(() => expect(handlers.list).toHaveLength(3));
    handlers.list[0]?.(metric('LCP', 1800));
    handlers.list[2]?.(metric('CLS', 0.01));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const sent = fetchMock.mock.calls.map((call) => new URLSearchParams(String((call as unknown as [string, RequestInit])[1].body)));
    expect(sent.map((body) => [body.get('name'), body.get('path')])).toEqual([
      ['LCP', '/fan-deck.html'],
      ['CLS', '/color-guides.html'],
    ]);
  });

  it('on a page that has already loaded, start at once when consent is already there', async () => {
    const win = {
      document: { readyState: 'complete' },
      location: { pathname: '/' },
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      OptanonActiveGroups: ',C0001,',
    } as unknown as Window;
    start(win);
    await vi.waitFor(() => expect(handlers.list).toHaveLength(3));
    expect(win.addEventListener).not.toHaveBeenCalled();
  });
});

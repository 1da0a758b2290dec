import { createPageViewTracker, PAGE_TITLE_WAIT_MS } from '../../../../src/lib/analytics/pageViews';

describe('page views: one per route change, once the page has its title', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends when the page names itself', () => {
    const send = vi.fn();
    const tracker = createPageViewTracker(send);
    tracker.pathChanged('/fan-deck.html');
    expect(send).not.toHaveBeenCalled();
    tracker.titleSet();
    expect(send).toHaveBeenCalledWith('/fan-deck.html');
    tracker.titleSet();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends after the wait when the page never names itself', () => {
    const send = vi.fn();
    const tracker = createPageViewTracker(send);
    tracker.pathChanged('/');
    vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith('/');
  });

  it('a quick second navigation reports the first page too, each once', () => {
    const send = vi.fn();
    const tracker = createPageViewTracker(send);
    tracker.pathChanged('/a');
    tracker.pathChanged('/b');
    expect(send.mock.calls).toEqual([['/a']]);
    vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS);
    expect(send.mock.calls).toEqual([['/a'], ['/b']]);
  });

  it('stop then the same path again (React development double effects) is still one view', () => {
    const send = vi.fn();
    const tracker = createPageViewTracker(send);
    tracker.pathChanged('/a');
    tracker.stop();
    tracker.pathChanged('/a');
    vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS);
    expect(send.mock.calls).toEqual([['/a']]);
  });
});

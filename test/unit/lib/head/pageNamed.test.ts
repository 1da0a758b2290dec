import { createPageNamedWait, PAGE_TITLE_WAIT_MS } from '../../../../src/lib/head/pageNamed';

describe('a page counts as named once per route change, when it has its title', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles when the page names itself', () => {
    const named = vi.fn();
    const wait = createPageNamedWait(named);
    wait.pathChanged('/fan-deck.html');
    expect(named).not.toHaveBeenCalled();
    wait.titleSet();
    expect(named).toHaveBeenCalledWith('/fan-deck.html');
    wait.titleSet();
    expect(named).toHaveBeenCalledTimes(1);
  });

  it('settles after the wait when the page never names itself', () => {
    const named = vi.fn();
    const wait = createPageNamedWait(named);
    wait.pathChanged('/');
    vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS - 1);
    expect(named).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(named).toHaveBeenCalledWith('/');
  });

  it('a quick second navigation settles the first page too, each once', () => {
    const named = vi.fn();
    const wait = createPageNamedWait(named);
    wait.pathChanged('/a');
    wait.pathChanged('/b');
    expect(named.mock.calls).toEqual([['/a']]);
    vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS);
    expect(named.mock.calls).toEqual([['/a'], ['/b']]);
  });

  it('stop then the same path again (React development double effects) is still settled once', () => {
    const named = vi.fn();
    const wait = createPageNamedWait(named);
    wait.pathChanged('/a');
    wait.stop();
    wait.pathChanged('/a');
    vi.advanceTimersByTime(PAGE_TITLE_WAIT_MS);
    expect(named.mock.calls).toEqual([['/a']]);
  });
});

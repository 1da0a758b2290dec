import { act, renderHook } from '@testing-library/react';
import { BANNER_INTERVAL_MS, useBannerRotation, wrapIndex } from '../../../../src/features/content/useBannerRotation';

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

describe('banner rotation (spec §9: autoplay 5000 ms, infinite; WCAG 2.2.2 pause)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('wraps around both ends', () => {
    expect([wrapIndex(3, 3), wrapIndex(-1, 3), wrapIndex(4, 3), wrapIndex(0, 0)]).toEqual([0, 2, 1, 0]);
  });

  it('moves on every 5000 ms and comes back to the first slide after the last', () => {
    const { result } = renderHook(() => useBannerRotation(3));
    expect(BANNER_INTERVAL_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('stops while paused and while held (hover, focus), and goes on afterwards', () => {
    const { result } = renderHook(() => useBannerRotation(3));
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ playing: false, rotating: false });
    act(() => vi.advanceTimersByTime(20000));
    expect(result.current.index).toBe(0);
    act(() => result.current.toggle());
    act(() => result.current.hold(true));
    act(() => vi.advanceTimersByTime(20000));
    expect(result.current.index).toBe(0);
    act(() => result.current.hold(false));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
  });

  it('holds still while a modal dialog is open over the page, and goes on after it closed', () => {
    const { result } = renderHook(() => useBannerRotation(3));
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    act(() => vi.advanceTimersByTime(20000));
    expect(result.current.index).toBe(0);
    dialog.remove();
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
  });

  it('gives a slide chosen by hand its full time', () => {
    const { result } = renderHook(() => useBannerRotation(3));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.go(2));
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(0);
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
  });

  it('does not turn a single slide, and starts paused for reduced motion', () => {
    expect(renderHook(() => useBannerRotation(1)).result.current.rotating).toBe(false);
    setReducedMotion(true);
    expect(renderHook(() => useBannerRotation(3)).result.current).toMatchObject({ playing: false, rotating: false });
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useScrolledPast } from '../../../src/shell/useScrolledPast';

function Probe({ offset }: { offset: number }) {
  return <p>{useScrolledPast(offset) ? 'past' : 'above'}</p>;
}

describe('useScrolledPast', () => {
  let scrollY = 0;
  let reads = 0;
  beforeEach(() => {
    scrollY = 0;
    reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return scrollY;
      },
    });
  });
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    vi.restoreAllMocks();
  });

  it('reads no scroll position while mounting (no forced layout), and a page that starts scrolled gets it once the next frame is painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    scrollY = 500;
    render(<Probe offset={15} />);
    expect(reads).toBe(0);
    expect(screen.getByText('above')).toBeInTheDocument();
    expect(frames).toHaveLength(1);
    act(() => frames[0]?.(0));
    expect(reads).toBe(0); // not in the frame either: after it has been painted
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(reads).toBe(1);
    expect(screen.getByText('past')).toBeInTheDocument();
  });

  it('follows scroll events once mounted', async () => {
    render(<Probe offset={15} />);
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(screen.getByText('above')).toBeInTheDocument();
    scrollY = 40;
    fireEvent.scroll(window);
    expect(screen.getByText('past')).toBeInTheDocument();
  });

  it('stops listening and drops its pending frame on unmount', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Probe offset={15} />);
    unmount();
    expect(cancel).toHaveBeenCalled();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});

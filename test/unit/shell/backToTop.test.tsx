import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_TO_TOP_DURATION_MS, BACK_TO_TOP_OFFSET_PX, BackToTop } from '../../../src/shell/BackToTop';
import { renderWithApp } from './renderShell';

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('back to top', () => {
  beforeEach(() => setScroll(0));
  afterEach(() => vi.restoreAllMocks());

  it('appears past 400 px and scrolls smoothly to the top in 450 ms', async () => {
    expect([BACK_TO_TOP_OFFSET_PX, BACK_TO_TOP_DURATION_MS]).toEqual([400, 450]);
    const positions: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      positions.push(y);
      setScroll(y);
    }) as typeof window.scrollTo);
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((step) => {
      now += 75;
      setTimeout(() => step(now), 0);
      return 1;
    });

    renderWithApp(<BackToTop />);
    setScroll(400);
    fireEvent.scroll(window);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    setScroll(1200);
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));

    // The button's code loads the first time it is needed.
    await userEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    await vi.waitFor(() => expect(positions.at(-1)).toBe(0));
    // Six frames of 75 ms: an eased path over 450 ms, not a jump.
    expect(positions).toHaveLength(6);
    expect(positions[0]).toBeGreaterThan(1000);
    expect(positions[2]).toBeGreaterThan(0);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useFocusTrap } from '../../../src/components/useFocusTrap';

/** A popover panel like the region selector's, with a control before and after it on the page. */
function Panel({ active, onEscape, empty = false }: { active: boolean; onEscape: () => void; empty?: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, active, onEscape);
  return (
    <>
      <button type="button">Before</button>
      <div ref={panel} role="dialog" aria-label="Panel" tabIndex={-1}>
        {empty ? <p>Loading</p> : (
          <>
            <button type="button">First</button>
            <button type="button" data-autofocus>Current</button>
            <button type="button">Last</button>
          </>
        )}
      </div>
      <button type="button">After</button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('useFocusTrap', () => {
  it('moves focus in when active, to the [data-autofocus] control', () => {
    render(<Panel active onEscape={() => undefined} />);
    expect(button('Current')).toHaveFocus();
  });

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    render(<Panel active onEscape={() => undefined} />);
    await user.tab();
    expect(button('Last')).toHaveFocus();
    await user.tab();
    expect(button('First')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Last')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Current')).toHaveFocus();
  });

  it('brings focus that got outside back in with Tab or Shift+Tab', async () => {
    const user = userEvent.setup();
    render(<Panel active onEscape={() => undefined} />);
    button('Before').focus();
    await user.tab();
    expect(button('First')).toHaveFocus();
    button('After').focus();
    await user.tab({ shift: true });
    expect(button('Last')).toHaveFocus();
  });

  it('keeps focus on the panel while it has no control yet', async () => {
    const user = userEvent.setup();
    render(<Panel active empty onEscape={() => undefined} />);
    const panel = screen.getByRole('dialog', { name: 'Panel' });
    expect(panel).toHaveFocus();
    await user.tab();
    expect(panel).toHaveFocus();
    await user.tab({ shift: true });
    expect(panel).toHaveFocus();
  });

  it('calls onEscape on Escape, and leaves Tab alone while inactive', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    const { rerender } = render(<Panel active onEscape={onEscape} />);
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);

    rerender(<Panel active={false} onEscape={onEscape} />);
    button('Last').focus();
    await user.tab();
    expect(button('After')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});

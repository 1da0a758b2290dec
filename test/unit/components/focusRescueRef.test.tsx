import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { watchFocusRescue } from '../../../src/components/focusRescue';
import { focusRescueRef } from '../../../src/components/focusRescueRef';

/**
 * A page region like the cart's: a coupon box whose Apply button gives way to Cancel, and removable rows;
 * watched by watchFocusRescue from the start, or by the ref (which loads it on first focus).
 */
function Region({ lazy = false }: { lazy?: boolean }) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useEffect(() => (lazy || !root ? undefined : watchFocusRescue(root)), [lazy, root]);
  const [applied, setApplied] = useState(false);
  const [rows, setRows] = useState(['Blue', 'Green']);
  const [sent, setSent] = useState(false);
  return (
    <>
      <div ref={lazy ? focusRescueRef : setRoot} tabIndex={-1} data-testid="root">
        <section>
          <h2>Coupon</h2>
          {applied ? (
            <button type="button" onClick={() => setApplied(false)}>Cancel coupon</button>
          ) : (
            <form>
              <button type="button" onClick={() => setApplied(true)}>Apply</button>
            </form>
          )}
        </section>
        <ul>
          {rows.map((row) => (
            <li key={row}>
              <button type="button" onClick={() => setRows((all) => all.filter((r) => r !== row))}>Remove {row}</button>
            </li>
          ))}
        </ul>
        <div>{sent ? <p>Thanks</p> : <button type="button" onClick={() => setSent(true)}>Notify me</button>}</div>
      </div>
      <button type="button" onClick={() => setRows((all) => all.slice(1))}>
        Elsewhere
      </button>
    </>
  );
}

describe('watchFocusRescue', () => {
  it('moves focus to the nearest remaining control when the focused one is replaced', async () => {
    const user = userEvent.setup();
    render(<Region />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cancel coupon' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Cancel coupon' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus());
  });

  it('after a removed row, focus goes to the list; with no control left nearby, to the root', async () => {
    const user = userEvent.setup();
    render(<Region />);
    await user.click(screen.getByRole('button', { name: 'Remove Green' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Remove Blue' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await vi.waitFor(() => expect(screen.getByTestId('root')).toHaveFocus());
    expect(screen.getByText('Thanks')).toBeInTheDocument();
  });

  it('leaves focus alone once it has gone elsewhere', async () => {
    const user = userEvent.setup();
    render(<Region />);
    await user.click(screen.getByRole('button', { name: 'Remove Green' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Remove Blue' })).toHaveFocus());
    // A control outside the region removes the row that had focus before.
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    expect(screen.queryByRole('button', { name: 'Remove Blue' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(elsewhere).toHaveFocus();
  });
});

describe('focusRescueRef', () => {
  it('loads the rescue once focus first enters the region, then keeps focus there', async () => {
    const user = userEvent.setup();
    render(<Region lazy />);
    screen.getByRole('button', { name: 'Apply' }).focus();
    // The module's own import has settled once a second import of it has.
    await import('../../../src/components/focusRescue');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Cancel coupon' })).toHaveFocus());
  });

  it('follows the element: one mounted after the first render (a drawer’s content), then its replacement', async () => {
    const user = userEvent.setup();
    let renders = 0;
    function Drawer({ open, version }: { open: boolean; version: number }) {
      renders += 1;
      const [lines, setLines] = useState(['Blue', 'Green']);
      return open ? (
        <div key={version} ref={focusRescueRef} tabIndex={-1} data-testid={`content-${version}`}>
          <div>
            {lines.map((line) => (
              <button key={line} type="button" onClick={() => setLines((all) => all.filter((l) => l !== line))}>Remove {line}</button>
            ))}
          </div>
        </div>
      ) : null;
    }
    const { rerender } = render(<Drawer open={false} version={1} />);
    rerender(<Drawer open version={1} />);
    // Attaching it renders nothing again (StrictMode apart, each render above is one).
    expect(renders).toBe(2);
    screen.getByRole('button', { name: 'Remove Green' }).focus();
    await import('../../../src/components/focusRescue');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(screen.getByRole('button', { name: 'Remove Green' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Remove Blue' })).toHaveFocus());

    // A new element in its place: the rescue watches the new one.
    rerender(<Drawer open version={2} />);
    screen.getByRole('button', { name: 'Remove Blue' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await user.click(screen.getByRole('button', { name: 'Remove Blue' }));
    await vi.waitFor(() => expect(screen.getByTestId('content-2')).toHaveFocus());
  });
});

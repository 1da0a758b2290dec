import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useState } from 'react';
import { AntdScope } from '../../../src/components/antd/AntdScope';
import { busyButtonProps } from '../../../src/components/busyButton';

/** A form whose submit button is busy while its (held) request runs, as the storefront's forms are. */
function CouponLikeForm({ onSend }: { onSend: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    await onSend();
    setBusy(false);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="code">Code</label>
      <input id="code" />
      <button type="submit" {...busyButtonProps(busy)}>
        Apply
      </button>
    </form>
  );
}

function held() {
  let release = () => {};
  const sent = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
  return { sent, release: () => release() };
}

describe('busyButtonProps', () => {
  it('a busy submit button keeps focus, says it is unavailable and sends nothing twice, by click or by Enter', async () => {
    const user = userEvent.setup();
    const request = held();
    render(<CouponLikeForm onSend={request.sent} />);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).not.toHaveAttribute('aria-disabled');

    await user.click(apply);
    expect(request.sent).toHaveBeenCalledTimes(1);
    expect(apply).toHaveAttribute('aria-disabled', 'true');
    expect(apply).toBeEnabled();
    expect(apply).toHaveFocus();

    await user.click(apply);
    await user.type(screen.getByLabelText('Code'), 'SAVE{Enter}');
    expect(request.sent).toHaveBeenCalledTimes(1);

    await act(async () => request.release());
    await vi.waitFor(() => expect(apply).not.toHaveAttribute('aria-disabled'));
    await user.click(apply);
    expect(request.sent).toHaveBeenCalledTimes(2);
  });

  it('works on antd Button too: clicks call the handler only while not busy', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    const { rerender } = render(<Button {...busyButtonProps(true, remove)}>Remove</Button>);
    const button = screen.getByRole('button', { name: 'Remove' });
    await user.click(button);
    expect(remove).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();

    rerender(<Button {...busyButtonProps(false, remove)}>Remove</Button>);
    await user.click(button);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it("an antd loading button is named by its label alone: its spinner is not antd's English \"loading\" image", () => {
    render(
      <AntdScope>
        <Button loading {...busyButtonProps(true)}>
          Weiter
        </Button>
      </AntdScope>,
    );
    const button = screen.getByRole('button', { name: 'Weiter' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('.spinner')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

import userEvent from '@testing-library/user-event';
import { installDialogTabWrap } from '../../../src/components/antd/dialogTabWrap';

/** An open antd-like drawer (aria-modal) with two controls, over a page with a control of its own. */
function setUp(dialogBody = '<button>First</button><button>Middle</button><button>Last</button>') {
  document.body.innerHTML = `<button>Page</button><div role="dialog" aria-modal="true" tabindex="-1">${dialogBody}</div><button>Footer</button>`;
  const byText = (text: string) => [...document.querySelectorAll('button')].find((element) => element.textContent === text) as HTMLElement;
  return { dialog: document.querySelector<HTMLElement>('[aria-modal="true"]') as HTMLElement, byText };
}

beforeAll(() => {
  installDialogTabWrap();
  installDialogTabWrap(); // once only: a second call adds no second listener
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('installDialogTabWrap', () => {
  it('wraps Tab from the dialog’s last control to its first, and Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    const { byText } = setUp();
    byText('Last').focus();
    await user.tab();
    expect(byText('First')).toHaveFocus();
    await user.tab({ shift: true });
    expect(byText('Last')).toHaveFocus();
  });

  it('leaves Tab alone inside the dialog away from its edges, and on the dialog itself', async () => {
    const user = userEvent.setup();
    const { dialog, byText } = setUp();
    byText('First').focus();
    await user.tab();
    expect(byText('Middle')).toHaveFocus();
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    dialog.focus();
    dialog.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves Tab alone outside any dialog, in a dialog without controls, with a modifier or once handled', () => {
    const { byText } = setUp();
    const press = (target: HTMLElement, init: KeyboardEventInit) => {
      target.focus();
      const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press(byText('Page'), {})).toBe(false);
    expect(press(byText('Last'), { ctrlKey: true })).toBe(false);
    expect(press(byText('Last'), { altKey: true })).toBe(false);
    expect(byText('Last')).toHaveFocus();

    const handled = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    handled.preventDefault();
    byText('Last').dispatchEvent(handled);
    expect(byText('Last')).toHaveFocus();

    const { dialog } = setUp('<p>Loading</p>');
    expect(press(dialog, {})).toBe(false);
    expect(press(dialog, { shiftKey: true })).toBe(false);
  });
});

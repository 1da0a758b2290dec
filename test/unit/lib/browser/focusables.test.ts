import { focusables, tabWrapTarget } from '../../../../src/lib/browser/focusables';

/** A dialog-like container with three controls (a disabled one and a hidden one between them), and a control outside. */
function setUp(inner = '<button>First</button><button disabled>Off</button><a href="#x">Middle</a><button hidden>Gone</button><input aria-label="Last">') {
  document.body.innerHTML = `<button>Outside</button><div id="root" tabindex="-1">${inner}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const byText = (text: string) => [...document.querySelectorAll<HTMLElement>('button, a, input')].find((e) => (e.textContent || e.getAttribute('aria-label')) === text) as HTMLElement;
  return { root, byText };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusables', () => {
  it('lists what Tab reaches, in document order', () => {
    const { root } = setUp();
    expect(focusables(root).map((e) => e.textContent || e.getAttribute('aria-label'))).toEqual(['First', 'Middle', 'Last']);
  });
});

describe('tabWrapTarget', () => {
  it('sends Tab on the last control to the first', () => {
    const { root, byText } = setUp();
    expect(tabWrapTarget(root, byText('Last'), false)).toBe(byText('First'));
  });

  it('sends Shift+Tab on the first control to the last', () => {
    const { root, byText } = setUp();
    expect(tabWrapTarget(root, byText('First'), true)).toBe(byText('Last'));
  });

  it('lets Tab proceed away from the edges: Tab on the first, Shift+Tab on the last, either in the middle', () => {
    const { root, byText } = setUp();
    expect(tabWrapTarget(root, byText('First'), false)).toBeNull();
    expect(tabWrapTarget(root, byText('Last'), true)).toBeNull();
    expect(tabWrapTarget(root, byText('Middle'), false)).toBeNull();
    expect(tabWrapTarget(root, byText('Middle'), true)).toBeNull();
  });

  it('lets Tab proceed from the container itself (focused, not one of its controls)', () => {
    const { root } = setUp();
    expect(tabWrapTarget(root, root, false)).toBeNull();
    expect(tabWrapTarget(root, root, true)).toBeNull();
  });

  it('brings focus from outside the container in: Tab to the first control, Shift+Tab to the last', () => {
    const { root, byText } = setUp();
    expect(tabWrapTarget(root, byText('Outside'), false)).toBe(byText('First'));
    expect(tabWrapTarget(root, byText('Outside'), true)).toBe(byText('Last'));
    expect(tabWrapTarget(root, null, false)).toBe(byText('First'));
    expect(tabWrapTarget(root, document.body, true)).toBe(byText('Last'));
  });

  it('wraps onto the same control when there is only one', () => {
    const { root, byText } = setUp('<p>Text</p><button>Only</button>');
    expect(tabWrapTarget(root, byText('Only'), false)).toBe(byText('Only'));
    expect(tabWrapTarget(root, byText('Only'), true)).toBe(byText('Only'));
  });

  it('has nowhere to go in a container without controls, from inside or outside', () => {
    const { root, byText } = setUp('<p>Loading</p><button disabled>Off</button><span tabindex="-1">Skipped</span>');
    expect(tabWrapTarget(root, root, false)).toBeNull();
    expect(tabWrapTarget(root, root, true)).toBeNull();
    expect(tabWrapTarget(root, byText('Outside'), false)).toBeNull();
    expect(tabWrapTarget(root, byText('Outside'), true)).toBeNull();
  });
});

/** What Tab can reach: controls that are not disabled, and elements given a tab stop of their own. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/** Not shown, or hidden from assistive technology (antd's focus sentinels are aria-hidden). */
function hidden(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return true;
  // checkVisibility: display: none or content-visibility on the way up (jsdom has none: all count as shown).
  return typeof element.checkVisibility === 'function' && !element.checkVisibility();
}

/** The elements inside `root` that keyboard focus can reach, in document order. */
export function focusables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !hidden(element));
}

/**
 * Where Tab (Shift+Tab when `backwards`) goes to keep focus inside `root`: from its last control, or from
 * outside it, to its first; from its first, or from outside, to its last. Null when the browser's own move
 * stays inside, and when `root` has no control to go to.
 */
export function tabWrapTarget(root: Element, active: Element | null, backwards: boolean): HTMLElement | null {
  const list = focusables(root);
  const head = list[0];
  const tail = list[list.length - 1];
  if (!head || !tail || (active !== (backwards ? head : tail) && root.contains(active))) return null;
  return backwards ? tail : head;
}

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

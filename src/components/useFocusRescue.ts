import { type RefObject, useEffect } from 'react';
import { focusables } from '../lib/browser/focusables';

/**
 * Keeps keyboard focus inside `ref` when a re-render removes the element that had it: a coupon's
 * Apply button replaced by its Cancel button, a removed cart row, a form swapped for its success
 * message. The browser would drop focus to the page body and the next Tab would start again at the
 * top of the document. Focus goes to the first control of the nearest part of the page that is still
 * there (the Cancel button, the first remaining row's link, ...), else to the root itself, which should
 * be focusable (tabIndex -1) so that the next Tab goes to its first control. The same when a dialog
 * opened from here (a confirmation) closes after its action removed the control that opened it.
 * Focus that has gone on elsewhere (another page's <main>, a drawer, the header) is left alone.
 */
export function useFocusRescue(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    // The focused element and its ancestors below the root, innermost first.
    let path: HTMLElement[] = [];

    const onFocusIn = (event: FocusEvent) => {
      path = [];
      for (let element = event.target instanceof HTMLElement ? event.target : null; element && element !== root; element = element.parentElement) {
        path.push(element);
      }
    };
    const rescue = () => {
      const [lost] = path;
      const active = document.activeElement;
      if (!lost || lost.isConnected || (active && active !== document.body)) return;
      const kept = path.filter((element) => element.isConnected);
      path = [];
      const target = kept.map((element) => focusables(element)[0]).find(Boolean) ?? root;
      target.focus({ preventScroll: true });
    };

    // Focus leaving for nothing: a dialog (a confirmation) that closed after it removed what opened it.
    let later = 0;
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) return;
      window.clearTimeout(later);
      later = window.setTimeout(rescue, 0);
    };

    const observer = new MutationObserver(rescue);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      window.clearTimeout(later);
      root.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);
}

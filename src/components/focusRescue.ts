import { DIALOG_CLOSED } from '../lib/browser/dialogClosed';
import { focusables } from '../lib/browser/focusables';

/**
 * Focus is on something the shopper can see, not on the page body or a control of a dialog that has just closed
 * (hidden, and about to go with it).
 */
function focusedElsewhere(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  return typeof active.checkVisibility !== 'function' || active.checkVisibility();
}

/**
 * Keeps keyboard focus inside `root` when a re-render removes the element that had it (see
 * focusRescueRef, which starts this). Returns the function that stops it.
 */
export function watchFocusRescue(root: HTMLElement): () => void {
  // The focused element and its ancestors below the root, innermost first.
  let path: HTMLElement[] = [];
  const remember = (target: EventTarget | null) => {
    path = [];
    for (let element = target instanceof HTMLElement ? target : null; element && element !== root; element = element.parentElement) {
      path.push(element);
    }
  };
  if (root.contains(document.activeElement)) remember(document.activeElement);

  const onFocusIn = (event: FocusEvent) => remember(event.target);
  const rescue = () => {
    const [lost] = path;
    if (!lost || lost.isConnected || focusedElsewhere()) return;
    const kept = path.filter((element) => element.isConnected);
    path = [];
    const target = kept.map((element) => focusables(element)[0]).find(Boolean) ?? root;
    target.focus({ preventScroll: true });
  };

  // Focus leaving for nothing: a dialog (a confirmation) that closed after it removed what opened it. The browser
  // says nothing when the focused element goes with its dialog, so our confirmations say so (DIALOG_CLOSED).
  let later = 0;
  const rescueSoon = () => {
    window.clearTimeout(later);
    later = window.setTimeout(rescue, 0);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!event.relatedTarget) rescueSoon();
  };

  const observer = new MutationObserver(rescue);
  observer.observe(root, { childList: true, subtree: true });
  root.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  document.addEventListener(DIALOG_CLOSED, rescueSoon);
  return () => {
    observer.disconnect();
    window.clearTimeout(later);
    root.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
    document.removeEventListener(DIALOG_CLOSED, rescueSoon);
  };
}

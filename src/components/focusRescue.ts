import { focusables } from '../lib/browser/focusables';

/**
 * Keeps keyboard focus inside `root` when a re-render removes the element that had it (see
 * useFocusRescue, which starts this). Returns the function that stops it.
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
}

/**
 * Keeps keyboard focus inside the element it is the ref of when a re-render removes the element that
 * had it: a coupon's Apply button replaced by its Cancel button, a removed cart row, a form swapped for
 * its success message. The browser would drop focus to the page body and the next Tab would start again
 * at the top of the document. Focus goes to the first control of the nearest part of the page that is
 * still there (the Cancel button, the first remaining row's link, ...), else to the root itself, which
 * should be focusable (tabIndex -1) so that the next Tab goes to its first control. The same when a
 * dialog opened from here (a confirmation) closes after its action removed the control that opened it.
 * Focus that has gone on elsewhere (another page's <main>, a drawer, the header) is left alone.
 *
 * Its code (focusRescue.ts) loads once focus first enters the root: nothing to rescue before that,
 * and it stays out of the first load.
 *
 * A callback ref (`ref={focusRescueRef}`) with React's ref cleanup: it follows the element as it
 * mounts, is replaced or goes, and never renders anything again. (The element kept in state by a
 * callback ref would: that state is set while React commits, so the component holding it, the
 * shell around every page, rendered a second time at once, in one blocking piece.)
 */
export function focusRescueRef(root: HTMLElement | null): (() => void) | undefined {
  if (!root) return undefined;
  let live = true;
  let stop: (() => void) | undefined;
  const start = () => {
    root.removeEventListener('focusin', start);
    // Failing to load (offline, say) leaves the browser's own behaviour.
    import('./focusRescue').then(
      ({ watchFocusRescue }) => {
        if (live) stop = watchFocusRescue(root);
      },
      () => undefined,
    );
  };
  root.addEventListener('focusin', start);
  return () => {
    live = false;
    root.removeEventListener('focusin', start);
    stop?.();
  };
}

import { useLayoutEffect, useRef } from 'react';
import { focusables } from '../lib/browser/focusables';

/** antd's own return of focus is off: useOverlayFocus decides where focus goes on closing. */
const OWN_RETURN_OFF = { focusTriggerAfterClose: false } as const;

/**
 * antd traps focus on a drawer's outer wrapper, outside the element with role="dialog", so screen
 * readers would not hear the dialog's name: this moves it in, to an element marked data-autofocus,
 * else the first control (the close button).
 */
function focusIntoDialog(rootClassName: string): void {
  const dialog = document.querySelector<HTMLElement>(`.${rootClassName} [role="dialog"]`);
  if (!dialog || dialog.contains(document.activeElement)) return;
  (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0])?.focus();
}

/**
 * Back to the opener only while focus is still in the closed overlay or lost to the page body: a link
 * in the overlay that opened another page has put it in that page (src/app/NewPageArrival), and
 * another overlay may have taken it over.
 */
function returnFocus(rootClassName: string, opener: HTMLElement | null): void {
  const active = document.activeElement;
  const left = !active || active === document.body || document.querySelector(`.${rootClassName}`)?.contains(active);
  if (left && opener?.isConnected) opener.focus({ preventScroll: true });
}

/**
 * Keyboard focus for a shell overlay (an antd Drawer or Modal), as props to spread on it: into its
 * dialog once it is open; once it has closed, back to what had focus when it opened (the control
 * that opened it) unless focus has gone on elsewhere.
 */
export function useOverlayFocus(open: boolean, rootClassName: string) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return {
    focusable: OWN_RETURN_OFF,
    afterOpenChange: (visible: boolean) => (visible ? focusIntoDialog(rootClassName) : returnFocus(rootClassName, opener.current)),
  };
}

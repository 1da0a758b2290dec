import { tabWrapTarget } from '../../lib/browser/focusables';

/**
 * Tab from the last control of an open antd dialog (drawer, modal, confirmation) goes to its first, and Shift+Tab
 * from the first to the last. antd only pulls focus back once it has landed outside: Tab first left the page
 * (the address bar, or the page body), and the next Tab came in at the skip link, which scrolled the page to the
 * top under the dialog, so that closing it returned focus to a control off screen. The dialog is the aria-modal
 * one that holds focus; there is one listener for the whole document.
 */
function wrapTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const active = document.activeElement;
  const dialog = active instanceof HTMLElement ? active.closest<HTMLElement>('[aria-modal="true"]') : null;
  if (!dialog) return;
  const target = tabWrapTarget(dialog, active, event.shiftKey);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

let installed = false;

/** Installs the wrap once, for the page's lifetime (AntdScope calls it as the first antd screen mounts). */
export function installDialogTabWrap(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('keydown', wrapTab, true);
}

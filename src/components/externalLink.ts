/** Opens a server-rendered link in a new tab, without a handle on our window, and says so to screen readers. */
export function markExternal(anchor: Element, newTabText: string): void {
  anchor.setAttribute('target', '_blank');
  anchor.setAttribute('rel', 'noopener noreferrer');
  if (anchor.querySelector('.visually-hidden')) return;
  const hint = anchor.ownerDocument.createElement('span');
  hint.className = 'visually-hidden';
  hint.textContent = newTabText;
  anchor.append(' ', hint);
}

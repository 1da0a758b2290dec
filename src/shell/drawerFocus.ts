const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * antd's Drawer traps focus on its outer wrapper, outside the element with role="dialog", so screen
 * readers would not hear the dialog's name. Once a drawer is open this moves focus into its dialog:
 * to an element marked data-autofocus, else the first control (the close button).
 */
export function focusIntoDrawer(rootClassName: string): (open: boolean) => void {
  return (open) => {
    if (!open) return;
    const dialog = document.querySelector<HTMLElement>(`.${rootClassName} [role="dialog"]`);
    if (!dialog || dialog.contains(document.activeElement)) return;
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  };
}

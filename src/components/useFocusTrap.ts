import { type RefObject, useEffect, useRef } from 'react';
import { focusables, tabWrapTarget } from '../lib/browser/focusables';

/**
 * Keeps keyboard focus inside `ref` while `active` (Tab and Shift+Tab wrap around), moves focus in
 * when it activates (to `[data-autofocus]`, else the first control) and calls `onEscape` on Escape.
 * For the shell's own popovers; antd's Drawer and Modal trap focus themselves.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return undefined;
    const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0] ?? root;
    first.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      // Nothing to tab to yet (content still loading): focus stays on the root rather than escaping.
      const target = tabWrapTarget(root, document.activeElement, event.shiftKey) ?? (focusables(root).length ? null : root);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [ref, active]);
}

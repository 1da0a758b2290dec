import { type RefObject, useEffect, useRef } from 'react';
import { focusables } from '../lib/browser/focusables';

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
      const list = focusables(root);
      const [head, tail] = [list[0], list[list.length - 1]];
      if (!head || !tail) {
        // Nothing to tab to yet (content still loading): focus stays put rather than escaping.
        event.preventDefault();
        root.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === head || !root.contains(current))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (current === tail || !root.contains(current))) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [ref, active]);
}

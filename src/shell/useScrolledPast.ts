import throttle from 'lodash/throttle';
import { useEffect, useState } from 'react';

/** Spec §9: the header's affixed look starts past 15 px; the scroll handler runs at most every 100 ms. */
export const HEADER_AFFIX_OFFSET_PX = 15;
export const SCROLL_THROTTLE_MS = 100;

/**
 * Whether the page is scrolled further than `offset` px. The handler is throttled (leading and
 * trailing, so the final position always counts) and the component re-renders only when the answer
 * flips, not on every scroll event.
 */
export function useScrolledPast(offset: number, throttleMs: number = SCROLL_THROTTLE_MS): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const check = throttle(() => setPast(window.scrollY > offset), throttleMs);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [offset, throttleMs]);
  return past;
}

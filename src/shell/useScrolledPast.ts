import throttle from 'lodash/throttle';
import { useEffect, useState } from 'react';

/** Spec §9: the header's affixed look starts past 15 px; the scroll handler runs at most every 100 ms. */
export const HEADER_AFFIX_OFFSET_PX = 15;
export const SCROLL_THROTTLE_MS = 100;

/**
 * Whether the page is scrolled further than `offset` px. The handler is throttled (leading and
 * trailing) and the component re-renders only when the answer flips, not on every scroll event.
 * Nothing reads the scroll position while the page mounts: scrollY then would force a synchronous
 * layout of everything just committed. The first reading waits until the next frame has been
 * painted, when the layout is already done, so a page that starts scrolled still gets the right answer.
 */
export function useScrolledPast(offset: number, throttleMs: number = SCROLL_THROTTLE_MS): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const read = () => setPast(window.scrollY > offset);
    const check = throttle(read, throttleMs);
    let afterPaint: ReturnType<typeof setTimeout> | undefined;
    const frame = window.requestAnimationFrame(() => {
      afterPaint = setTimeout(read, 0);
    });
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      clearTimeout(afterPaint);
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [offset, throttleMs]);
  return past;
}

import { type RefObject, useEffect, useRef } from 'react';
import { reachedMargin } from '../../../lib/browser/nearViewport';

/**
 * How far below the viewport the end of the list may still be when the next page is asked for:
 * about a screen and a half of products, so the next ones are there before the shopper arrives.
 */
export const LOAD_AHEAD_PX = 1200;

/**
 * Calls `onNear` once the element (placed at the end of the list) comes within LOAD_AHEAD_PX below
 * the viewport, or has been scrolled past, while `enabled`. `armKey` re-arms it (one call per page): an end that is still
 * near after a page arrived asks again.
 */
export function useLoadBeforeEnd(target: RefObject<Element | null>, enabled: boolean, armKey: number, onNear: () => void): void {
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  }, [onNear]);

  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver !== 'function') return undefined;
    let fired = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (fired || !entries.some((entry) => entry.isIntersecting)) return;
        fired = true;
        callback.current();
      },
      { rootMargin: reachedMargin(LOAD_AHEAD_PX) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, armKey]);
}

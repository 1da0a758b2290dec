import { type RefObject, useEffect, useState } from 'react';

/**
 * The IntersectionObserver margin for "within `aheadPx` below the viewport, or anywhere above it". The
 * top margin counts an element the shopper has already scrolled past as reached: a fast fling or the
 * End key can carry it from below the viewport to above it between two frames, and it never
 * intersects the viewport itself.
 */
export function reachedMargin(aheadPx: number): string {
  return `${ABOVE_PX}px 0px ${aheadPx}px 0px`;
}

/** Taller than any page we render: everything above the viewport lies inside the observer's margin. */
const ABOVE_PX = 1_000_000;

/**
 * True once the element has come within `marginPx` below the viewport, or been scrolled past (and stays true): for content
 * far below the fold that need not be asked for, nor rendered, while the page loads. Browsers without
 * IntersectionObserver get true at once.
 */
export function useNearViewport(target: RefObject<Element | null>, marginPx: number): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: reachedMargin(marginPx) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, marginPx, near]);
  return near;
}

import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `marginPx` below the viewport (and stays true): for content
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
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, marginPx, near]);
  return near;
}

import { useCallback, useEffect, useState } from 'react';

/** Spec §9: the home banner turns every 5000 ms. */
export const BANNER_INTERVAL_MS = 5000;

/** Spec §9 "infinite": after the last slide comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface BannerRotation {
  index: number;
  /** The shopper's choice: play (autoplay on) or pause (WCAG 2.2.2 pause control). */
  playing: boolean;
  /** Whether the slides actually turn now: playing, more than one slide, nothing holding them. */
  rotating: boolean;
  go: (index: number) => void;
  next: () => void;
  previous: () => void;
  toggle: () => void;
  /** Pointer over or focus inside the banner holds it still, so nothing moves under the shopper. */
  hold: (held: boolean) => void;
}

const modalOpen = () => typeof document !== 'undefined' && document.querySelector('[aria-modal="true"]') !== null;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Autoplay of the home banner. Each slide gets a full interval: going to a slide by hand restarts
 * the count. A shopper who asked the system for reduced motion starts paused.
 */
export function useBannerRotation(count: number, interval: number = BANNER_INTERVAL_MS): BannerRotation {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const rotating = playing && !held && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => {
        // A modal dialog over the page (a drawer) holds the slides: nothing moves behind it; the
        // slide turns a full interval after it closed at the earliest.
        if (modalOpen()) schedule();
        else setIndex((current) => wrapIndex(current + 1, count));
      }, interval);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, interval]);

  const go = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  const next = useCallback(() => setIndex((current) => wrapIndex(current + 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current - 1, count)), [count]);
  const toggle = useCallback(() => setPlaying((value) => !value), []);

  return { index: wrapIndex(index, count), playing, rotating, go, next, previous, toggle, hold: setHeld };
}

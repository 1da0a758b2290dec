import { startTransition, useEffect, useState } from 'react';

/** Longest wait for an idle moment once the page has painted (a busy page still gets its later work). */
export const IDLE_TIMEOUT_MS = 1500;

/**
 * Resolves once the browser has painted the current page and then has an idle moment: for work the
 * first screen does not need (below-the-fold data, the cart, code for later actions). Started before
 * that paint, such work would delay it: its requests and answers compete with the page's own.
 */
export function afterPaintIdle(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    // The frame callback runs before the paint; a task queued from it runs after.
    win.requestAnimationFrame(() => {
      win.setTimeout(() => {
        if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        else resolve();
      }, 0);
    });
  });
}

/**
 * False on the first render, true once the page has painted and the browser is idle (afterPaintIdle).
 * What it shows then renders as a transition: in slices, the page staying responsive.
 */
export function useAfterPaintIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void afterPaintIdle().then(() => {
      if (current) startTransition(() => setReady(true));
    });
    return () => {
      current = false;
    };
  }, []);
  return ready;
}

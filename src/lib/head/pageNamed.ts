import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageTitleValue } from './pageTitle';

/** How long a page may take to name itself (its data loading) before it counts as named with the title it has. */
export const PAGE_TITLE_WAIT_MS = 3000;

export interface PageNamedWait {
  /** The route changed: settle the previous page if still pending, and wait for this one's title. */
  pathChanged(path: string): void;
  /** The page named itself: settle the pending one now. */
  titleSet(): void;
  /** Forget what is pending (unmount; React's development double effects must not settle twice). */
  stop(): void;
}

/**
 * Calls named(path) once per route change, when the page has its title (a product page knows its
 * name only when its data is in), or after PAGE_TITLE_WAIT_MS with the title the document has then.
 */
export function createPageNamedWait(named: (path: string) => void, wait = PAGE_TITLE_WAIT_MS): PageNamedWait {
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (pending === null) return;
    const path = pending;
    pending = null;
    named(path);
  };
  return {
    pathChanged(path) {
      flush();
      pending = path;
      timer = setTimeout(flush, wait);
    },
    titleSet: flush,
    stop() {
      clearTimeout(timer);
      pending = null;
    },
  };
}

/**
 * Calls onNamed(path) once for each page shown, the first one included, once it has named itself
 * (createPageNamedWait); document.title is the page's by then. A page left before it was named is
 * settled as the next one starts: compare the path with the location where only the current page counts.
 */
export function usePageNamed(onNamed: (path: string) => void): void {
  const { pathname } = useLocation();
  const title = usePageTitleValue();
  const latest = useRef(onNamed);
  useEffect(() => {
    latest.current = onNamed;
  });
  const [wait] = useState(() =>
    // The document head applies the title in the same commit; read it after that.
    createPageNamedWait((path) => setTimeout(() => latest.current(path), 0)),
  );
  useEffect(() => () => wait.stop(), [wait]);
  useEffect(() => {
    wait.pathChanged(window.location.pathname);
  }, [wait, pathname]);
  useEffect(() => {
    if (title) wait.titleSet();
  }, [wait, title]);
}

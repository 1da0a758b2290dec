import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageTitleValue } from '../head/pageTitle';
import { trackPage } from './events';

/** How long a page may take to name itself (its data loading) before it is reported with the title it has. */
export const PAGE_TITLE_WAIT_MS = 3000;

export interface PageViewTracker {
  /** The route changed: report the previous view if still pending, and wait for this one's title. */
  pathChanged(path: string): void;
  /** The page named itself: report the pending view now. */
  titleSet(): void;
  /** Forget what is pending (unmount; React's development double effects must not send twice). */
  stop(): void;
}

/**
 * One page event per route change, sent once the page has its title (a product page knows its name
 * only when its data is in), or after PAGE_TITLE_WAIT_MS with the title the document has then.
 */
export function createPageViewTracker(
  send: (path: string) => void,
  wait = PAGE_TITLE_WAIT_MS,
): PageViewTracker {
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (pending === null) return;
    const path = pending;
    pending = null;
    send(path);
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

function sendPage(path: string): void {
  // The document head applies the title in the same commit; read it after that.
  setTimeout(() => void trackPage(path, document.title), 0);
}

/** Sends the page event of every route change (spec §7 analytics). Mount once, inside the router. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const title = usePageTitleValue();
  const [tracker] = useState(() => createPageViewTracker(sendPage));
  useEffect(() => () => tracker.stop(), [tracker]);
  useEffect(() => {
    tracker.pathChanged(window.location.pathname);
  }, [tracker, pathname]);
  useEffect(() => {
    if (title) tracker.titleSet();
  }, [tracker, title]);
}

/** usePageViews as a component, for a one-line mount next to the document head. */
export function PageViews(): null {
  usePageViews();
  return null;
}

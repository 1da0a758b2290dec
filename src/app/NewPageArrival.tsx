import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { usePageNamed } from '../lib/head/pageNamed';

/**
 * What the browser does when a link loads a new document, done for a page opened inside the app
 * (the first page is the browser's own load, left alone):
 * - it starts at its top, when opened by a link or a redirect (without this the page after "Place
 *   order" or a footer link opened as far down as the one before had been scrolled). Back and Forward
 *   leave the position to the browser, which restores it; a change of the query string alone (a
 *   listing's filters, sort or page) and a link to an anchor keep it too;
 * - keyboard focus starts at the page content (<main>), not on the link that was followed, so the next
 *   Tab is in the new page; a query-string change keeps it on the control that made it;
 * - a screen reader reads out the new page's title, once the page has named itself, as it reads the
 *   title of a loaded document.
 */
export function NewPageArrival() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  const navigated = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    navigated.current = true;
    setAnnouncement('');
    document.getElementById('main')?.focus({ preventScroll: true });
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  const announce = useCallback((path: string) => {
    // Only a page navigated to, and only while it is still the one shown.
    if (navigated.current && path === window.location.pathname) setAnnouncement(document.title);
  }, []);
  usePageNamed(announce);

  return (
    <p className="visually-hidden" role="status" aria-atomic="true">
      {announcement}
    </p>
  );
}

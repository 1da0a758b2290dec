import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAfterPaintIdle } from '../lib/browser/afterPaint';
import { applyFavicon, applyHead, faviconUrl, syncStoreHeadTags } from '../lib/head/documentHead';
import { allowedHeadTags, headCustomJsHtml, type HeadTag } from '../lib/head/headTags';
import { usePageHead } from '../lib/head/pageTitle';
import { isCheckoutPath } from '../shared/store/routeTable';
import { useAppSelector } from './hooks';

/** Joins the store's title prefix and suffix around the page title (Magento's rule), else the default title. */
export function documentTitle(
  config: { title_prefix?: string | null; title_suffix?: string | null; default_title?: string | null },
  pageTitle: string | null,
): string {
  const title = pageTitle || config.default_title || '';
  return `${config.title_prefix ?? ''}${title}${config.title_suffix ?? ''}`.trim();
}

/**
 * The document head from store config and the current page (spec §2.4): title with title_prefix,
 * description (the page's, else the store's default), keywords, robots, favicon; head_includes and head_custom_js only off /checkout and
 * only as allowed tags. Renders nothing itself.
 */
export function DocumentHead() {
  const config = useAppSelector((state) => state.app.storeConfig);
  const { title: pageTitle, description: pageDescription } = usePageHead();
  const { pathname } = useLocation();
  const onCheckout = isCheckoutPath(pathname);

  const storeTags = useMemo<HeadTag[]>(() => {
    if (!config) return [];
    const { origin } = window.location;
    const html = [config.head_includes ?? '', ...headCustomJsHtml(config.head_custom_js)];
    return html.flatMap((text) => allowedHeadTags(text, document, origin));
  }, [config]);

  useEffect(() => {
    if (!config) return;
    applyHead(document, {
      title: documentTitle(config, pageTitle),
      description: pageDescription || config.default_description,
      keywords: config.default_keywords,
    });
  }, [config, pageTitle, pageDescription]);

  // The store's favicon once the first page has painted: the browser fetches an icon as soon as it is
  // linked, and a request that early competes with the page's own. Until then index.html's icon
  // stands, which is inline (no request).
  const painted = useAfterPaintIdle();
  useEffect(() => {
    if (config && painted) applyFavicon(document, faviconUrl(config, window.location.origin));
  }, [config, painted]);

  useEffect(() => {
    syncStoreHeadTags(document, onCheckout ? [] : storeTags);
  }, [onCheckout, storeTags]);

  return null;
}

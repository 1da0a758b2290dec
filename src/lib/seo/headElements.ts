import { useEffect } from 'react';
import { usePageTitleValue } from '../head/pageTitle';

// Page-level head elements (canonical link, structured data, description) that live while a page
// is shown. They carry data-page-seo so that nothing else (the store's head tags) mistakes them for
// its own, and they are removed when the page goes.

const ATTRIBUTE = 'data-page-seo';

/** <link rel="canonical"> for the page (an absolute URL); none while href is null. */
export function useCanonical(href: string | null): void {
  useEffect(() => {
    if (!href) return undefined;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = href;
    link.setAttribute(ATTRIBUTE, 'canonical');
    // A canonical link of index.html or an earlier page would contradict this one.
    document.head.querySelectorAll('link[rel="canonical"]').forEach((element) => element.remove());
    document.head.appendChild(link);
    return () => link.remove();
  }, [href]);
}

/** JSON text safe inside a <script> element wherever it is serialised. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A <script type="application/ld+json"> for the page, replaced when the data changes. */
export function useStructuredData(key: string, data: object | null): void {
  const json = data ? jsonForScript(data) : null;
  useEffect(() => {
    if (!json) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    script.setAttribute(ATTRIBUTE, key);
    document.head.appendChild(script);
    return () => script.remove();
  }, [key, json]);
}

/**
 * The page's meta description. The document head writes the store's default description whenever
 * the page title changes; this hook reads the title too, so it runs after that write, in the same
 * commit, and the page's text wins. When the page goes, the next title change restores the default.
 */
export function useMetaDescription(text: string | null | undefined): void {
  const title = usePageTitleValue();
  const description = text?.trim() || null;
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [description, title]);
}

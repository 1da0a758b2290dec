import { useEffect } from 'react';

// Page-level head elements (canonical link, structured data) that live while a page
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

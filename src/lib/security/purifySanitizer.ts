import createDOMPurify from 'dompurify';
import { finishElement, keepAttribute } from './htmlPolicy';

// CMS HTML through DOMPurify, for browsers without the HTML Sanitizer API (nativeSanitizer.ts). Its own
// chunk: loaded only there (sanitize.ts, prepareSanitizer).

/**
 * A sanitiser reducing HTML to DOMPurify's HTML profile (no scripts, handlers, javascript: URLs, SVG or
 * MathML), without <style> elements (a style sheet applies to the whole page), then htmlPolicy.ts's rules.
 */
export function createPurifySanitizer(win: Window & typeof globalThis): (html: string) => string {
  // A private instance, so our hooks never change what other DOMPurify users get.
  const purifier = createDOMPurify(win);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (!keepAttribute(data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof win.Element) finishElement(node);
  });
  return (html) => purifier.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style'] });
}

import createDOMPurify, { type DOMPurify as Purifier } from 'dompurify';

// CMS HTML comes from the server and is rendered into our origin: it is always sanitised first.

const URI_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'background']);
const DATA_URI = /^\s*data:/i;
/**
 * Inline styles stay (CMS layout relies on them) unless they can fetch or run something: url() and
 * image-set() load from any host (a tracking beacon, or content spoofing with a remote image),
 * expression()/behavior/-moz-binding run script in legacy engines, @import pulls in a whole style
 * sheet, and a backslash or comment could spell any of these in escaped form, so those go too.
 * position: fixed/sticky would let CMS content overlay the shop's own UI (sign-in, checkout).
 */
const UNSAFE_STYLE = /url\s*\(|image-set\s*\(|expression\s*\(|@import|javascript:|behavior\s*:|-moz-binding|\\|\/\*|position\s*:\s*(fixed|sticky)/i;

let purifier: Purifier | null = null;

// A private instance, so our hook never changes what other DOMPurify users get.
function getPurifier(): Purifier {
  if (!purifier) {
    purifier = createDOMPurify(window);
    // DOMPurify lets data: URIs through on media tags; we never allow them.
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      if (URI_ATTRIBUTES.has(data.attrName) && DATA_URI.test(data.attrValue)) data.keepAttr = false;
      if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue)) data.keepAttr = false;
    });
    // CMS authors may open links in a new tab; such a tab never gets a handle on our window.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purifier;
}

/**
 * HTML reduced to DOMPurify's HTML profile: no scripts, handlers, javascript: or data: URLs, no
 * <style> elements (a style sheet applies to the whole page: it could hide or restyle the shop's own
 * UI, and url()/@import in it load from any host) and no inline style that can load or run anything.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style'] });
}

function currentOrigin(): string {
  return window.location.origin;
}

function parseHttpUrl(url: string, origin: string): URL | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether a URL (absolute or relative) resolves to an http(s) address on our origin. */
export function isSameOrigin(url: string | null | undefined, origin: string = currentOrigin()): boolean {
  if (!url) return false;
  return parseHttpUrl(url.trim(), origin)?.origin === origin;
}

/**
 * The in-app path (path + query + hash) for a URL that resolves to our origin, else null.
 * Use it before following any server-provided URL (failure_redirect_url, CMS links).
 */
export function safeInternalPath(url: string | null | undefined, origin: string = currentOrigin()): string | null {
  if (!url) return null;
  const parsed = parseHttpUrl(url.trim(), origin);
  if (!parsed || parsed.origin !== origin) return null;
  return parsed.pathname + parsed.search + parsed.hash;
}

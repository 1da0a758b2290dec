// What CMS HTML may keep beyond the sanitiser's own rules (both engines, sanitize.ts): the attribute
// values and the link rule that neither the HTML Sanitizer API nor DOMPurify enforces by default.

/** Attributes holding a URL (srcset a list of them). */
export const URI_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'cite']);

/** Schemes a CMS URL may use; a URL without a scheme is relative (our origin). */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'sms']);

/**
 * Inline styles stay (CMS layout relies on them) unless they can fetch or run something: url() and
 * image-set() load from any host (a tracking beacon, or content spoofing with a remote image),
 * expression()/behavior/-moz-binding run script in legacy engines, @import pulls in a whole style
 * sheet, and a backslash or comment could spell any of these in escaped form, so those go too.
 * position: fixed/sticky would let CMS content overlay the shop's own UI (sign-in, checkout).
 */
const UNSAFE_STYLE = /url\s*\(|image-set\s*\(|expression\s*\(|@import|javascript:|behavior\s*:|-moz-binding|\\|\/\*|position\s*:\s*(fixed|sticky)/i;

/** The scheme of a URL as a browser reads it (whitespace and control characters inside are skipped), or ''. */
function schemeOf(url: string): string {
  // eslint-disable-next-line no-control-regex -- browsers drop these characters when they read a URL
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme ? (scheme[1] as string).toLowerCase() : '';
}

function safeUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === '' || SAFE_SCHEMES.has(scheme);
}

/** Attributes naming where a form posts. */
const FORM_TARGETS = new Set(['action', 'formaction']);

/**
 * A form may post only to this site: a relative URL (not `//host`, which browsers also read from `\\host`), or an
 * absolute http(s) one on our origin. An external action would send what shoppers type into CMS forms elsewhere.
 */
function sameSiteFormTarget(url: string, origin: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers drop these characters when they read a URL
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = schemeOf(url);
  if (scheme === '') return !/^[/\\]{2}/.test(compact);
  if (scheme !== 'http' && scheme !== 'https') return false;
  try {
    return new URL(compact).origin === origin;
  } catch {
    return false;
  }
}

const currentOrigin = (): string => (typeof location === 'undefined' ? 'null' : location.origin);

/**
 * Whether an attribute may stay: URLs only http(s), mailto, tel, sms or relative (never data:), form targets only
 * this site; styles only harmless ones.
 */
export function keepAttribute(name: string, value: string, origin: string = currentOrigin()): boolean {
  if (FORM_TARGETS.has(name)) return sameSiteFormTarget(value, origin);
  if (name === 'srcset') return value.split(',').every((candidate) => safeUrl(candidate.trim().split(/\s+/)[0] ?? ''));
  if (URI_ATTRIBUTES.has(name)) return safeUrl(value);
  if (name === 'style') return !UNSAFE_STYLE.test(value);
  return true;
}

/** Targets that stay in our own window (a CMS page is never framed); browsers do not trim a target, nor do we. */
const SAME_WINDOW_TARGETS = new Set(['', '_self', '_top', '_parent']);

/**
 * CMS authors may open links in a new tab or a named window (any spelling); such a window never gets a handle
 * on ours, whatever rel the author wrote.
 */
export function finishElement(element: Element): void {
  const target = element.getAttribute('target');
  if ((element.tagName === 'A' || element.tagName === 'AREA') && target !== null && !SAME_WINDOW_TARGETS.has(target.toLowerCase())) {
    element.setAttribute('rel', 'noopener noreferrer');
  }
}

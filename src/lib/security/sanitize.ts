import { createNativeSanitizer } from './nativeSanitizer';

// CMS HTML comes from the server and is rendered into our origin: it is always sanitised first, by the
// browser's HTML Sanitizer API where there is one (nativeSanitizer.ts), else by DOMPurify, loaded on
// demand (purifySanitizer.ts). Both apply htmlPolicy.ts on top. prepareSanitizer picks one; the app
// renders nothing before it has (boot.ts), so sanitizeHtml can stay synchronous.

type Sanitize = (html: string) => string;

let engine: Sanitize | null = null;
let preparing: Promise<void> | null = null;

/** Picks the sanitiser, loading DOMPurify where the browser has no sanitiser of its own. Never rejects. */
export function prepareSanitizer(win: Window & typeof globalThis = window): Promise<void> {
  if (engine) return Promise.resolve();
  const native = createNativeSanitizer(win);
  if (native) {
    engine = native;
    return Promise.resolve();
  }
  preparing ??= import(/* webpackChunkName: "purify" */ './purifySanitizer')
    .then(({ createPurifySanitizer }) => {
      engine = createPurifySanitizer(win);
    })
    .catch((error: unknown) => {
      // Offline before the chunk was ever cached: the page renders without its CMS HTML (never unsanitised).
      preparing = null;
      console.warn('The HTML sanitiser could not be loaded; CMS content is left out.', error);
    });
  return preparing;
}

/**
 * HTML without scripts, handlers, javascript: or data: URLs, SVG, MathML, <style> elements, or inline
 * styles that can load or run anything; '' for nothing, or before prepareSanitizer has settled.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html || !engine) return '';
  return engine(html);
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
 * A URL that goes to another site over http(s), parsed as the browser reads it: protocol-relative (//host) and
 * backslashed (/\\host, https:host) spellings included; null for relative paths, other schemes (mailto:), our own
 * origin and what does not parse.
 */
export function otherSiteUrl(url: string | null | undefined, origin: string = currentOrigin()): URL | null {
  if (!url) return null;
  const parsed = parseHttpUrl(url, origin);
  return parsed !== null && parsed.origin !== origin ? parsed : null;
}

/** Whether a URL goes to another site over http(s) (otherSiteUrl). */
export function leavesSite(url: string | null | undefined, origin: string = currentOrigin()): boolean {
  return otherSiteUrl(url, origin) !== null;
}

/**
 * The in-app path (path + query + hash) for a URL that resolves to our origin, else null.
 * Use it before following any server-provided URL (failure_redirect_url, CMS links).
 */
export function safeInternalPath(url: string | null | undefined, origin: string = currentOrigin()): string | null {
  if (!url) return null;
  const parsed = parseHttpUrl(url.trim(), origin);
  if (!parsed || parsed.origin !== origin) return null;
  // `https://shop//evil.example/` is on our origin, but its path, followed on its own, names another host.
  if (parsed.pathname.startsWith('//')) return null;
  return parsed.pathname + parsed.search + parsed.hash;
}

// Store config may put tags into <head> (head_includes, head_custom_js). That text comes from the
// server, so it is never inserted as HTML: it is parsed inert (a <template>), and only these tags
// are rebuilt from scratch with allow-listed attributes (spec: "structured data and the configured
// script"). Everything else (inline JS, handlers, iframes, styles, javascript: URLs) is dropped.

export type HeadTag =
  | { kind: 'ld+json'; json: string }
  | { kind: 'script'; src: string; async: boolean; defer: boolean; integrity?: string; crossOrigin?: string }
  | { kind: 'meta'; attributes: Record<string, string> }
  | { kind: 'link'; attributes: Record<string, string> };

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript']);
const LINK_RELS = new Set(['stylesheet', 'preconnect']);
const CROSS_ORIGIN = new Set(['anonymous', 'use-credentials']);

/**
 * A URL a script or stylesheet may load from: https anywhere, or http(s) on our own origin.
 * Returns the absolute URL, or null (javascript:, data:, plain http elsewhere, garbage).
 */
export function allowedResourceUrl(value: string | null, origin: string): string | null {
  if (!value || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), `${origin}/`);
    if (url.protocol === 'https:') return url.href;
    if (url.protocol === 'http:' && url.origin === origin) return url.href;
  } catch {
    // Not a URL at all.
  }
  return null;
}

/** The HTML text(s) under head_custom_js's "global" key; nothing for anything else. */
export function headCustomJsHtml(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('global' in parsed)) return [];
    const global: unknown = parsed.global;
    if (typeof global === 'string') return [global];
    if (Array.isArray(global)) return global.filter((item): item is string => typeof item === 'string');
  } catch {
    console.warn('[head] head_custom_js is not JSON; ignored');
  }
  return [];
}

function structuredData(text: string): HeadTag | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    // Re-serialised; '<' escaped so the text can never close its <script> wherever it is serialised.
    return { kind: 'ld+json', json: JSON.stringify(value).replace(/</g, '\\u003c') };
  } catch {
    return null;
  }
}

function script(element: Element, origin: string): HeadTag | null {
  const type = (element.getAttribute('type') ?? '').trim().toLowerCase();
  if (type === 'application/ld+json') return structuredData(element.textContent ?? '');
  if (!SCRIPT_TYPES.has(type)) return null;
  // Only an external file; inline code from configuration text never runs.
  const src = allowedResourceUrl(element.getAttribute('src'), origin);
  if (!src) return null;
  const tag: HeadTag = { kind: 'script', src, async: element.hasAttribute('async'), defer: element.hasAttribute('defer') };
  const integrity = element.getAttribute('integrity');
  const crossOrigin = (element.getAttribute('crossorigin') ?? '').toLowerCase();
  if (integrity) tag.integrity = integrity;
  if (CROSS_ORIGIN.has(crossOrigin)) tag.crossOrigin = crossOrigin;
  return tag;
}

function meta(element: Element): HeadTag | null {
  const attributes: Record<string, string> = {};
  for (const name of ['name', 'property', 'content']) {
    const value = element.getAttribute(name);
    if (value !== null) attributes[name] = value;
  }
  // http-equiv (refresh redirects, CSP) and charset are never taken over.
  if (attributes.content === undefined || (!attributes.name && !attributes.property)) return null;
  return { kind: 'meta', attributes };
}

function link(element: Element, origin: string): HeadTag | null {
  const rel = (element.getAttribute('rel') ?? '').trim().toLowerCase();
  const href = allowedResourceUrl(element.getAttribute('href'), origin);
  if (!LINK_RELS.has(rel) || !href) return null;
  const attributes: Record<string, string> = { rel, href };
  const crossOrigin = (element.getAttribute('crossorigin') ?? '').toLowerCase();
  if (CROSS_ORIGIN.has(crossOrigin)) attributes.crossorigin = crossOrigin;
  const media = element.getAttribute('media');
  if (media && rel === 'stylesheet') attributes.media = media;
  return { kind: 'link', attributes };
}

/** The allowed tags among the top-level elements of an HTML text, in order. */
export function allowedHeadTags(html: string, doc: Document, origin: string): HeadTag[] {
  // A <template>'s content is inert: parsing it runs no script and loads nothing.
  const template = doc.createElement('template');
  template.innerHTML = html;
  const tags: HeadTag[] = [];
  for (const element of Array.from(template.content.children)) {
    const name = element.localName;
    const tag = name === 'script' ? script(element, origin) : name === 'meta' ? meta(element) : name === 'link' ? link(element, origin) : null;
    if (tag) tags.push(tag);
  }
  return tags;
}

/** A fresh element for an allowed tag: nothing of the configuration text is copied but checked values. */
export function createHeadElement(doc: Document, tag: HeadTag): HTMLElement {
  if (tag.kind === 'ld+json') {
    const element = doc.createElement('script');
    element.type = 'application/ld+json';
    element.textContent = tag.json;
    return element;
  }
  if (tag.kind === 'script') {
    const element = doc.createElement('script');
    element.src = tag.src;
    // Inserted scripts run async anyway; the attributes keep what the configuration asked for.
    if (tag.async) element.setAttribute('async', '');
    if (tag.defer) element.setAttribute('defer', '');
    if (tag.integrity) element.integrity = tag.integrity;
    if (tag.crossOrigin) element.crossOrigin = tag.crossOrigin;
    return element;
  }
  const element = doc.createElement(tag.kind);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  return element;
}

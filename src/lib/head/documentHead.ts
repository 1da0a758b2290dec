import { createHeadElement, type HeadTag } from './headTags';

// Writes the document head: title, meta description / keywords / robots, favicon, and the store's
// allowed head tags. Existing tags of index.html are updated in place rather than duplicated.

export const ROBOTS = 'INDEX,FOLLOW';
export const DEFAULT_FAVICON = '/favicon.svg';
const MANAGED_ATTRIBUTE = 'data-store-head';

export interface HeadValues {
  title: string;
  description: string | null;
  keywords: string | null;
}

function setMeta(doc: Document, name: string, content: string | null): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]:not([${MANAGED_ATTRIBUTE}])`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('meta');
    element.name = name;
    doc.head.appendChild(element);
  }
  element.content = content;
}

const ICON_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  gif: 'image/gif',
};

/** The favicon link (index.html's, updated in place), with the type its file name says, if known. */
export function applyFavicon(doc: Document, href: string): void {
  let element = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!element) {
    element = doc.createElement('link');
    element.rel = 'icon';
    doc.head.appendChild(element);
  }
  if (element.getAttribute('href') !== href) element.href = href;
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(href)?.[1]?.toLowerCase() ?? '';
  const type = ICON_TYPES[extension];
  if (type) element.type = type;
  else element.removeAttribute('type');
}

/** Title, description, keywords and robots INDEX,FOLLOW (the favicon is applyFavicon's). */
export function applyHead(doc: Document, values: HeadValues): void {
  if (doc.title !== values.title) doc.title = values.title;
  setMeta(doc, 'description', values.description);
  setMeta(doc, 'keywords', values.keywords);
  setMeta(doc, 'robots', ROBOTS);
}

/**
 * The favicon from store config: shortcut_icon (absolute URL, or a file under {media}favicon/), else
 * Magento's head_shortcut_icon under the same folder, else the storefront's default icon.
 * Only http(s) URLs are used.
 */
export function faviconUrl(
  config: { shortcut_icon?: string | null; head_shortcut_icon?: string | null; secure_base_media_url?: string | null },
  origin: string,
): string {
  const folder = `${(config.secure_base_media_url || '/media/').replace(/\/?$/, '/')}favicon/`;
  for (const candidate of [config.shortcut_icon, config.head_shortcut_icon]) {
    const value = candidate?.trim();
    if (!value) continue;
    const raw = /^[a-z][a-z0-9+.-]*:|^\//i.test(value) ? value : folder + value;
    try {
      const url = new URL(raw, `${origin}/`);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Try the next candidate.
    }
  }
  return DEFAULT_FAVICON;
}

// External scripts run once per page load: taking their tag away on /checkout cannot undo them, and
// putting it back would run them a second time.
const executedScripts = new WeakMap<Document, Set<string>>();
const keys = new WeakMap<Element, string>();

function keyOf(tag: HeadTag): string {
  return JSON.stringify(tag);
}

/**
 * Makes the store's managed head tags exactly `tags` (none on /checkout). Unchanged tags stay in
 * place; an external script already run in this document is not inserted again.
 */
export function syncStoreHeadTags(doc: Document, tags: readonly HeadTag[]): void {
  const wanted = new Map(tags.map((tag) => [keyOf(tag), tag]));
  for (const element of Array.from(doc.head.querySelectorAll(`[${MANAGED_ATTRIBUTE}]`))) {
    const key = keys.get(element);
    if (key !== undefined && wanted.has(key)) wanted.delete(key);
    else element.remove();
  }
  const executed = executedScripts.get(doc) ?? new Set<string>();
  executedScripts.set(doc, executed);
  for (const [key, tag] of wanted) {
    if (tag.kind === 'script') {
      if (executed.has(tag.src)) continue;
      executed.add(tag.src);
    }
    const element = createHeadElement(doc, tag);
    element.setAttribute(MANAGED_ATTRIBUTE, '');
    keys.set(element, key);
    doc.head.appendChild(element);
  }
}

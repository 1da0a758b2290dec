import { safeInternalPath, sanitizeHtml } from '../../lib/security/sanitize';
import type { CmsPage } from './cmsPage.gql';

// The home banner is data: a CMS block the store's content team edits (Magento has no banner
// entity). Its markup, one element per slide:
//   <div class="banner-slide">
//     <img src="…" alt="…" width="1440" height="520">   picture (its size avoids layout shift)
//     <h2>Title</h2> <p>Text</p> <p><a href="/eu/de/farbfaecher.html">Call to action</a></p>
//   </div>
// Everything else in the block is ignored. Without the block (or without slides) the banner shows
// the CMS home page's heading and description.

const DEFAULT_WIDTH = 1440;
const DEFAULT_HEIGHT = 520;

export interface SlideImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface SlideLink {
  /** In-store path (router path, without the store prefix), or the full URL of an external link. */
  to: string;
  label: string;
  external: boolean;
}

export interface BannerSlide {
  key: string;
  title: string;
  text: string;
  link: SlideLink | null;
  image: SlideImage | null;
  /** The first slide: its title is the page's heading (h1). */
  primary: boolean;
}

const textOf = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * The first paragraph of server HTML as plain text (a teaser). DOMParser documents are inert: no
 * script runs and nothing loads; the text never becomes HTML again.
 */
export function leadText(html: string | null | undefined): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return textOf(body.querySelector('p') ?? body);
}

function sizeOf(value: string | null, fallback: number): number {
  const size = Number(value);
  return Number.isFinite(size) && size > 0 ? Math.round(size) : fallback;
}

function imageOf(slide: Element): SlideImage | null {
  const img = slide.querySelector('img[src]');
  const url = img?.getAttribute('src')?.trim();
  if (!img || !url) return null;
  return { url, alt: img.getAttribute('alt') ?? '', width: sizeOf(img.getAttribute('width'), DEFAULT_WIDTH), height: sizeOf(img.getAttribute('height'), DEFAULT_HEIGHT) };
}

/** Links in CMS content carry the store prefix (/eu/de/…); the router's paths do not. */
function linkOf(slide: Element, routePath: string, origin: string): SlideLink | null {
  const anchor = slide.querySelector('a[href]');
  const href = anchor?.getAttribute('href')?.trim();
  const label = textOf(anchor);
  if (!anchor || !href || !label) return null;
  const internal = safeInternalPath(href, origin);
  if (internal !== null) {
    const inStore = routePath && (internal === routePath || internal.startsWith(`${routePath}/`)) ? internal.slice(routePath.length) || '/' : internal;
    return { to: inStore, label, external: false };
  }
  // Another site: only http(s) (the sanitiser already removed script and data URLs).
  return /^https?:\/\//i.test(href) ? { to: href, label, external: true } : null;
}

/** The slides of the banner block's HTML (sanitised first, like all CMS HTML), in their order. */
export function bannerSlides(html: string | null | undefined, routePath: string, origin: string = window.location.origin): BannerSlide[] {
  const clean = sanitizeHtml(html);
  if (!clean) return [];
  const body = new DOMParser().parseFromString(clean, 'text/html').body;
  const slides: BannerSlide[] = [];
  body.querySelectorAll('.banner-slide').forEach((element) => {
    const title = textOf(element.querySelector('h1, h2, h3, h4'));
    const image = imageOf(element);
    if (!title && !image) return;
    const paragraph = Array.from(element.querySelectorAll('p')).find((p) => p.querySelector('a') === null && textOf(p) !== '');
    slides.push({
      key: `slide-${slides.length}`,
      title,
      text: textOf(paragraph),
      link: linkOf(element, routePath, origin),
      image,
      primary: slides.length === 0,
    });
  });
  return slides;
}

/**
 * The banner's slides: the CMS block's, or, without any, one slide from the CMS home page (its
 * heading, else its title, else the store greeting; its meta description).
 */
export function homeSlides(page: CmsPage | null, blockHtml: string | null | undefined, routePath: string, fallbackTitle: string): BannerSlide[] {
  const slides = bannerSlides(blockHtml, routePath);
  if (slides.length > 0) return slides;
  return [
    {
      key: 'home',
      title: page?.content_heading || page?.title || fallbackTitle,
      text: page?.meta_description?.trim() ?? '',
      link: null,
      image: null,
      primary: true,
    },
  ];
}

import { safeInternalPath, sanitizeHtml } from '../../lib/security/sanitize';
import { imageOf, type SlideImage, slideElements, slideTitle, textOf } from './bannerMarkup';
import type { CmsPage } from './cmsPage.gql';

export type { SlideImage } from './bannerMarkup';

// The home banner is data: a CMS block the store's content team edits (Magento has no banner
// entity). Its markup, one element per slide:
//   <div class="banner-slide">
//     <img src="…" alt="…" width="1440" height="520">   picture (its size avoids layout shift)
//     <h2>Title</h2> <p>Text</p> <p><a href="/eu/de/farbfaecher.html">Call to action</a></p>
//   </div>
// Everything else in the block is ignored. Without the block (or without slides) the banner shows
// the CMS home page's heading and description.

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

/**
 * The first paragraph of server HTML as plain text (a teaser). DOMParser documents are inert: no
 * script runs and nothing loads; the text never becomes HTML again.
 */
export function leadText(html: string | null | undefined): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return textOf(body.querySelector('p') ?? body);
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
  slideElements(body).forEach((element) => {
    const title = slideTitle(element);
    const image = imageOf(element);
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

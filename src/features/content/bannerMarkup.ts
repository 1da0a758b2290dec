// Reading the home banner's CMS markup (see homeSlides.ts for its shape), with the DOM only: the
// early script (src/boot/earlyRequests.ts) uses it too, to fetch the first picture ahead of the app.

const DEFAULT_WIDTH = 1440;
const DEFAULT_HEIGHT = 520;

export interface SlideImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export const textOf = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

function sizeOf(value: string | null, fallback: number): number {
  const size = Number(value);
  return Number.isFinite(size) && size > 0 ? Math.round(size) : fallback;
}

export function imageOf(slide: Element): SlideImage | null {
  const img = slide.querySelector('img[src]');
  const url = img?.getAttribute('src')?.trim();
  if (!img || !url) return null;
  return { url, alt: img.getAttribute('alt') ?? '', width: sizeOf(img.getAttribute('width'), DEFAULT_WIDTH), height: sizeOf(img.getAttribute('height'), DEFAULT_HEIGHT) };
}

export const slideTitle = (slide: Element): string => textOf(slide.querySelector('h1, h2, h3, h4'));

/** The banner's slides in a parsed block: its .banner-slide elements with a title or a picture. */
export function slideElements(body: ParentNode): Element[] {
  return Array.from(body.querySelectorAll('.banner-slide')).filter((slide) => slideTitle(slide) !== '' || imageOf(slide) !== null);
}

/**
 * The first slide's picture URL in the block's HTML (the home page's largest paint), or null. The
 * HTML is parsed in an inert document (nothing loads or runs); the app shows it only sanitised.
 */
export function firstSlideImageUrl(html: string | null | undefined, parser: DOMParser = new DOMParser()): string | null {
  if (!html) return null;
  const [first] = slideElements(parser.parseFromString(html, 'text/html').body);
  return first ? (imageOf(first)?.url ?? null) : null;
}

import type { CmsPage } from './cmsPage.gql';
import type { BannerCategory } from './home.gql';

// The backend has no banner entity (Magento has none either), so the home banner is composed from
// what it does have: the CMS home page and the categories below. Ids are the sample catalogue's
// (the same in every store view); a deployment on another catalogue names its own here.

/** Colour guides, chip sets, lighting & measurement (Magento uids are base64 ids: 3, 6, 11). */
export const BANNER_CATEGORY_UIDS: readonly string[] = ['Mw==', 'Ng==', 'MTE='];
/** The featured carousel shows the colour guides, the brand's best-known products. */
export const FEATURED_CATEGORY_UID = 'Mw==';

export interface SlideImage {
  url: string;
  width: number;
  height: number;
}

export interface BannerSlide {
  key: string;
  title: string;
  text: string;
  /** In-store path of the call to action, and the name the button carries. */
  link: { to: string; name: string } | null;
  image: SlideImage | null;
  /** The CMS home page's slide: its title is the page's heading (h1). */
  primary: boolean;
}

/**
 * The first paragraph of server HTML as plain text (a teaser). DOMParser documents are inert: no
 * script runs and nothing loads; the text never becomes HTML again.
 */
export function leadText(html: string | null | undefined): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return ((body.querySelector('p') ?? body).textContent ?? '').replace(/\s+/g, ' ').trim();
}

// Category pictures are 1200×480; a missing size falls back to the banner's own ratio (spec §9).
const imageOf = (category: BannerCategory): SlideImage | null =>
  category.image ? { url: category.image, width: category.image_width || 1440, height: category.image_height || 520 } : null;

const linkOf = (category: BannerCategory, suffix: string) =>
  category.url_path ? { to: `/${category.url_path}${suffix}`, name: category.name ?? '' } : null;

/**
 * The banner's slides: first the CMS home page (its heading, its meta description, the first
 * category's picture and link), then one slide per further category, in BANNER_CATEGORY_UIDS order.
 */
export function homeSlides(page: CmsPage | null, categories: ReadonlyArray<BannerCategory | null>, categorySuffix: string, fallbackTitle: string): BannerSlide[] {
  const byUid = new Map(categories.filter((c): c is BannerCategory => c !== null).map((c) => [c.uid, c]));
  const ordered = BANNER_CATEGORY_UIDS.map((uid) => byUid.get(uid)).filter((c): c is BannerCategory => c !== undefined);
  const [lead, ...rest] = ordered;
  const slides: BannerSlide[] = [
    {
      key: 'home',
      title: page?.content_heading || page?.title || fallbackTitle,
      // The description, not the content's first lines: those follow below the carousels anyway.
      text: page?.meta_description?.trim() ?? '',
      link: lead ? linkOf(lead, categorySuffix) : null,
      image: lead ? imageOf(lead) : null,
      primary: true,
    },
  ];
  for (const category of rest) {
    slides.push({
      key: category.uid,
      title: category.name ?? '',
      text: leadText(category.description),
      link: linkOf(category, categorySuffix),
      image: imageOf(category),
      primary: false,
    });
  }
  return slides;
}

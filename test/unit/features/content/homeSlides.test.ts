import { BANNER_CATEGORY_UIDS, homeSlides, leadText } from '../../../../src/features/content/homeSlides';
import type { CmsPage } from '../../../../src/features/content/cmsPage.gql';
import type { BannerCategory } from '../../../../src/features/content/home.gql';

const page: CmsPage = {
  identifier: 'home',
  title: 'Home',
  content_heading: 'Every color, exactly right',
  content: '<p>Guides and chips for <b>everyone</b>.</p><p><a href="/color-guides.html">Browse</a></p>',
  meta_title: 'Spectrane Color Standards',
  meta_description: 'Color guides, chip sets and swatch books.',
};

const category = (uid: string, name: string, urlPath: string): BannerCategory => ({
  uid,
  name,
  url_path: urlPath,
  description: `<p>All about ${name}.</p>`,
  image: `https://shop.example/media/catalog/category/${urlPath}.svg`,
  image_width: 1200,
  image_height: 480,
});

const [guides = '', chips = '', lighting = ''] = BANNER_CATEGORY_UIDS;
// Out of order and with a gap, as a search backend may answer.
const CATEGORIES = [category(lighting, 'Lighting', 'lighting'), null, category(guides, 'Color Guides', 'color-guides'), category(chips, 'Chip Sets', 'chip-sets')];

describe('homeSlides', () => {
  it('opens with the CMS home page: its heading, description, and the first category as picture and link', () => {
    const [first] = homeSlides(page, CATEGORIES, '.html', 'Welcome');
    expect(first).toEqual({
      key: 'home',
      title: 'Every color, exactly right',
      text: 'Color guides, chip sets and swatch books.',
      link: { to: '/color-guides.html', name: 'Color Guides' },
      image: { url: 'https://shop.example/media/catalog/category/color-guides.svg', width: 1200, height: 480 },
      primary: true,
    });
  });

  it('adds one slide per further category, in the configured order, with plain-text descriptions', () => {
    const slides = homeSlides(page, CATEGORIES, '.htm', 'Welcome');
    expect(slides.map((s) => [s.title, s.text, s.link?.to, s.primary])).toEqual([
      ['Every color, exactly right', 'Color guides, chip sets and swatch books.', '/color-guides.htm', true],
      ['Chip Sets', 'All about Chip Sets.', '/chip-sets.htm', false],
      ['Lighting', 'All about Lighting.', '/lighting.htm', false],
    ]);
  });

  it('without a CMS description shows no text (the content follows below anyway); without a page, the store greeting', () => {
    expect(homeSlides({ ...page, meta_description: null }, [], '.html', 'Welcome')[0]?.text).toBe('');
    expect(homeSlides(null, [], '.html', 'Welcome to Spectrane')).toEqual([
      { key: 'home', title: 'Welcome to Spectrane', text: '', link: null, image: null, primary: true },
    ]);
  });

  it('reads a teaser as the first paragraph of server HTML, as text only', () => {
    expect(leadText('<p>First <b>bold</b>\n line.</p><p>Second.</p>')).toBe('First bold line.');
    expect(leadText('Just text <img src=x onerror="alert(1)">')).toBe('Just text');
    expect(leadText(null)).toBe('');
  });
});

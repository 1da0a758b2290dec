import { bannerSlides, homeSlides, leadText } from '../../../../src/features/content/homeSlides';
import type { CmsPage } from '../../../../src/features/content/cmsPage.gql';

const ORIGIN = 'https://shop.example';

const page: CmsPage = {
  identifier: 'home',
  title: 'Home',
  content_heading: 'Every color, exactly right',
  content: '<p>Guides and chips for <b>everyone</b>.</p>',
  meta_title: 'Spectrane Color Standards',
  meta_description: 'Color guides, chip sets and swatch books.',
};

const slide = (title: string, href: string, image = '<img src="/media/a.svg" alt="" width="1200" height="480">') =>
  `<div class="banner-slide">${image}<h2>${title}</h2><p>About ${title}.</p><p><a href="${href}">Shop ${title}</a></p></div>`;

describe('bannerSlides (the home banner CMS block)', () => {
  it('reads each .banner-slide: picture with its size, heading, text and an in-store link without the store prefix', () => {
    const html = `<div class="banner-slides">${slide('Farbfächer', '/eu/de/farbfaecher.html')}${slide('Licht', `${ORIGIN}/eu/de/licht.html?x=1`, '')}</div>`;
    expect(bannerSlides(html, '/eu/de', ORIGIN)).toEqual([
      {
        key: 'slide-0',
        title: 'Farbfächer',
        text: 'About Farbfächer.',
        link: { to: '/farbfaecher.html', label: 'Shop Farbfächer', external: false },
        image: { url: '/media/a.svg', alt: '', width: 1200, height: 480 },
        primary: true,
      },
      { key: 'slide-1', title: 'Licht', text: 'About Licht.', link: { to: '/licht.html?x=1', label: 'Shop Licht', external: false }, image: null, primary: false },
    ]);
  });

  it('keeps a path without the prefix as it is (US store), and external http links as external', () => {
    const [us, other] = bannerSlides(`${slide('Guides', '/color-guides.html')}${slide('Partner', 'https://partner.example/x')}`, '', ORIGIN);
    expect(us?.link).toEqual({ to: '/color-guides.html', label: 'Shop Guides', external: false });
    expect(other?.link).toEqual({ to: 'https://partner.example/x', label: 'Shop Partner', external: true });
  });

  it('a picture without a size gets the banner ratio 1440×520; slides without heading and picture are skipped', () => {
    const html = `${slide('A', '/a.html', '<img src="/b.svg" alt="Chips">')}<div class="banner-slide"><p>Only text</p></div><p>Not a slide</p>`;
    const slides = bannerSlides(html, '', ORIGIN);
    expect(slides).toHaveLength(1);
    expect(slides[0]?.image).toEqual({ url: '/b.svg', alt: 'Chips', width: 1440, height: 520 });
  });

  it('sanitises the block first: script, handlers and javascript: links never reach a slide', () => {
    const html = `<div class="banner-slide"><img src="x" onerror="alert(1)" width="10" height="10"><h2>T<script>alert(2)</script></h2><p><a href="javascript:alert(3)">Go</a></p></div>`;
    const [only] = bannerSlides(html, '', ORIGIN);
    expect(only?.title).toBe('T');
    expect(only?.link).toBeNull();
    expect(only?.image).toEqual({ url: 'x', alt: '', width: 10, height: 10 });
  });
});

describe('homeSlides', () => {
  it('uses the block slides when there are any', () => {
    const slides = homeSlides(page, slide('Guides', '/color-guides.html'), '', 'Welcome');
    expect(slides.map((s) => s.title)).toEqual(['Guides']);
  });

  it('without the block: the CMS home page heading and description; without a page, the store greeting', () => {
    expect(homeSlides(page, null, '', 'Welcome')).toEqual([
      { key: 'home', title: 'Every color, exactly right', text: 'Color guides, chip sets and swatch books.', link: null, image: null, primary: true },
    ]);
    expect(homeSlides(page, '<p>no slides here</p>', '', 'Welcome')[0]?.title).toBe('Every color, exactly right');
    expect(homeSlides(null, undefined, '', 'Welcome to Spectrane')).toEqual([
      { key: 'home', title: 'Welcome to Spectrane', text: '', link: null, image: null, primary: true },
    ]);
  });

  it('reads a teaser as the first paragraph of server HTML, as text only', () => {
    expect(leadText('<p>First <b>bold</b>\n line.</p><p>Second.</p>')).toBe('First bold line.');
    expect(leadText('Just text <img src=x onerror="alert(1)">')).toBe('Just text');
    expect(leadText(null)).toBe('');
  });
});

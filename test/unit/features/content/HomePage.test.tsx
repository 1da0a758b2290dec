import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from '../../../../src/features/content/HomePage';
import { renderWithApp } from '../../shell/renderShell';
import { contentState } from './contentState';
import type { RecordedRequest } from '../../helpers/fetchMock';

// The banner's CMS block, as a content team writes it (links carry the store prefix; none here: US).
const slide = (title: string, text: string, path: string, cta: string) =>
  `<div class="banner-slide"><img src="https://shop.example/media/${path}.svg" alt="" width="1200" height="480"><h2>${title}</h2><p>${text}</p><p><a href="/${path}.html">${cta}</a></p></div>`;
const BANNER = {
  __typename: 'CmsBlock',
  identifier: 'home_banner',
  content: `<div class="banner-slides">${slide('Every color, exactly right', 'Color guides and chip sets.', 'color-guides', 'Shop Color Guides')}${slide('Chip Sets', 'Chip Sets for every job.', 'chip-sets', 'Shop Chip Sets')}${slide('Lighting', 'Lighting for every job.', 'lighting', 'Shop Lighting')}</div>`,
};

const money = (value: number) => ({ __typename: 'Money', value, currency: 'USD' });
const product = (uid: string, name: string, price: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'SimpleProduct',
  uid,
  sku: uid,
  name,
  url_key: name.toLowerCase().replace(/ /g, '-'),
  stock_status: 'IN_STOCK',
  is_discontinued: false,
  small_image: { __typename: 'ProductImage', url: `https://shop.example/${uid}.svg`, label: name, width: 800, height: 800 },
  price_range: {
    __typename: 'PriceRange',
    minimum_price: { __typename: 'ProductPrice', regular_price: money(price), final_price: money(price) },
    maximum_price: { __typename: 'ProductPrice', regular_price: money(price), final_price: money(price) },
  },
  ...extra,
});

const CMS = {
  data: {
    cmsPage: {
      __typename: 'CmsPage',
      identifier: 'home',
      title: 'Home',
      content_heading: 'Every color, exactly right',
      content: '<p>One shared language for color.</p>',
      meta_title: 'Spectrane Color Standards',
      meta_description: 'Color guides and chip sets.',
    },
  },
};

const CATALOG = {
  data: {
    cmsBlocks: { __typename: 'CmsBlocks', items: [BANNER] },
    products: {
      __typename: 'Products',
      items: [
        product('A', 'Core Fan Deck', 229),
        product('B', 'Archive Fan Deck', 99, { stock_status: 'OUT_OF_STOCK' }),
        product('C', 'Legacy Deck', 59, { is_discontinued: true }),
        product('D', 'Pocket Guide', 49),
      ],
    },
  },
};

function renderHome() {
  return renderWithApp(<HomePage />, { state: contentState(), graphql: { GetCmsPage: () => CMS, GetHomeCatalog: () => CATALOG, GetCatalogConfig: () => ({ data: { storeConfig: null, currency: null } }) } });
}

describe('HomePage', () => {
  it("asks for the store's CMS home page and, beside it, the banner's CMS block and the featured products", async () => {
    const { requests } = renderHome();
    await screen.findByRole('heading', { level: 1, name: 'Every color, exactly right' });
    const variables = (name: string) => requests.find((r: RecordedRequest) => r.operationName === name)?.variables;
    expect(variables('GetCmsPage')).toEqual({ identifier: 'home' });
    expect(variables('GetHomeCatalog')).toEqual({ bannerBlocks: ['home_banner'], featuredUid: 'Mw==', featuredCount: 10, withFeatured: true });
  });

  it("features the category the store config names, and no carousel where it names none", async () => {
    const { requests } = renderWithApp(<HomePage />, {
      state: contentState({ home_featured_category_uid: null }),
      graphql: {
        GetCmsPage: () => CMS,
        GetHomeCatalog: () => ({ data: { cmsBlocks: CATALOG.data.cmsBlocks } }),
        GetCatalogConfig: () => ({ data: { storeConfig: null, currency: null } }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Every color, exactly right' });
    const sent = requests.find((r: RecordedRequest) => r.operationName === 'GetHomeCatalog');
    expect(sent?.variables).toMatchObject({ withFeatured: false });
    expect(sent?.query).toMatch(/@include\(if: ?\$withFeatured\)/);
    expect(screen.queryByText('Core Fan Deck')).not.toBeInTheDocument();
  });

  it('without the banner block (the request fails): the CMS heading as the one slide and the content, without a notification', async () => {
    const { notifications } = renderWithApp(<HomePage />, {
      state: contentState(),
      graphql: { GetCmsPage: () => CMS, GetHomeCatalog: () => ({ errors: [{ message: 'Internal server error' }] }), GetCatalogConfig: () => ({ data: { storeConfig: null, currency: null } }) },
    });
    const banner = await screen.findByRole('region', { name: 'Spotlight' });
    expect(within(banner).getByRole('heading', { level: 1 })).toHaveTextContent('Every color, exactly right');
    expect(within(banner).queryAllByRole('group')).toHaveLength(1);
    expect(within(banner).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getByText('One shared language for color.')).toBeInTheDocument();
    expect(notifications).toEqual([]);
  });

  it("shows the block's slides: its first heading as h1, then one slide each, dots, arrows and a pause button", async () => {
    renderHome();
    const banner = await screen.findByRole('region', { name: 'Spotlight' });
    expect(within(banner).getByRole('heading', { level: 1 })).toHaveTextContent('Every color, exactly right');
    expect(within(banner).getByText('Color guides and chip sets.')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Shop Color Guides' })).toHaveAttribute('href', '/color-guides.html');
    expect(within(banner).getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(within(banner).getByRole('heading', { level: 2, name: 'Chip Sets' })).toBeInTheDocument();
    // Only the visible slide's link can take focus.
    expect(within(banner).getByRole('link', { name: 'Shop Chip Sets' })).toHaveAttribute('tabindex', '-1');
    const images = banner.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(within(banner).getByRole('button', { name: 'Show slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('moves with the arrows and dots, and the pause button stops it (then offers Play)', async () => {
    renderHome();
    const banner = await screen.findByRole('region', { name: 'Spotlight' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Next slide' }));
    expect(within(banner).getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(banner).getByRole('link', { name: 'Shop Chip Sets' })).not.toHaveAttribute('tabindex');
    await userEvent.click(within(banner).getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(within(banner).getByRole('button', { name: 'Previous slide' }));
    expect(within(banner).getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(banner).getByRole('button', { name: 'Pause' }));
    expect(within(banner).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    // The shopper's own moves are read out.
    expect(banner.querySelector('[aria-live="polite"]')).toHaveTextContent('Slide 3 of 3: Lighting');
  });

  it('turns by itself every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderHome();
      const banner = await screen.findByRole('region', { name: 'Spotlight' });
      act(() => vi.advanceTimersByTime(5000));
      expect(within(banner).getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
      // Turns by the timer are not read out (they would interrupt whatever the shopper is reading).
      expect(banner.querySelector('[aria-live="polite"]')).toHaveTextContent(/^$/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('features the buyable products of the category, then the CMS content', async () => {
    renderHome();
    const featured = await screen.findByRole('region', { name: 'Featured products' });
    expect(within(featured).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Core Fan Deck', 'Pocket Guide']);
    expect(within(featured).getByRole('link', { name: 'Core Fan Deck' })).toHaveAttribute('href', '/core-fan-deck.html');
    expect(featured).toHaveTextContent('$229.00');
    expect(screen.getByText('One shared language for color.')).toBeInTheDocument();
  });
});

import { configure, fireEvent, screen } from '@testing-library/react';
import { type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import enUS from '../../../i18n/en_US.json';
import { AppRoutes, type PageLoader } from '../../../src/app/routes';
import { loadPage } from '../../../src/lib/browser/location';
import { renderWithApp, type RenderOptions } from '../shell/renderShell';
import type { StoreCode } from '../../../src/shared/store/stores';

// The first render of a lazy page transforms antd on demand: slower than the default 1 s.
configure({ asyncUtilTimeout: 15000 });

vi.mock('../../../src/lib/browser/location', () => ({ loadPage: vi.fn() }));
// The route table under test, not the shell (tested on its own): a layout that just renders the page.
vi.mock('../../../src/shell/Shell', async () => {
  const { Suspense } = await import('react');
  const { Outlet } = await import('react-router-dom');
  return { default: () => <Suspense fallback="loading"><Outlet /></Suspense> };
});

const HOME = { __typename: 'CmsPage', identifier: 'home', title: 'Home', content_heading: 'Every colour, exactly right', content: '<p>Hi</p>', meta_title: null, meta_description: null };

// The content pages' own queries (blog, colour systems, events): just enough for their headings.
const THEORY = { __typename: 'ArticleCategory', uid: 'MQ==', url_key: 'colour-theory', name: 'Colour theory' };
const CONTENT_REPLIES = {
  GetArticles: () => ({
    data: { articles: { __typename: 'Articles', total_count: 0, items: [] }, articleCategories: [{ ...THEORY, description: null, article_count: 0 }] },
  }),
  GetArticle: () => ({
    data: {
      article: { __typename: 'Article', uid: 'MQ==', url_key: 'matching-101', relative_url: 'articles/colour-theory/matching-101', title: 'Matching 101', summary: null, author: null, published_at: '2026-09-14', image: null, category: THEORY, content: '<p>Hi</p>', meta_title: null, meta_description: null },
      articles: { __typename: 'Articles', total_count: 0, items: [] },
    },
  }),
  GetColorSystem: () => ({
    data: { colorSystem: { __typename: 'ColorSystem', uid: 'MQ==', url_key: 'bridge', name: 'Spectrane Bridge', summary: null, image: null, content: null, color_count: 1, category: null }, colorSystems: [] },
  }),
  GetEvents: () => ({ data: { upcoming: { __typename: 'Events', total_count: 0, items: [] }, past: { __typename: 'Events', total_count: 0, items: [] } } }),
  GetEvent: () => ({
    data: {
      event: { __typename: 'Event', uid: 'MQ==', url_key: 'print-expo', title: 'Print Expo 2026', summary: null, starts_at: '2026-12-06T16:00:00+00:00', ends_at: '2026-12-06T17:00:00+00:00', timezone: 'Europe/London', location: null, image: null, description: null, registration_url: null },
    },
  }),
};

// The catalogue/CMS resolver knows none of the paths these tests use: it answers null (the 404 page).
const resolvedUrls: unknown[] = [];
// The routes' loader (the boot's, which asks a page's declared data): what it was asked to load.
const pageLoader = vi.fn<PageLoader>();

function renderAt(path: string, store: { code: StoreCode; prefix: string } = { code: 'na_us', prefix: '' }, withApollo = true, controls?: ReactNode) {
  const graphql = {
    GetCmsPage: () => ({ data: { cmsPage: HOME } }),
    ...CONTENT_REPLIES,
    ResolveRoute: (request) => {
      resolvedUrls.push(request.variables.url);
      return { data: { route: null } };
    },
  } satisfies RenderOptions['graphql'];
  const ui = (
    <>
      <AppRoutes pageLoader={pageLoader} />
      <Link to="/events?when=past">Events</Link>
      {controls}
    </>
  );
  return renderWithApp(ui, { graphql, storeCode: store.code, basename: store.prefix, path, withApollo });
}

const heading = () => screen.findByRole('heading', { level: 1 });

const NA = { code: 'na_us', prefix: '' } as const;
const DE = { code: 'de_de', prefix: '/eu/de' } as const;

// [path relative to the store base, na_us heading, de_de heading]; {seg} is the store's blog segment.
const PAGES: Array<[string, string]> = [
  ['/', 'Every colour, exactly right'],
  ['/checkout/cart', 'Shopping Cart'],
  ['/checkout', 'Checkout'],
  ['/checkout/onepage/success/', 'Thank you for your purchase!'],
  ['/customer/account/forgotpassword', 'Forgot Your Password?'],
  ['/customer/account/createPassword', 'Set a New Password'],
  ['/customer/account/login', 'Customer Login'],
  ['/customer/account/create', 'Create New Customer Account'],
  ['/connect', 'Welcome to Spectrane Connect'],
  // Account routes send a guest to login (and back afterwards, see the account tests).
  ['/account', 'Customer Login'],
  ['/account/order-history', 'Customer Login'],
  ['/account/downloadable', 'Customer Login'],
  ['/account/address-book', 'Customer Login'],
  ['/account/account-information', 'Customer Login'],
  ['/account/newsletter', 'Customer Login'],
  ['/blog', 'Articles'],
  ['/{seg}', 'Articles'],
  ['/{seg}/colour-theory', 'Colour theory'],
  ['/{seg}/colour-theory/matching-101', 'Matching 101'],
  ['/color-systems/bridge', 'Spectrane Bridge'],
  ['/events', 'Events'],
  ['/event/print-expo', 'Print Expo 2026'],
  ['/404', enUS['notFound.title']],
  ['/colour-guides.html', enUS['notFound.title']],
];

describe('AppRoutes (spec §2.2)', () => {
  afterEach(() => {
    vi.mocked(loadPage).mockClear();
    pageLoader.mockClear();
  });

  describe.each([
    ['without a store prefix', NA, 'articles'],
    ['under /eu/de', DE, 'artikel'],
  ] as const)('%s', (_label, store, segment) => {
    it.each(PAGES)('%s shows %s', async (path, title) => {
      renderAt(path.replace('{seg}', segment), store);
      expect(await heading()).toHaveTextContent(title);
      expect(loadPage).not.toHaveBeenCalled();
    });
  });

  it('any other path goes to the catalogue/CMS resolver, which answers 404 for an unknown URL', async () => {
    resolvedUrls.length = 0;
    renderAt('/colour-guides.html', DE);
    expect(await heading()).toHaveTextContent(enUS['notFound.title']);
    expect(resolvedUrls.length).toBeGreaterThan(0);
    expect(String(resolvedUrls[0])).toContain('colour-guides.html');
  });

  it("another store's blog segment falls through to the resolver", async () => {
    resolvedUrls.length = 0;
    renderAt('/artikel/x', NA);
    expect(await heading()).toHaveTextContent(enUS['notFound.title']);
    expect(resolvedUrls.map(String)).toContainEqual(expect.stringContaining('artikel/x'));
    // Its loader loads the page the URL shows: the resolver's.
    expect(pageLoader).toHaveBeenCalledWith('fallback', '/artikel/x', '');
  });

  it("runs the loader of the page each URL shows, the first and each one navigated to, under the store's prefix", async () => {
    renderAt('/', DE);
    expect(await heading()).toHaveTextContent('Every colour, exactly right');
    expect(pageLoader.mock.calls).toEqual([['home', '/', '']]);
    fireEvent.click(screen.getByRole('link', { name: 'Events' }));
    expect(await heading()).toHaveTextContent('Events');
    expect(pageLoader.mock.calls).toEqual([['home', '/', ''], ['events', '/events', '?when=past']]);
  });

  it('opens a page navigated to at its top; Back, a new query string or an anchor keep the position', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    function Back() {
      const navigate = useNavigate();
      return <button type="button" onClick={() => void navigate(-1)}>Back</button>;
    }
    const controls = (
      <>
        <Link to="/events">All events</Link>
        <Link to="/events#upcoming">Upcoming events</Link>
        <Back />
      </>
    );
    renderAt('/', NA, true, controls);
    expect(await heading()).toHaveTextContent('Every colour, exactly right');
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Events' }));
    await screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(scrollTo.mock.calls).toEqual([[0, 0]]);
    fireEvent.click(screen.getByRole('link', { name: 'All events' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Every colour, exactly right' });
    fireEvent.click(screen.getByRole('link', { name: 'Upcoming events' }));
    await screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(scrollTo.mock.calls).toEqual([[0, 0]]);
    scrollTo.mockRestore();
  });

  it.each(['/uk/de', '/hk/fr/x', '/eu/xx', '/eu', '/UK/DE/checkout'])('shows the 404 page for %s, an allowed region with a language it lacks', async (path) => {
    renderAt(path);
    expect(await heading()).toHaveTextContent(enUS['notFound.title']);
    expect(screen.getByRole('link', { name: enUS['notFound.backHome'] })).toHaveAttribute('href', '/');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("loads another store's URL in full from the default store", async () => {
    renderAt('/eu/fr/page?x=1');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/eu/fr/page?x=1'));
  });

  it('keeps a page that fails to render inside its own area, with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Without Apollo the home page cannot render: the boundary catches it.
    renderAt('/', DE, false);
    expect(await screen.findByRole('alert')).toHaveTextContent(enUS['global.pageError']);
    expect(screen.getByRole('button', { name: enUS['global.reload'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: enUS['notFound.backHome'] })).toHaveAttribute('href', '/eu/de');
    vi.mocked(console.error).mockRestore();
  });

  it('treats two segments under a store prefix as an ordinary path', async () => {
    resolvedUrls.length = 0;
    renderAt('/uk/en', DE);
    expect(await heading()).toHaveTextContent(enUS['notFound.title']);
    expect(resolvedUrls.map(String)).toContainEqual(expect.stringContaining('uk/en'));
    expect(loadPage).not.toHaveBeenCalled();
  });
});

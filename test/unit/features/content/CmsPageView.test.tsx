import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentHead } from '../../../../src/app/DocumentHead';
import { CmsPageView, type CmsPageViewData } from '../../../../src/features/content/CmsPageView';
import { PageTitleProvider } from '../../../../src/lib/head/pageTitle';
import { renderWithApp, where } from '../../shell/renderShell';
import { contentState } from './contentState';

const PAGE: CmsPageViewData = {
  identifier: 'about-spectrane',
  url_key: 'about-spectrane',
  title: 'About Spectrane',
  content_heading: 'One shared language for color',
  content:
    '<p>Since 1974. Browse the <a href="/color-guides.html">color guides</a>.</p>' +
    '<img src="x" onerror="window.__cms=1"><script>window.__cms=2</script><a href="javascript:window.__cms=3">bad</a>',
  meta_title: 'About us',
  meta_description: 'Spectrane has printed color standards since 1974.',
};

const head = () => document.head;

describe('CmsPageView', () => {
  afterEach(() => {
    delete (window as { __cms?: number }).__cms;
  });

  it('shows breadcrumbs Home → page when show_cms_breadcrumbs is on, with BreadcrumbList, title and canonical', async () => {
    // As in the app: the page says its title and description, the document head writes them.
    renderWithApp(
      <PageTitleProvider>
        <DocumentHead />
        <CmsPageView page={PAGE} />
      </PageTitleProvider>,
      { state: contentState({ show_cms_breadcrumbs: 1 }), path: '/about-spectrane' },
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs).toHaveTextContent('Home→About Spectrane');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('One shared language for color');
    await waitFor(() => expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/about-spectrane'));
    const json = JSON.parse(head().querySelector('script[data-page-seo="breadcrumbs"]')?.textContent ?? '{}') as { itemListElement: unknown[] };
    expect(json.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'About Spectrane', item: 'http://localhost:3000/about-spectrane' },
    ]);
    await waitFor(() => expect(head().querySelector('meta[name="description"]')).toHaveAttribute('content', PAGE.meta_description));
  });

  it('shows no breadcrumbs (and no BreadcrumbList) when the store turns them off', () => {
    renderWithApp(<CmsPageView page={PAGE} />, { state: contentState({ show_cms_breadcrumbs: 0 }) });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(head().querySelector('script[data-page-seo="breadcrumbs"]')).toBeNull();
  });

  it('renders the HTML sanitised, and routes its internal links in-app under the store prefix', async () => {
    // The backend writes links with the store's prefix, as a store page links them.
    const page = { ...PAGE, content: PAGE.content?.replace('/color-guides.html', '/eu/de/farbfaecher.html') ?? null };
    renderWithApp(<CmsPageView page={page} />, { state: contentState({}, { storeCode: 'de_de' }), basename: '/eu/de', path: '/about' });
    expect(document.querySelector('.cms-page script, .cms-page [onerror]')).toBeNull();
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as { __cms?: number }).__cms).toBeUndefined();
    await userEvent.click(screen.getByRole('link', { name: 'color guides' }));
    expect(where()).toBe('/farbfaecher.html');
  });
});

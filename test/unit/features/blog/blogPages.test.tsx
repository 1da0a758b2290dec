import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import ArticlePage from '../../../../src/features/blog/ArticlePage';
import ArticlesPage from '../../../../src/features/blog/ArticlesPage';
import { type RenderOptions, renderWithApp, where } from '../../shell/renderShell';
import { contentState } from '../content/contentState';
import type { RecordedRequest } from '../../helpers/fetchMock';

const category = (uid: string, key: string, name: string) => ({ __typename: 'ArticleCategory', uid, url_key: key, name });
const THEORY = category('MQ==', 'farbtheorie', 'Farbtheorie');
const PRINT = category('Mg==', 'druck-produktion', 'Druck & Produktion');

const article = (uid: string, key: string, title: string, cat = THEORY, date = '2026-09-14') => ({
  __typename: 'Article',
  uid,
  url_key: key,
  relative_url: `artikel/${cat.url_key}/${key}`,
  title,
  summary: `${title}: kurz erklärt.`,
  author: 'Elena Marquardt',
  published_at: date,
  image: { __typename: 'ContentImage', url: `https://shop.example/${uid}.svg`, label: title, width: 1200, height: 675 },
  category: cat,
});

const ARTICLES = [
  article('1', 'farbcode-lesen', 'So lesen Sie einen Farbcode'),
  article('2', 'metamerie', 'Warum Farben anders aussehen', THEORY, '2026-07-02'),
  article('3', 'gestrichen', 'Gestrichen oder ungestrichen', PRINT, '2026-10-21'),
];

const listReply = (request: RecordedRequest) => {
  const filter = request.variables.filter as { category_url_key?: { eq: string } } | null;
  const items = ARTICLES.filter((a) => !filter || a.category.url_key === filter.category_url_key?.eq);
  return {
    data: {
      articles: { __typename: 'Articles', total_count: 7, items },
      articleCategories: [THEORY, PRINT].map((c) => ({ ...c, description: `${c.name}: alles dazu.`, article_count: 2 })),
    },
  };
};

const BLOG = (
  <Routes>
    <Route path="/:blogSegment" element={<ArticlesPage />} />
    <Route path="/:blogSegment/:category" element={<ArticlesPage />} />
    <Route path="/:blogSegment/:category/:details" element={<ArticlePage />} />
  </Routes>
);

const render = (path: string, graphql: RenderOptions['graphql']) =>
  renderWithApp(BLOG, { state: contentState({}, { storeCode: 'de_de' }), basename: '/eu/de', path, graphql });

describe('blog pages (spec §2.2)', () => {
  it('lists articles with links under the store segment, dates in the store locale and the item count', async () => {
    // The test renders in en-US (renderWithApp), so the date reads M/D/YYYY.
    const { requests } = render('/artikel?page=2', { GetArticles: listReply });
    const card = (await screen.findByRole('link', { name: 'So lesen Sie einen Farbcode' })).closest('article');
    expect(within(card as HTMLElement).getByRole('link')).toHaveAttribute('href', '/eu/de/artikel/farbtheorie/farbcode-lesen');
    expect(card).toHaveTextContent('9/14/2026 · Elena Marquardt');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Articles');
    expect(screen.getByText('Items 7-7 of 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/eu/de/artikel');
    expect(screen.getByRole('link', { name: 'Farbtheorie' })).toHaveAttribute('href', '/eu/de/artikel/farbtheorie');
    expect(requests[0]?.variables).toEqual({ filter: null, pageSize: 6, currentPage: 2 });
  });

  it('lists one category: its name as heading, breadcrumbs back to the list, the category filter sent', async () => {
    const { requests } = render('/artikel/druck-produktion', { GetArticles: listReply });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Druck & Produktion');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/eu/de/artikel');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Gestrichen oder ungestrichen']);
    expect(screen.getByRole('link', { name: 'Druck & Produktion' })).toHaveAttribute('aria-current', 'page');
    expect(requests[0]?.variables).toMatchObject({ filter: { category_url_key: { eq: 'druck-produktion' } } });
  });

  it('shows the 404 page for an unknown category', async () => {
    render('/artikel/unbekannt', { GetArticles: listReply });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("Sorry, we can't find the page you are looking for!");
  });

  const articleReply = () => ({
    data: {
      article: { ...ARTICLES[0], content: '<p>Jeder Code beginnt mit zwei Buchstaben.</p><script>window.__blog=1</script>', meta_title: null, meta_description: null },
      articles: { __typename: 'Articles', total_count: 2, items: ARTICLES.slice(0, 2) },
    },
  });

  it('shows an article: title, date, author, sized picture, sanitised body, related articles without itself, Article JSON-LD', async () => {
    render('/artikel/farbtheorie/farbcode-lesen', { GetArticle: articleReply });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('So lesen Sie einen Farbcode');
    expect(screen.getByText('9/14/2026').tagName).toBe('TIME');
    expect(screen.getByText('9/14/2026')).toHaveAttribute('datetime', '2026-09-14');
    expect(screen.getByText(/By Elena Marquardt/)).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'So lesen Sie einen Farbcode' });
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '675');
    expect(screen.getByText('Jeder Code beginnt mit zwei Buchstaben.')).toBeInTheDocument();
    expect(document.querySelector('.article script')).toBeNull();
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Warum Farben anders aussehen']);
    await waitFor(() => expect(document.head.querySelector('script[data-page-seo="article"]')).not.toBeNull());
    expect(JSON.parse(document.head.querySelector('script[data-page-seo="article"]')?.textContent ?? '{}')).toMatchObject({
      '@type': 'Article',
      headline: 'So lesen Sie einen Farbcode',
      datePublished: '2026-09-14',
      author: { '@type': 'Person', name: 'Elena Marquardt' },
      url: 'http://localhost:3000/eu/de/artikel/farbtheorie/farbcode-lesen',
    });
  });

  it('moves an article reached under another category to its own URL', async () => {
    render('/artikel/druck-produktion/farbcode-lesen', { GetArticle: articleReply });
    await waitFor(() => expect(where()).toBe('/artikel/farbtheorie/farbcode-lesen'));
  });
});

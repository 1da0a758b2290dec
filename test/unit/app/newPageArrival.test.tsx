import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { NewPageArrival } from '../../../src/app/NewPageArrival';
import { PageTitleProvider, usePageTitle, usePageTitleValue } from '../../../src/lib/head/pageTitle';

// The document head of the app, reduced to its title rule.
function Head() {
  const title = usePageTitleValue();
  useEffect(() => {
    document.title = `Spectrane | ${title ?? 'Store'}`;
  }, [title]);
  return null;
}

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return <h1>{title}</h1>;
}

function Back() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => void navigate(-1)}>Back</button>;
}

function renderRoutes() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <PageTitleProvider>
        <Head />
        <NewPageArrival />
        <nav>
          <Link to="/events">Events</Link>
          <Link to="/?sort=name">Sort by name</Link>
          <Back />
        </nav>
        <main id="main" tabIndex={-1}>
          <Routes>
            <Route path="/" element={<Page title="Home" />} />
            <Route path="/events" element={<Page title="Events" />} />
          </Routes>
        </main>
      </PageTitleProvider>
    </MemoryRouter>,
  );
}

describe('NewPageArrival: a page opened in the app', () => {
  // jsdom has no scrolling (the scroll rule is tested with the routes).
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.mocked(window.scrollTo).mockRestore();
  });

  it('takes keyboard focus to the page content and has its title read out; the first page is left alone', async () => {
    renderRoutes();
    const announcer = screen.getByRole('status');
    const link = screen.getByRole('link', { name: 'Events' });
    link.focus();
    // The first page is the browser's own load: nothing is read out, focus stays where it is.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(announcer).toBeEmptyDOMElement();
    expect(link).toHaveFocus();

    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    await vi.waitFor(() => expect(announcer).toHaveTextContent('Spectrane | Events'));

    // Back opens a page too.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    await vi.waitFor(() => expect(announcer).toHaveTextContent('Spectrane | Home'));
  });

  it('keeps focus on the control that changed only the query string, and reads nothing out', async () => {
    renderRoutes();
    const sort = screen.getByRole('link', { name: 'Sort by name' });
    sort.focus();
    fireEvent.click(sort);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sort).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

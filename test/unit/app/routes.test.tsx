import { configure, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import enUS from '../../../i18n/en_US.json';
import { AppRoutes } from '../../../src/app/routes';
import { makeStore } from '../../../src/app/store';
import { loadPage } from '../../../src/lib/browser/location';
import { createApolloClient } from '../../../src/lib/graphql/client';

// The first render of a lazy page transforms antd on demand: slower than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

vi.mock('../../../src/lib/browser/location', () => ({ loadPage: vi.fn() }));

function renderAt(path: string, basename?: string) {
  const client = createApolloClient({ notify: () => undefined, getStoreCode: () => 'na_us', getCurrencyCode: () => 'USD', getToken: () => undefined });
  const url = basename ? basename + path : path;
  return render(
    <Provider store={makeStore({ client })}>
      <IntlProvider locale="en-US" messages={enUS}>
        <MemoryRouter initialEntries={[url]} {...(basename ? { basename } : {})}>
          <Suspense fallback="loading">
            <AppRoutes />
          </Suspense>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

const notFound = () => screen.findByRole('heading', { name: enUS['notFound.title'] });

describe('AppRoutes', () => {
  afterEach(() => vi.mocked(loadPage).mockClear());

  it('shows the 404 page at /404, for unknown paths, and for an allowed region with an unknown language', async () => {
    for (const path of ['/404', '/no/such/page', '/uk/de', '/hk/fr/x']) {
      const { unmount } = renderAt(path);
      expect(await notFound()).toBeInTheDocument();
      unmount();
    }
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("loads another store's URL in full from the default store", async () => {
    renderAt('/eu/fr/page?x=1');
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/eu/fr/page?x=1'));
  });

  it('treats two segments under a store prefix as an ordinary path', async () => {
    renderAt('/uk/en', '/eu/de');
    expect(await notFound()).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });
});

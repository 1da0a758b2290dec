import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import deDE from '../../../i18n/de_DE.json';
import enUS from '../../../i18n/en_US.json';
import { boot } from '../../../src/app/boot';
import { Providers } from '../../../src/app/providers';
import { StoreGate } from '../../../src/app/StoreGate';
import { createFetchMock, jsonResponse } from '../helpers/fetchMock';
import { storeConfigResponse } from '../helpers/storeConfig';

// The first render of a lazy page transforms antd on demand: slower than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

const NAV_HTML = '<ul><li><a href="/eu/de/farben">Farben</a></li><li><a href="javascript:alert(1)">x</a></li></ul><script>window.hacked=1</script>';

function serve(overrides: Parameters<typeof createFetchMock>[0] = {}) {
  const mock = createFetchMock(
    {
      GetStoreConfig: () => storeConfigResponse(),
      GetCmsBlocks: () => ({
        data: { cmsBlocks: { __typename: 'CmsBlocks', items: [{ __typename: 'CmsBlock', identifier: 'home_cms_navigation', title: 'Nav', content: NAV_HTML }] } },
      }),
      ...overrides,
    },
    {
      '/media/i18n/de_DE.json': () => jsonResponse(deDE),
      '/media/i18n/en_US.json': () => jsonResponse(enUS),
    },
  );
  vi.stubGlobal('fetch', mock.fetch);
  return mock;
}

async function start(path: string) {
  window.history.replaceState(null, '', path);
  const booted = boot(window);
  await booted.ready;
  render(
    <Providers reduxStore={booted.reduxStore} client={booted.client} notifier={booted.notifier} store={booted.decision.store} basename={booted.decision.basename}>
      <StoreGate bootLocale={booted.decision.store.locale} />
    </Providers>,
  );
  return booted;
}

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  window.localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the storefront chain', () => {
  it('renders a store home from its prefix: lang, headers, config, translations, logo and sanitised CMS', async () => {
    Cookies.set('store_code', 'de_de');
    const { requests } = serve();
    await start('/eu/de');
    expect(document.documentElement.lang).toBe('de-de');
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Spectrane Deutschland' })).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: 'Spectrane' });
    expect(logo).toHaveAttribute('src', 'https://shop.example/media/logo/stores/2/logo.svg');
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '40');
    expect(screen.getByText('de_de')).toBeInTheDocument();
    expect(screen.getByText('de_DE')).toBeInTheDocument();
    expect(screen.getByText('EUR')).toBeInTheDocument();

    const nav = await screen.findByRole('navigation', { name: 'Shop-Navigation' });
    expect(within(nav).getByRole('link', { name: 'Farben' })).toHaveAttribute('href', '/eu/de/farben');
    expect(nav.innerHTML).not.toMatch(/javascript:|<script/);

    const config = requests.find((r) => r.operationName === 'GetStoreConfig');
    expect(config?.method).toBe('GET');
    expect(config?.headers.get('store')).toBe('de_de');
    expect(config?.headers.get('content-currency')).toBe('EUR');
    expect(config?.headers.has('authorization')).toBe(false);
  });

  it('routes CMS links of the same store in-app', async () => {
    Cookies.set('store_code', 'de_de');
    serve();
    await start('/eu/de');
    const link = await screen.findByRole('link', { name: 'Farben' });
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/eu/de/farben');
    expect(await screen.findByRole('heading', { name: deDE['notFound.title'] })).toBeInTheDocument();
  });

  it('shows the 404 page for an allowed region with an unknown language, with a way home', async () => {
    Cookies.set('store_code', 'uk_en');
    const { requests } = serve({ GetStoreConfig: () => storeConfigResponse({ store_code: 'na_us', locale: 'en_US', store_name: 'Spectrane US' }) });
    await start('/uk/de');
    expect(await screen.findByRole('heading', { name: "Sorry, we can't find the page you are looking for!" })).toBeInTheDocument();
    expect(requests[0]?.headers.get('store')).toBe('na_us');
    expect(Cookies.get('store_code')).toBe('na_us');
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Spectrane US' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it("sends a visitor at / to the saved store's home", async () => {
    Cookies.set('store_code', 'de_de');
    serve();
    const booted = await start('/?ref=mail');
    expect(window.location.pathname + window.location.search).toBe('/eu/de?ref=mail');
    expect(booted.decision.basename).toBe('/eu/de');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('tells the shopper when the store config fails, and retries', async () => {
    Cookies.set('store_code', 'de_de');
    let calls = 0;
    serve({
      GetStoreConfig: () => {
        calls += 1;
        return calls === 1 ? { errors: [{ message: 'GraphQL error: Store is closed' }] } : storeConfigResponse();
      },
    });
    await start('/eu/de');
    expect(await screen.findByRole('alert')).toHaveTextContent(deDE['global.loadError']);
    expect(await screen.findByText('Store is closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: deDE['global.retry'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Spectrane Deutschland' })).toBeInTheDocument();
  });

  it('shows a translated error notification for a network error', async () => {
    Cookies.set('store_code', 'de_de');
    serve({ GetStoreConfig: () => new TypeError('Failed to fetch') });
    await start('/eu/de');
    expect(await screen.findByText(deDE['notification.networkError'])).toBeInTheDocument();
    expect(screen.getByText(deDE['global.loadError'])).toBeInTheDocument();
  });

  it('ignores a failing CMS navigation: no menu and no notification (spec §8)', async () => {
    Cookies.set('store_code', 'de_de');
    const { requests } = serve({ GetCmsBlocks: () => ({ errors: [{ message: 'Block missing' }] }) });
    await start('/eu/de');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await vi.waitFor(() => expect(requests.some((r) => r.operationName === 'GetCmsBlocks')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('Block missing')).not.toBeInTheDocument();
  });
});

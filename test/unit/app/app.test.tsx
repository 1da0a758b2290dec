import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import deDE from '../../../i18n/de_DE.json';
import enUS from '../../../i18n/en_US.json';
import frFR from '../../../i18n/fr_FR.json';
import { boot } from '../../../src/app/boot';
import { Providers } from '../../../src/app/providers';
import { StoreGate } from '../../../src/app/StoreGate';
import { fetchStoreConfig } from '../../../src/features/store/fetchStoreConfig';
import { createFetchMock, jsonResponse } from '../helpers/fetchMock';
import { storeConfigResponse } from '../helpers/storeConfig';

// The first render of a lazy page transforms antd on demand: slower than the default 1 s.
configure({ asyncUtilTimeout: 15000 });

// The chain store -> config -> translations -> head -> routes -> page; the shell has its own tests.
vi.mock('../../../src/shell/Shell', async () => {
  const { Suspense } = await import('react');
  const { Outlet } = await import('react-router-dom');
  return { default: () => <main><Suspense fallback="loading"><Outlet /></Suspense></main> };
});

const HOME_HTML = '<p>Farbfächer für alle.</p><p><a href="/eu/de/farben">Farben</a> <a href="javascript:alert(1)">x</a></p><script>window.hacked=1</script>';
const cmsHome = (content = HOME_HTML) => ({
  data: {
    cmsPage: { __typename: 'CmsPage', identifier: 'home', title: 'Startseite', content_heading: 'Jede Farbe genau richtig', content, meta_title: 'Farbstandards', meta_description: null },
  },
});

function serve(overrides: Parameters<typeof createFetchMock>[0] = {}, files: Record<string, unknown> = { de_DE: deDE, en_US: enUS, fr_FR: frFR }) {
  const mock = createFetchMock(
    { GetStoreConfig: () => storeConfigResponse({ title_prefix: 'Spectrane | ' }), GetCmsPage: () => cmsHome(), ...overrides },
    Object.fromEntries(Object.entries(files).map(([locale, messages]) => [`/media/i18n/${locale}.json`, () => jsonResponse(messages)])),
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
      <StoreGate bootLocale={booted.decision.store.locale} firstPage={booted.firstPage} onShown={booted.pageShown} pageLoader={booted.pageLoader} />
    </Providers>,
  );
  return booted;
}

// The antd screens and notifications load lazily (lazyWithAntd); transforming antd the first time takes
// seconds on a busy machine, so it happens here, before the tests' own timeouts start.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/components/antd/AntdScope'),
    import('../../../src/app/AntdNotifications'),
    import('../../../src/features/cart/CartPage'),
  ]);
}, 120000);

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  window.localStorage.clear();
  document.title = '';
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the storefront chain', () => {
  it("renders a store's CMS home from its prefix: lang, headers, translations, sanitised content, title", async () => {
    Cookies.set('store_code', 'de_de');
    const { requests, mock } = serve();
    await start('/eu/de');
    expect(document.documentElement.lang).toBe('de-de');
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jede Farbe genau richtig' })).toBeInTheDocument();
    expect(screen.getByText('Farbfächer für alle.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.innerHTML).not.toMatch(/javascript:|<script/);
    expect(mock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/media/i18n/'))).toEqual(['/media/i18n/de_DE.json']);

    for (const name of ['GetStoreConfig', 'GetCmsPage']) {
      const request = requests.find((r) => r.operationName === name);
      expect(request?.method).toBe('GET');
      expect(request?.headers.get('store')).toBe('de_de');
      expect(request?.headers.get('content-currency')).toBe('EUR');
      expect(request?.headers.has('authorization')).toBe(false);
    }
    expect(requests.find((r) => r.operationName === 'GetCmsPage')?.variables).toEqual({ identifier: 'home' });
    await vi.waitFor(() => expect(document.title).toBe('Spectrane | Farbstandards'));
  });

  it("opens on the first page once that page's data is in: the page appears whole, its data asked once", async () => {
    Cookies.set('store_code', 'de_de');
    const served = serve();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('GetCmsPage')) await held;
      return served.fetch(input, init);
    });
    const booted = await start('/eu/de');
    await vi.waitFor(() => expect(booted.reduxStore.getState().app.i18n).toBe('de_DE'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(deDE['global.fetch']);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jede Farbe genau richtig' })).toBeInTheDocument();
    expect(served.requests.filter((r) => r.operationName === 'GetCmsPage')).toHaveLength(1);
  });

  it("asks for the store's configured CMS home page, and greets by store name without one", async () => {
    Cookies.set('store_code', 'de_de');
    const { requests } = serve({
      GetStoreConfig: () => storeConfigResponse({ cms_home_page: 'startseite' }),
      GetCmsPage: () => ({ data: { cmsPage: null } }),
    });
    await start('/eu/de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Spectrane Deutschland' })).toBeInTheDocument();
    expect(requests.find((r) => r.operationName === 'GetCmsPage')?.variables).toEqual({ identifier: 'startseite' });
  });

  it('routes CMS links of the same store in-app', async () => {
    Cookies.set('store_code', 'de_de');
    const resolved: unknown[] = [];
    serve({
      ResolveRoute: (request) => {
        resolved.push(request.variables.url);
        return { data: { route: null } };
      },
    });
    await start('/eu/de');
    await userEvent.click(await screen.findByRole('link', { name: 'Farben' }));
    expect(window.location.pathname).toBe('/eu/de/farben');
    // In-app: the catalogue/CMS resolver is asked about the path (this one is unknown: the 404 page).
    expect(await screen.findByRole('heading', { level: 1, name: deDE['notFound.title'] })).toBeInTheDocument();
    expect(resolved.map(String)).toContainEqual(expect.stringContaining('farben'));
  });

  it('shows the 404 page for an allowed region with an unknown language, with a way home', async () => {
    Cookies.set('store_code', 'uk_en');
    const { requests } = serve({
      GetStoreConfig: () => storeConfigResponse({ store_code: 'na_us', locale: 'en_US', store_name: 'Spectrane US' }),
      GetCmsPage: () => cmsHome(''),
    });
    await start('/uk/de');
    expect(await screen.findByRole('heading', { name: "Sorry, we can't find the page you are looking for!" })).toBeInTheDocument();
    expect(requests[0]?.headers.get('store')).toBe('na_us');
    expect(Cookies.get('store_code')).toBe('na_us');
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jede Farbe genau richtig' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it("sends a visitor at / to the saved store's home", async () => {
    Cookies.set('store_code', 'de_de');
    serve();
    const booted = await start('/?ref=mail');
    expect(window.location.pathname + window.location.search).toBe('/eu/de?ref=mail');
    expect(booted.decision.basename).toBe('/eu/de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jede Farbe genau richtig' })).toBeInTheDocument();
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Jede Farbe genau richtig' })).toBeInTheDocument();
  });

  it('shows a translated error notification for a network error', async () => {
    Cookies.set('store_code', 'de_de');
    serve({ GetStoreConfig: () => new TypeError('Failed to fetch') });
    await start('/eu/de');
    expect(await screen.findByText(deDE['notification.networkError'])).toBeInTheDocument();
    expect(screen.getByText(deDE['global.loadError'])).toBeInTheDocument();
  });

  it('falls back to the en_US messages when the locale file is missing', async () => {
    Cookies.set('store_code', 'de_de');
    serve({}, { en_US: enUS });
    await start('/eu/de/checkout/cart');
    expect(await screen.findByRole('heading', { level: 1, name: enUS['cart.page.title'] })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de-de');
  });

  it('reloads the translations and <html lang> when the store locale changes', async () => {
    Cookies.set('store_code', 'de_de');
    const { mock } = serve();
    const booted = await start('/eu/de/checkout/cart');
    expect(await screen.findByRole('heading', { level: 1, name: deDE['cart.page.title'] })).toBeInTheDocument();
    act(() => {
      booted.reduxStore.dispatch(fetchStoreConfig.fulfilled(storeConfigResponse({ locale: 'fr_FR' }).data, 'again'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: frFR['cart.page.title'] })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-fr');
    const i18nCalls = mock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/media/i18n/'));
    expect(i18nCalls).toEqual(['/media/i18n/de_DE.json', '/media/i18n/fr_FR.json']);
  });
});

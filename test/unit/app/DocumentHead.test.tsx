import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DocumentHead, documentTitle } from '../../../src/app/DocumentHead';
import { makeStore } from '../../../src/app/store';
import { fetchStoreConfig } from '../../../src/features/store/fetchStoreConfig';
import { createApolloClient } from '../../../src/lib/graphql/client';
import { PageTitleProvider, usePageDescription, usePageTitle } from '../../../src/lib/head/pageTitle';
import { storeConfigResponse } from '../helpers/storeConfig';
import type { StoreConfig } from '../../../src/shared/store/storeConfig.gql';

const LD = '{"@context":"https://schema.org","@type":"Organization","name":"Spectrane"}';
const HEAD_CUSTOM_JS = JSON.stringify({
  global: `<script type="application/ld+json">${LD}</script><script>window.hacked=1</script><script src="https://cdn.example/tag.js" onload="window.hacked=2"></script><iframe src="https://evil.example"></iframe>`,
});
const HEAD_INCLUDES = '<meta name="theme-color" content="#e8590c"><img src=x onerror="window.hacked=3"><link rel="stylesheet" href="javascript:alert(1)">';

function Titled({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

function Described({ text }: { text: string }) {
  usePageDescription(text);
  return null;
}

function renderHead(overrides: Partial<StoreConfig>, path = '/') {
  const client = createApolloClient({ notify: () => undefined, getStoreCode: () => 'de_de', getCurrencyCode: () => 'EUR', getToken: () => undefined });
  const store = makeStore({ client });
  const { data } = storeConfigResponse({ title_prefix: 'Spectrane | ', default_title: 'Spectrane Farbstandards', ...overrides });
  store.dispatch(fetchStoreConfig.fulfilled(data, 'r'));
  const layout = (
    <PageTitleProvider>
      <DocumentHead />
      <Titled title="Warenkorb" />
    </PageTitleProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <PageTitleProvider><DocumentHead /></PageTitleProvider> },
      { path: '/checkout/cart', element: layout },
      { path: '/checkout', element: <PageTitleProvider><DocumentHead /></PageTitleProvider> },
      { path: '/about', element: <PageTitleProvider><DocumentHead /><Described text="Since 1974." /></PageTitleProvider> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const injected = () => Array.from(document.head.querySelectorAll('[data-store-head]'));

/** index.html's own icon, inline. */
const INDEX_ICON = 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E';

beforeEach(() => {
  document.head.innerHTML = `<meta name="robots" content="INDEX,FOLLOW"><link rel="icon" href="${INDEX_ICON}" type="image/svg+xml"><title>Spectrane</title>`;
});

describe('documentTitle', () => {
  it("joins Magento's prefix and suffix around the page title, else the default title", () => {
    expect(documentTitle({ title_prefix: 'Spectrane | ', default_title: 'Home' }, 'Cart')).toBe('Spectrane | Cart');
    expect(documentTitle({ title_prefix: 'Spectrane | ', default_title: 'Colour Standards' }, null)).toBe('Spectrane | Colour Standards');
    expect(documentTitle({ title_prefix: null, title_suffix: ' – EU', default_title: null }, 'Cart')).toBe('Cart – EU');
  });
});

describe('<DocumentHead>', () => {
  it("writes the page's own description over the store's default", async () => {
    renderHead({ default_description: 'Farbfächer' }, '/about');
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Since 1974.'));
  });

  it('writes title with prefix, description, keywords, robots, and the favicon from store config once the page has painted', async () => {
    renderHead(
      { default_description: 'Farbfächer', default_keywords: 'Farbe', shortcut_icon: 'https://shop.example/media/favicon/default/s.svg' },
      '/checkout/cart',
    );
    expect(document.title).toBe('Spectrane | Warenkorb');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Farbfächer');
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'Farbe');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'INDEX,FOLLOW');
    // index.html's icon until the page has painted and the browser is idle.
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', INDEX_ICON);
    await waitFor(() => expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', 'https://shop.example/media/favicon/default/s.svg'));
  });

  it('uses the default title and the default icon when the store names none', async () => {
    renderHead({});
    expect(document.title).toBe('Spectrane | Spectrane Farbstandards');
    await waitFor(() => expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg'));
  });

  it('injects only the allowed tags of head_includes and head_custom_js, never on /checkout', async () => {
    const win = window as Window & { hacked?: number };
    delete win.hacked;
    const router = renderHead({ head_custom_js: HEAD_CUSTOM_JS, head_includes: HEAD_INCLUDES });
    expect(injected().map((e) => e.outerHTML)).toEqual([
      '<meta name="theme-color" content="#e8590c" data-store-head="">',
      `<script type="application/ld+json" data-store-head="">${LD}</script>`,
      '<script src="https://cdn.example/tag.js" data-store-head=""></script>',
    ]);
    expect(document.head.querySelector('iframe, img, link[rel="stylesheet"]')).toBeNull();

    await act(() => router.navigate('/checkout'));
    expect(injected()).toEqual([]);
    await act(() => router.navigate('/'));
    // Back off /checkout: the structured data and the meta return; the external script already ran.
    expect(injected().map((e) => e.tagName)).toEqual(['META', 'SCRIPT']);
    expect(win.hacked).toBeUndefined();
  });

  it('injects nothing when the first page is /checkout', () => {
    renderHead({ head_custom_js: HEAD_CUSTOM_JS, head_includes: HEAD_INCLUDES }, '/checkout');
    expect(injected()).toEqual([]);
  });
});

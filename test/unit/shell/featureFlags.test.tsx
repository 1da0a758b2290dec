import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { fetchStoreConfig } from '../../../src/features/store/fetchStoreConfig';
import { equivalentPath } from '../../../src/features/store/storeViewTwin';
import { loadPage } from '../../../src/lib/browser/location';
import { SITE } from '../../../src/lib/config/site';
import { createApolloClient } from '../../../src/lib/graphql/client';
import * as storage from '../../../src/lib/storage/storage';
import { chosenCurrency, forgetRejectedCurrency, requestCurrency } from '../../../src/shared/store/currencyChoice';
import { storeByCode, type Store } from '../../../src/shared/store/stores';
import CurrencySwitcher from '../../../src/shell/Header/CurrencySwitcher';
import MegaMenu from '../../../src/shell/Header/MegaMenu';
import StoreViewSwitcher from '../../../src/shell/Header/StoreViewSwitcher';
import { createFetchMock, type RecordedRequest } from '../helpers/fetchMock';
import { renderWithApp } from './renderShell';
import type { RootState } from '../../../src/app/store';
import type { GetStoreConfigQuery } from '../../../src/lib/graphql/generated';

vi.mock('../../../src/lib/browser/location', () => ({ loadPage: vi.fn() }));

const store = (code: string): Store => {
  const found = storeByCode(code);
  if (!found) throw new Error(code);
  return found;
};

const flagsOn = (on: Partial<typeof SITE.flags>) => {
  globalThis.__FEATURE_FLAGS__ = { ...SITE.flags, ...on };
};

beforeEach(() => {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  vi.mocked(loadPage).mockClear();
});
afterEach(() => {
  globalThis.__FEATURE_FLAGS__ = SITE.flags;
});

describe('the currency of requests (spec §7 Content-Currency, multi-currency)', () => {
  it('follows the store without the flag, whatever the cookie says', () => {
    storage.setStoreCode('hk_en');
    storage.setCurrencyCode('HKD');
    expect(chosenCurrency('hk_en')).toBeNull();
    expect(requestCurrency('hk_en')).toBe('USD');
  });

  it('with the flag, is the choice saved for this store, and never a choice made in another store', () => {
    flagsOn({ multiCurrency: true });
    storage.setStoreCode('hk_en');
    storage.setCurrencyCode('HKD');
    expect(requestCurrency('hk_en')).toBe('HKD');
    expect(requestCurrency('hk_tc')).toBe('HKD'); // hk_tc's own default
    expect(requestCurrency('de_de')).toBe('EUR');
    storage.setCurrencyCode('<script>');
    expect(requestCurrency('hk_en')).toBe('USD');
  });

  it('forgets a saved currency the backend refuses, so that the store can load again', () => {
    flagsOn({ multiCurrency: true });
    storage.setStoreCode('hk_en');
    storage.setCurrencyCode('HKD');
    expect(forgetRejectedCurrency('hk_en', 'Requested store is not found')).toBe(false);
    expect(storage.getCurrencyCode()).toBe('HKD');
    expect(forgetRejectedCurrency('hk_en', 'Please correct the target currency')).toBe(true);
    expect(storage.getCurrencyCode()).toBeUndefined();
    expect(forgetRejectedCurrency('hk_en', 'Please correct the target currency')).toBe(false);
  });
});

const HK_CURRENCY = {
  __typename: 'Currency', base_currency_code: 'USD', default_display_currency_code: 'USD', default_display_currency_symbol: '$',
  available_currency_codes: ['USD', 'HKD'], price_format: null,
} as unknown as NonNullable<RootState['app']['currency']>;
const configWith = (currency: typeof HK_CURRENCY) => ({ storeConfig: null, currency, storeMessage: null }) as unknown as GetStoreConfigQuery;

describe('CurrencySwitcher', () => {
  it('lists the store’s currencies, saves the pick and loads the page again', async () => {
    flagsOn({ multiCurrency: true });
    storage.setStoreCode('hk_en');
    const { store: redux } = renderWithApp(<CurrencySwitcher />, { storeCode: 'hk_en' });
    act(() => {
      redux.dispatch(fetchStoreConfig.fulfilled(configWith(HK_CURRENCY), 'test'));
    });
    const button = await screen.findByRole('button', { name: /Currency/ });
    expect(button).toHaveTextContent('USD');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    const list = screen.getByRole('list', { name: 'Currency' });
    expect(within(list).getByRole('button', { name: /USD/ })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(within(list).getByRole('button', { name: /HKD/ }));
    expect(storage.getCurrencyCode()).toBe('HKD');
    expect(loadPage).toHaveBeenCalledWith(window.location.href);
  });

  it('shows nothing where the store has one currency', () => {
    flagsOn({ multiCurrency: true });
    const { store: redux, container } = renderWithApp(<CurrencySwitcher />, { storeCode: 'de_de' });
    act(() => {
      redux.dispatch(fetchStoreConfig.fulfilled(configWith({ ...HK_CURRENCY, available_currency_codes: ['EUR'] }), 'test'));
    });
    expect(container.querySelector('button')).toBeNull();
  });
});

const category = (uid: string, name: string, urlPath: string, position: number, children: unknown[] = [], inMenu = 1) => ({
  __typename: 'CategoryTree', uid, name, url_path: urlPath, url_suffix: '.html', include_in_menu: inMenu, position, children,
});

const MENU = {
  data: {
    categories: {
      __typename: 'CategoryResult',
      items: [{
        __typename: 'CategoryTree', uid: 'Mg==', children: [
          category('Ng==', 'Chip Sets', 'chip-sets', 2, [category('Nw==', 'Chip Collections', 'chip-sets/chip-collections', 1, [])]),
          category('Mw==', 'Colour Guides', 'colour-guides', 1, [
            category('NQ==', 'Swatch Books', 'colour-guides/swatch-books', 2, [category('OTk=', 'Cotton', 'colour-guides/swatch-books/cotton', 1, [])]),
            category('NA==', 'Fan Decks', 'colour-guides/fan-decks', 1, []),
          ]),
          category('OQ==', 'Hidden', 'hidden', 3, [], 0),
          category('MTA=', 'Accessories', 'accessories', 4, []),
        ],
      }],
    },
  },
};

describe('MegaMenu (WAI-ARIA disclosure navigation)', () => {
  it('shows the tree by position, without categories left out of the menu', async () => {
    renderWithApp(<MegaMenu variant="bar" />, { graphql: { GetMegaMenu: () => MENU } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const tops = within(nav).getAllByRole('button').map((b) => b.textContent);
    expect(tops).toEqual(['Colour Guides', 'Chip Sets']);
    expect(within(nav).getByRole('link', { name: 'Accessories' })).toHaveAttribute('href', '/accessories.html');
    expect(within(nav).queryByText('Hidden')).toBeNull();
  });

  it('is operable by keyboard: arrows along the row, Arrow Down into a panel, Escape back', async () => {
    renderWithApp(<MegaMenu variant="bar" />, { graphql: { GetMegaMenu: () => MENU } });
    const guides = await screen.findByRole('button', { name: 'Colour Guides' });
    guides.focus();
    fireEvent.keyDown(guides, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Chip Sets' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('link', { name: 'Accessories' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(guides).toHaveFocus();

    fireEvent.keyDown(guides, { key: 'ArrowDown' });
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(guides.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toBeVisible();
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'All Colour Guides' })).toHaveFocus());
    // Every level: the subcategories and theirs, in order.
    expect(within(panel).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/colour-guides.html', '/colour-guides/fan-decks.html', '/colour-guides/swatch-books.html', '/colour-guides/swatch-books/cotton.html',
    ]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    expect(guides).toHaveFocus();
  });

  it('opens and closes a category with Enter/click, one panel at a time', async () => {
    renderWithApp(<MegaMenu variant="drawer" />, { graphql: { GetMegaMenu: () => MENU } });
    const guides = await screen.findByRole('button', { name: 'Colour Guides' });
    const chips = screen.getByRole('button', { name: 'Chip Sets' });
    fireEvent.click(guides);
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(chips);
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    expect(chips).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Chip Collections' })).toBeVisible();
  });
});

describe('equivalentPath (store-view switch lands on the same page)', () => {
  const client = (handlers: Parameters<typeof createFetchMock>[0]) => {
    const mock = createFetchMock(handlers);
    return {
      client: createApolloClient({ fetch: mock.fetch, notify: () => undefined, getStoreCode: () => 'fr_fr', getCurrencyCode: () => 'EUR', getToken: () => undefined }),
      requests: mock.requests,
    };
  };

  it('keeps app pages, moves the blog to the target’s segment, and sends other pages home', async () => {
    const { client: c, requests } = client({});
    expect(await equivalentPath(c, '/checkout/cart', '', store('fr_fr'), store('de_de'))).toBe('/eu/de/checkout/cart');
    expect(await equivalentPath(c, '/search', '?q=red', store('fr_fr'), store('it_it'))).toBe('/eu/it/search?q=red');
    expect(await equivalentPath(c, '/', '', store('fr_fr'), store('es_es'))).toBe('/eu/es/');
    expect(await equivalentPath(c, '/articles', '', store('fr_fr'), store('de_de'))).toBe('/eu/de/artikel');
    expect(await equivalentPath(c, '/checkout', '', store('fr_fr'), store('de_de'))).toBe('/eu/de/');
    expect(requests).toHaveLength(0);
  });

  it('finds a product under the target view’s URL key, asked with that view’s Store header', async () => {
    const { client: c, requests } = client({
      GetSwitchRoute: () => ({ data: { route: { __typename: 'SimpleProduct', type: 'PRODUCT', uid: 'MTI=', sku: 'SFD-POCKET' } } }),
      GetStoreViewTwin: () => ({ data: { products: { __typename: 'Products', items: [{ __typename: 'SimpleProduct', uid: 'MTI=', url_key: 'taschenfaecher', url_suffix: '.html' }] } } }),
    });
    expect(await equivalentPath(c, '/eventail-de-poche.html', '', store('fr_fr'), store('de_de'))).toBe('/eu/de/taschenfaecher.html');
    const twin = requests.find((r: RecordedRequest) => r.operationName === 'GetStoreViewTwin');
    expect(twin?.headers.get('Store')).toBe('de_de');
    expect(twin?.headers.get('Content-Currency')).toBe('EUR');
    expect(twin?.variables).toMatchObject({ sku: 'SFD-POCKET', product: true, category: false, page: false });
    expect(requests.find((r) => r.operationName === 'GetSwitchRoute')?.headers.get('Store')).toBe('fr_fr');
  });

  it('goes home when the page has no twin or the look-up fails', async () => {
    const { client: c } = client({ GetSwitchRoute: () => ({ data: { route: null } }) });
    expect(await equivalentPath(c, '/gone.html', '', store('fr_fr'), store('de_de'))).toBe('/eu/de/');
    const { client: failing } = client({ GetSwitchRoute: () => new Error('offline') });
    expect(await equivalentPath(failing, '/x.html', '', store('fr_fr'), store('de_de'))).toBe('/eu/de/');
  });
});

describe('StoreViewSwitcher', () => {
  it('names each view of the region in its language and switches to the same page there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    flagsOn({ multiStore: true });
    const views = ['eu_en', 'de_de', 'es_es', 'fr_fr', 'it_it'].map((code, i) => ({ __typename: 'StoreConfig', store_code: code, store_name: code, locale: 'x', store_sort_order: i }));
    renderWithApp(<StoreViewSwitcher />, {
      storeCode: 'fr_fr', basename: '/eu/fr', path: '/checkout/cart',
      graphql: { GetStoreViews: () => ({ data: { availableStores: views } }) },
    });
    const button = await screen.findByRole('button', { name: /Language/ });
    expect(button).toHaveTextContent('Français');
    fireEvent.click(button);
    const choices = within(screen.getByRole('list', { name: 'Language' })).getAllByRole('button');
    expect(choices.map((c) => [c.textContent, c.getAttribute('lang')])).toEqual([
      ['English', 'en-gb'], ['Deutsch', 'de-de'], ['Español', 'es-es'], ['Français', 'fr-fr'], ['Italiano', 'it-it'],
    ]);
    fireEvent.click(choices[1] as HTMLElement);
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(loadPage).toHaveBeenCalledWith(`${window.location.origin}/eu/de/checkout/cart`);
    expect(storage.getStoreCode()).toBe('de_de');
    vi.useRealTimers();
  });
});

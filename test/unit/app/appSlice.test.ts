import {
  appReducer,
  countriesLoaded,
  createInitialAppState,
  headerVisibilityChanged,
  menuDrawerToggled,
  pageLoadingChanged,
  searchToggled,
  storeSelected,
  vatValidityChanged,
  virtualCartChanged,
} from '../../../src/app/appSlice';
import { loadTranslations } from '../../../src/app/startup';
import { vatValidityLoaded } from '../../../src/features/account/userSlice';
import { miniCartToggled, staleCartDetected } from '../../../src/features/cart/cartSlice';
import { tabsChanged } from '../../../src/features/catalog/product/tabsAction';
import { fetchStoreConfig } from '../../../src/features/store/fetchStoreConfig';
import { regionLeft } from '../../../src/shared/store/regionLeft';
import { storeConfigFixture, storeConfigResponse } from '../helpers/storeConfig';

const initial = createInitialAppState('Mozilla/5.0 Chrome/126');

describe('appSlice', () => {
  it('starts with the spec defaults', () => {
    expect(initial).toEqual({
      storeCode: 'na_us',
      routePath: '',
      countries: [],
      currency: null,
      i18n: '',
      i18nLoading: '',
      messages: {},
      isBolt: false,
      loading: true,
      storeConfig: null,
      virtual: false,
      isPageLoading: false,
      isShowHeader: true,
      vatValid: null,
      storeMessage: null,
      tabs: { tabsKey: 'details', scroll: false },
      miniCartVisible: false,
      searchVisible: false,
      menuDrawerVisible: false,
    });
    expect(createInitialAppState('Googlebot/2.1').isBolt).toBe(true);
    expect(appReducer(undefined, { type: '@@init' }).storeCode).toBe('na_us');
  });

  it('storeSelected sets the code and the route path', () => {
    expect(appReducer(initial, storeSelected('hk_tc'))).toMatchObject({ storeCode: 'hk_tc', routePath: '/hk/tc' });
    expect(appReducer(initial, storeSelected('na_us'))).toMatchObject({ storeCode: 'na_us', routePath: '' });
  });

  it("reacts to the features' own actions: the product tabs, the mini-cart, the VAT validity, the region switch and a stale cart", () => {
    expect(tabsChanged.type).toBe('catalog/tabsChanged');
    expect(miniCartToggled.type).toBe('cart/miniCartToggled');
    const state = appReducer(appReducer(initial, tabsChanged({ tabsKey: 'reviews', scroll: true })), vatValidityLoaded(false));
    expect(state).toMatchObject({ tabs: { tabsKey: 'reviews', scroll: true }, vatValid: false });
    expect(appReducer(state, vatValidityLoaded(null)).vatValid).toBeNull();
    // Spec §4 region switch: the VAT validity leaves with the customer; nothing else of the app state changes.
    expect(appReducer(state, regionLeft())).toEqual({ ...state, vatValid: null });
    // Spec §8: a stale cart signs the customer out, and with them goes the VAT validity (no "excl. VAT" for a guest).
    expect(appReducer(appReducer(state, vatValidityLoaded(true)), staleCartDetected())).toEqual({ ...state, vatValid: null });
    expect(appReducer(state, miniCartToggled(true)).miniCartVisible).toBe(true);
  });

  it('records simple facts', () => {
    let state = appReducer(initial, countriesLoaded([{ id: 'DE', full_name_locale: 'Deutschland', available_regions: [] }]));
    state = appReducer(state, pageLoadingChanged(true));
    state = appReducer(state, headerVisibilityChanged(false));
    state = appReducer(state, virtualCartChanged(true));
    state = appReducer(state, vatValidityChanged(true));
    state = appReducer(state, tabsChanged({ scroll: true }));
    expect(state).toMatchObject({
      countries: [{ id: 'DE' }],
      isPageLoading: true,
      isShowHeader: false,
      virtual: true,
      vatValid: true,
      tabs: { tabsKey: 'details', scroll: true },
    });
    expect(appReducer(state, vatValidityChanged(null)).vatValid).toBeNull();
    expect(appReducer(state, tabsChanged({ tabsKey: 'reviews' })).tabs).toEqual({ tabsKey: 'reviews', scroll: true });
  });

  it.each([
    ['miniCartVisible', miniCartToggled],
    ['searchVisible', searchToggled],
    ['menuDrawerVisible', menuDrawerToggled],
  ] as const)('%s toggles without payload and is set with one', (key, toggled) => {
    const open = appReducer(initial, toggled(undefined));
    expect(open[key]).toBe(true);
    expect(appReducer(open, toggled(undefined))[key]).toBe(false);
    expect(appReducer(open, toggled(true))[key]).toBe(true);
    expect(appReducer(open, toggled(false))[key]).toBe(false);
  });

  it('follows the store config request', () => {
    const pending = appReducer({ ...initial, loading: false }, fetchStoreConfig.pending('r1'));
    expect(pending.loading).toBe(true);
    const { data } = storeConfigResponse();
    const done = appReducer(pending, fetchStoreConfig.fulfilled(data, 'r1'));
    expect(done).toMatchObject({ loading: false, storeMessage: { country: 'DE' }, currency: { default_display_currency_symbol: '€' } });
    expect(done.storeConfig).toMatchObject(storeConfigFixture());
    const failed = appReducer(pending, fetchStoreConfig.rejected(new Error('x'), 'r2'));
    expect(failed).toMatchObject({ loading: false, storeConfig: null });
  });

  it('stores loaded translations under the requested locale', () => {
    const pending = appReducer(initial, loadTranslations.pending('r', 'fr_FR'));
    expect(pending).toMatchObject({ i18n: '', i18nLoading: 'fr_FR' });
    const state = appReducer(pending, loadTranslations.fulfilled({ locale: 'en_US', messages: { a: 'b' } }, 'r', 'fr_FR'));
    expect(state).toMatchObject({ i18n: 'fr_FR', i18nLoading: '', messages: { a: 'b' } });
  });

  it('keeps the newer request in flight when an older one finishes', () => {
    let state = appReducer(initial, loadTranslations.pending('r1', 'fr_FR'));
    state = appReducer(state, loadTranslations.pending('r2', 'it_IT'));
    state = appReducer(state, loadTranslations.fulfilled({ locale: 'fr_FR', messages: {} }, 'r1', 'fr_FR'));
    expect(state.i18nLoading).toBe('it_IT');
    expect(appReducer(state, loadTranslations.rejected(new Error('x'), 'r2', 'it_IT')).i18nLoading).toBe('');
  });
});

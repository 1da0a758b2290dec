import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { vatValidityLoaded } from '../features/account';
import { miniCartToggled, staleCartDetected } from '../features/cart';
import { tabsChanged } from '../features/catalog';
import { fetchStoreConfig, regionLeft } from '../features/store';
import { isBot } from '../lib/browser/isBot';
import { DEFAULT_STORE, type StoreCode, storeByCode } from '../shared/store/stores';
import { loadTranslations } from './startup';
import type { CountryOption } from '../features/cart';
import type { IntlMessages } from '../lib/i18n/fetchMessages';
import type { CurrencyInfo, StoreConfig, StoreMessage } from '../shared/store/storeConfig.gql';

export interface AppState {
  storeCode: StoreCode;
  /** The route base of the store ('' or '/eu/de'…): every internal link starts with it. */
  routePath: string;
  /** The store's countries (Magento `countries`), as the address forms offer them. */
  countries: CountryOption[];
  currency: CurrencyInfo | null;
  /** Locale of the loaded messages; '' until the first load finished. */
  i18n: string;
  /** Locale whose messages are being fetched; '' when none is. */
  i18nLoading: string;
  messages: IntlMessages;
  /** The user agent is a known bot (spec's name). */
  isBolt: boolean;
  /** The store config request is in flight; true from start, as the entry sends it first. */
  loading: boolean;
  storeConfig: StoreConfig | null;
  /** The cart holds virtual products only. */
  virtual: boolean;
  isPageLoading: boolean;
  isShowHeader: boolean;
  /** VAT number validity; null when unknown or cleared. */
  vatValid: boolean | null;
  storeMessage: StoreMessage | null;
  tabs: { tabsKey: string; scroll: boolean };
  miniCartVisible: boolean;
  searchVisible: boolean;
  menuDrawerVisible: boolean;
}

export function createInitialAppState(userAgent?: string): AppState {
  return {
    storeCode: DEFAULT_STORE.code,
    routePath: DEFAULT_STORE.prefix,
    countries: [],
    currency: null,
    i18n: '',
    i18nLoading: '',
    messages: {},
    isBolt: isBot(userAgent),
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
  };
}

const appSlice = createSlice({
  name: 'app',
  initialState: () => createInitialAppState(typeof navigator === 'undefined' ? undefined : navigator.userAgent),
  reducers: {
    storeSelected(state, action: PayloadAction<StoreCode>) {
      state.storeCode = action.payload;
      state.routePath = storeByCode(action.payload)?.prefix ?? '';
    },
    countriesLoaded(state, action: PayloadAction<CountryOption[]>) {
      state.countries = action.payload;
    },
    pageLoadingChanged(state, action: PayloadAction<boolean>) {
      state.isPageLoading = action.payload;
    },
    headerVisibilityChanged(state, action: PayloadAction<boolean>) {
      state.isShowHeader = action.payload;
    },
    virtualCartChanged(state, action: PayloadAction<boolean>) {
      state.virtual = action.payload;
    },
    vatValidityChanged(state, action: PayloadAction<boolean | null>) {
      state.vatValid = action.payload;
    },
    searchToggled(state, action: PayloadAction<boolean | undefined>) {
      state.searchVisible = action.payload ?? !state.searchVisible;
    },
    menuDrawerToggled(state, action: PayloadAction<boolean | undefined>) {
      state.menuDrawerVisible = action.payload ?? !state.menuDrawerVisible;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(vatValidityLoaded, (state, action) => {
        state.vatValid = action.payload;
      })
      // Spec §4 region switch: the VAT validity is the signed-in customer's, who leaves signed out (a guest has none).
      .addCase(regionLeft, (state) => {
        state.vatValid = null;
      })
      // Spec §8 stale cart: a signed-in customer is signed out, and sign-out clears the VAT validity (§4).
      .addCase(staleCartDetected, (state) => {
        state.vatValid = null;
      })
      // The product page's tabs (catalog) and the mini-cart (cart) are app state the features change
      // through their own actions (spec §3).
      .addCase(tabsChanged, (state, action) => {
        state.tabs = { ...state.tabs, ...action.payload };
      })
      // No payload toggles; a boolean sets.
      .addCase(miniCartToggled, (state, action) => {
        state.miniCartVisible = action.payload ?? !state.miniCartVisible;
      })
      .addCase(fetchStoreConfig.pending, (state) => {
        state.loading = true;
      })
      .addCase(fetchStoreConfig.fulfilled, (state, action) => {
        state.loading = false;
        state.storeConfig = action.payload.storeConfig;
        state.currency = action.payload.currency;
        state.storeMessage = action.payload.storeMessage ?? null;
      })
      .addCase(fetchStoreConfig.rejected, (state) => {
        state.loading = false;
      })
      .addCase(loadTranslations.pending, (state, action) => {
        state.i18nLoading = action.meta.arg;
      })
      .addCase(loadTranslations.fulfilled, (state, action) => {
        // Keyed by the requested locale, so a fallback to en_US is not retried on every check.
        state.i18n = action.meta.arg;
        state.messages = action.payload.messages;
        if (state.i18nLoading === action.meta.arg) state.i18nLoading = '';
      })
      .addCase(loadTranslations.rejected, (state, action) => {
        if (state.i18nLoading === action.meta.arg) state.i18nLoading = '';
      });
  },
});

export const {
  storeSelected,
  countriesLoaded,
  pageLoadingChanged,
  headerVisibilityChanged,
  virtualCartChanged,
  vatValidityChanged,
  searchToggled,
  menuDrawerToggled,
} = appSlice.actions;
export const appReducer = appSlice.reducer;

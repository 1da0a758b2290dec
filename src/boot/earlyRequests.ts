import { galleryImages, routePage } from '../features/catalog/early';
import { firstSlideImageUrl, HOME_BANNER_BLOCK } from '../features/content/early';
import { type EarlyRequest, graphqlGetUrl, MESSAGES_REQUEST, messagesUrl } from '../lib/early/earlyResponses';
import { getGeoCountry } from '../lib/storage/storage';
import { catalogConfigFrom } from '../shared/catalog/catalogConfig';
import { dueNeeds, type PageData, type PageDataInput } from '../shared/pageData/pageData';
import { requestCurrency } from '../shared/store/currencyChoice';
import { logoFromConfig } from '../shared/store/logo';
import { storeForPath, withoutStorePrefix } from '../shared/store/stores';
import { SHELL_BLOCK_VARIABLES } from '../shell/blockIds';
import { FIRST_PAGE_DATA } from './pageDataTable';
import type { GetHomeCatalogQuery, GetStoreConfigQuery, ResolveRouteQuery } from '../lib/graphql/generated';

// The first screen's requests, sent from <head> (inlined by the build) while the app's scripts are
// still downloading, instead of one after another once they have run. The app's fetches take these
// responses over (src/lib/early/earlyResponses.ts). Only public, shopper-independent data goes
// early: never a cart, a customer or a mutation.

/** Query texts exactly as the app's Apollo client sends them (see earlyOperations.ts, computed at build time). */
export interface EarlyOperations {
  storeConfig: string;
  /** The shell's three CMS blocks in one request (GetShellBlocks, with SHELL_BLOCK_VARIABLES). */
  shellBlocks: string;
  /** Each operation the first pages declare (FIRST_PAGE_DATA), by its name. */
  pages: Readonly<Record<string, string>>;
}

/**
 * A path ending with the store's product or category URL suffix (its store config's, spec §2.2) is a
 * catalogue URL: the route query resolves it. An empty suffix names no path (the app asks itself).
 */
export function isCatalogPath(path: string, suffixes: { productUrlSuffix: string; categoryUrlSuffix: string }): boolean {
  return path !== '/' && [suffixes.productUrlSuffix, suffixes.categoryUrlSuffix].some((suffix) => suffix !== '' && path.endsWith(suffix));
}

/** Magento's default product and category URL suffix (catalog/seo/product_url_suffix, category_url_suffix). */
const MAGENTO_DEFAULT_SUFFIXES = { productUrlSuffix: '.html', categoryUrlSuffix: '.html' };

declare global {
  interface Window {
    /** Written by the build before the early script: each page's script and style files (webpack.config.js). */
    __spectranePageFiles?: Record<string, string[]>;
  }
}

/** A JSON answer to one of the early GraphQL requests (as its document's generated result type). */
interface Answer<T> {
  data?: T | null;
}

/**
 * The page's code and styles, fetched now at the browser's preload priority: webpack asks for the same
 * files later, when the app needs them, and gets them from the preload instead of a new round trip.
 */
export function preloadPageFiles(win: Window, page: string | null): void {
  const files = page ? win.__spectranePageFiles?.[page] : undefined;
  for (const href of files ?? []) {
    const link = win.document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
    link.href = href;
    win.document.head.appendChild(link);
  }
}

/**
 * A picture of the first screen (a category's image, home's first banner slide, a product's first
 * image, the header logo), fetched now: the page's <img> (same URL) takes it from here instead of
 * asking only once React has rendered it. `high` for the page's largest picture. Only an http(s) or
 * relative URL.
 */
export function preloadImage(win: Window, url: string | null | undefined, priority: 'high' | 'auto' = 'high'): void {
  if (!url || !/^(https?:\/\/|\/(?!\/))/i.test(url)) return;
  const link = win.document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = url;
  if (priority === 'high') link.setAttribute('fetchpriority', 'high');
  win.document.head.appendChild(link);
}

/** An answer's JSON (a copy: the body stays for the app), or null for an error status or a failed request. */
function json<T>(response: Promise<Response>): Promise<T | null> {
  return response.then((answer) => (answer.ok ? (answer.clone().json() as Promise<T>) : null)).catch(() => null);
}

/** Sends the early requests for the current URL and leaves them on `win.__spectraneEarly`. */
export function startEarlyRequests(win: Window, operations: EarlyOperations): EarlyRequest[] {
  const store = storeForPath(win.location.pathname);
  const currency = requestCurrency(store.code);
  const requests: EarlyRequest[] = [];
  win.__spectraneEarly = requests;
  const send = (url: string, init: RequestInit): Promise<Response> => {
    const response = win.fetch(url, init);
    // The body is read in full as it arrives (a copy stays for the app): a response nobody reads
    // would keep its request open in the browser, and an answer the app never asks for is possible.
    // A failure is the app's to report when it takes the response; unclaimed, it must stay quiet.
    response.then((answer) => answer.clone().arrayBuffer()).catch(() => undefined);
    requests.push({ url, store: store.code, currency, response });
    return response;
  };
  const query = (text: string, variables: Record<string, unknown>) =>
    send(graphqlGetUrl('/graphql', text, variables), {
      method: 'GET',
      headers: { accept: 'application/graphql-response+json,application/json;q=0.9', store: store.code, 'content-currency': currency },
      credentials: 'same-origin',
    });

  const path = withoutStorePrefix(win.location.pathname);
  const search = win.location.search;
  const storeConfigAnswer = json<Answer<GetStoreConfigQuery>>(query(operations.storeConfig, { countryCode: getGeoCountry() ?? null }));
  const storeConfig = storeConfigAnswer.then((answer) => answer?.data?.storeConfig ?? null);
  storeConfig
    .then((config) => {
      // Spec §7: translations are requested once the store config is in and names its locale.
      if (config?.locale) send(messagesUrl(config.locale), MESSAGES_REQUEST);
      // The header's logo is on every first screen.
      if (config) preloadImage(win, logoFromConfig(config, '')?.src, 'auto');
    })
    .catch(() => undefined);
  query(operations.shellBlocks, SHELL_BLOCK_VARIABLES);

  /** Sends a page's declared needs whose variables `input` gives and that were not sent yet; their answers by name. */
  const sendNeeds = (data: PageData, input: PageDataInput, asked: Set<string>): Record<string, Promise<Response>> =>
    Object.fromEntries(dueNeeds(data, input, asked).flatMap(({ key, need, variables }) => {
      const text = operations.pages[need.operation];
      return text ? [[key, query(text, variables)]] : [];
    }));
  /** A page's data, as its loader asks it: what the URL gives at once, the rest once the store config is in. */
  const sendPageData = (data: PageData) => {
    const asked = new Set<string>();
    const atOnce = sendNeeds(data, { path, search, config: undefined }, asked);
    const withConfig = storeConfig.then((config) => sendNeeds(data, { path, search, config }, asked));
    return { atOnce, withConfig };
  };

  if (path === '/') {
    preloadPageFiles(win, 'home');
    void sendPageData(FIRST_PAGE_DATA.home).withConfig.then(({ catalog }) =>
      catalog && json<Answer<GetHomeCatalogQuery>>(catalog).then((home) => {
        const banner = home?.data?.cmsBlocks?.items?.find((block) => block?.identifier === HOME_BANNER_BLOCK);
        preloadImage(win, firstSlideImageUrl(banner?.content));
      }));
  } else if (path === '/search') {
    preloadPageFiles(win, 'search');
    sendPageData(FIRST_PAGE_DATA.search);
  } else {
    // A catalogue URL's route names the page whose code is still to come. Magento's default suffix
    // goes out at once, beside the store config (the app asks the route of any path it does not
    // route itself, so a store with other suffixes still takes the answer); any other path once the
    // store config names the store's own suffixes.
    const catalogPage = isCatalogPath(path, MAGENTO_DEFAULT_SUFFIXES)
      ? Promise.resolve(sendPageData(FIRST_PAGE_DATA.catalogRoute))
      : storeConfig.then((config) => (isCatalogPath(path, catalogConfigFrom(config)) ? sendPageData(FIRST_PAGE_DATA.catalogRoute) : null));
    void catalogPage
      .then((sent) => (sent?.atOnce.route ? json<Answer<ResolveRouteQuery>>(sent.atOnce.route) : null))
      .then((answer) => {
        const found = answer?.data?.route;
        if (!found) return;
        const page = routePage(found);
        preloadPageFiles(win, page);
        // A product's first picture, as its gallery shows it before any option is chosen.
        if (page === 'product' && 'media_gallery' in found) preloadImage(win, galleryImages(found.media_gallery, found.image)[0]?.url);
        if (page !== 'category' || found.__typename !== 'CategoryTree') return;
        preloadImage(win, found.category_image);
        // The category's own data, as its page's loader asks it.
        void storeConfig.then((config) => sendNeeds(FIRST_PAGE_DATA.category, { path, search, config, route: found }, new Set()));
      })
      .catch(() => undefined);
  }
  return requests;
}

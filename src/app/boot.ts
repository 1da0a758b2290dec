import { startUser } from '../features/account';
import { startCartSync } from '../features/cart';
import { decideStartupStore, type StartupDecision } from '../features/store';
import { switchStore } from '../features/store';
import { listenForConsent } from '../lib/analytics/analytics';
import { startWebVitals } from '../lib/analytics/webVitals';
import { afterPaintIdle } from '../lib/browser/afterPaint';
import { nextTask } from '../lib/browser/nextTask';
import { createApolloClient } from '../lib/graphql/client';
import { createNotifier, type Notifier } from '../lib/notify/notifier';
import { prepareSanitizer } from '../lib/security/sanitize';
import { getAccessToken, getStoreCode } from '../lib/storage/storage';
import { applyManifestLink } from '../pwa/manifestLink';
import { requestCurrency } from '../shared/store/currencyChoice';
import { resolveRoute } from '../shared/store/routeTable';
import { storeForPath, withoutStorePrefix } from '../shared/store/stores';
import { storeSelected } from './appSlice';
import { preloadPage } from './pages';
import { loadStoreAndTranslations } from './startup';
import { type AppStore, makeStore } from './store';
import type { PageLoader } from './routes';

export interface Booted {
  reduxStore: AppStore;
  client: ReturnType<typeof createApolloClient>;
  notifier: Notifier;
  decision: StartupDecision;
  /** Settles when the store selection has (spec §4: nothing renders before) and the HTML sanitiser is ready. */
  ready: Promise<void>;
  /** Settles when the store's start-up and the first page's code and data are in, or after FIRST_PAGE_WAIT_MS at most. */
  firstPage: Promise<void>;
  /** The gate calls this once the first page is on screen: the cart starts then. */
  pageShown: () => void;
  /** The routes' loader (src/app/routes.tsx): a later URL's page code and declared data. */
  pageLoader: PageLoader;
}

/**
 * How long the gate waits for the first page's data before it shows the shell with the page's own
 * loading state (a slow network should not keep the whole screen blank).
 */
export const FIRST_PAGE_WAIT_MS = 2500;

/**
 * Everything that does not need React: pick the store from the URL, fix the URL and <html lang>,
 * build the client and the Redux store, and send the store-config request straight away.
 */
export function boot(win: Window): Booted {
  const { location, history, document } = win;
  const decision = decideStartupStore(location.pathname, location.search, getStoreCode());
  if (decision.redirectTo !== undefined) history.replaceState(history.state, '', decision.redirectTo + location.hash);
  document.documentElement.lang = decision.store.htmlLang;

  const notifier = createNotifier();
  // Spec §7: the Store header follows the path's first two segments, the currency follows the store.
  const pathStore = () => storeForPath(win.location.pathname);
  const client = createApolloClient({
    notify: notifier.notify,
    getStoreCode: () => pathStore().code,
    getCurrencyCode: () => requestCurrency(pathStore().code),
    getToken: getAccessToken,
  });
  const reduxStore = makeStore({ client, notify: notifier.notify });
  reduxStore.dispatch(storeSelected(decision.store.code));
  // The HTML sanitiser is picked (or DOMPurify loaded) before anything renders CMS HTML.
  const sanitizer = prepareSanitizer();
  // The store switch (which clears the session) in a task of its own: shorter start-up tasks.
  const { switchTo } = decision;
  const ready = switchTo
    ? Promise.all([nextTask(win).then(() => reduxStore.dispatch(switchStore(switchTo))), sanitizer]).then(() => undefined)
    : sanitizer;
  // In a task of its own: the early answers are in by now, and taking them over (Apollo's first cache
  // writes and reads) is work that would otherwise lengthen the scripts' own start-up task.
  const started = nextTask(win).then(() => reduxStore.dispatch(loadStoreAndTranslations()));
  // The first page's code loads alongside the store config, not after the gate opens, and starts
  // what the page needs (its data, the chunks it shows) before it renders.
  const path = withoutStorePrefix(win.location.pathname);
  const storeConfigNow = () => started.then(() => reduxStore.getState().app.storeConfig);
  const storeConfig = storeConfigNow();
  // Its route matched in a task of its own too (the route table is compiled on first use).
  const search = win.location.search;
  // The gate waits for the store's start-up too (the shell's CMS blocks among it: filed in the cache,
  // the shell's widgets read them from there instead of asking again).
  const firstPage = Promise.race([
    Promise.all([started, nextTask(win).then(() => preloadPage(resolveRoute(path, decision.store.code).id, { client, path, search, storeConfig }))]).then(() => undefined),
    new Promise<void>((resolve) => win.setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
  // On every later URL the routes' loader does the same: the page's code and data are asked as the URL
  // changes, with the store config of that moment. The first URL's, started above, is not asked again.
  let firstUrl: string | null = path + search;
  const pageLoader: PageLoader = (id, pagePath, pageSearch) => {
    const first = firstUrl === pagePath + pageSearch;
    firstUrl = null;
    if (first) return;
    void preloadPage(id, { client, path: pagePath, search: pageSearch, storeConfig: storeConfigNow(), navigation: true });
  };
  // Spec §4 app start: a saved access_token signs the shopper back in (after any store switch, which clears it).
  void ready.then(() => reduxStore.dispatch(startUser(started)));
  // Spec §4: the cart loads at start (not for bots) and follows other tabs; analytics waits for consent.
  // It starts once the first page is on screen: its answers then cannot land in the middle of that
  // page's render (which React would have to redo in one blocking piece).
  let pageShown = (): void => undefined;
  const shown = new Promise<void>((resolve) => {
    pageShown = resolve;
  });
  // After that page's first paint, in an idle moment: its requests do not compete with the page's.
  // The web app manifest too: the browser fetches it (and its icons) as soon as it is linked, and
  // installing the app is for a shopper who has seen the page.
  void Promise.all([ready, shown])
    .then(() => afterPaintIdle(win))
    .then(() => {
      applyManifestLink(document, decision.store.code);
      startCartSync(win, reduxStore.dispatch);
    });
  listenForConsent(win);
  startWebVitals(win);
  return { reduxStore, client, notifier, decision, ready, firstPage, pageShown, pageLoader };
}

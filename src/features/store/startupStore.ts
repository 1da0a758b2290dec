import { DEFAULT_STORE, DEFAULT_STORE_CODE, matchStorePrefix, type Store, type StoreCode, storeByCode } from './stores';

/** What the page does before anything renders (spec §4 "Store selection at startup"). */
export interface StartupDecision {
  /** The store the page renders with. */
  store: Store;
  /** Replace the URL with this path first (saved store's home, or the canonical form of an alias prefix). */
  redirectTo?: string;
  /** The saved store differs: clear the saved session and save this code (see switchStore). */
  switchTo?: StoreCode;
  /** The router basename: the store's prefix when the URL carries it, else ''. */
  basename: string;
}

function withDefault(saved: string | undefined): StartupDecision {
  const switchTo = saved === DEFAULT_STORE_CODE ? undefined : DEFAULT_STORE_CODE;
  return { store: DEFAULT_STORE, basename: '', ...(switchTo ? { switchTo } : {}) };
}

/**
 * Decide the store from the path and the saved store code.
 * - '/' with a saved known store: na_us renders; any other store redirects to its home; unknown resets to na_us.
 * - first segment under 3 characters: the store from the first two segments, switching if it differs
 *   from the saved one; not found: na_us (the routes show the 404 page for an allowed region with an
 *   unknown language, e.g. /uk/de).
 * - otherwise na_us, switching if the saved store differs.
 */
export function decideStartupStore(pathname: string, search: string, saved: string | undefined): StartupDecision {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first === undefined) {
    const savedStore = storeByCode(saved);
    if (!savedStore) return withDefault(undefined);
    if (savedStore.code === DEFAULT_STORE_CODE) return { store: savedStore, basename: '' };
    return { store: savedStore, redirectTo: savedStore.prefix + search, basename: savedStore.prefix };
  }
  if (first.length >= 3) return withDefault(saved);

  const match = matchStorePrefix(pathname);
  if (match.kind !== 'store') return withDefault(saved);
  const { store, prefix, canonicalPrefix } = match;
  const decision: StartupDecision = { store, basename: canonicalPrefix };
  if (saved !== store.code) decision.switchTo = store.code;
  if (prefix !== canonicalPrefix) {
    // Rewrite only the prefix; the rest of the path keeps the visitor's casing.
    const rest = pathname.replace(/^\/[^/]+\/[^/]+/, '');
    decision.redirectTo = canonicalPrefix + rest + search;
  }
  return decision;
}

import { DEFAULT_STORE, DEFAULT_STORE_CODE, matchStorePrefix, type Store, type StoreCode, storeByCode } from '../../shared/store/stores';

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

const DEFAULT_DECISION = { store: DEFAULT_STORE, basename: '' } as const;

/** na_us, switching (clearing the saved session) only when another store is saved. */
function defaultIfDifferent(saved: string | undefined): StartupDecision {
  return saved === DEFAULT_STORE_CODE ? { ...DEFAULT_DECISION } : { ...DEFAULT_DECISION, switchTo: DEFAULT_STORE_CODE };
}

/**
 * Decide the store from the path and the saved store code, branch for branch as spec §4 words it:
 * 1. Path '/' with a saved code: na_us renders; another known store redirects to its home;
 *    an unknown code is reset to na_us.
 * 2. First segment under 3 characters (this includes '/' with nothing saved): the store of the first
 *    two segments; found and different from the saved one: switch and render; found and the same:
 *    render; not found: switch to na_us, unconditionally as the spec says (the routes then show the
 *    404 page for an allowed region with an unknown language, e.g. /uk/de).
 * 3. Otherwise na_us, switching only if the saved store differs.
 */
export function decideStartupStore(pathname: string, search: string, saved: string | undefined): StartupDecision {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  if (first === '' && saved) {
    const savedStore = storeByCode(saved);
    if (!savedStore) return { ...DEFAULT_DECISION, switchTo: DEFAULT_STORE_CODE };
    if (savedStore.code === DEFAULT_STORE_CODE) return { ...DEFAULT_DECISION };
    return { store: savedStore, redirectTo: savedStore.prefix + search, basename: savedStore.prefix };
  }
  if (first.length >= 3) return defaultIfDifferent(saved);

  const match = matchStorePrefix(pathname);
  if (match.kind !== 'store') return { ...DEFAULT_DECISION, switchTo: DEFAULT_STORE_CODE };
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

import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

// Pages name and describe themselves; the document head (one component in the app) shows the name
// with the store's title prefix, and the description (else the store's default). A context instead
// of writing the head directly, so the prefix and the defaults live in one place.
//
// Pages only ever write here (usePageTitle, usePageDescription): what they wrote reaches the head
// through a context that only the head reads, so setting it never renders the page again.

type Slot = 'title' | 'description';

interface Owned {
  owner: symbol;
  value: string;
}

interface PageHeadApi {
  set(slot: Slot, owner: symbol, value: string): void;
  clear(slot: Slot, owner: symbol): void;
}

/** What the shown page says of itself; null where it says nothing. */
export interface PageHead {
  title: string | null;
  description: string | null;
}

const NO_API: PageHeadApi = { set: () => undefined, clear: () => undefined };
const ApiContext = createContext<PageHeadApi>(NO_API);
const HeadContext = createContext<PageHead>({ title: null, description: null });

/** Holds the current page's title and description for usePageTitle / usePageDescription / usePageHead. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [owned, setOwned] = useState<Record<Slot, Owned | null>>({ title: null, description: null });
  const api = useMemo<PageHeadApi>(
    () => ({
      set: (slot, owner, value) =>
        setOwned((prev) => (prev[slot]?.owner === owner && prev[slot]?.value === value ? prev : { ...prev, [slot]: { owner, value } })),
      // Only the page that set a value clears it: the next page may already have set its own.
      clear: (slot, owner) => setOwned((prev) => (prev[slot]?.owner === owner ? { ...prev, [slot]: null } : prev)),
    }),
    [],
  );
  const head = useMemo<PageHead>(
    () => ({ title: owned.title?.value ?? null, description: owned.description?.value ?? null }),
    [owned],
  );
  return (
    <ApiContext.Provider value={api}>
      <HeadContext.Provider value={head}>{children}</HeadContext.Provider>
    </ApiContext.Provider>
  );
}

function usePageHeadValue(slot: Slot, value: string | null): void {
  const api = useContext(ApiContext);
  const [owner] = useState(() => Symbol(`page-${slot}`));
  useEffect(() => {
    if (value) api.set(slot, owner, value);
    else api.clear(slot, owner);
  }, [api, slot, owner, value]);
  useEffect(() => () => api.clear(slot, owner), [api, slot, owner]);
}

/** Sets the page title (without the store's prefix) while the calling page is shown; empty values are ignored. */
export function usePageTitle(title: string | null | undefined): void {
  usePageHeadValue('title', title || null);
}

/** Sets the page's meta description while the calling page is shown; without one the store's default shows. */
export function usePageDescription(text: string | null | undefined): void {
  usePageHeadValue('description', text?.trim() || null);
}

/** The title and description the current page set (for the document head). */
export function usePageHead(): PageHead {
  return useContext(HeadContext);
}

/** The title the current page set, or null. */
export function usePageTitleValue(): string | null {
  return usePageHead().title;
}

import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

// Pages name themselves; the document head (one component in the app) shows the name with the
// store's title prefix. A context instead of writing document.title directly, so the prefix and
// the default title live in one place.

interface Owned {
  owner: symbol;
  title: string;
}

interface PageTitleApi {
  set(owner: symbol, title: string): void;
  clear(owner: symbol): void;
}

const NO_API: PageTitleApi = { set: () => undefined, clear: () => undefined };
const ApiContext = createContext<PageTitleApi>(NO_API);
const TitleContext = createContext<string | null>(null);

/** Holds the current page's title for usePageTitle / usePageTitleValue. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Owned | null>(null);
  const api = useMemo<PageTitleApi>(
    () => ({
      set: (owner, title) => setCurrent({ owner, title }),
      // Only the page that set the title clears it: the next page may already have set its own.
      clear: (owner) => setCurrent((prev) => (prev?.owner === owner ? null : prev)),
    }),
    [],
  );
  return (
    <ApiContext.Provider value={api}>
      <TitleContext.Provider value={current?.title ?? null}>{children}</TitleContext.Provider>
    </ApiContext.Provider>
  );
}

/** Sets the page title (without the store's prefix) while the calling page is shown; empty values are ignored. */
export function usePageTitle(title: string | null | undefined): void {
  const api = useContext(ApiContext);
  const [owner] = useState(() => Symbol('page-title'));
  useEffect(() => {
    if (title) api.set(owner, title);
    else api.clear(owner);
  }, [api, owner, title]);
  useEffect(() => () => api.clear(owner), [api, owner]);
}

/** The title the current page set, or null. */
export function usePageTitleValue(): string | null {
  return useContext(TitleContext);
}

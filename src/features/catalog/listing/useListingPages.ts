import { useCallback, useState } from 'react';

/**
 * Which appended pages (2, 3…) of the current listing have arrived and how many products each
 * brought. Keyed by the listing's signature (filters, sort, size): another selection starts afresh.
 */
export function useListingPages(signature: string) {
  const [state, setState] = useState<{ signature: string; counts: Record<number, number> }>({ signature, counts: {} });
  const counts = state.signature === signature ? state.counts : {};
  const onLoaded = useCallback(
    (page: number, count: number) => {
      setState((prev) => {
        const base = prev.signature === signature ? prev.counts : {};
        return base[page] === count ? prev : { signature, counts: { ...base, [page]: count } };
      });
    },
    [signature],
  );
  /** Pages 2..pageCount all loaded, and the products they hold. */
  const status = (pageCount: number) => {
    let loaded = 0;
    let complete = true;
    for (let page = 2; page <= pageCount; page += 1) {
      const count = counts[page];
      if (count === undefined) complete = false;
      else loaded += count;
    }
    return { complete, loaded };
  };
  return { onLoaded, status };
}

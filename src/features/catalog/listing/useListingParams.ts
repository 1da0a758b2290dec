import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buildListingSearch, type ListingDefaults, type ListingParams, parseListingParams, type SortChoice } from './listingParams';
import { listingDefaults } from './listingVariables';
import type { CatalogConfig } from '../../../shared/catalog/useCatalogConfig';

export type ListingChange = (current: ListingParams) => ListingParams;

interface ListingParamsApi {
  params: ListingParams;
  defaults: ListingDefaults;
  /**
   * Applies a change to the latest listing state (not the one of the last render): a page appended
   * by scrolling never undoes a filter chosen a moment before. Filters, sort, mode and size are
   * history entries (Back undoes them); paging replaces the entry.
   */
  update: (change: ListingChange, options?: { replace?: boolean }) => void;
}

/** The listing's state from the URL query (spec §9 keys mode, page, size, sort, and the filters). */
export function useListingParams(config: CatalogConfig, defaultSort: SortChoice): ListingParamsApi {
  const [search, setSearch] = useSearchParams();
  const defaults = useMemo(() => listingDefaults(config, defaultSort), [config, defaultSort]);
  const basis = search.toString();
  const parsed = useMemo(() => parseListingParams(new URLSearchParams(basis), defaults), [basis, defaults]);
  // The router applies a URL change as a transition, later than the click. Meanwhile the latest
  // query we asked for is the base of the next change, and the listing shows it at once (a ticked
  // filter stays ticked); both give way when the URL moves on (also by Back and Forward).
  const latest = useRef(basis);
  const [optimistic, setOptimistic] = useState<{ basis: string; params: ListingParams } | null>(null);
  useEffect(() => {
    latest.current = basis;
  }, [basis]);
  const params = optimistic && optimistic.basis === basis ? optimistic.params : parsed;

  const update = useCallback(
    (change: ListingChange, options?: { replace?: boolean }) => {
      const current = new URLSearchParams(latest.current);
      const next = change(parseListingParams(current, defaults));
      const nextSearch = buildListingSearch(next, defaults, current);
      if (nextSearch.toString() === latest.current) return;
      latest.current = nextSearch.toString();
      setOptimistic({ basis, params: next });
      setSearch(nextSearch, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [setSearch, defaults, basis],
  );
  return { params, defaults, update };
}

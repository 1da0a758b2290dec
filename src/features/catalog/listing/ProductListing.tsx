import './Listing.css';
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useRef, useState } from 'react';
import { busyButtonProps } from '../../../components/busyButton';
import { Loading } from '../../../components/Loading';
import { useLoadMoreFocus } from '../../../components/useLoadMoreFocus';
import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { useCatalogConfig } from '../../../shared/catalog/useCatalogConfig';
import { usePriceDisplay } from '../../../shared/prices/usePriceDisplay';
import { ActiveFilters } from './ActiveFilters';
import { LayeredFilters } from './LayeredFilters';
import { GET_PRODUCT_LISTING } from './listing.gql';
import { ListingItem } from './ListingItem';
import { ListingPage } from './ListingPage';
import { clearFilters, filterKeys, hasFilters, itemsRange, sameListing, type SortChoice, toggleFilter } from './listingParams';
import { ListingToolbar, ModeSwitch } from './ListingToolbar';
import { firstListingPage, listingBase } from './listingVariables';
import { useFilterLabels } from './useFilterLabels';
import { useListingPages } from './useListingPages';
import { useListingParams } from './useListingParams';
import { useLoadBeforeEnd } from './useLoadBeforeEnd';

interface ProductListingProps {
  /** The category page's category; none for search. */
  categoryUid?: string | null;
  search?: string | null;
  defaultSort: SortChoice;
  buildYourSheet?: boolean;
  /** What an empty listing without filters says (spec §8). */
  emptyText: string;
}

/** Cards in the first two rows of a grid load their images at once (above the fold). */
const EAGER_CARDS = 8;

/**
 * A product listing (category or search): layered filters, chosen-filter chips, sort, mode and page
 * size, all kept in the URL; pages are appended as the shopper scrolls (before the end is reached)
 * or asks with "Load more".
 */
export function ProductListing({ categoryUid = null, search = null, defaultSort, buildYourSheet, emptyText }: ProductListingProps) {
  const t = useT();
  const { config, ready } = useCatalogConfig();
  const display = usePriceDisplay();
  const { params, update } = useListingParams(config, defaultSort);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const end = useRef<HTMLDivElement>(null);

  const base = useMemo(() => listingBase(categoryUid, search, params), [search, categoryUid, params]);
  const first = firstListingPage(base);
  const { data, previousData, loading } = useQuery(GET_PRODUCT_LISTING, { variables: first, skip: !ready });
  const result = (data ?? previousData)?.products ?? null;
  // The listing's signature: another search, filter, sort or size is another listing.
  const signature = JSON.stringify(base);
  const pages = useListingPages(signature);

  const totalPages = result?.page_info?.total_pages ?? 1;
  const pageCount = Math.max(1, Math.min(params.page, totalPages));
  const { complete, loaded } = pages.status(pageCount);
  const canLoadMore = Boolean(data) && complete && pageCount < totalPages;
  // Only the listing this page count belongs to grows: a filter chosen meanwhile starts afresh.
  const loadMore = () => update((current) => (sameListing(current, params) && current.page <= pageCount ? { ...current, page: pageCount + 1 } : current), { replace: true });
  useLoadBeforeEnd(end, canLoadMore, pageCount, loadMore);
  const items = presentItems(result?.items);
  const { list, buttonProps } = useLoadMoreFocus<HTMLUListElement>(items.length + loaded, signature);

  // Every aggregation the backend returns that its filter input can take (all of a Magento store's filterable
  // attributes). With hide-price on, a guest sees no price buckets either: they would tell the prices.
  const aggregations = useMemo(() => {
    const keys = filterKeys();
    return presentItems(result?.aggregations).filter((a) => keys.includes(a.attribute_code) && !(display.hidden && a.attribute_code === 'price'));
  }, [result?.aggregations, display.hidden]);
  const labels = useFilterLabels(aggregations, params.filters, display);

  if (!ready || (!result && loading)) {
    // As tall as a screen, so the footer stays below the fold until the products arrive (no layout shift).
    return (
      <div className="listing__loading">
        <Loading>{t('global.fetch')}</Loading>
      </div>
    );
  }
  const total = result?.total_count ?? 0;
  const filtered = hasFilters(params.filters);
  const range = itemsRange(items.length + loaded, total);
  // Nothing to list and nothing chosen: only the message, no tools that would act on nothing.
  if (total === 0 && !filtered) return <p className="listing__empty">{emptyText}</p>;
  const onToggle = (key: string, value: string) => update((current) => toggleFilter(current, key, value));

  return (
    <div className="listing">
      <div className="listing__bar">
        <button type="button" className="button listing__filter-toggle" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen((v) => !v)}>
          {t('catalog.filter.title')}
        </button>
        <p className="listing__count" role="status">
          {total > 0 ? t('catalog.listing.items', range) : ''}
        </p>
        <ModeSwitch modes={config.modes} mode={params.mode} onMode={(mode) => update((current) => ({ ...current, mode, size: config.perPage[mode], page: 1 }))} />
        <ListingToolbar
          sortFields={result?.sort_fields ?? null}
          sort={params.sort}
          onSort={(sort) => update((current) => ({ ...current, sort, page: 1 }))}
          sizes={config.perPageValues[params.mode]}
          size={params.size}
          onSize={(size) => update((current) => ({ ...current, size, page: 1 }))}
        />
      </div>
      <ActiveFilters filters={params.filters} labels={labels} onRemove={onToggle} onClear={() => update(clearFilters)} />
      <div className="listing__body">
        <section id={filtersId} className={`listing__filters${filtersOpen ? ' listing__filters--open' : ''}`} aria-label={t('catalog.filter.title')}>
          <h2 className="listing__filters-title">{t('catalog.filter.title')}</h2>
          <LayeredFilters aggregations={aggregations} filters={params.filters} labels={labels} onToggle={onToggle} />
        </section>
        <div className="listing__results" aria-busy={loading || undefined}>
          {items.length === 0 ? (
            <p className="listing__empty">{filtered ? t('catalog.listing.emptySelection') : emptyText}</p>
          ) : (
            <ul ref={list} className={`product-grid product-grid--${params.mode}${loading ? ' product-grid--stale' : ''}`}>
              {items.map((product, index) => (
                <li key={product.uid} className="product-grid__item">
                  <ListingItem product={product} display={display} productUrlSuffix={config.productUrlSuffix} mode={params.mode} eager={index < EAGER_CARDS} buildYourSheet={buildYourSheet} />
                </li>
              ))}
              {Array.from({ length: pageCount - 1 }, (_, index) => index + 2).map((page) => (
                <ListingPage
                  key={page}
                  variables={{ ...base, currentPage: page, withFacets: false }}
                  display={display}
                  productUrlSuffix={config.productUrlSuffix}
                  mode={params.mode}
                  buildYourSheet={buildYourSheet}
                  onLoaded={pages.onLoaded}
                />
              ))}
            </ul>
          )}
          <div ref={end} className="listing__end" />
          {/* Kept while the last page is on its way: focus on it then goes to the page's first product. */}
          {(pageCount < totalPages || !complete) && items.length > 0 && (
            <button type="button" className="button listing__more" {...buttonProps} {...busyButtonProps(!canLoadMore, loadMore)}>
              {t('catalog.listing.loadMore')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

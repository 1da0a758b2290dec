import './SearchPage.css';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../lib/head/pageTitle';
import { useT } from '../../lib/i18n/useT';
import { withDocuments } from '../../shared/pageData/pageData';
import { RELEVANCE, searchWords, ProductListing } from '../catalog';
import { GET_PRODUCT_LISTING } from '../catalog/listing/listing.gql';
import { ArticleResults } from './ArticleResults';
import { GET_SEARCH_COUNTS } from './search.gql';
import { SEARCH_DATA, searchTab } from './searchData';

type SearchTab = 'products' | 'articles';
/** The Articles tab only where the backend has the brand's articles. */
const TABS: readonly SearchTab[] = __CAPABILITIES__.articles ? ['products', 'articles'] : ['products'];

/** The page's data for its loader (src/app/pages.ts): SEARCH_DATA with its documents. */
export const PAGE_DATA = withDocuments(SEARCH_DATA, { counts: GET_SEARCH_COUNTS, listing: GET_PRODUCT_LISTING });

/**
 * Search results at /search?q=… (the header's search overlay submits here): Products and Articles
 * tabs with their counts; products list like a category (filters, sort, paging in the URL).
 */
export default function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = searchWords(params);
  const tab: SearchTab = searchTab(params.toString());
  const [draft, setDraft] = useState(query);
  const inputId = useId();
  // A new search from the header's overlay shows in this page's field too.
  useEffect(() => setDraft(query), [query]);
  const baseId = useId();
  usePageTitle(query ? t('search.title', { query }) : t('search.pageTitle'));
  const { data } = useQuery(GET_SEARCH_COUNTS, { variables: { search: query }, skip: !query });
  const counts = { products: data?.products?.total_count ?? null, articles: data?.articles?.total_count ?? null };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = draft.trim();
    if (q) setParams({ q });
  };
  const show = (next: SearchTab) => setParams((current) => {
    const kept = new URLSearchParams({ q: current.get('q') ?? '' });
    if (next === 'articles') kept.set('tab', 'articles');
    return kept;
  });
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'products' ? 'articles' : 'products';
    show(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  };

  return (
    <article className="search-page">
      <h1 className="search-page__title">{query ? t('search.title', { query }) : t('search.pageTitle')}</h1>
      <form role="search" className="search-page__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">{t('shell.search.label')}</label>
        <input id={inputId} type="search" className="search-page__input" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="button button--primary">{t('shell.search.submit')}</button>
      </form>
      {query && TABS.length === 1 && (
        <ProductListing key={query} search={query} defaultSort={RELEVANCE} emptyText={t('search.emptyProducts')} />
      )}
      {query && TABS.length > 1 && (
        <>
          <div className="search-page__tabs" role="tablist">
            {TABS.map((key) => (
              <button key={key} id={`${baseId}-${key}`} type="button" role="tab" className="search-page__tab" aria-selected={tab === key} aria-controls={`${baseId}-panel`} tabIndex={tab === key ? 0 : -1} onClick={() => show(key)} onKeyDown={onTabKey}>
                {t(key === 'products' ? 'search.tabs.products' : 'search.tabs.articles')}
                {counts[key] !== null && <span className="search-page__count"> ({counts[key]})</span>}
              </button>
            ))}
          </div>
          <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab}`} className="search-page__panel">
            {tab === 'products' || !__CAPABILITIES__.articles ? (
              <ProductListing key={query} search={query} defaultSort={RELEVANCE} emptyText={t('search.emptyProducts')} />
            ) : (
              <ArticleResults key={query} query={query} />
            )}
          </div>
        </>
      )}
    </article>
  );
}

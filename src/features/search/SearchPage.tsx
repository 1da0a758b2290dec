import './SearchPage.css';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../lib/head/pageTitle';
import { useT } from '../../lib/i18n/useT';
import { prepareListing, RELEVANCE, searchWords, ProductListing } from '../catalog';
import { ArticleResults } from './ArticleResults';
import { GET_SEARCH_COUNTS } from './search.gql';
import type { PagePreparation } from '../../shared/store/routeTable';

type SearchTab = 'products' | 'articles';
/** The Articles tab only where the backend has the brand's articles. */
const TABS: readonly SearchTab[] = __CAPABILITIES__.articles ? ['products', 'articles'] : ['products'];

/**
 * Before the first render (src/app/pages.ts): the tab counts and, on the products tab, the first
 * page of products, into the cache, so that the results render at once. Quiet: the page reports.
 */
export function prepare({ client, search, storeConfig }: PagePreparation): Promise<unknown> {
  const params = new URLSearchParams(search);
  const query = searchWords(params);
  if (!query) return Promise.resolve();
  return Promise.all([
    client.query({ query: GET_SEARCH_COUNTS, variables: { search: query }, context: { silent: true } }),
    __CAPABILITIES__.articles && params.get('tab') === 'articles'
      ? undefined
      : prepareListing({ client, storeConfig, categoryUid: null, search: query, query: search, defaultSort: () => RELEVANCE }),
  ]);
}

/**
 * Search results at /search?q=… (the header's search overlay submits here): Products and Articles
 * tabs with their counts; products list like a category (filters, sort, paging in the URL).
 */
export default function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = searchWords(params);
  const tab: SearchTab = __CAPABILITIES__.articles && params.get('tab') === 'articles' ? 'articles' : 'products';
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

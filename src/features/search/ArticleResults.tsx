import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { busyButtonProps } from '../../components/busyButton';
import { Loading } from '../../components/Loading';
import { useLoadMoreFocus } from '../../components/useLoadMoreFocus';
import { presentItems } from '../../lib/graphql/present';
import { useT } from '../../lib/i18n/useT';
import { useLoadBeforeEnd } from '../catalog';
import { SEARCH_ARTICLES } from './search.gql';

/** Articles per step; the brand API's default page size. */
export const ARTICLE_PAGE_SIZE = 12;

/** The Articles tab: matching articles, more of them as the shopper scrolls (or asks). */
export function ArticleResults({ query }: { query: string }) {
  const t = useT();
  const [pages, setPages] = useState(1);
  const end = useRef<HTMLDivElement>(null);
  const { data, previousData, loading } = useQuery(SEARCH_ARTICLES, { variables: { search: query, pageSize: ARTICLE_PAGE_SIZE * pages } });
  const result = (data ?? previousData)?.articles ?? null;
  const items = presentItems(result?.items);
  const total = result?.total_count ?? 0;
  const more = Boolean(data) && items.length < total;
  useLoadBeforeEnd(end, more, pages, () => setPages((p) => p + 1));
  const { list, buttonProps } = useLoadMoreFocus<HTMLUListElement>(items.length, query);

  if (!result && loading) return <Loading>{t('global.fetch')}</Loading>;
  if (items.length === 0) return <p className="listing__empty">{t('search.emptyArticles')}</p>;
  return (
    <>
      <ul ref={list} className="article-results">
        {items.map((article, index) => (
          <li key={article.uid} className="article-result">
            {article.image && (
              <img src={article.image.url} alt="" width={article.image.width} height={article.image.height} loading={index < 4 ? 'eager' : 'lazy'} className="article-result__image" />
            )}
            <div>
              {article.category?.name && <p className="article-result__category">{article.category.name}</p>}
              <h2 className="article-result__title">
                <Link to={`/${article.relative_url.replace(/^\//, '')}`}>{article.title}</Link>
              </h2>
              {article.summary && <p className="article-result__summary">{article.summary}</p>}
            </div>
          </li>
        ))}
      </ul>
      <div ref={end} className="listing__end" />
      {items.length < total && (
        <button type="button" className="button listing__more" {...buttonProps} {...busyButtonProps(!more, () => setPages((p) => p + 1))}>
          {t('catalog.listing.loadMore')}
        </button>
      )}
    </>
  );
}

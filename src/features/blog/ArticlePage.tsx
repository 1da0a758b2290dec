import './blog.css';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { SafeHtml } from '../../components/SafeHtml';
import { useT } from '../../lib/i18n/useT';
import { useContentSeo } from '../../shared/seo/useContentSeo';
import { NotFoundPage, PageLoading } from '../content';
import { formatArticleDate } from './articleDate';
import { articleCategoryPath, articlePath, blogBase } from './articleUrls';
import { type ArticleSummary, GET_ARTICLE } from './blog.gql';
import { RelatedArticles } from './RelatedArticles';
import { useArticleStructuredData } from './useArticleStructuredData';

/** One more than shown, as the article itself is usually among its category's newest. */
const RELATED_FETCH = 4;

/**
 * One article (spec §2.2 /{blog segment}/{category}/{details}): breadcrumbs, title, date in the
 * store's locale, author, picture, sanitised body and related articles of its category. An article
 * reached under another category's path moves to its own (one URL per article).
 */
export default function ArticlePage() {
  const t = useT();
  const intl = useIntl();
  const { blogSegment, category = '', details = '' } = useParams();
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const base = blogBase(storeCode, blogSegment);
  const { data, loading } = useQuery(GET_ARTICLE, { variables: { urlKey: details, category, relatedCount: RELATED_FETCH } });
  const article = data?.article ?? null;
  const path = article ? articlePath(base, article) : '';
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), to: '/' }, { label: t('blog.list.title'), to: base }];
  if (article?.category) crumbs.push({ label: article.category.name, to: articleCategoryPath(base, article.category.url_key) });
  if (article) crumbs.push({ label: article.title });
  const { canonical } = useContentSeo({
    title: article ? article.meta_title || article.title : null,
    description: article?.meta_description || article?.summary,
    crumbs: article ? crumbs : undefined,
    path: path || undefined,
  });
  useArticleStructuredData(article, canonical);

  if (!article) return loading ? <PageLoading /> : <NotFoundPage />;
  if (article.category && article.category.url_key !== category) return <Navigate to={path} replace />;
  const date = formatArticleDate(intl, article.published_at);
  const related = (data?.articles?.items ?? []).filter((item): item is ArticleSummary => item !== null && item.uid !== article.uid).slice(0, 3);

  return (
    <div className="article-page">
      <Breadcrumbs items={crumbs} />
      <article className="article">
        <header className="article__header">
          {article.category && <p className="article__category">{article.category.name}</p>}
          <h1 className="article__title">{article.title}</h1>
          <p className="article__meta">
            {date && (
              <>
                {t('blog.article.published')} <time dateTime={article.published_at}>{date}</time>
              </>
            )}
            {date && article.author && <span aria-hidden="true"> · </span>}
            {article.author && t('blog.article.by', { author: article.author })}
          </p>
        </header>
        {article.image && (
          <img
            className="article__image"
            src={article.image.url}
            alt={article.image.label ?? ''}
            width={article.image.width}
            height={article.image.height}
            fetchPriority="high"
          />
        )}
        {article.summary && <p className="article__summary">{article.summary}</p>}
        <SafeHtml html={article.content} className="article__body cms-content" />
      </article>
      <RelatedArticles articles={related} base={base} />
    </div>
  );
}

import './blog.css';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { useT } from '../../lib/i18n/useT';
import { useContentSeo } from '../../shared/seo/useContentSeo';
import { NotFoundPage, PageLoading } from '../content';
import { ArticleCard } from './ArticleCard';
import { articleCategoryPath, articlePath, blogBase, pageFromSearch } from './articleUrls';
import { type ArticleSummary, GET_ARTICLES } from './blog.gql';
import { Pagination } from './Pagination';

/** Two rows of three cards on a wide screen. */
export const ARTICLES_PER_PAGE = 6;

/**
 * The article list (spec §2.2 /blog and /{blog segment}), or one category's (/{segment}/{category}):
 * category links, the articles newest first, and pages of six.
 */
export default function ArticlesPage() {
  const t = useT();
  const { blogSegment, category: categoryKey } = useParams();
  const { search } = useLocation();
  const storeCode = useAppSelector((state) => state.app.storeCode);
  const base = blogBase(storeCode, blogSegment);
  const page = pageFromSearch(search);
  const { data, previousData, loading } = useQuery(GET_ARTICLES, {
    variables: { filter: categoryKey ? { category_url_key: { eq: categoryKey } } : null, pageSize: ARTICLES_PER_PAGE, currentPage: page },
    // A page past the end is answered below, not with a notification.
    errorPolicy: 'all',
    context: { silent: true },
  });
  const result = data ?? (loading ? previousData : undefined);
  const categories = (result?.articleCategories ?? []).filter((c) => c !== null);
  const category = categoryKey ? categories.find((c) => c.url_key === categoryKey.toLowerCase()) : undefined;
  const listTitle = t('blog.list.title');
  const title = category?.name ?? listTitle;
  const path = category ? articleCategoryPath(base, category.url_key) : base;
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), to: '/' }, category ? { label: listTitle, to: base } : null, { label: title }].filter(
    (crumb): crumb is Crumb => crumb !== null,
  );
  useContentSeo({ title, description: category?.description ?? t('blog.list.description'), crumbs, path: page > 1 ? `${path}?page=${page}` : path });

  if (!result) return loading ? <PageLoading /> : <NotFoundPage />;
  if (categoryKey && !category) return <NotFoundPage />;
  const articles = (result.articles?.items ?? []).filter((a): a is ArticleSummary => a !== null);
  const total = result.articles?.total_count ?? 0;

  return (
    <div className="blog-page">
      <Breadcrumbs items={crumbs} />
      <h1 className="blog-page__title">{title}</h1>
      {category?.description && <p className="blog-page__intro">{category.description}</p>}
      <nav className="blog-categories" aria-label={t('blog.categories.label')}>
        <ul>
          <li>
            <Link to={base} aria-current={category ? undefined : 'page'}>
              {t('blog.categories.all')}
            </Link>
          </li>
          {categories.map((item) => (
            <li key={item.uid}>
              <Link to={articleCategoryPath(base, item.url_key)} aria-current={item.uid === category?.uid ? 'page' : undefined}>
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {articles.length === 0 ? (
        <div className="blog-page__empty">
          <p>{t(total > 0 || page > 1 ? 'blog.list.pastEnd' : 'blog.list.empty')}</p>
          {page > 1 && <Link to={path}>{t('blog.pagination.first')}</Link>}
        </div>
      ) : (
        <ul className="article-grid">
          {articles.map((article, index) => (
            <li key={article.uid}>
              <ArticleCard article={article} to={articlePath(base, article)} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageSize={ARTICLES_PER_PAGE} total={articles.length > 0 ? total : 0} path={path} />
    </div>
  );
}

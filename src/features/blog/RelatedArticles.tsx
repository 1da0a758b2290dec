import { useT } from '../../lib/i18n/useT';
import { ArticleCard } from './ArticleCard';
import { articlePath } from './articleUrls';
import type { ArticleSummary } from './blog.gql';

/** More articles of the same category, below the article (pictures load lazily). */
export function RelatedArticles({ articles, base }: { articles: readonly ArticleSummary[]; base: string }) {
  const t = useT();
  if (articles.length === 0) return null;
  return (
    <section className="related-articles" aria-labelledby="related-articles-title">
      <h2 id="related-articles-title" className="related-articles__title">
        {t('blog.article.related')}
      </h2>
      <ul className="article-grid">
        {articles.map((article) => (
          <li key={article.uid}>
            <ArticleCard article={article} to={articlePath(base, article)} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

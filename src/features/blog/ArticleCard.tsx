import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatArticleDate } from './articleDate';
import type { ArticleSummary } from './blog.gql';

interface ArticleCardProps {
  article: ArticleSummary;
  to: string;
  /** Cards in the first row load their picture at once; the rest lazily. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}

/** An article in a list: picture, category, title (the one link), date, author and teaser. */
export function ArticleCard({ article, to, eager = false, headingLevel = 2 }: ArticleCardProps) {
  const intl = useIntl();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const date = formatArticleDate(intl, article.published_at);
  return (
    <article className="article-card">
      {article.image && (
        <img
          className="article-card__image"
          src={article.image.url}
          alt=""
          width={article.image.width}
          height={article.image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className="article-card__body">
        {article.category && <p className="article-card__category">{article.category.name}</p>}
        <Heading className="article-card__title">
          {/* The link covers the whole card (CSS), so the picture is clickable without a second tab stop. */}
          <Link to={to} className="article-card__link">
            {article.title}
          </Link>
        </Heading>
        <p className="article-card__meta">
          {date && <time dateTime={article.published_at}>{date}</time>}
          {date && article.author && <span aria-hidden="true"> · </span>}
          {article.author}
        </p>
        {article.summary && <p className="article-card__summary">{article.summary}</p>}
      </div>
    </article>
  );
}

import { useMemo } from 'react';
import { SITE } from '../../lib/config/site';
import { useStructuredData } from '../../lib/seo/headElements';
import type { Article } from './blog.gql';

/** schema.org Article: headline, dates, author, picture and publisher, for search engines. */
export function articleData(article: Article, url: string, publisher: string = SITE.brandName): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    url,
    mainEntityOfPage: url,
    datePublished: article.published_at,
    ...(article.summary ? { description: article.summary } : {}),
    ...(article.image ? { image: [article.image.url] } : {}),
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    publisher: { '@type': 'Organization', name: publisher },
  };
}

/** The Article JSON-LD of the shown article (none while there is none). */
export function useArticleStructuredData(article: Article | null, url: string): void {
  const data = useMemo(() => (article ? articleData(article, url) : null), [article, url]);
  useStructuredData('article', data);
}

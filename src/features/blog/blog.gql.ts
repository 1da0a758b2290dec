import { gql, type TypedDocumentNode } from '@apollo/client';

// Brand extension (server/README "articles"): the blog's articles and categories in the store's language.

export interface ContentImage {
  url: string;
  label: string | null;
  width: number;
  height: number;
}

export interface ArticleCategory {
  uid: string;
  url_key: string;
  name: string;
  description: string | null;
  article_count: number;
}

export interface ArticleSummary {
  uid: string;
  url_key: string;
  relative_url: string;
  title: string;
  summary: string | null;
  author: string | null;
  /** YYYY-MM-DD */
  published_at: string;
  image: ContentImage | null;
  category: { uid: string; url_key: string; name: string } | null;
}

export interface Article extends ArticleSummary {
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

interface ArticlePage {
  items: Array<ArticleSummary | null> | null;
  total_count: number | null;
}

const SUMMARY_FIELDS = gql`
  fragment ArticleSummaryFields on Article @brand {
    uid
    url_key
    relative_url
    title
    summary
    author
    published_at
    image { url label width height }
    category { uid url_key name }
  }
`;

export interface GetArticlesQuery {
  articles: ArticlePage | null;
  articleCategories: Array<ArticleCategory | null> | null;
}

export interface GetArticlesVariables {
  filter: { category_url_key: { eq: string } } | null;
  pageSize: number;
  currentPage: number;
}

/** One page of articles (newest first), optionally of one category, with the category list. */
export const GET_ARTICLES: TypedDocumentNode<GetArticlesQuery, GetArticlesVariables> = gql`
  query GetArticles($filter: ArticleFilterInput, $pageSize: Int!, $currentPage: Int!) @brand {
    articles(filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      items { ...ArticleSummaryFields }
    }
    articleCategories {
      uid
      url_key
      name
      description
      article_count
    }
  }
  ${SUMMARY_FIELDS}
`;

export interface GetArticleQuery {
  article: Article | null;
  articles: ArticlePage | null;
}

/** One article by URL key, with the newest articles of the category in its URL (related articles). */
export const GET_ARTICLE: TypedDocumentNode<GetArticleQuery, { urlKey: string; category: string; relatedCount: number }> = gql`
  query GetArticle($urlKey: String!, $category: String!, $relatedCount: Int!) @brand {
    article(url_key: $urlKey) {
      ...ArticleSummaryFields
      content
      meta_title
      meta_description
    }
    articles(filter: { category_url_key: { eq: $category } }, pageSize: $relatedCount) {
      total_count
      items { ...ArticleSummaryFields }
    }
  }
  ${SUMMARY_FIELDS}
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ArticleSummaryFieldsFragment, GetArticleQuery, GetArticleQueryVariables, GetArticlesQuery, GetArticlesQueryVariables,
} from '../../lib/graphql/generated';

// Brand extension (server/README "articles"): the blog's articles and categories in the store's language.

/** An article as lists show it. */
export type ArticleSummary = ArticleSummaryFieldsFragment;

/** One article with its body. */
export type Article = NonNullable<GetArticleQuery['article']>;

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

/** One page of articles (newest first), optionally of one category, with the category list. */
export const GET_ARTICLES: TypedDocumentNode<GetArticlesQuery, GetArticlesQueryVariables> = gql`
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

/** One article by URL key, with the newest articles of the category in its URL (related articles). */
export const GET_ARTICLE: TypedDocumentNode<GetArticleQuery, GetArticleQueryVariables> = gql`
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

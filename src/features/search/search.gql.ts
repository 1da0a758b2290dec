import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetSearchCountsQuery, GetSearchCountsQueryVariables, SearchArticlesQuery, SearchArticlesQueryVariables } from '../../lib/graphql/generated';

/** How many products and articles match, for the counts in the result tabs. */
export const GET_SEARCH_COUNTS: TypedDocumentNode<GetSearchCountsQuery, GetSearchCountsQueryVariables> = gql`
  query GetSearchCounts($search: String!) {
    products(search: $search, pageSize: 1) {
      total_count
    }
    articles(search: $search, pageSize: 1) @brand {
      total_count
    }
  }
`;

/** Brand extension: articles matching the search (titles first), in the store's language. */
export const SEARCH_ARTICLES: TypedDocumentNode<SearchArticlesQuery, SearchArticlesQueryVariables> = gql`
  query SearchArticles($search: String!, $pageSize: Int!) @brand {
    articles(search: $search, pageSize: $pageSize, currentPage: 1) {
      total_count
      items {
        uid
        title
        summary
        relative_url
        published_at
        image { url label width height }
        category { name }
      }
    }
  }
`;

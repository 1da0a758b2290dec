import type { GraphQLContext } from '../../context';

/**
 * Search text as Magento's QueryFactory takes it: trimmed, and cut at catalog/search/max_query_length characters
 * (default 128, SEARCH_MAX_QUERY_LENGTH). Empty text is no search at all.
 */
export const searchQueryText = (context: Pick<GraphQLContext, 'limits'>, text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const max = context.limits.searchMaxQueryLength;
  return max > 0 ? [...trimmed].slice(0, max).join('').trim() || undefined : trimmed;
};

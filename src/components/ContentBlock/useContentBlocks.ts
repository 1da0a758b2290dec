import { useQuery } from '@apollo/client/react';
import { GET_CONTENT_BLOCKS, type ContentBlockItem } from './contentBlocks.gql';

export interface ContentBlocksResult {
  /** The blocks that have content, in the server's order. */
  blocks: ContentBlockItem[];
  loading: boolean;
  /** The error's message text (GraphQL prefix stripped), or null. */
  error: string | null;
}

/**
 * CMS blocks by identifier. The error link stays silent: the caller decides whether to show the
 * error (the widget does) or to ignore it (the navigation does, spec §8).
 */
export function useContentBlocks(identifiers: readonly string[]): ContentBlocksResult {
  const { data, loading, error } = useQuery(GET_CONTENT_BLOCKS, {
    variables: { identifiers: [...identifiers] },
    context: { silent: true },
  });
  const blocks = (data?.cmsBlocks?.items ?? []).filter((item): item is ContentBlockItem => Boolean(item?.content));
  return { blocks, loading, error: error ? error.message.replace(/^GraphQL error: /, '') : null };
}

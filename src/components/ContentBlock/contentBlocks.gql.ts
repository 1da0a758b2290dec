import { gql, type TypedDocumentNode } from '@apollo/client';
import { CMS_BLOCK_FIELDS } from './contentBlockFields';
import type { CmsBlockFieldsFragment, GetContentBlocksQuery, GetContentBlocksQueryVariables } from '../../lib/graphql/generated';

// The content-block widget's own document (components may not import features: layering). Its block
// fields are a fragment shared with the shell's three-in-one request (src/shell/shellBlocks.gql.ts),
// whose answers are filed under this document, one cache entry per list of identifiers.

/** A CMS block as the widget shows it. */
export type ContentBlockItem = CmsBlockFieldsFragment;

export const GET_CONTENT_BLOCKS: TypedDocumentNode<GetContentBlocksQuery, GetContentBlocksQueryVariables> = gql`
  query GetContentBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        ...CmsBlockFields
      }
    }
  }
  ${CMS_BLOCK_FIELDS}
`;

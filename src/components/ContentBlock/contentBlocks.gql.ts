import { gql, type TypedDocumentNode } from '@apollo/client';
import { CMS_BLOCK_FIELDS } from './contentBlockFields';

// The content-block widget's own document (components may not import features: layering). Its block
// fields are a fragment shared with the shell's three-in-one request (src/shell/shellBlocks.gql.ts),
// whose answers are filed under this document, one cache entry per list of identifiers.

export interface ContentBlockItem {
  identifier: string | null;
  title: string | null;
  content: string | null;
}

export interface GetContentBlocksQuery {
  cmsBlocks: { items: Array<ContentBlockItem | null> | null } | null;
}

export interface GetContentBlocksVariables {
  identifiers: string[];
}

export const GET_CONTENT_BLOCKS: TypedDocumentNode<GetContentBlocksQuery, GetContentBlocksVariables> = gql`
  query GetContentBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        ...CmsBlockFields
      }
    }
  }
  ${CMS_BLOCK_FIELDS}
`;

import { gql, type TypedDocumentNode } from '@apollo/client';
import { CMS_BLOCK_FIELDS } from './contentBlockFields';

// The content-block widget's own document: components may not import features (layering), so it
// cannot use features/content/cms.gql.ts. The selection is the same, so both documents share one
// Apollo cache entry per list of identifiers and a block is fetched once.

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

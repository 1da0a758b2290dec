import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CmsBlock {
  identifier: string | null;
  title: string | null;
  content: string | null;
}

export interface GetCmsBlocksQuery {
  cmsBlocks: { items: Array<CmsBlock | null> | null } | null;
}

export interface GetCmsBlocksVariables {
  identifiers: string[];
}

export const GET_CMS_BLOCKS: TypedDocumentNode<GetCmsBlocksQuery, GetCmsBlocksVariables> = gql`
  query GetCmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        title
        content
      }
    }
  }
`;

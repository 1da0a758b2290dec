import { gql } from '@apollo/client';

// A CMS block as the content-block widget reads it. A fragment (not a *.gql.ts module: the schema
// test finds a lone fragment "never used") so that every document asking for blocks, the widget's
// own and the shell's three-in-one (src/shell/shellBlocks.gql.ts), selects exactly the same fields
// and one answers the other from the cache.
export const CMS_BLOCK_FIELDS = gql`
  fragment CmsBlockFields on CmsBlock {
    identifier
    title
    content
  }
`;

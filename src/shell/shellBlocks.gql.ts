import { gql, type TypedDocumentNode } from '@apollo/client';
import { CMS_BLOCK_FIELDS } from '../components/ContentBlock/contentBlockFields';
import type { GetShellBlocksQuery, GetShellBlocksQueryVariables } from '../lib/graphql/generated';

/**
 * The shell's three CMS blocks in one round trip (spec §7 cmsBlocks, once per block: each alias asks
 * for one identifier and its first item is the block). See shellBlocks.ts for how the answer is
 * filed for the widgets.
 */
export const GET_SHELL_BLOCKS: TypedDocumentNode<GetShellBlocksQuery, GetShellBlocksQueryVariables> = gql`
  query GetShellBlocks($pencilBanner: [String], $navigation: [String], $footerLinks: [String]) {
    pencilBanner: cmsBlocks(identifiers: $pencilBanner) {
      items {
        ...CmsBlockFields
      }
    }
    navigation: cmsBlocks(identifiers: $navigation) {
      items {
        ...CmsBlockFields
      }
    }
    footerLinks: cmsBlocks(identifiers: $footerLinks) {
      items {
        ...CmsBlockFields
      }
    }
  }
  ${CMS_BLOCK_FIELDS}
`;

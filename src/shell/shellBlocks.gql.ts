import { gql, type TypedDocumentNode } from '@apollo/client';
import { CMS_BLOCK_FIELDS } from '../components/ContentBlock/contentBlockFields';
import type { GetContentBlocksQuery } from '../components/ContentBlock/contentBlocks.gql';

/** Each alias: cmsBlocks for one identifier (SHELL_BLOCK_VARIABLES in blockIds.ts). */
export interface GetShellBlocksQuery {
  pencilBanner: GetContentBlocksQuery['cmsBlocks'];
  navigation: GetContentBlocksQuery['cmsBlocks'];
  footerLinks: GetContentBlocksQuery['cmsBlocks'];
}

export interface GetShellBlocksVariables {
  pencilBanner: readonly string[];
  navigation: readonly string[];
  footerLinks: readonly string[];
}

/**
 * The shell's three CMS blocks in one round trip (spec §7 cmsBlocks, once per block: each alias asks
 * for one identifier and its first item is the block). See shellBlocks.ts for how the answer is
 * filed for the widgets.
 */
export const GET_SHELL_BLOCKS: TypedDocumentNode<GetShellBlocksQuery, GetShellBlocksVariables> = gql`
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

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GET_CONTENT_BLOCKS } from '../components/ContentBlock/contentBlocks.gql';
import { SHELL_BLOCK_VARIABLES } from './blockIds';
import { GET_SHELL_BLOCKS } from './shellBlocks.gql';
import type { GetShellBlocksQueryVariables } from '../lib/graphql/generated';
import type { ApolloClient } from '@apollo/client';

const ALIASES = Object.keys(SHELL_BLOCK_VARIABLES) as Array<keyof typeof SHELL_BLOCK_VARIABLES>;

/** SHELL_BLOCK_VARIABLES as the generated variables type takes them (mutable lists). */
const shellBlockVariables = (): GetShellBlocksQueryVariables => ({
  pencilBanner: [...SHELL_BLOCK_VARIABLES.pencilBanner],
  navigation: [...SHELL_BLOCK_VARIABLES.navigation],
  footerLinks: [...SHELL_BLOCK_VARIABLES.footerLinks],
});

/**
 * The shell's three CMS blocks in one request, each filed in the cache as the widget's own query of
 * that one block (GetContentBlocks), which then finds it there. A block that failed on its own is not
 * filed: Magento answers a missing or disabled block with a null item and an error on its path
 * (e.g. a store without a pencil banner), so its widget asks for it alone and deals with its failure
 * as it would have without this request (spec §8). A failed request files nothing. Never rejects.
 */
export function loadShellBlocks(client: ApolloClient): Promise<void> {
  // Again (the gate's retry), only if one is missing.
  const filed = ALIASES.every((alias) => client.readQuery({ query: GET_CONTENT_BLOCKS, variables: { identifiers: [...SHELL_BLOCK_VARIABLES[alias]] } }));
  if (filed) return Promise.resolve();
  return client
    .query({ query: GET_SHELL_BLOCKS, variables: shellBlockVariables(), fetchPolicy: 'no-cache', errorPolicy: 'all', context: { silent: true } })
    .then(({ data, error }) => {
      const failed = new Set(CombinedGraphQLErrors.is(error) ? error.errors.map((graphQLError) => graphQLError.path?.[0]) : []);
      for (const alias of ALIASES) {
        const cmsBlocks = data?.[alias];
        if (!cmsBlocks || failed.has(alias) || cmsBlocks.items?.some((item) => !item)) continue;
        client.writeQuery({ query: GET_CONTENT_BLOCKS, variables: { identifiers: [...SHELL_BLOCK_VARIABLES[alias]] }, data: { cmsBlocks } });
      }
    })
    .catch(() => undefined);
}

import { nextTask } from '../browser/nextTask';
import type { ApolloClient, OperationVariables } from '@apollo/client';

/**
 * A cache-first query for the first page's preparation whose work is spread over three tasks: the
 * answer arrives in one, Apollo's cache takes it in the next, and it is read back in a third.
 * `client.query` does all three in the task the answer arrives in: for a large answer (a configurable
 * product with its variants, some 200 objects) that is one long task that blocks input. The read
 * leaves Apollo's result memo warm, so the page's `useQuery` of the same query and variables then
 * reads it at no cost: it reads as `useQuery` does, optimistically (Apollo keeps the results of
 * optimistic and plain reads apart, so a plain read would leave the page's read all to do, in the
 * middle of its render). Fails as `client.query` does with its default error policy (network and
 * GraphQL errors reject); an answer already in the cache is returned without asking. The fetch and
 * error policies are its own (cache-first, errors reject), so a caller cannot pass them.
 */
export async function queryInSteps<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  options: Omit<ApolloClient.QueryOptions<TData, TVariables>, 'fetchPolicy' | 'errorPolicy'> & { variables: TVariables },
): Promise<TData | null> {
  const { query, variables } = options;
  const cached = client.readQuery<TData, TVariables>({ query, variables, optimistic: true });
  if (cached) return cached;
  const { data } = await client.query<TData, TVariables>({ ...options, fetchPolicy: 'no-cache' });
  if (data === undefined) return null;
  await nextTask();
  client.writeQuery<TData, TVariables>({ query, variables, data });
  await nextTask();
  return client.readQuery<TData, TVariables>({ query, variables, optimistic: true }) ?? data;
}

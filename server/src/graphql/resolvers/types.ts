import type { GraphQLContext } from '../context';

/** A field resolver with typed parent and arguments; the result type is checked by each resolver map. */
export type Resolver<TArgs = Record<string, never>, TResult = unknown, TParent = unknown> = (
  parent: TParent,
  args: TArgs,
  context: GraphQLContext,
) => TResult | Promise<TResult>;


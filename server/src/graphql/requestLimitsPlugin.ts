import { inputError } from './errors';
import type { GraphQLContext } from './context';
import type { SecurityLimits } from '../security/limits';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLInputType } from 'graphql';

// By tag, not instanceof/isListType: graphql can be loaded twice (CommonJS for Apollo, ESM under vitest), and each
// copy's predicates refuse the other's types.
const kindOf = (type: unknown): string => Object.prototype.toString.call(type);

interface Wrapping { ofType: GraphQLInputType }
interface InputObject { getFields: () => Record<string, { name: string; type: GraphQLInputType }> }

const nullableOf = (type: GraphQLInputType): GraphQLInputType =>
  (kindOf(type) === '[object GraphQLNonNull]' ? (type as unknown as Wrapping).ofType : type);

const namedOf = (type: GraphQLInputType): string => {
  let named: unknown = type;
  while (typeof named === 'object' && named !== null && 'ofType' in named) named = (named as Wrapping).ofType;
  return (named as { name: string }).name;
};

/** The named type of the first list in `value` longer than `max`, or null. */
export function oversizedList(type: GraphQLInputType, value: unknown, max: number): string | null {
  if (value === null || value === undefined) return null;
  const nullable = nullableOf(type);
  if (kindOf(nullable) === '[object GraphQLList]') {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    if (items.length > max) return namedOf(nullable);
    for (const item of items) {
      const found = oversizedList((nullable as unknown as Wrapping).ofType, item, max);
      if (found) return found;
    }
    return null;
  }
  if (kindOf(nullable) === '[object GraphQLInputObjectType]' && typeof value === 'object') {
    for (const field of Object.values((nullable as unknown as InputObject).getFields())) {
      const found = oversizedList(field.type, (value as Record<string, unknown>)[field.name], max);
      if (found) return found;
    }
  }
  return null;
}

export const timeBudgetMessage = 'The request took too long to answer and was stopped. Ask for less at a time.';

/**
 * Two limits checked as each field is about to resolve: no list in its arguments may hold more than
 * maxInputListItems (one guest cart mutation with 3,000 items had stalled the server for seconds), and once the
 * request has run for requestTimeBudgetMs no further field resolves. Resolvers run to completion (SQLite calls are
 * synchronous), so the budget bounds the work, not the wall time to the microsecond; the errors it causes are
 * reported once.
 */
export const requestLimitsPlugin = (limits: SecurityLimits): ApolloServerPlugin<GraphQLContext> => ({
  async requestDidStart() {
    const deadline = limits.requestTimeBudgetMs > 0 ? performance.now() + limits.requestTimeBudgetMs : Number.POSITIVE_INFINITY;
    let overBudget = false;
    return {
      async executionDidStart() {
        return {
          willResolveField({ info, args }) {
            if (overBudget || performance.now() > deadline) {
              overBudget = true;
              throw inputError(timeBudgetMessage);
            }
            if (limits.maxInputListItems <= 0) return;
            const definition = info.parentType.getFields()[info.fieldName];
            for (const argument of definition?.args ?? []) {
              const type = oversizedList(argument.type, (args as Record<string, unknown>)[argument.name], limits.maxInputListItems);
              if (type) throw inputError(`Maximum items of type "${type}" is ${limits.maxInputListItems}.`);
            }
          },
        };
      },
      async willSendResponse({ response }) {
        if (!overBudget || response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        const first = result.errors?.find((error) => error.message === timeBudgetMessage);
        if (!first || !result.errors) return;
        result.errors = [...result.errors.filter((error) => error.message !== timeBudgetMessage), { message: first.message, extensions: first.extensions }];
      },
    };
  },
});

import { unwrapResolverError } from '@apollo/server/errors';
import type { MagentoErrorCategory, MagentoFormattedError } from './errors';
import type { GraphQLFormattedError } from 'graphql';

const isCategory = (value: unknown): value is MagentoErrorCategory =>
  typeof value === 'string' && (value === 'graphql' || value === 'internal' || value.startsWith('graphql-'));

// Not `instanceof`: graphql can be loaded twice (CommonJS for Apollo, ESM under vitest), each with its own class.
const isGraphQLError = (error: unknown): error is { originalError?: unknown } =>
  Object.prototype.toString.call(error) === '[object GraphQLError]';

// The exception behind an error: resolver faults come wrapped with a path, context faults with a message prefix.
const rootCause = (error: unknown): unknown => {
  const unwrapped = unwrapResolverError(error);
  const cause = isGraphQLError(unwrapped) ? unwrapped.originalError : undefined;
  return cause !== undefined && cause !== null && !isGraphQLError(cause) ? cause : unwrapped;
};

/**
 * Rewrites every error into Magento's shape and drops Apollo's `code` and any stack trace.
 * Our own errors carry their category; GraphQL-language errors (syntax, validation, variables, CSRF)
 * become "graphql"; anything else is an unexpected fault: logged here, masked for the client.
 */
export const formatMagentoError = (formatted: GraphQLFormattedError, error: unknown): MagentoFormattedError => {
  const original = rootCause(error);
  let category: MagentoErrorCategory = 'graphql';
  // trim: Apollo's CSRF message ends in a newline.
  let message = formatted.message.trim();
  if (isCategory(formatted.extensions?.category)) {
    category = formatted.extensions.category;
  } else if (!isGraphQLError(original)) {
    console.error('[graphql] unexpected error', original);
    category = 'internal';
    message = 'Internal server error';
  }
  return {
    message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { category },
  };
};

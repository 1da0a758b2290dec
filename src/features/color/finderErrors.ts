import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/**
 * Whether the colour finder was refused because nobody is signed in (an expired session): Magento's
 * graphql-authorization, which arrives as HTTP 403 (a ServerError) or as a GraphQL error.
 */
export function isAuthorizationError(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401 || error.statusCode === 403;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.category === 'graphql-authorization' || e.extensions?.category === 'graphql-authentication');
  }
  return false;
}

/** The text to show for another failure: the server's message, without Magento's prefix. */
export function finderErrorText(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message.replace(/^GraphQL error: /, '') ?? null;
  return null;
}

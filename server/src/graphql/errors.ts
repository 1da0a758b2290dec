import { GraphQLError } from 'graphql';

/**
 * Magento's error categories (Magento\Framework\GraphQl\Exception\*::EXCEPTION_CATEGORY, plus webonyx's
 * "graphql" for syntax/validation errors and "internal" for masked server faults).
 */
export type MagentoErrorCategory =
  | 'graphql'
  | 'graphql-input'
  | 'graphql-authentication'
  | 'graphql-authorization'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists'
  | 'internal';

/** The only error shape clients ever see: Magento's `{ message, locations?, path?, extensions: { category } }`. */
export interface MagentoFormattedError {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  path?: ReadonlyArray<string | number>;
  extensions: { category: MagentoErrorCategory };
}

export const magentoError = (message: string, category: MagentoErrorCategory): GraphQLError =>
  new GraphQLError(message, { extensions: { category } });

/** GraphQlInputException: bad arguments or headers (answered with HTTP 200). */
export const inputError = (message: string): GraphQLError => magentoError(message, 'graphql-input');

/** GraphQlAuthorizationException: the caller may not do this (HTTP 403, as Magento answers). */
export const authorizationError = (message: string): GraphQLError => magentoError(message, 'graphql-authorization');

/** GraphQlAuthenticationException: credentials were wrong (HTTP 401, as Magento answers). */
export const authenticationError = (message: string): GraphQLError => magentoError(message, 'graphql-authentication');

/** GraphQlNoSuchEntityException: the thing asked for does not exist in this store. */
export const noSuchEntityError = (message: string): GraphQLError => magentoError(message, 'graphql-no-such-entity');

/** GraphQlAlreadyExistsException: creating something that already exists. */
export const alreadyExistsError = (message: string): GraphQLError => magentoError(message, 'graphql-already-exists');

/** A whole-request error body, for failures found before GraphQL execution starts (headers, verb, body). */
export const errorBody = (message: string, category: MagentoErrorCategory): { errors: MagentoFormattedError[] } => ({
  errors: [{ message, extensions: { category } }],
});

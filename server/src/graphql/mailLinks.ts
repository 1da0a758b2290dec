import type { GraphQLContext } from './context';

/**
 * An absolute storefront URL for a mail: the store's secure base link URL as configured (BASE_URL plus the store's
 * path prefix), never the request's Host. A reset link built from the Host header would carry a valid token to
 * whatever host the sender of the request named.
 */
export const mailLink = (context: Pick<GraphQLContext, 'baseUrl' | 'store'>, path: string): string =>
  `${context.baseUrl}${context.store.prefix}/${path.replace(/^\/+/, '')}`;

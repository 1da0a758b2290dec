import type { GraphQLContext } from './context';
import type { ApolloServerPlugin } from '@apollo/server';

/**
 * An answer to a request that carries a customer token is that customer's: no browser, CDN or service-worker
 * cache may keep it (a GET `customer` query would otherwise be cacheable by URL). Magento answers such
 * requests with no-store as well.
 */
export const privateResponsePlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ contextValue }) {
    return {
      async willSendResponse({ response }) {
        if (contextValue.token !== null) response.http.headers.set('Cache-Control', 'private, no-store');
      },
    };
  },
};

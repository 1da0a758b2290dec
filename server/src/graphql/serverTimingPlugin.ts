import type { GraphQLContext } from './context';
import type { ApolloServerPlugin } from '@apollo/server';

/**
 * `Server-Timing: graphql;dur=…` on every response: the time from receiving the operation to the
 * finished result, so performance budgets (a category page under 20 ms) can be checked from outside.
 */
export const serverTimingPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    const started = performance.now();
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('Server-Timing', `graphql;dur=${(performance.now() - started).toFixed(1)}`);
      },
    };
  },
};

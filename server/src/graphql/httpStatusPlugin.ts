import type { GraphQLContext } from './context';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';

/**
 * HTTP status for a response carrying GraphQL errors, as Magento 2.4.8's GraphQl controller picks it: a
 * document that does not parse is a SyntaxError, answered with 400 (GraphQl::handleGraphQlException);
 * otherwise the first error with a category decides: authentication 401, authorization 403, anything
 * else 200. Validation and variable errors are answered with 200 too (Apollo alone would send 400).
 */

export const statusForErrors = (errors: ReadonlyArray<GraphQLFormattedError>): number => {
  for (const error of errors) {
    const category = error.extensions?.category;
    if (category === 'graphql-authentication') return 401;
    if (category === 'graphql-authorization') return 403;
    if (typeof category === 'string') break;
  }
  return errors.some((e) => e.message.startsWith('Syntax Error')) ? 400 : 200;
};

export const magentoHttpStatusPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const { errors } = response.body.singleResult;
        if (errors?.length) response.http.status = statusForErrors(errors);
      },
    };
  },
};

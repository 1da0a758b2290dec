import { translateMessage } from '../i18n/translate';
import type { GraphQLContext } from './context';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFieldResolver } from 'graphql';

/**
 * Magento answers in the store's language: its GraphQL area loads the locale of the `Store` header's store view,
 * and every message goes through __(). Here the messages are built in English (Magento's phrases, which also
 * decide error codes such as PlaceOrderError.code) and translated on the way out: GraphQL errors in the response,
 * and the message fields of the payloads below.
 */
export const translatedMessageFields: ReadonlyArray<readonly [type: string, field: string]> = [
  ['CartUserInputError', 'message'], ['InsufficientStockError', 'message'], ['CartItemError', 'message'],
  ['ClearCartError', 'message'], ['PlaceOrderError', 'message'], ['WishListUserInputError', 'message'],
  ['WishlistCartUserInputError', 'message'], ['ProductAlertStockOutput', 'message'],
  // The order's status label, which Magento renders with __() as well.
  ['CustomerOrder', 'status'],
  ...['SimpleCartItem', 'VirtualCartItem', 'ConfigurableCartItem', 'BundleCartItem', 'DownloadableCartItem']
    .map((type) => [type, 'not_available_message'] as const),
];

type Resolver = GraphQLFieldResolver<Record<string, unknown>, GraphQLContext>;
type ResolverMap = Record<string, object>;

const inStoreLanguage = (value: unknown, context: GraphQLContext): unknown =>
  typeof value === 'string' ? translateMessage(context.store.settings.locale, value) : value;

/** The resolver map with each message field answering in the store's language (wrapping a resolver already there). */
export function withTranslatedMessages<T extends ResolverMap>(resolvers: T): T {
  const result: ResolverMap = { ...resolvers };
  for (const [type, field] of translatedMessageFields) {
    const fields = { ...(result[type] ?? {}) } as Record<string, unknown>;
    const own = fields[field] as Resolver | undefined;
    const translated: Resolver = own
      ? async (parent, args, context, info) => inStoreLanguage(await own(parent, args, context, info), context)
      : (parent, _args, context) => inStoreLanguage(parent[field], context);
    fields[field] = translated;
    result[type] = fields;
  }
  return result as T;
}

/** GraphQL errors of our resolvers (not the language's own syntax or validation errors) in the store's language. */
export const translationPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        const locale = contextValue.store?.settings.locale;
        if (!result.errors?.length || !locale) return;
        result.errors = result.errors.map((error) => {
          const category = error.extensions?.category;
          if (category === 'graphql' || category === 'internal') return error;
          return { ...error, message: translateMessage(locale, error.message) };
        });
      },
    };
  },
};

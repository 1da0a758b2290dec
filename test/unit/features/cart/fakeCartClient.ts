import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { getOperationAST } from 'graphql';
import { vi } from 'vitest';
import { makeStore } from '../../../../src/app/store';
import { emptyCartDetail } from '../../../../src/features/cart/cartSlice';
import type { CartDetail } from '../../../../src/features/cart/cartTypes';
import type { ApolloClient, DocumentNode } from '@apollo/client';

// A stand-in Apollo client for the cart thunks: each operation name answers from a queue of
// handlers (data, possibly held back, a GraphQL error with its category, a thrown network error, or the client's timeout).

export type Reply = { data: unknown; after?: Promise<void> } | { graphql: string; category: string } | { network: true } | { timeout: true };

export function cart(id: string, patch: Partial<CartDetail> = {}): CartDetail {
  return { ...emptyCartDetail(id), ...patch };
}

export function graphqlError(message: string, category: string): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { category } }] });
}

/** A form's reCAPTCHA as a store without it answers (asked before a guarded call such as Place Order). */
export const RECAPTCHA_OFF = { data: { recaptchaFormConfig: { is_enabled: false, configurations: null } } };

export function fakeCart(replies: Record<string, Reply[]>) {
  const calls: Array<{ name: string; variables: unknown }> = [];
  /** Each call's Apollo context (its headers), in the order of `calls`. */
  const contexts: unknown[] = [];
  const answer = async (document: DocumentNode, variables: unknown, context?: unknown) => {
    const name = getOperationAST(document)?.name?.value ?? '';
    // Not a cart call: answered "off" unless the test gives its own, and not listed among the calls.
    if (name === 'RecaptchaFormConfig' && !replies[name]) return RECAPTCHA_OFF;
    calls.push({ name, variables });
    contexts.push(context);
    const reply = replies[name]?.shift();
    if (!reply) throw new Error(`unexpected ${name}`);
    if ('network' in reply) throw new TypeError('Failed to fetch');
    if ('timeout' in reply) throw Object.assign(new Error('No answer within 30000 ms'), { name: 'TimeoutError' });
    if ('graphql' in reply) return { data: undefined, error: graphqlError(reply.graphql, reply.category) };
    // `after`: the answer waits for it (a reply still out while the shopper does something else).
    if (reply.after) await reply.after;
    return { data: reply.data };
  };
  const client = {
    query: vi.fn((options: { query: DocumentNode; variables: unknown; context?: unknown }) => answer(options.query, options.variables, options.context)),
    mutate: vi.fn((options: { mutation: DocumentNode; variables: unknown; context?: unknown }) => answer(options.mutation, options.variables, options.context)),
  } as unknown as ApolloClient;
  const notify = vi.fn();
  const store = makeStore({ client, notify });
  return { store, calls, contexts, notify, names: () => calls.map((call) => call.name) };
}

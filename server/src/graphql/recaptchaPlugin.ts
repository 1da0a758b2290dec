import { type FieldNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from 'graphql';
import { guardingForm, RECAPTCHA_FAILED_MESSAGE } from '../recaptcha/config';
import { tokenPasses } from '../recaptcha/validate';
import { inputError } from './errors';
import type { GraphQLContext } from './context';
import type { ApolloServerPlugin } from '@apollo/server';

/** The top-level fields of a selection, through inline fragments and fragment spreads. */
function rootFields(selectionSet: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, seen = new Set<string>()): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments[name];
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

/**
 * Magento's reCAPTCHA check of GraphQL mutations (ReCaptchaWebapiGraphQl GraphQlValidator): when a mutation the
 * store protects is asked, the request's X-ReCaptcha token must pass, else the whole request is refused before
 * anything runs, with "ReCaptcha validation failed, please try again" (graphql-input) and no data. One token is
 * checked once per request, however many protected fields it asks.
 */
export const recaptchaPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, document, contextValue, request }) {
        if (operation?.operation !== 'mutation') return;
        const settings = contextValue.store.settings;
        const fragments: Record<string, FragmentDefinitionNode> = {};
        for (const definition of document.definitions) {
          if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
        }
        const guards = rootFields(operation.selectionSet, fragments).flatMap((field) => guardingForm(settings, field.name.value) ?? []);
        const [guard, ...others] = guards;
        if (!guard) return;
        const token = request.http?.headers.get('x-recaptcha') ?? '';
        // A token is spent by its check: two guarded fields pass together only where they share a type.
        if (!tokenPasses(token, guard) || others.some((other) => other.type !== guard.type)) throw inputError(RECAPTCHA_FAILED_MESSAGE);
      },
    };
  },
};

/**
 * The marker of what not every Magento 2.4 backend has, in the storefront's documents (see README
 * "Running on your Magento"): the brand module's parts, and Adobe Commerce's own (clearCart). On a field: a brand field, sent where the target backend has it and left out elsewhere.
 * On an operation or a fragment: a brand operation or fragment, which exists only where the target
 * can answer it; the code that sends it is gated by the matching capability (src/lib/graphql/capabilities.ts).
 * On a fragment spread or inline fragment: left out where its type is missing.
 */
export const BRAND_DIRECTIVE = 'brand';

export const BRAND_DIRECTIVE_SDL = 'directive @brand on QUERY | MUTATION | FIELD | FRAGMENT_DEFINITION | FRAGMENT_SPREAD | INLINE_FRAGMENT';

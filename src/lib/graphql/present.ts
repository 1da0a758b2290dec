// GraphQL lists may hold nulls (Magento answers [Item] for most lists): what the screens iterate over,
// and the names of those entries in the generated result types (src/lib/graphql/generated.ts).

/** Whether a list entry or field is there (neither null nor undefined). */
export const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The entries of a GraphQL list that are there; [] for a missing list. */
export function presentItems<T>(list: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (list ?? []).filter(present);
}

/** The type of a present entry of a generated list type (`Item<XQuery['items']>`). */
export type Item<T> = NonNullable<T> extends readonly (infer E)[] ? NonNullable<E> : never;

/** The members of a generated union (an interface's implementations) with the given __typename. */
export type Of<T, Typename extends string> = Extract<T, { __typename: Typename }>;

// GraphQL lists may hold nulls (Magento answers [Item] for most lists): what the screens iterate over.

/** Whether a list entry or field is there (neither null nor undefined). */
export const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The entries of a GraphQL list that are there; [] for a missing list. */
export function presentItems<T>(list: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (list ?? []).filter(present);
}

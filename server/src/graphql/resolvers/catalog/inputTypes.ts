/** GraphQL input shapes (Magento's names) as resolvers receive them. */
export interface FilterEqualTypeInput {
  eq?: string | null;
  in?: ReadonlyArray<string | null> | null;
}

export interface FilterMatchTypeInput {
  match?: string | null;
  match_type?: 'FULL' | 'PARTIAL' | null;
}

export interface FilterRangeTypeInput {
  from?: string | null;
  to?: string | null;
}

export interface ProductAttributeFilterInput {
  category_id?: FilterEqualTypeInput | null;
  category_uid?: FilterEqualTypeInput | null;
  category_url_path?: FilterEqualTypeInput | null;
  color?: FilterEqualTypeInput | null;
  description?: FilterMatchTypeInput | null;
  name?: FilterMatchTypeInput | null;
  short_description?: FilterMatchTypeInput | null;
  price?: FilterRangeTypeInput | null;
  sku?: FilterEqualTypeInput | null;
  url_key?: FilterEqualTypeInput | null;
  /** The filterable attributes (color, material, the brand's color_family and finish …): whatever the schema declares. */
  [attribute: string]: FilterEqualTypeInput | FilterMatchTypeInput | FilterRangeTypeInput | null | undefined;
}

export type SortDirection = 'ASC' | 'DESC';

export interface ProductAttributeSortInput {
  name?: SortDirection | null;
  position?: SortDirection | null;
  price?: SortDirection | null;
  relevance?: SortDirection | null;
}

/** eq and in together, as Magento accepts either; null entries dropped. */
export const equalValues = (filter: FilterEqualTypeInput | null | undefined): string[] | undefined => {
  if (!filter) return undefined;
  const values = [...(filter.eq !== undefined && filter.eq !== null ? [filter.eq] : []), ...(filter.in ?? [])];
  return values.filter((value): value is string => value !== null);
};

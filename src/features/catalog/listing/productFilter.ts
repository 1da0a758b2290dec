import type { Filters, SortChoice } from './listingParams';

// The GraphQL inputs of a listing: ProductAttributeFilterInput and ProductAttributeSortInput.

interface EqualInput {
  eq?: string;
  in?: string[];
}

export interface ProductFilterInput {
  category_uid?: EqualInput;
  price?: { from?: string; to?: string };
  color_family?: EqualInput;
  finish?: EqualInput;
  color?: EqualInput;
}

export type ProductSortInput = Partial<Record<string, 'ASC' | 'DESC'>>;

/** A price bucket value as aggregations name it ('0_100', '200_*') as a range filter. */
export function priceRange(value: string): { from?: string; to?: string } | null {
  const match = /^(\d+(?:\.\d+)?|\*)?_(\d+(?:\.\d+)?|\*)?$/.exec(value);
  if (!match) return null;
  const [, from, to] = match;
  const range: { from?: string; to?: string } = {};
  if (from && from !== '*') range.from = from;
  if (to && to !== '*') range.to = to;
  return range;
}

/**
 * The filter of a listing: the page's category (if any) and the chosen filters. A chosen
 * subcategory replaces the page's category, as it lies inside it.
 */
export function toProductFilter(categoryUid: string | null, filters: Filters): ProductFilterInput {
  const input: ProductFilterInput = {};
  const categories = filters.category_uid ?? [];
  if (categories.length > 0) input.category_uid = { in: categories };
  else if (categoryUid) input.category_uid = { eq: categoryUid };
  const price = filters.price?.[0] ? priceRange(filters.price[0]) : null;
  if (price) input.price = price;
  for (const key of ['color_family', 'finish', 'color'] as const) {
    const values = filters[key];
    if (values && values.length > 0) input[key] = { in: values };
  }
  return input;
}

export function toSortInput(sort: SortChoice): ProductSortInput {
  return { [sort.field]: sort.dir };
}

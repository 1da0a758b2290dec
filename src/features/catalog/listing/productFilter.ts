import type { Filters, SortChoice } from './listingParams';
import type { ProductAttributeFilterInput, ProductAttributeSortInput } from '../../../lib/graphql/generated';

// The GraphQL inputs of a listing: ProductAttributeFilterInput and ProductAttributeSortInput.

/** The fields a listing can sort by: ProductAttributeSortInput's, each of them (checked against the schema). */
const SORT_FIELDS: Record<keyof ProductAttributeSortInput, true> = { name: true, position: true, price: true, relevance: true };

const isSortField = (field: string): field is keyof ProductAttributeSortInput => Object.keys(SORT_FIELDS).includes(field);

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
export function toProductFilter(categoryUid: string | null, filters: Filters): ProductAttributeFilterInput {
  const input: ProductAttributeFilterInput = {};
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

/** The sort of a listing; a field the schema cannot sort by (none the backend offers) leaves the backend's default. */
export function toSortInput(sort: SortChoice): ProductAttributeSortInput {
  return isSortField(sort.field) ? { [sort.field]: sort.dir } : {};
}

import { filterShape } from '../../../lib/graphql/productFilters';
import type { Filters, SortChoice } from './listingParams';
import type {
  FilterEqualTypeInput, FilterMatchTypeInput, FilterRangeTypeInput, ProductAttributeFilterInput, ProductAttributeSortInput,
} from '../../../lib/graphql/generated';

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
  // Any filterable attribute of the target is a field of its ProductAttributeFilterInput (a store's own
  // attributes too), beyond the fields the storefront's types know.
  const input: Record<string, FilterEqualTypeInput | FilterRangeTypeInput | FilterMatchTypeInput> = {};
  const categories = filters.category_uid ?? [];
  if (categories.length > 0) input.category_uid = categories.length === 1 ? { eq: categories[0] } : { in: categories };
  else if (categoryUid) input.category_uid = { eq: categoryUid };
  for (const [key, values] of Object.entries(filters)) {
    const first = values?.[0];
    if (key === 'category_uid' || !values || first === undefined) continue;
    const shape = filterShape(key);
    if (shape === 'range') {
      const range = priceRange(first);
      if (range) input[key] = range;
    } else if (shape === 'match') {
      input[key] = { match: first };
    } else if (shape === 'equal') {
      input[key] = values.length === 1 ? { eq: first } : { in: values };
    }
  }
  return input as ProductAttributeFilterInput;
}

/** The sort of a listing; a field the schema cannot sort by (none the backend offers) leaves the backend's default. */
export function toSortInput(sort: SortChoice): ProductAttributeSortInput {
  return isSortField(sort.field) ? { [sort.field]: sort.dir } : {};
}

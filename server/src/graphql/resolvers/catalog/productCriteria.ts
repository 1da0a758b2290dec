import { idFromUid } from '../../../lib/uid';
import { attributeIdsByCode } from '../../../repositories/catalog/aggregations';
import { equalValues, type FilterEqualTypeInput, type FilterMatchTypeInput, type ProductAttributeFilterInput } from './inputTypes';
import { catalogLoaders } from './loaders';
import { searchQueryText } from './searchQuery';
import type { AttributeFilter, ProductCriteria, TextMatch } from '../../../repositories/catalog/productSearch';
import type { GraphQLContext } from '../../context';

const textMatch = (context: GraphQLContext, filter: FilterMatchTypeInput | null | undefined): TextMatch | undefined => {
  const text = searchQueryText(context, filter?.match);
  return text ? { text, full: filter?.match_type === 'FULL' } : undefined;
};

const numberOrUndefined = (value: string | null | undefined): number | undefined => {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

// Every category filter narrows the set; ids outside this store's tree match nothing.
const categoryIds = (context: GraphQLContext, filter: ProductAttributeFilterInput): number[] | null => {
  const { list } = catalogLoaders(context).categories();
  const sets: number[][] = [];
  const byId = equalValues(filter.category_id);
  if (byId) sets.push(byId.map(Number).filter(Number.isInteger));
  const byUid = equalValues(filter.category_uid);
  if (byUid) sets.push(byUid.map(idFromUid).filter((id): id is number => id !== null));
  const byPath = equalValues(filter.category_url_path);
  if (byPath) sets.push(list.filter((c) => c.url_path !== null && byPath.includes(c.url_path)).map((c) => c.id));
  if (sets.length === 0) return null;
  const known = new Set(list.map((c) => c.id));
  return sets.reduce((result, ids) => result.filter((id) => ids.includes(id)), sets[0] ?? []).filter((id) => known.has(id));
};

/** ProductAttributeFilterInput's own fields, each filtered by its own rule above; every other field is an attribute. */
const builtInFields = new Set(['category_id', 'category_uid', 'category_url_path', 'sku', 'url_key', 'name', 'description', 'short_description', 'price']);

// Every other field the schema declares is a filterable select attribute: eq/in of option ids (an unknown
// option matches nothing, as in Magento).
const attributeFilters = (context: GraphQLContext, filter: ProductAttributeFilterInput): AttributeFilter[] => {
  const ids = attributeIdsByCode(context.db);
  const filters: AttributeFilter[] = [];
  for (const [code, input] of Object.entries(filter)) {
    if (builtInFields.has(code) || !input || !('eq' in input || 'in' in input)) continue;
    const values = equalValues(input as FilterEqualTypeInput);
    const attributeId = ids.get(code);
    if (values && attributeId !== undefined) filters.push({ attributeId, optionIds: values.map(Number).filter(Number.isInteger) });
  }
  return filters;
};

/** ProductAttributeFilterInput and search → repository criteria for this store and currency. */
export const productCriteria = (context: GraphQLContext, search: string | undefined, filter: ProductAttributeFilterInput): ProductCriteria => ({
  store: context.store.code,
  currency: context.currencyCode,
  search,
  categoryIds: categoryIds(context, filter),
  skus: equalValues(filter.sku),
  urlKeys: equalValues(filter.url_key),
  name: textMatch(context, filter.name),
  description: textMatch(context, filter.description),
  shortDescription: textMatch(context, filter.short_description),
  priceFrom: numberOrUndefined(filter.price?.from),
  priceTo: numberOrUndefined(filter.price?.to),
  attributes: attributeFilters(context, filter),
});

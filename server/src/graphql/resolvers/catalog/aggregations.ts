import { encodeUid } from '../../../lib/uid';
import { attributeBuckets, categoryCounts } from '../../../repositories/catalog/aggregations';
import { storeRootCategoryId } from '../../../repositories/catalog/categories';
import { productFilterFields } from './filterFields';
import { catalogLabel } from './labels';
import { catalogLoaders } from './loaders';
import type { ProductMatch } from '../../../repositories/catalog/productSearch';
import type { GraphQLContext } from '../../context';

interface AggregationOption { label: string; value: string; count: number }


interface Aggregation { attribute_code: string; label: string; count: number; position: number | null; options: AggregationOption[] }

const minRangePower = 10;

// Magento's automatic price step: the largest power of ten below the top price that still gives
// two buckets or more (never below 10), buckets [n·step, (n+1)·step) labelled "from-to".
const priceAggregation = (matches: ProductMatch[], label: string): Aggregation | null => {
  if (matches.length === 0) return null;
  const max = Math.max(...matches.map((m) => m.price));
  const bucketsFor = (step: number): Map<number, number> => {
    const buckets = new Map<number, number>();
    for (const match of matches) {
      const index = Math.floor(match.price / step);
      buckets.set(index, (buckets.get(index) ?? 0) + 1);
    }
    return buckets;
  };
  let power = String(Math.floor(max)).length - 1;
  let step = 10 ** power;
  let buckets = bucketsFor(step);
  while (step > minRangePower && buckets.size < 2) {
    power -= 1;
    step = 10 ** power;
    buckets = bucketsFor(step);
  }
  const options = [...buckets.entries()].sort(([a], [b]) => a - b).map(([index, count]) => {
    const from = index * step;
    const to = (index + 1) * step;
    return { label: `${from}-${to}`, value: `${from}_${to}`, count };
  });
  return { attribute_code: 'price', label, count: options.length, position: 0, options };
};

/**
 * Layered navigation for a product result, as Magento builds it: price buckets, then categories
 * (category_uid, uid values; only the direct children of the filtered category when asked), then the
 * filterable attributes (option ids as values). Options are ordered by count, largest first.
 */
export const buildAggregations = (context: GraphQLContext, matches: ProductMatch[], options: {
  categoryFilter: number[] | null; directChildrenOnly: boolean;
}): Aggregation[] => {
  if (matches.length === 0) return [];
  const ids = matches.map((m) => m.id);
  const result: Aggregation[] = [];
  const price = priceAggregation(matches, catalogLabel(context.store, 'price'));
  if (price) result.push(price);

  const { byId } = catalogLoaders(context).categories();
  const onlyChildrenOf = options.directChildrenOnly && options.categoryFilter ? new Set(options.categoryFilter) : null;
  const categoryOptions = [...categoryCounts(context.db, ids).entries()]
    .map(([id, count]) => ({ category: byId.get(id), count }))
    .filter(({ category }) => category && category.id !== storeRootCategoryId
      && (!onlyChildrenOf || (category.parent_id !== null && onlyChildrenOf.has(category.parent_id))))
    .sort((a, b) => b.count - a.count || (a.category?.level ?? 0) - (b.category?.level ?? 0) || (a.category?.position ?? 0) - (b.category?.position ?? 0))
    .map(({ category, count }) => ({ label: category?.name ?? '', value: encodeUid(category?.id ?? 0), count }));
  if (categoryOptions.length > 0) {
    result.push({ attribute_code: 'category_uid', label: catalogLabel(context.store, 'category'), count: categoryOptions.length, position: null, options: categoryOptions });
  }

  const attributes = new Map<string, Aggregation>();
  const filterable = productFilterFields(context.profile);
  for (const bucket of attributeBuckets(context.db, context.store.code, ids)) {
    // Only what ProductAttributeFilterInput can filter by (a stock Magento has no field for the brand's attributes).
    if (filterable.get(bucket.code) !== 'equal') continue;
    const aggregation = attributes.get(bucket.code) ?? {
      attribute_code: bucket.code, label: bucket.attribute_label, count: 0, position: bucket.position, options: [],
    };
    aggregation.options.push({ label: bucket.option_label, value: String(bucket.option_id), count: bucket.count });
    aggregation.count = aggregation.options.length;
    attributes.set(bucket.code, aggregation);
  }
  return [...result, ...attributes.values()];
};

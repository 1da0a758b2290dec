import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { presentItems } from '../../../lib/graphql/present';
import { useT } from '../../../lib/i18n/useT';
import { priceBucketLabel } from './filterLabels';
import { GET_CATEGORY_NAMES, type Aggregation } from './listing.gql';
import type { Filters } from './listingParams';
import type { PriceDisplay } from '../../../components/Price';

/** What a filter and its values are called: the group's title and its options' labels by value. */
type Known = ReadonlyMap<string, { title: string | null; options: ReadonlyMap<string, string> }>;

/** `known` with what `aggregations` name; the same object when they name nothing new (no re-render). */
function learn(known: Known, aggregations: readonly Aggregation[]): Known {
  let next: Map<string, { title: string | null; options: ReadonlyMap<string, string> }> | null = null;
  for (const aggregation of aggregations) {
    const entry = known.get(aggregation.attribute_code);
    const fresh = presentItems(aggregation.options).filter((o) => o.label && entry?.options.get(o.value) !== o.label);
    if (fresh.length === 0 && (entry?.title ?? null) === (aggregation.label ?? entry?.title ?? null)) continue;
    next ??= new Map(known);
    const options = new Map(entry?.options);
    for (const option of fresh) options.set(option.value, option.label ?? option.value);
    next.set(aggregation.attribute_code, { title: aggregation.label ?? entry?.title ?? null, options });
  }
  return next ?? known;
}

export interface FilterLabels {
  /** The heading of a filter group ('Material'). */
  title: (key: string) => string;
  /** A chosen value as the shopper knows it: the option's label, a price range in money, a category's name. */
  option: (key: string, value: string) => string;
}

/**
 * Labels of the chosen filters for chips: from the listing's aggregations, from those seen earlier in this
 * listing (a chosen subcategory is no option of its own children), and for categories the shopper came
 * with in the URL, their names from categoryList.
 */
export function useFilterLabels(aggregations: readonly Aggregation[], filters: Filters, display: PriceDisplay): FilterLabels {
  const t = useT();
  const [known, setKnown] = useState<Known>(() => learn(new Map(), aggregations));
  useEffect(() => setKnown((current) => learn(current, aggregations)), [aggregations]);
  const current = learn(known, aggregations);
  const unnamed = (filters.category_uid ?? []).filter((uid) => !current.get('category_uid')?.options.has(uid));
  const { data } = useQuery(GET_CATEGORY_NAMES, { variables: { uids: unnamed }, skip: unnamed.length === 0 });
  const categoryNames = new Map(presentItems(data?.categoryList).map((c) => [c.uid, c.name ?? c.uid]));
  return {
    title: (key) => current.get(key)?.title ?? (key === 'category_uid' ? t('catalog.filter.category') : key),
    option: (key, value) => {
      if (key === 'price') return priceBucketLabel(value, display, t);
      return current.get(key)?.options.get(value) ?? (key === 'category_uid' ? categoryNames.get(value) : undefined) ?? value;
    },
  };
}

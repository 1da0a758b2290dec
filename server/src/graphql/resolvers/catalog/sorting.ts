import { bcp47 } from '../../../locale';
import type { ProductAttributeSortInput } from './inputTypes';
import type { ProductMatch } from '../../../repositories/catalog/productSearch';

type Comparator = (a: ProductMatch, b: ProductMatch) => number;

/**
 * Magento's order: the sort fields as given, else relevance (search) or category position (one category
 * filtered), and the entity id as the last tie-breaker. Names compare in the store's locale.
 */
export const sortMatches = (matches: ProductMatch[], sort: ProductAttributeSortInput | null | undefined, defaults: {
  search: boolean; singleCategory: boolean; locale: string;
}): ProductMatch[] => {
  const collator = new Intl.Collator(bcp47(defaults.locale), { sensitivity: 'base', numeric: true });
  const by: Record<keyof ProductAttributeSortInput, Comparator> = {
    name: (a, b) => collator.compare(a.name, b.name),
    position: (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
    price: (a, b) => a.price - b.price,
    relevance: (a, b) => a.relevance - b.relevance,
  };
  const requested = Object.entries(sort ?? {}).filter(([, direction]) => direction === 'ASC' || direction === 'DESC') as
    Array<[keyof ProductAttributeSortInput, 'ASC' | 'DESC']>;
  const order: Array<[keyof ProductAttributeSortInput, 'ASC' | 'DESC']> = requested.length > 0 ? requested
    : defaults.search ? [['relevance', 'DESC']] : defaults.singleCategory ? [['position', 'ASC']] : [];
  return [...matches].sort((a, b) => {
    for (const [field, direction] of order) {
      const difference = by[field](a, b);
      if (difference !== 0) return direction === 'ASC' ? difference : -difference;
    }
    return a.id - b.id;
  });
};

import { isInputObjectType } from 'graphql';
import { buildBackendSchema } from '../../schema';
import type { BackendProfile } from '../../../profile';

/** How a ProductAttributeFilterInput field filters: FilterEqualTypeInput, FilterRangeTypeInput or FilterMatchTypeInput. */
export type FilterShape = 'equal' | 'range' | 'match';

const cache = new Map<BackendProfile, ReadonlyMap<string, FilterShape>>();

const shapeOf = (typeName: string): FilterShape | null =>
  typeName === 'FilterEqualTypeInput' ? 'equal' : typeName === 'FilterRangeTypeInput' ? 'range' : typeName === 'FilterMatchTypeInput' ? 'match' : null;

/**
 * The fields of ProductAttributeFilterInput in the schema a profile serves, with their input shape. As in
 * Magento, where every filterable attribute becomes a field of that input (FilterAttributeReader), an
 * attribute is offered in aggregations only where the schema can filter by it: the stock profile lacks the
 * brand's color_family and finish.
 */
export const productFilterFields = (profile: BackendProfile): ReadonlyMap<string, FilterShape> => {
  const known = cache.get(profile);
  if (known) return known;
  const type = buildBackendSchema(profile).getType('ProductAttributeFilterInput');
  const fields = new Map<string, FilterShape>();
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      const shape = shapeOf(field.type.toString());
      if (shape) fields.set(field.name, shape);
    }
  }
  cache.set(profile, fields);
  return fields;
};

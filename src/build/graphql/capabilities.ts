import { type GraphQLSchema, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { CAPABILITY_REQUIREMENTS, type Capabilities, type Capability } from '../../lib/graphql/capabilities';
import type { FilterShape, ProductFilterFields } from '../../lib/graphql/productFilters';

/** Whether the schema has a coordinate: `Type` or `Type.field` (object, interface and input fields). */
export function hasCoordinate(schema: GraphQLSchema, coordinate: string): boolean {
  const [typeName = '', fieldName] = coordinate.split('.');
  const type = schema.getType(typeName);
  if (!type) return false;
  if (!fieldName) return true;
  if (fieldName === '__typename') return true;
  return (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) && fieldName in type.getFields();
}

/** The capabilities of a target schema: each one on when the schema has all its coordinates. */
export function capabilitiesOf(schema: GraphQLSchema): Capabilities {
  const entries = (Object.keys(CAPABILITY_REQUIREMENTS) as Capability[])
    .map((name) => [name, CAPABILITY_REQUIREMENTS[name].every((coordinate) => hasCoordinate(schema, coordinate))]);
  return Object.fromEntries(entries) as Record<Capability, boolean>;
}

/** DefinePlugin's form: `__CAPABILITIES__.articles` → `true`, and `__CAPABILITIES__` → the object. */
export function capabilityDefinitions(capabilities: Capabilities): Record<string, Record<string, string>> {
  return { __CAPABILITIES__: Object.fromEntries(Object.entries(capabilities).map(([name, on]) => [name, JSON.stringify(on)])) };
}

const FILTER_SHAPES: Record<string, FilterShape> = {
  FilterEqualTypeInput: 'equal', FilterRangeTypeInput: 'range', FilterMatchTypeInput: 'match',
};

/** The target's ProductAttributeFilterInput fields with their shape (fields of other input types are left out). */
export function productFiltersOf(schema: GraphQLSchema): ProductFilterFields {
  const type = schema.getType('ProductAttributeFilterInput');
  if (!isInputObjectType(type)) return {};
  return Object.fromEntries(Object.values(type.getFields()).flatMap((field) => {
    const shape = FILTER_SHAPES[field.type.toString()];
    return shape ? [[field.name, shape]] : [];
  }));
}

/** DefinePlugin's form of the filter fields: `__PRODUCT_FILTERS__` → the object literal. */
export const productFilterDefinitions = (fields: ProductFilterFields): Record<string, string> => ({ __PRODUCT_FILTERS__: JSON.stringify(fields) });

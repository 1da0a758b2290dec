import { type GraphQLSchema, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { CAPABILITY_REQUIREMENTS, type Capabilities, type Capability } from '../../lib/graphql/capabilities';

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

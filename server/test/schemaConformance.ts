import {
  type DocumentNode, type GraphQLArgument, type GraphQLField, type GraphQLInputField, type GraphQLNamedType,
  type GraphQLSchema, isEnumType, isInputObjectType, isInterfaceType, isIntrospectionType, isObjectType,
  isSpecifiedScalarType, isUnionType, Kind,
} from 'graphql';

/** What brand-extensions.graphql defines: whole new types, and fields added to existing types. */
export interface BrandDefinitions {
  types: Set<string>;
  fields: Set<string>;
}

export const brandDefinitions = (brand: DocumentNode): BrandDefinitions => {
  const types = new Set<string>();
  const fields = new Set<string>();
  for (const definition of brand.definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_EXTENSION || definition.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION
      || definition.kind === Kind.INTERFACE_TYPE_EXTENSION) {
      for (const field of definition.fields ?? []) fields.add(`${definition.name.value}.${field.name.value}`);
    } else if ('name' in definition && definition.name) {
      types.add(definition.name.value);
    }
  }
  return { types, fields };
};

const kindOf = (type: GraphQLNamedType): string =>
  isObjectType(type) ? 'object' : isInterfaceType(type) ? 'interface' : isUnionType(type) ? 'union'
    : isEnumType(type) ? 'enum' : isInputObjectType(type) ? 'input' : 'scalar';

/** A deprecated Magento field is served deprecated, with Magento's reason word for word (and nothing else is). */
const deprecationProblems = (where: string, ours: { deprecationReason?: string | null }, theirs: { deprecationReason?: string | null }): string[] =>
  (ours.deprecationReason ?? null) === (theirs.deprecationReason ?? null) ? []
    : [`${where} @deprecated(${JSON.stringify(ours.deprecationReason ?? null)}) ≠ Magento ${JSON.stringify(theirs.deprecationReason ?? null)}`];

const argsProblems = (where: string, ours: readonly GraphQLArgument[], theirs: readonly GraphQLArgument[]): string[] =>
  ours.flatMap((arg) => {
    const match = theirs.find((t) => t.name === arg.name);
    if (!match) return [`${where}(${arg.name}) is not in Magento`];
    if (String(arg.type) !== String(match.type)) return [`${where}(${arg.name}): ${String(arg.type)} ≠ Magento ${String(match.type)}`];
    if (JSON.stringify(arg.defaultValue) !== JSON.stringify(match.defaultValue)) return [`${where}(${arg.name}) default differs`];
    return deprecationProblems(`${where}(${arg.name})`, arg, match);
  });

type AnyField = GraphQLField<unknown, unknown> | GraphQLInputField;

const fieldProblems = (typeName: string, ours: Record<string, AnyField>, theirs: Record<string, AnyField>, brand: BrandDefinitions): string[] =>
  Object.values(ours).flatMap((field) => {
    const where = `${typeName}.${field.name}`;
    const match = theirs[field.name];
    if (brand.fields.has(where)) return match ? [`${where} is a brand extension but Magento has it`] : [];
    if (!match) return [`${where} is not in Magento`];
    const problems = String(field.type) === String(match.type) ? [] : [`${where}: ${String(field.type)} ≠ Magento ${String(match.type)}`];
    problems.push(...deprecationProblems(where, field, match));
    if ('args' in field && 'args' in match) problems.push(...argsProblems(where, field.args, match.args));
    return problems;
  });

/**
 * Every type, field, argument, input field and enum value of `backend` that brand-extensions.graphql
 * does not define must exist in `magento` with the same type and deprecation; brand names must not shadow Magento's.
 */
export const conformanceProblems = (backend: GraphQLSchema, magento: GraphQLSchema, brand: BrandDefinitions): string[] =>
  Object.values(backend.getTypeMap())
    .filter((type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type))
    .flatMap((type): string[] => {
      const theirs = magento.getType(type.name);
      if (brand.types.has(type.name)) return theirs ? [`brand type ${type.name} shadows a Magento type`] : [];
      if (!theirs) return [`type ${type.name} is not in Magento`];
      if (kindOf(type) !== kindOf(theirs)) return [`type ${type.name} is a ${kindOf(type)}, Magento's a ${kindOf(theirs)}`];
      if ((isObjectType(type) && isObjectType(theirs)) || (isInterfaceType(type) && isInterfaceType(theirs))) {
        const missing = type.getInterfaces().filter((i) => !theirs.getInterfaces().some((t) => t.name === i.name));
        return [
          ...missing.map((i) => `${type.name} implements ${i.name}, Magento's does not`),
          ...fieldProblems(type.name, type.getFields(), theirs.getFields(), brand),
        ];
      }
      if (isInputObjectType(type) && isInputObjectType(theirs)) return fieldProblems(type.name, type.getFields(), theirs.getFields(), brand);
      if (isEnumType(type) && isEnumType(theirs)) {
        return type.getValues().flatMap((v) => {
          const match = theirs.getValue(v.name);
          return match ? deprecationProblems(`${type.name}.${v.name}`, v, match) : [`${type.name}.${v.name} is not in Magento`];
        });
      }
      if (isUnionType(type) && isUnionType(theirs)) {
        return type.getTypes().filter((m) => !theirs.getTypes().some((t) => t.name === m.name))
          .map((m) => `${type.name} includes ${m.name}, Magento's does not`);
      }
      return [];
    });

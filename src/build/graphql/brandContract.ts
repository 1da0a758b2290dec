import fs from 'node:fs';
import path from 'node:path';
import {
  type ConstDirectiveNode, type DefinitionNode, type DocumentNode, type EnumValueDefinitionNode, type FieldDefinitionNode,
  type GraphQLField, type GraphQLInputField, type GraphQLNamedType, type GraphQLSchema, type GraphQLType, type InputValueDefinitionNode, getNamedType, isEnumType, isInputObjectType,
  isInterfaceType, isObjectType, Kind, parse, print, type StringValueNode, type TypeNode, TypeInfo, visit, visitWithTypeInfo,
} from 'graphql';
import { CAPABILITY_REQUIREMENTS, type Capability } from '../../lib/graphql/capabilities';
import { BRAND_SCHEMA_FILE, storefrontSchema } from './schemas';
import { storefrontTemplates, type Template } from './storefrontDocuments';

// npm run docs:brand: the brand module's contract (server/src/graphql/schema/brand-extensions.graphql,
// everything the storefront uses beyond Magento 2.4) as docs/brand-module-contract.md, one table per
// type it extends or adds: each field with its type, arguments, meaning (the schema's description),
// the capabilities that need it (src/lib/graphql/capabilities.ts) and the storefront operations that
// ask for it. test/unit/build/brandContract.test.ts fails when the file is stale or a part of the
// contract has no description.

const root = path.resolve(__dirname, '../../..');
export const CONTRACT_FILE = path.join(root, 'docs/brand-module-contract.md');
const CAPABILITIES_FILE = path.join(root, 'src/lib/graphql/capabilities.ts');

/** How many operation names a cell lists before it counts the rest. */
const MAX_OPERATIONS = 6;

type Described = { description?: StringValueNode; directives?: readonly ConstDirectiveNode[] };

/** One type of the contract: every definition and extension of that name in the brand file, merged. */
interface ContractType {
  name: string;
  /** The brand file defines the type (a new type) rather than extending Magento's. */
  isNew: boolean;
  kind: 'object' | 'interface' | 'input' | 'enum';
  description: string | null;
  fields: FieldDefinitionNode[];
  inputFields: InputValueDefinitionNode[];
  values: EnumValueDefinitionNode[];
}

const KINDS: Partial<Record<Kind, ContractType['kind']>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: 'object',
  [Kind.OBJECT_TYPE_EXTENSION]: 'object',
  [Kind.INTERFACE_TYPE_DEFINITION]: 'interface',
  [Kind.INTERFACE_TYPE_EXTENSION]: 'interface',
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: 'input',
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: 'input',
  [Kind.ENUM_TYPE_DEFINITION]: 'enum',
  [Kind.ENUM_TYPE_EXTENSION]: 'enum',
};

const isDefinition = (definition: DefinitionNode): boolean =>
  definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.INTERFACE_TYPE_DEFINITION
  || definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION || definition.kind === Kind.ENUM_TYPE_DEFINITION;

/** The brand file's types in the order they first appear, each with all its parts. */
export function contractTypes(document: DocumentNode = parse(fs.readFileSync(BRAND_SCHEMA_FILE, 'utf8'))): ContractType[] {
  const types = new Map<string, ContractType>();
  for (const definition of document.definitions) {
    const kind = KINDS[definition.kind];
    if (!kind || !('name' in definition) || !definition.name) continue;
    const name = definition.name.value;
    const type = types.get(name) ?? { name, isNew: false, kind, description: null, fields: [], inputFields: [], values: [] };
    types.set(name, type);
    if (isDefinition(definition)) {
      type.isNew = true;
      type.description = ('description' in definition && definition.description?.value) || null;
    }
    if ('fields' in definition && definition.fields) {
      for (const field of definition.fields) {
        if (field.kind === Kind.FIELD_DEFINITION) type.fields.push(field);
        else type.inputFields.push(field);
      }
    }
    if ('values' in definition && definition.values) type.values.push(...definition.values);
  }
  return [...types.values()];
}

const describedBy = (node: Described): string | null => node.description?.value.trim() || null;

/**
 * What the contract lacks: a new type, field, argument, input field or enum value without a description,
 * or a field of an implementation whose description differs from its interface's.
 */
export function contractProblems(types: readonly ContractType[] = contractTypes(), schema: GraphQLSchema = storefrontSchema()): string[] {
  const problems: string[] = [];
  const interfaceFields = new Map<string, string | null>();
  for (const type of types.filter((t) => t.kind === 'interface')) {
    for (const field of type.fields) interfaceFields.set(`${type.name}.${field.name.value}`, describedBy(field));
  }
  for (const type of types) {
    if (type.isNew && !type.description) problems.push(`type ${type.name} has no description`);
    for (const field of [...type.fields, ...type.inputFields]) {
      const coordinate = `${type.name}.${field.name.value}`;
      const description = describedBy(field);
      if (!description) problems.push(`${coordinate} has no description`);
      for (const argument of field.kind === Kind.FIELD_DEFINITION ? field.arguments ?? [] : []) {
        if (!describedBy(argument)) problems.push(`${coordinate}(${argument.name.value}:) has no description`);
      }
      const schemaType = schema.getType(type.name);
      if (isObjectType(schemaType) || isInterfaceType(schemaType)) {
        for (const parent of schemaType.getInterfaces()) {
          const inherited = interfaceFields.get(`${parent.name}.${field.name.value}`);
          if (inherited !== undefined && inherited !== description) {
            problems.push(`${coordinate} is described unlike ${parent.name}.${field.name.value}`);
          }
        }
      }
    }
    for (const value of type.values) {
      if (!describedBy(value)) problems.push(`${type.name}.${value.name.value} has no description`);
    }
  }
  return problems;
}

/** Each coordinate of the contract (Type.field, Type.VALUE) and the capabilities whose features use it. */
export function capabilityUse(types: readonly ContractType[], schema: GraphQLSchema): Map<string, Set<Capability>> {
  const newTypes = new Set(types.filter((t) => t.isNew).map((t) => t.name));
  const use = new Map<string, Set<Capability>>();
  const mark = (coordinate: string, capability: Capability): void => {
    const set = use.get(coordinate) ?? new Set<Capability>();
    set.add(capability);
    use.set(coordinate, set);
  };
  for (const capability of Object.keys(CAPABILITY_REQUIREMENTS) as Capability[]) {
    const seen = new Set<string>();
    // A brand type a capability's field returns or takes belongs to that capability, all of it.
    const enter = (named: GraphQLNamedType): void => {
      if (!newTypes.has(named.name) || seen.has(named.name)) return;
      seen.add(named.name);
      if (isEnumType(named)) named.getValues().forEach((value) => mark(`${named.name}.${value.name}`, capability));
      if (isObjectType(named) || isInterfaceType(named) || isInputObjectType(named)) {
        const fields: ReadonlyArray<GraphQLField<unknown, unknown> | GraphQLInputField> = Object.values(named.getFields());
        for (const field of fields) {
          mark(`${named.name}.${field.name}`, capability);
          enter(getNamedType(field.type as GraphQLType));
          if ('args' in field) field.args.forEach((argument) => enter(getNamedType(argument.type)));
        }
      }
    };
    for (const coordinate of CAPABILITY_REQUIREMENTS[capability]) {
      const [typeName = '', fieldName = ''] = coordinate.split('.');
      const type = schema.getType(typeName);
      if (!(isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))) continue;
      const field = type.getFields()[fieldName];
      if (!field) continue;
      mark(coordinate, capability);
      // An interface's field is the same field on each of its implementations.
      if (isInterfaceType(type)) {
        schema.getPossibleTypes(type).forEach((implementation) => mark(`${implementation.name}.${fieldName}`, capability));
      }
      enter(getNamedType(field.type));
      if ('args' in field) field.args.forEach((argument) => enter(getNamedType(argument.type)));
    }
  }
  return use;
}

/**
 * Each coordinate (Type.field) and the operations and fragments of src/ that select it, or that can send
 * it: in an input object written in the document, or anywhere in the input type of one of its variables.
 */
export function operationUse(schema: GraphQLSchema, templates: readonly Template[] = storefrontTemplates()): Map<string, Set<string>> {
  const use = new Map<string, Set<string>>();
  const mark = (coordinate: string, name: string): void => {
    const set = use.get(coordinate) ?? new Set<string>();
    set.add(name);
    use.set(coordinate, set);
  };
  for (const { document } of templates) {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      const name = definition.name?.value ?? '(anonymous)';
      const inputs = new Set<string>();
      const enterInput = (named: GraphQLNamedType): void => {
        if (!isInputObjectType(named) || inputs.has(named.name)) return;
        inputs.add(named.name);
        for (const field of Object.values(named.getFields())) {
          mark(`${named.name}.${field.name}`, name);
          enterInput(getNamedType(field.type));
        }
      };
      const typeInfo = new TypeInfo(schema);
      visit(definition, visitWithTypeInfo(typeInfo, {
        Field(node) {
          const parent = typeInfo.getParentType();
          if (parent) mark(`${parent.name}.${node.name.value}`, name);
        },
        ObjectField(node) {
          const parent = typeInfo.getParentInputType();
          if (parent) mark(`${getNamedType(parent).name}.${node.name.value}`, name);
        },
        VariableDefinition(node) {
          const named = schema.getType(namedTypeOf(node.type));
          if (named) enterInput(named);
        },
      }));
    }
  }
  return use;
}

function namedTypeOf(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type);
}

/** The capabilities' features as capabilities.ts documents them (the comment above each). */
function capabilityNotes(): Map<string, string> {
  const source = fs.readFileSync(CAPABILITIES_FILE, 'utf8');
  const notes = new Map<string, string>();
  for (const match of source.matchAll(/\/\*\*\s*([^*]*?)\s*\*\/\s*\n\s*(\w+):\s*\[/g)) notes.set(match[2] ?? '', match[1] ?? '');
  return notes;
}

/** Text safe in a Markdown table cell (no pipes, no line breaks, no HTML). */
const cell = (text: string): string => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').replace(/\*/g, '\\*')
  .replace(/</g, '&lt;')
  .replace(/>/g, '&gt;');

const code = (text: string): string => `\`${text.replace(/\|/g, '\\|')}\``;

function list(names: Iterable<string> | undefined, limit = Number.POSITIVE_INFINITY): string {
  const sorted = [...(names ?? [])].sort();
  if (sorted.length === 0) return '—';
  const shown = sorted.slice(0, limit).join(', ');
  return sorted.length > limit ? `${shown} and ${sorted.length - limit} more` : shown;
}

function argumentsCell(field: FieldDefinitionNode): string {
  const args = field.arguments ?? [];
  if (args.length === 0) return '—';
  return args.map((argument) => {
    const defaultValue = argument.defaultValue ? ` = ${print(argument.defaultValue)}` : '';
    return `${code(`${argument.name.value}: ${print(argument.type)}${defaultValue}`)}: ${cell(describedBy(argument) ?? '')}`;
  }).join('<br>');
}

/** An object type whose brand fields are exactly its interface's (declared again, as GraphQL requires). */
function sameAsInterface(type: ContractType, byName: Map<string, ContractType>, schema: GraphQLSchema): string | null {
  const schemaType = schema.getType(type.name);
  if (!isObjectType(schemaType)) return null;
  const names = type.fields.map((f) => f.name.value).join(',');
  const parent = schemaType.getInterfaces().find((i) => byName.get(i.name)?.fields.map((f) => f.name.value).join(',') === names);
  return parent?.name ?? null;
}

/** docs/brand-module-contract.md as it should be. */
export function brandContractMarkdown(schema: GraphQLSchema = storefrontSchema()): string {
  const types = contractTypes();
  const byName = new Map(types.map((t) => [t.name, t]));
  const capabilities = capabilityUse(types, schema);
  const operations = operationUse(schema);
  const notes = capabilityNotes();
  const usedBy = (typeName: string, fieldName: string): { capabilities: Set<Capability>; operations: Set<string> } => {
    const schemaType = schema.getType(typeName);
    const coordinates = [`${typeName}.${fieldName}`];
    if (isInterfaceType(schemaType)) schema.getPossibleTypes(schemaType).forEach((t) => coordinates.push(`${t.name}.${fieldName}`));
    return {
      capabilities: new Set(coordinates.flatMap((c) => [...(capabilities.get(c) ?? [])])),
      operations: new Set(coordinates.flatMap((c) => [...(operations.get(c) ?? [])])),
    };
  };

  const lines: string[] = [
    '# The brand module contract',
    '',
    '<!-- Generated by `npm run docs:brand` (src/build/graphql/brandContract.ts). Do not edit: change the descriptions in',
    'server/src/graphql/schema/brand-extensions.graphql and run it again. -->',
    '',
    'Everything the storefront can use beyond Magento 2.4 / Adobe Commerce: the schema of',
    '`server/src/graphql/schema/brand-extensions.graphql`, which the embedded backend serves on its `full` profile and a',
    'brand module on a real Magento must serve under the same names and types. A build for a backend without some of it',
    '(`COMMERCE_SCHEMA`, README "Running on your Magento") leaves out what the backend lacks.',
    '',
    '- **capability**: the build turns a capability on when the target schema has every coordinate it needs (the',
    '  first table); a feature behind a capability is left out of a build without it. A brand type that a capability\'s',
    '  field returns or takes is counted with that capability. "—": no capability; the storefront asks for the field',
    '  (marked `@brand` in its documents) where the target has it and does without it elsewhere.',
    '- **asked by**: the operations and fragments of `src/` that select the field, or can send it (an input field); "—":',
    '  the storefront does not ask for it (served for other clients of the brand module).',
    '',
    '## Capabilities',
    '',
    '| capability | needs | what lights up |',
    '|---|---|---|',
    ...(Object.keys(CAPABILITY_REQUIREMENTS) as Capability[]).map((name) =>
      `| ${code(name)} | ${CAPABILITY_REQUIREMENTS[name].map(code).join(', ')} | ${cell(notes.get(name) ?? '')} |`),
    '',
  ];

  for (const type of types) {
    const label = type.isNew ? `\`${type.name}\` (new ${type.kind === 'input' ? 'input' : type.kind})` : `\`${type.name}\` (extends Magento's)`;
    const parent = sameAsInterface(type, byName, schema);
    if (parent) {
      lines.push(`## ${label}`, '', `The fields of \`${parent}\` above (${type.fields.map((f) => code(f.name.value)).join(', ')}), with the same meaning.`, '');
      continue;
    }
    lines.push(`## ${label}`, '');
    if (type.description) lines.push(cell(type.description), '');
    if (type.kind === 'enum') {
      lines.push('| value | meaning | capability |', '|---|---|---|');
      for (const value of type.values) {
        lines.push(`| ${code(value.name.value)} | ${cell(describedBy(value) ?? '')} | ${list(capabilities.get(`${type.name}.${value.name.value}`))} |`);
      }
    } else if (type.kind === 'input') {
      lines.push('| field | type | meaning | capability | asked by |', '|---|---|---|---|---|');
      for (const field of type.inputFields) {
        const use = usedBy(type.name, field.name.value);
        lines.push(`| ${code(field.name.value)} | ${code(print(field.type))} | ${cell(describedBy(field) ?? '')} | ${list(use.capabilities)} | ${list(use.operations, MAX_OPERATIONS)} |`);
      }
    } else {
      lines.push('| field | type | arguments | meaning | capability | asked by |', '|---|---|---|---|---|---|');
      for (const field of type.fields) {
        const use = usedBy(type.name, field.name.value);
        lines.push(`| ${code(field.name.value)} | ${code(print(field.type))} | ${argumentsCell(field)} | ${cell(describedBy(field) ?? '')} | ${list(use.capabilities)} | ${list(use.operations, MAX_OPERATIONS)} |`);
      }
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

if (require.main === module) {
  const problems = contractProblems();
  if (problems.length > 0) {
    console.error(`brand-extensions.graphql:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  fs.mkdirSync(path.dirname(CONTRACT_FILE), { recursive: true });
  fs.writeFileSync(CONTRACT_FILE, brandContractMarkdown());
  console.info(`Wrote ${path.relative(process.cwd(), CONTRACT_FILE)}`);
}

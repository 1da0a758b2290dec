import {
  type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, Kind, type OperationDefinitionNode, print, validate, visit,
} from 'graphql';
import { documentForTarget } from './documentForTarget';
import { storefrontSchema } from './schemas';
import { storefrontTemplates } from './storefrontDocuments';

// Build time: the storefront's operations as a target receives them, each with the fragments it spreads.

export interface TargetOperations {
  /** Operation name → the whole document sent to the target (operation and its fragments). */
  operations: Map<string, DocumentNode>;
  /** @brand operations and fragments the target cannot answer (they must not be in its bundle). */
  unavailable: Set<string>;
  /** Templates with unmarked parts the target lacks, and documents that do not validate whole. */
  errors: string[];
}

function spreads(node: OperationDefinitionNode | FragmentDefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => { names.push(spread.name.value); } });
  return names;
}

/** Every operation of src/ as shipped to `target`, validated whole against it. */
export function operationsForTarget(target: GraphQLSchema, storefront: GraphQLSchema = storefrontSchema()): TargetOperations {
  const errors: string[] = [];
  const unavailable = new Set<string>();
  const operationDefs = new Map<string, OperationDefinitionNode>();
  const fragmentDefs = new Map<string, FragmentDefinitionNode>();
  for (const template of storefrontTemplates()) {
    try {
      const shipped = documentForTarget(template.document, storefront, target);
      shipped.unavailable?.split(', ').forEach((name) => unavailable.add(name));
      for (const definition of shipped.document.definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) operationDefs.set(definition.name.value, definition);
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragmentDefs.set(definition.name.value, definition);
      }
    } catch (error) {
      errors.push(`${template.file}: ${(error as Error).message}`);
    }
  }
  const operations = new Map<string, DocumentNode>();
  for (const [name, operation] of operationDefs) {
    const needed = new Map<string, FragmentDefinitionNode>();
    const queue = spreads(operation);
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const fragment = fragmentDefs.get(next);
      if (!fragment || needed.has(next)) continue;
      needed.set(next, fragment);
      queue.push(...spreads(fragment));
    }
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] };
    const problems = validate(target, document);
    if (problems.length > 0) errors.push(`${name}: ${problems.map((p) => p.message).join('; ')}\n${print(document)}`);
    operations.set(name, document);
  }
  return { operations, unavailable, errors };
}

/** Operation names in compiled code (babel-plugin-graphql-tag's document literals). */
export function operationNamesIn(code: string): Set<string> {
  const names = new Set<string>();
  const pattern = /kind:\s*"OperationDefinition",\s*operation:\s*"\w+",\s*name:\s*\{\s*kind:\s*"Name",\s*value:\s*"(\w+)"/g;
  for (const match of code.matchAll(pattern)) names.add(match[1] ?? '');
  return names;
}

/** The unavailable-document markers (documentForTarget via babel.config.js) left in compiled code. */
export function unavailableMarkersIn(code: string): Set<string> {
  return new Set([...code.matchAll(/unavailableOnTarget:\s*"([^"]+)"/g)].map((match) => match[1] ?? ''));
}

import {
  type ASTNode, type DefinitionNode, type DirectiveNode, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema,
  Kind, KnownFragmentNamesRule, NoUndefinedVariablesRule, NoUnusedFragmentsRule,
  NoUnusedVariablesRule, type OperationDefinitionNode, PossibleFragmentSpreadsRule, specifiedRules, TypeInfo, validate, visit,
  visitWithTypeInfo,
} from 'graphql';
import { BRAND_DIRECTIVE } from './brandDirective';
import { hasCoordinate } from './capabilities';

// How one gql template of the storefront is shipped to a target backend (build time; the Babel plugin,
// the early operations and the tests share it). A template may spread fragments of other templates
// (interpolated at run time), so each template is checked with the rules that need no other template;
// whole documents are checked once the bundle is written (targetDocumentsPlugin.ts).

export interface TargetDocument {
  /** The template with every @brand part the target lacks left out and every @brand marker removed. */
  document: DocumentNode;
  /** Set when a @brand operation or fragment cannot exist on the target: it must never be sent there. */
  unavailable: string | null;
}

const isBrand = (node: { directives?: readonly DirectiveNode[] }): boolean =>
  (node.directives ?? []).some((d) => d.name.value === BRAND_DIRECTIVE);

const withoutBrand = <T extends { directives?: readonly DirectiveNode[] }>(node: T): T =>
  ({ ...node, directives: (node.directives ?? []).filter((d) => d.name.value !== BRAND_DIRECTIVE) });

const definitionName = (definition: DefinitionNode): string =>
  ('name' in definition && definition.name ? definition.name.value : '(anonymous)');

/** The names of the fragments a node spreads, and of the variables it uses. */
function usage(node: ASTNode): { fragments: Set<string>; variables: Set<string> } {
  const fragments = new Set<string>();
  const variables = new Set<string>();
  visit(node, {
    FragmentSpread: (spread) => { fragments.add(spread.name.value); },
    Variable: (variable) => { variables.add(variable.name.value); },
    VariableDefinition: () => false,
  });
  return { fragments, variables };
}

/** Leaves out the @brand fields, spreads and inline fragments whose schema coordinate the target lacks. */
function pruneSelections(document: DocumentNode, storefront: GraphQLSchema, target: GraphQLSchema, dropped: Set<string>): DocumentNode {
  const typeInfo = new TypeInfo(storefront);
  return visit(document, visitWithTypeInfo(typeInfo, {
    Field(node) {
      if (!isBrand(node)) return undefined;
      const parent = typeInfo.getParentType();
      return parent && hasCoordinate(target, `${parent.name}.${node.name.value}`) ? withoutBrand(node) : null;
    },
    FragmentSpread(node) {
      if (dropped.has(node.name.value)) return null;
      return isBrand(node) ? withoutBrand(node) : undefined;
    },
    InlineFragment(node) {
      if (!isBrand(node)) return undefined;
      const condition = node.typeCondition?.name.value;
      return !condition || target.getType(condition) ? withoutBrand(node) : null;
    },
  }));
}

/** Rules that hold within one template (fragments and variables may come from interpolated templates). */
const TEMPLATE_RULES = specifiedRules.filter((rule) => ![
  KnownFragmentNamesRule, NoUnusedFragmentsRule, NoUndefinedVariablesRule, NoUnusedVariablesRule, PossibleFragmentSpreadsRule,
].includes(rule));

/**
 * One template for a target schema. Throws when a part that is not marked @brand does not exist on the
 * target (stock Magento must answer every unmarked field).
 */
export function documentForTarget(template: DocumentNode, storefront: GraphQLSchema, target: GraphQLSchema): TargetDocument {
  // Brand fragments on types the target lacks go first, with every spread of them.
  const dropped = new Set(template.definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && isBrand(d))
    .filter((d) => !target.getType(d.typeCondition.name.value))
    .map((d) => d.name.value));
  const kept = { ...template, definitions: template.definitions.filter((d) => !(d.kind === Kind.FRAGMENT_DEFINITION && dropped.has(d.name.value))) };
  const pruned = pruneSelections(kept, storefront, target, dropped);

  // Fragments this template spread only inside what was left out, and the variables only they used.
  // (Variables or fragments the template never used may serve interpolated templates: they stay.)
  const spreadBefore = usage(template).fragments;
  const spreadAfter = usage(pruned).fragments;
  const definitions = pruned.definitions
    .filter((d) => !(d.kind === Kind.FRAGMENT_DEFINITION && spreadBefore.has(d.name.value) && !spreadAfter.has(d.name.value)))
    .map((d): DefinitionNode => {
      if (d.kind === Kind.FRAGMENT_DEFINITION) return withoutBrand(d);
      if (d.kind !== Kind.OPERATION_DEFINITION) return d;
      const before = kept.definitions.find((k) => k.kind === Kind.OPERATION_DEFINITION && definitionName(k) === definitionName(d));
      const usedBefore = before ? operationVariables(before as OperationDefinitionNode, kept) : new Set<string>();
      const usedAfter = operationVariables(d, pruned);
      const unused = (name: string): boolean => usedBefore.has(name) && !usedAfter.has(name);
      return withoutBrand({ ...d, variableDefinitions: (d.variableDefinitions ?? []).filter((v) => !unused(v.variable.name.value)) });
    });
  const document: DocumentNode = { ...pruned, definitions };

  const errors = validate(target, document, TEMPLATE_RULES);
  if (errors.length === 0) return { document, unavailable: null };
  const brand = kept.definitions.filter((d) => (d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION) && isBrand(d));
  if (brand.length > 0) return { document: { kind: Kind.DOCUMENT, definitions: [] }, unavailable: brand.map(definitionName).join(', ') };
  const names = template.definitions.map(definitionName).join(', ');
  throw new Error(`${names}: not valid on the target schema and not marked @brand:\n  ${errors.map((e) => e.message).join('\n  ')}`);
}

/** The variables an operation uses, through the fragments of its own template too. */
function operationVariables(operation: OperationDefinitionNode, document: DocumentNode): Set<string> {
  const fragments = new Map(document.definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]));
  const variables = new Set<string>();
  const seen = new Set<string>();
  const walk = (node: ASTNode): void => {
    const found = usage(node);
    found.variables.forEach((v) => variables.add(v));
    for (const name of found.fragments) {
      const fragment = fragments.get(name);
      if (fragment && !seen.has(name)) {
        seen.add(name);
        walk(fragment);
      }
    }
  };
  walk({ ...operation, variableDefinitions: [] });
  return variables;
}

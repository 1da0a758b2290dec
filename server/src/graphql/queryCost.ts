import {
  type ASTVisitor, type DocumentNode, type FragmentDefinitionNode, GraphQLError, Kind, type SelectionSetNode, type ValidationContext,
} from 'graphql';

/**
 * The query's size as Magento's QueryComplexityLimiter measures it (webonyx's QueryDepth and QueryComplexity
 * rules): fragments expanded where they are spread, each field costing 1 plus its selections, depth counted in
 * levels of fields that have selections (`{ a { b } }` is 0). Each fragment is measured once (memoised), so a
 * document that spreads fragments into each other many times over costs linear time to measure, not exponential;
 * a fragment cycle (refused by GraphQL's own validation) counts as nothing here.
 */
export interface QueryCost {
  depth: number;
  complexity: number;
}

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

function measure(selectionSet: SelectionSetNode, fragments: Fragments, memo: Map<string, QueryCost>, path: Set<string>): QueryCost {
  let depth = -1;
  let complexity = 0;
  const spread = (cost: QueryCost, levels: number): void => {
    depth = Math.max(depth, cost.depth + levels);
    complexity += cost.complexity;
  };
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      complexity += 1;
      if (selection.selectionSet) {
        depth = Math.max(depth, 0);
        spread(measure(selection.selectionSet, fragments, memo, path), 1);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      spread(measure(selection.selectionSet, fragments, memo, path), 0);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || path.has(name)) continue;
      let cost = memo.get(name);
      if (!cost) {
        path.add(name);
        cost = measure(fragment.selectionSet, fragments, memo, path);
        path.delete(name);
        memo.set(name, cost);
      }
      spread(cost, 0);
    }
  }
  return { depth, complexity };
}

/** The largest depth and complexity among the document's operations. */
export function queryCost(document: DocumentNode): QueryCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const memo = new Map<string, QueryCost>();
  const cost: QueryCost = { depth: 0, complexity: 0 };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const operation = measure(definition.selectionSet, fragments, memo, new Set());
    cost.depth = Math.max(cost.depth, operation.depth);
    cost.complexity = Math.max(cost.complexity, operation.complexity);
  }
  return cost;
}

/**
 * Validation rule with Magento's limits and messages (a "graphql" category error, as webonyx reports them).
 * Runs once per document, at its end.
 */
export const queryCostRule = (limits: { queryDepth: number; queryComplexity: number }) => (context: ValidationContext): ASTVisitor => ({
  Document: {
    leave(document) {
      const cost = queryCost(document);
      if (limits.queryDepth > 0 && cost.depth > limits.queryDepth) {
        context.reportError(new GraphQLError(`Max query depth should be ${limits.queryDepth} but got ${cost.depth}.`));
      }
      if (limits.queryComplexity > 0 && cost.complexity > limits.queryComplexity) {
        context.reportError(new GraphQLError(`Max query complexity should be ${limits.queryComplexity} but got ${cost.complexity}.`));
      }
    },
  },
});
